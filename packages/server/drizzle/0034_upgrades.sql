CREATE TABLE "upgrades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"stake_cents" bigint NOT NULL,
	"balance_cents" bigint NOT NULL,
	"items" jsonb NOT NULL,
	"target_item_id" uuid NOT NULL,
	"target_name" text NOT NULL,
	"target_value_cents" bigint NOT NULL,
	"chance_ppm" integer NOT NULL,
	"direction" text NOT NULL,
	"seed_pair_id" uuid NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"ticket" integer NOT NULL,
	"won" boolean NOT NULL,
	"inventory_item_id" uuid,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upgrades_direction_known" CHECK ("upgrades"."direction" IN ('under', 'over')),
	CONSTRAINT "upgrades_amounts" CHECK ("upgrades"."stake_cents" > 0 AND "upgrades"."balance_cents" >= 0 AND "upgrades"."target_value_cents" > "upgrades"."stake_cents"),
	CONSTRAINT "upgrades_chance" CHECK ("upgrades"."chance_ppm" BETWEEN 1 AND 1000000 AND "upgrades"."ticket" BETWEEN 1 AND 1000000)
);
--> statement-breakpoint
ALTER TABLE "stakes" DROP CONSTRAINT "stakes_kind_known";--> statement-breakpoint
DROP INDEX "inventory_owned";--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "upgrade_id" uuid;--> statement-breakpoint
ALTER TABLE "upgrades" ADD CONSTRAINT "upgrades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrades" ADD CONSTRAINT "upgrades_target_item_id_items_id_fk" FOREIGN KEY ("target_item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrades" ADD CONSTRAINT "upgrades_seed_pair_id_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "upgrades_idempotency" ON "upgrades" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "upgrades_user" ON "upgrades" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "upgrades_recent" ON "upgrades" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inventory_owned" ON "inventory_items" USING btree ("user_id","created_at") WHERE "inventory_items"."sold_at" IS NULL AND "inventory_items"."shipping_order_id" IS NULL AND "inventory_items"."upgrade_id" IS NULL;--> statement-breakpoint
ALTER TABLE "stakes" ADD CONSTRAINT "stakes_kind_known" CHECK ("stakes"."kind" IN ('pack_open', 'battle_entry', 'battle_refund', 'upgrade'));