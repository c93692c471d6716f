-- The finance report's closed days (DESIGN §17, decision 015): each UTC day
-- whose transactions have all ended is summed per kind of transfer once, so a
-- report over 30 days reads a few hundred rows instead of every transfer.
CREATE TABLE "finance_day_kinds" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"site_net_cents" bigint NOT NULL,
	"to_site_cents" bigint NOT NULL,
	CONSTRAINT "finance_day_kinds_day_kind_pk" PRIMARY KEY("day","kind")
);
--> statement-breakpoint
CREATE TABLE "finance_days" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "finance_day_kinds" ADD CONSTRAINT "finance_day_kinds_day_finance_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."finance_days"("day") ON DELETE no action ON UPDATE no action;