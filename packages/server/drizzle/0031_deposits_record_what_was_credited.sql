ALTER TABLE "deposits" ADD COLUMN "credited_cents" bigint;--> statement-breakpoint
-- Deposits completed before this column: what their credit transfer moved.
UPDATE "deposits" d SET "credited_cents" = t."amount_cents"
FROM "transfers" t
WHERE d."status" = 'completed' AND d."credited_cents" IS NULL AND t."kind" = 'deposit' AND t."ref_id" = d."id"::text;
