CREATE TABLE "referral_code_aliases" (
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referral_code_aliases" ADD CONSTRAINT "referral_code_aliases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_code_aliases_lower_key" ON "referral_code_aliases" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "referral_code_aliases_user" ON "referral_code_aliases" USING btree ("user_id");