CREATE TABLE "liability_leaves" (
	"tree_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"balance_cents" bigint NOT NULL,
	"leaf_salt" text NOT NULL,
	CONSTRAINT "liability_leaves_tree_id_user_id_pk" PRIMARY KEY("tree_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "liability_nodes" (
	"tree_id" bigint NOT NULL,
	"level" integer NOT NULL,
	"position" integer NOT NULL,
	"hash" text NOT NULL,
	"sum_cents" bigint NOT NULL,
	CONSTRAINT "liability_nodes_tree_id_level_position_pk" PRIMARY KEY("tree_id","level","position")
);
--> statement-breakpoint
CREATE TABLE "liability_trees" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "liability_trees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"day" date,
	"as_of" timestamp with time zone NOT NULL,
	"root_hash" text NOT NULL,
	"total_cents" bigint NOT NULL,
	"reserves_cents" bigint,
	"leaf_count" integer NOT NULL,
	"created_by" uuid,
	CONSTRAINT "liability_trees_kind_known" CHECK ("liability_trees"."kind" IN ('daily', 'first', 'requested') AND ("liability_trees"."kind" = 'daily') = ("liability_trees"."day" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "return_days" (
	"day" date NOT NULL,
	"game" text NOT NULL,
	"game_id" text NOT NULL,
	"plays" bigint NOT NULL,
	"staked_cents" bigint NOT NULL,
	"paid_cents" bigint NOT NULL,
	"ev_cents" double precision NOT NULL,
	"var_cents2" double precision NOT NULL,
	CONSTRAINT "return_days_day_game_game_id_pk" PRIMARY KEY("day","game","game_id"),
	CONSTRAINT "return_days_game_known" CHECK ("return_days"."game" IN ('pack', 'battle', 'upgrader'))
);
--> statement-breakpoint
CREATE TABLE "return_days_rolled" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transparency_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transparency_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"day" date,
	"computed_at" timestamp with time zone NOT NULL,
	"returns" jsonb NOT NULL,
	"payouts" jsonb NOT NULL,
	CONSTRAINT "transparency_reports_kind_known" CHECK ("transparency_reports"."kind" IN ('daily', 'requested') AND ("transparency_reports"."kind" = 'daily') = ("transparency_reports"."day" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "pack_opens" ADD COLUMN "table_hash" text;--> statement-breakpoint
ALTER TABLE "liability_leaves" ADD CONSTRAINT "liability_leaves_tree_id_liability_trees_id_fk" FOREIGN KEY ("tree_id") REFERENCES "public"."liability_trees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liability_nodes" ADD CONSTRAINT "liability_nodes_tree_id_liability_trees_id_fk" FOREIGN KEY ("tree_id") REFERENCES "public"."liability_trees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liability_trees" ADD CONSTRAINT "liability_trees_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "liability_trees_daily" ON "liability_trees" USING btree ("day") WHERE "liability_trees"."kind" = 'daily';--> statement-breakpoint
CREATE UNIQUE INDEX "liability_trees_first" ON "liability_trees" USING btree ("kind") WHERE "liability_trees"."kind" = 'first';--> statement-breakpoint
CREATE INDEX "liability_trees_recent" ON "liability_trees" USING btree ("as_of");--> statement-breakpoint
CREATE UNIQUE INDEX "transparency_reports_daily" ON "transparency_reports" USING btree ("day") WHERE "transparency_reports"."kind" = 'daily';--> statement-breakpoint
CREATE INDEX "transparency_reports_recent" ON "transparency_reports" USING btree ("computed_at");