CREATE TABLE "inventory_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"value_cents" bigint NOT NULL,
	"source_type" text NOT NULL,
	"source_id" uuid NOT NULL,
	"sold_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_value_non_negative" CHECK ("inventory_items"."value_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pack_opens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"pack_id" uuid NOT NULL,
	"pack_name" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"seed_pair_id" uuid NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"ticket" integer NOT NULL,
	"item_id" uuid NOT NULL,
	"item_name" text NOT NULL,
	"value_cents" bigint NOT NULL,
	"odds" jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_opens" ADD CONSTRAINT "pack_opens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_opens" ADD CONSTRAINT "pack_opens_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_opens" ADD CONSTRAINT "pack_opens_seed_pair_id_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_opens" ADD CONSTRAINT "pack_opens_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_pairs" ADD CONSTRAINT "seed_pairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_owned" ON "inventory_items" USING btree ("user_id","created_at") WHERE "inventory_items"."sold_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "pack_opens_idempotency" ON "pack_opens" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "pack_opens_recent" ON "pack_opens" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pack_opens_user" ON "pack_opens" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seed_pairs_one_active" ON "seed_pairs" USING btree ("user_id") WHERE "seed_pairs"."active";--> statement-breakpoint
CREATE INDEX "seed_pairs_user" ON "seed_pairs" USING btree ("user_id","created_at");