CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "items_name_trgm" ON "items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packs_popular" ON "packs" USING btree ("opens_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "packs_name_trgm" ON "packs" USING gin ("name" gin_trgm_ops);