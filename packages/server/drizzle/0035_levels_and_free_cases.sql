CREATE TABLE "free_claims" (
	"user_id" uuid NOT NULL,
	"claim_key" text NOT NULL,
	"pack_id" uuid NOT NULL,
	"open_id" uuid,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "free_claims_user_id_claim_key_pk" PRIMARY KEY("user_id","claim_key")
);
--> statement-breakpoint
ALTER TABLE "packs" DROP CONSTRAINT "packs_kind_known";--> statement-breakpoint
ALTER TABLE "packs" ADD COLUMN "level_tier" integer;--> statement-breakpoint
ALTER TABLE "upgrades" ADD COLUMN "house_edge_ppm" integer;--> statement-breakpoint
ALTER TABLE "free_claims" ADD CONSTRAINT "free_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_claims" ADD CONSTRAINT "free_claims_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "free_claims_recent" ON "free_claims" USING btree ("user_id","claimed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "packs_one_per_tier" ON "packs" USING btree ("level_tier") WHERE "packs"."kind" = 'level' AND "packs"."active";--> statement-breakpoint
ALTER TABLE "packs" ADD CONSTRAINT "packs_level_tier" CHECK (("packs"."kind" = 'level') = ("packs"."level_tier" IS NOT NULL) AND coalesce("packs"."level_tier", 1) BETWEEN 1 AND 10);--> statement-breakpoint
ALTER TABLE "packs" ADD CONSTRAINT "packs_kind_known" CHECK ("packs"."kind" IN ('official', 'community', 'level'));