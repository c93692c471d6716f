ALTER TABLE "admins" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
CREATE INDEX "transfers_created_brin" ON "transfers" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin ((lower(coalesce("user_name", '') || ' ' || coalesce("phone", '') || ' ' || coalesce("email", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_newest" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);