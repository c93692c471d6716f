CREATE TABLE "race_entries" (
	"race_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"wager_cents" bigint NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "race_entries_race_id_user_id_pk" PRIMARY KEY("race_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "race_results" (
	"race_id" bigint NOT NULL,
	"rank" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"wager_cents" bigint NOT NULL,
	"prize_cents" bigint NOT NULL,
	CONSTRAINT "race_results_race_id_rank_pk" PRIMARY KEY("race_id","rank")
);
--> statement-breakpoint
CREATE TABLE "races" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "races_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"pool_cents" bigint NOT NULL,
	"split_percents" integer[] NOT NULL,
	"created_by_admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "races_kind_known" CHECK ("races"."kind" IN ('daily', 'weekly', 'custom')),
	CONSTRAINT "races_window" CHECK ("races"."ends_at" > "races"."starts_at"),
	CONSTRAINT "races_pool_positive" CHECK ("races"."pool_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "referral_claims" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"claims" integer DEFAULT 0 NOT NULL,
	"claimed_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_claims" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"claims" integer DEFAULT 0 NOT NULL,
	"claimed_wager_cents" bigint DEFAULT 0 NOT NULL,
	"last_claimed_at" timestamp with time zone,
	"next_claim_at" timestamp with time zone,
	CONSTRAINT "reward_claims_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "reward_claims_kind_known" CHECK ("reward_claims"."kind" IN ('daily', 'weekly', 'monthly'))
);
--> statement-breakpoint
CREATE TABLE "stakes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stakes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"battle_id" uuid,
	"race_ids" bigint[] NOT NULL,
	"staked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stakes_kind_known" CHECK ("stakes"."kind" IN ('pack_open', 'battle_entry', 'battle_refund')),
	CONSTRAINT "stakes_sign" CHECK (("stakes"."kind" = 'battle_refund') = ("stakes"."amount_cents" < 0) AND "stakes"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "wager_totals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"wager_cents" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_code_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referred_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "race_entries" ADD CONSTRAINT "race_entries_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_entries" ADD CONSTRAINT "race_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_results" ADD CONSTRAINT "race_results_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_results" ADD CONSTRAINT "race_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_created_by_admin_id_admins_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_claims" ADD CONSTRAINT "referral_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakes" ADD CONSTRAINT "stakes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wager_totals" ADD CONSTRAINT "wager_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "race_entries_rank" ON "race_entries" USING btree ("race_id","wager_cents" DESC NULLS LAST,"reached_at","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "races_one_per_window" ON "races" USING btree ("kind","starts_at") WHERE "races"."kind" <> 'custom';--> statement-breakpoint
CREATE INDEX "races_open" ON "races" USING btree ("starts_at") WHERE "races"."finished_at" IS NULL AND "races"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "races_ends" ON "races" USING btree ("ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stakes_battle_once" ON "stakes" USING btree ("battle_id","user_id","kind") WHERE "stakes"."battle_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stakes_user_time" ON "stakes" USING btree ("user_id","staked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_lower_key" ON "users" USING btree (lower("referral_code"));--> statement-breakpoint
CREATE INDEX "users_referred_by" ON "users" USING btree ("referred_by_user_id");--> statement-breakpoint
CREATE INDEX "users_suspended" ON "users" USING btree ("id") WHERE "users"."suspended_at" IS NOT NULL;