CREATE TABLE "admin_adjustment_keys" (
	"admin_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_adjustment_keys_admin_id_idempotency_key_pk" PRIMARY KEY("admin_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "admin_adjustment_keys" ADD CONSTRAINT "admin_adjustment_keys_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_adjustment_keys" ADD CONSTRAINT "admin_adjustment_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;