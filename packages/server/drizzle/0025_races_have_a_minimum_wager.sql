ALTER TABLE "races" ADD COLUMN "min_wager_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_min_wager" CHECK ("races"."min_wager_cents" >= 0);--> statement-breakpoint
-- Daily and weekly races not paid yet take the minimums DESIGN §13 gives by default ($10.00 and $50.00); races made from now on take the configured ones.
UPDATE "races" SET "min_wager_cents" = CASE "kind" WHEN 'daily' THEN 1000 ELSE 5000 END WHERE "kind" <> 'custom' AND "finished_at" IS NULL AND "cancelled_at" IS NULL;
