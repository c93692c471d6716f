CREATE TABLE "battle_seats" (
	"battle_id" uuid NOT NULL,
	"seat" integer NOT NULL,
	"user_id" uuid,
	"bot_name" text,
	"client_seed" text NOT NULL,
	"join_idempotency_key" text,
	"payout_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "battle_seats_battle_id_seat_pk" PRIMARY KEY("battle_id","seat"),
	CONSTRAINT "battle_seats_user_or_bot" CHECK (("battle_seats"."user_id" IS NULL) <> ("battle_seats"."bot_name" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "battles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_user_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"team_layout" text,
	"players" integer NOT NULL,
	"joined" integer DEFAULT 1 NOT NULL,
	"entry_cents" bigint NOT NULL,
	"pot_cents" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text,
	"rounds" jsonb NOT NULL,
	"results" jsonb,
	"total_value_cents" bigint,
	"create_idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "battles_mode_known" CHECK ("battles"."mode" IN ('normal', 'upside_down', 'shared', 'team')),
	CONSTRAINT "battles_players_range" CHECK ("battles"."players" BETWEEN 2 AND 10 AND "battles"."joined" BETWEEN 0 AND "battles"."players"),
	CONSTRAINT "battles_status_known" CHECK ("battles"."status" IN ('open', 'settled', 'cancelled')),
	CONSTRAINT "battles_entry_positive" CHECK ("battles"."entry_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "battle_seats" ADD CONSTRAINT "battle_seats_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_seats" ADD CONSTRAINT "battle_seats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "battle_seats_one_per_user" ON "battle_seats" USING btree ("battle_id","user_id");--> statement-breakpoint
CREATE INDEX "battle_seats_user_history" ON "battle_seats" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "battles_create_idempotency" ON "battles" USING btree ("host_user_id","create_idempotency_key");--> statement-breakpoint
CREATE INDEX "battles_list" ON "battles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "battles_status_list" ON "battles" USING btree ("status","created_at","id");