ALTER TABLE "player_limits" ADD COLUMN "deposit_daily_cents" bigint;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "deposit_daily_pending_cents" bigint;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "deposit_daily_pending_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "deposit_weekly_cents" bigint;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "deposit_weekly_pending_cents" bigint;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "deposit_weekly_pending_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "deposit_monthly_cents" bigint;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "deposit_monthly_pending_cents" bigint;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "deposit_monthly_pending_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "loss_daily_cents" bigint;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "loss_daily_pending_cents" bigint;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "loss_daily_pending_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "loss_weekly_cents" bigint;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "loss_weekly_pending_cents" bigint;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "loss_weekly_pending_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "loss_monthly_cents" bigint;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "loss_monthly_pending_cents" bigint;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "loss_monthly_pending_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "play_minutes" integer;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "play_pending_minutes" integer;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "play_pending_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "reality_minutes" integer;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "reality_pending_minutes" integer;--> statement-breakpoint
ALTER TABLE "player_limits" ADD COLUMN "reality_pending_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stakes" ADD COLUMN "returned_cents" bigint;--> statement-breakpoint
ALTER TABLE "wager_totals" ADD COLUMN "day_loss_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wager_totals" ADD COLUMN "week_loss_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wager_totals" ADD COLUMN "month_loss_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wager_totals" ADD COLUMN "play_day" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wager_totals" ADD COLUMN "play_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wager_totals" ADD COLUMN "play_minute" bigint;--> statement-breakpoint
ALTER TABLE "wager_totals" ADD COLUMN "session_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wager_totals" ADD COLUMN "session_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wager_totals" ADD COLUMN "session_net_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wager_totals" ADD COLUMN "reality_acked_minutes" integer DEFAULT 0 NOT NULL;