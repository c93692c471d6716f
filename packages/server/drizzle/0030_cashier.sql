CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"checkout_url" text NOT NULL,
	"provider_amount_cents" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_status_known" CHECK ("deposits"."status" IN ('created', 'pending', 'completed', 'failed', 'expired', 'review')),
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "kyc_submissions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"legal_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"country" text NOT NULL,
	"address" text NOT NULL,
	"document" "bytea" NOT NULL,
	"document_type" text NOT NULL,
	"reason" text,
	"reviewed_by_admin_id" uuid,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_status_known" CHECK ("kyc_submissions"."status" IN ('pending', 'verified', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "playthrough" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"due_cents" bigint DEFAULT 0 NOT NULL,
	"wager_seen_cents" bigint DEFAULT 0 NOT NULL,
	"withdrawn_cents" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"provider_ref" text NOT NULL,
	"amount_cents" bigint,
	"body" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"day" date NOT NULL,
	"provider" text NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"mismatches" jsonb NOT NULL,
	CONSTRAINT "reconciliation_runs_day_provider_pk" PRIMARY KEY("day","provider")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"provider_ref" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"destination" text,
	"return_url" text,
	"expires_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhooks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_webhooks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "shipping_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"fee_cents" bigint NOT NULL,
	"items_value_cents" bigint NOT NULL,
	"items" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"tracking_url" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_orders_status_known" CHECK ("shipping_orders"."status" IN ('requested', 'processing', 'shipped', 'delivered', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"destination" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"reason" text,
	"decided_by_admin_id" uuid,
	"decided_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_status_known" CHECK ("withdrawals"."status" IN ('requested', 'approved', 'sent', 'completed', 'failed', 'rejected', 'refunded')),
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_kind_known";--> statement-breakpoint
DROP INDEX "inventory_owned";--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "shipping_order_id" uuid;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_reviewed_by_admin_id_admins_id_fk" FOREIGN KEY ("reviewed_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playthrough" ADD CONSTRAINT "playthrough_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_orders" ADD CONSTRAINT "shipping_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_decided_by_admin_id_admins_id_fk" FOREIGN KEY ("decided_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_provider_ref" ON "deposits" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "deposits_user" ON "deposits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_status" ON "deposits" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "deposits_open_expiry" ON "deposits" USING btree ("expires_at") WHERE "deposits"."status" IN ('created', 'pending');--> statement-breakpoint
CREATE INDEX "kyc_status" ON "kyc_submissions" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "provider_events_ref" ON "provider_events" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "sandbox_webhooks_due" ON "sandbox_webhooks" USING btree ("next_at") WHERE "sandbox_webhooks"."delivered_at" IS NULL;--> statement-breakpoint
CREATE INDEX "shipping_orders_user" ON "shipping_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shipping_orders_status" ON "shipping_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_one_open" ON "withdrawals" USING btree ("user_id") WHERE "withdrawals"."status" IN ('requested', 'approved', 'sent');--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_provider_ref" ON "withdrawals" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "withdrawals_user" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "inventory_shipping_order" ON "inventory_items" USING btree ("shipping_order_id") WHERE "inventory_items"."shipping_order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "inventory_owned" ON "inventory_items" USING btree ("user_id","created_at") WHERE "inventory_items"."sold_at" IS NULL AND "inventory_items"."shipping_order_id" IS NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind_known" CHECK ("accounts"."kind" IN ('wallet', 'house', 'promotions', 'escrow', 'cashier', 'held'));--> statement-breakpoint
-- Play-through for the players who exist already (DESIGN §19): their bonus money (the signup and
-- referral bonuses, both credited at signup, before any stake) × 40 (BONUS_PLAYTHROUGH's default),
-- less everything they have wagered as §13 counts it. Because every bonus came before every
-- stake, this equals settling each stake against the due in order.
INSERT INTO "playthrough" ("user_id", "due_cents", "wager_seen_cents")
SELECT u."id",
       greatest(0, 40 * coalesce(b."bonus", 0) - coalesce(w."wager_cents", 0)),
       coalesce(w."wager_cents", 0)
FROM "users" u
LEFT JOIN "wager_totals" w ON w."user_id" = u."id"
LEFT JOIN (
  SELECT a."user_id", sum(t."amount_cents") AS "bonus"
  FROM "transfers" t JOIN "accounts" a ON a."id" = t."credit_account_id" AND a."kind" = 'wallet'
  WHERE t."kind" IN ('signup_bonus', 'referral_bonus')
  GROUP BY a."user_id"
) b ON b."user_id" = u."id";
