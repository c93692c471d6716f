CREATE TABLE "accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"may_go_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_key_unique" UNIQUE("key"),
	CONSTRAINT "accounts_balance_non_negative" CHECK ("accounts"."balance_cents" >= 0 OR "accounts"."may_go_negative"),
	CONSTRAINT "accounts_kind_known" CHECK ("accounts"."kind" IN ('wallet', 'house', 'promotions', 'escrow'))
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"value_cents" bigint NOT NULL,
	"image_key" text,
	"thumb_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_number_unique" UNIQUE("number"),
	CONSTRAINT "items_value_non_negative" CHECK ("items"."value_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pack_items" (
	"pack_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item_id" uuid NOT NULL,
	"odds_ppm" integer NOT NULL,
	CONSTRAINT "pack_items_pack_id_position_pk" PRIMARY KEY("pack_id","position"),
	CONSTRAINT "pack_items_odds_positive" CHECK ("pack_items"."odds_ppm" > 0 AND "pack_items"."odds_ppm" <= 100000)
);
--> statement-breakpoint
CREATE TABLE "packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"creator_user_id" uuid,
	"commission_bp" integer DEFAULT 0 NOT NULL,
	"price_cents" bigint NOT NULL,
	"image_key" text,
	"thumb_key" text,
	"opens_count" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packs_kind_known" CHECK ("packs"."kind" IN ('official', 'community')),
	CONSTRAINT "packs_price_positive" CHECK ("packs"."price_cents" > 0),
	CONSTRAINT "packs_commission_range" CHECK ("packs"."commission_bp" BETWEEN 0 AND 300)
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"debit_account_id" bigint NOT NULL,
	"credit_account_id" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"kind" text NOT NULL,
	"ref_type" text,
	"ref_id" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_amount_positive" CHECK ("transfers"."amount_cents" > 0),
	CONSTRAINT "transfers_two_accounts" CHECK ("transfers"."debit_account_id" <> "transfers"."credit_account_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_name" text,
	"phone" text,
	"email" text,
	"avatar_key" text,
	"avatar_thumb_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_items" ADD CONSTRAINT "pack_items_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_items" ADD CONSTRAINT "pack_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packs" ADD CONSTRAINT "packs_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_debit_account_id_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_credit_account_id_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_one_wallet_per_user" ON "accounts" USING btree ("user_id") WHERE "accounts"."kind" = 'wallet';--> statement-breakpoint
CREATE INDEX "items_value" ON "items" USING btree ("value_cents");--> statement-breakpoint
CREATE UNIQUE INDEX "pack_items_unique_item" ON "pack_items" USING btree ("pack_id","item_id");--> statement-breakpoint
CREATE INDEX "packs_kind_created" ON "packs" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "packs_price" ON "packs" USING btree ("price_cents");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_idempotency" ON "transfers" USING btree ("debit_account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "transfers_debit_history" ON "transfers" USING btree ("debit_account_id","id");--> statement-breakpoint
CREATE INDEX "transfers_credit_history" ON "transfers" USING btree ("credit_account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_lower_key" ON "users" USING btree (lower("user_name"));