ALTER TABLE "stakes" ADD COLUMN "counted_at" timestamp with time zone;--> statement-breakpoint
-- Entries paid until now counted in races, rewards and referrals as they were paid (DESIGN §13 before this change).
UPDATE "stakes" SET "counted_at" = "staked_at" WHERE "kind" = 'battle_entry';
