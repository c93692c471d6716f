CREATE TABLE "battle_packs" (
	"battle_id" uuid NOT NULL,
	"pack_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "battle_packs_battle_id_pack_id_pk" PRIMARY KEY("battle_id","pack_id")
);
--> statement-breakpoint
ALTER TABLE "battle_packs" ADD CONSTRAINT "battle_packs_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "battle_packs_by_pack" ON "battle_packs" USING btree ("pack_id","created_at");--> statement-breakpoint
-- Battles made before this table: their packs, from the rounds snapshot.
INSERT INTO "battle_packs" ("battle_id", "pack_id", "created_at")
SELECT DISTINCT b.id, (p->>'packId')::uuid, b.created_at FROM "battles" b, jsonb_array_elements(b.rounds->'packs') p
ON CONFLICT DO NOTHING;
