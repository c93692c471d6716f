ALTER TABLE "battles" DROP CONSTRAINT "battles_mode_known";--> statement-breakpoint
ALTER TABLE "battle_seats" ADD COLUMN "paid_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "battle_seats" ADD COLUMN "borrow_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "battle_seats" ADD COLUMN "borrowed_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "cursed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "fast" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "private_key" text;--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "fund_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every seat taken before sponsoring and borrowing paid the full entry (a bot seat: the house).
UPDATE "battle_seats" s SET "paid_cents" = b."entry_cents" FROM "battles" b WHERE b."id" = s."battle_id";--> statement-breakpoint
CREATE INDEX "battles_open_by_host" ON "battles" USING btree ("host_user_id") WHERE "battles"."status" = 'open';--> statement-breakpoint
ALTER TABLE "battle_seats" ADD CONSTRAINT "battle_seats_borrow_steps" CHECK ("battle_seats"."borrow_percent" BETWEEN 0 AND 70 AND "battle_seats"."borrow_percent" % 10 = 0 AND ("battle_seats"."user_id" IS NOT NULL OR "battle_seats"."borrow_percent" = 0));--> statement-breakpoint
ALTER TABLE "battle_seats" ADD CONSTRAINT "battle_seats_paid_sign" CHECK ("battle_seats"."paid_cents" >= 0 AND "battle_seats"."borrowed_cents" >= 0);--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_cursed_allowed" CHECK (NOT "battles"."cursed" OR "battles"."mode" IN ('normal', 'terminal', 'point_rush', 'elimination', 'team'));--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_fund_percent_steps" CHECK ("battles"."fund_percent" BETWEEN 0 AND 100 AND "battles"."fund_percent" % 10 = 0);--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_mode_known" CHECK ("battles"."mode" IN ('normal', 'upside_down', 'shared', 'team', 'terminal', 'point_rush', 'elimination', 'jackpot'));