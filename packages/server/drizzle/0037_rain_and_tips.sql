CREATE TABLE "rain_entries" (
	"rain_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"paid_cents" bigint,
	CONSTRAINT "rain_entries_rain_id_user_id_pk" PRIMARY KEY("rain_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "rains" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"base_cents" bigint NOT NULL,
	"settled_at" timestamp with time zone,
	"pool_cents" bigint,
	"joiners" integer,
	"share_cents" bigint,
	"carried_cents" bigint,
	CONSTRAINT "rains_window" CHECK ("rains"."closes_at" > "rains"."opens_at" AND "rains"."base_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tips" (
	"id" uuid PRIMARY KEY NOT NULL,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid,
	"rain_id" bigint,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tips_target" CHECK (("tips"."to_user_id" IS NULL) = ("tips"."rain_id" IS NOT NULL) AND "tips"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_kind_known";--> statement-breakpoint
ALTER TABLE "rain_entries" ADD CONSTRAINT "rain_entries_rain_id_rains_id_fk" FOREIGN KEY ("rain_id") REFERENCES "public"."rains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rain_entries" ADD CONSTRAINT "rain_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_rain_id_rains_id_fk" FOREIGN KEY ("rain_id") REFERENCES "public"."rains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rains_opening" ON "rains" USING btree ("opens_at");--> statement-breakpoint
CREATE INDEX "rains_due" ON "rains" USING btree ("closes_at") WHERE "rains"."settled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "tips_sender" ON "tips" USING btree ("from_user_id","created_at");--> statement-breakpoint
CREATE INDEX "tips_recent" ON "tips" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind_known" CHECK ("accounts"."kind" IN ('wallet', 'house', 'promotions', 'escrow', 'cashier', 'held', 'rain'));