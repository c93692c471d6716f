CREATE TABLE "pack_tables" (
	"hash" text PRIMARY KEY NOT NULL,
	"pack_id" uuid NOT NULL,
	"entries" jsonb NOT NULL,
	"ev_cents" double precision NOT NULL,
	"var_cents2" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pack_tables" ADD CONSTRAINT "pack_tables_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "battles_settled" ON "battles" USING btree ("started_at") WHERE "battles"."status" = 'settled';