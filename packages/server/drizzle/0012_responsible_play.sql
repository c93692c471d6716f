CREATE TABLE "player_limits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"daily_cents" bigint,
	"daily_pending_cents" bigint,
	"daily_pending_at" timestamp with time zone,
	"weekly_cents" bigint,
	"weekly_pending_cents" bigint,
	"weekly_pending_at" timestamp with time zone,
	"monthly_cents" bigint,
	"monthly_pending_cents" bigint,
	"monthly_pending_at" timestamp with time zone,
	"break_until" timestamp with time zone,
	"excluded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_limits_positive" CHECK (coalesce("player_limits"."daily_cents", 1) > 0 AND coalesce("player_limits"."weekly_cents", 1) > 0 AND coalesce("player_limits"."monthly_cents", 1) > 0
        AND coalesce("player_limits"."daily_pending_cents", 1) > 0 AND coalesce("player_limits"."weekly_pending_cents", 1) > 0 AND coalesce("player_limits"."monthly_pending_cents", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "wager_totals" ADD COLUMN "day_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wager_totals" ADD COLUMN "day_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wager_totals" ADD COLUMN "week_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wager_totals" ADD COLUMN "week_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wager_totals" ADD COLUMN "month_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wager_totals" ADD COLUMN "month_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- What each player wagered so far in the current UTC day, week and month, so a limit set from now on counts it.
WITH p AS (
  SELECT date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS day_start,
         date_trunc('week', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS week_start,
         date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS month_start
), s AS (
  SELECT st.user_id,
         sum(st.amount_cents) FILTER (WHERE st.staked_at >= p.day_start) AS day_cents,
         sum(st.amount_cents) FILTER (WHERE st.staked_at >= p.week_start) AS week_cents,
         sum(st.amount_cents) FILTER (WHERE st.staked_at >= p.month_start) AS month_cents
  FROM stakes st, p WHERE st.staked_at >= least(p.week_start, p.month_start)
  GROUP BY st.user_id
)
UPDATE "wager_totals" t
SET day_start = p.day_start, day_cents = greatest(coalesce(s.day_cents, 0), 0),
    week_start = p.week_start, week_cents = greatest(coalesce(s.week_cents, 0), 0),
    month_start = p.month_start, month_cents = greatest(coalesce(s.month_cents, 0), 0)
FROM p, s WHERE s.user_id = t.user_id;

--> statement-breakpoint
-- record_stake also keeps the player's UTC day, week and month totals and
-- answers what the wager-limit check needs (DESIGN §16, decision 016). The
-- player's wager_totals row is upserted first, right after the race locks:
-- every stake and refund of one player queues on it, and the upsert adds to
-- the latest committed version, so each stake's totals include every stake
-- before it. The limits are read by a later statement, after that lock.
DROP FUNCTION record_stake(uuid, bigint, text, uuid, timestamptz, timestamptz);
--> statement-breakpoint
CREATE FUNCTION record_stake(p_user uuid, p_amount bigint, p_kind text, p_battle uuid, p_at timestamptz, p_horizon timestamptz,
                             p_day timestamptz, p_week timestamptz, p_month timestamptz)
RETURNS TABLE (race_ids bigint[], day_cents bigint, week_cents bigint, month_cents bigint,
               daily_cents bigint, daily_pending_cents bigint, daily_pending_at timestamptz,
               weekly_cents bigint, weekly_pending_cents bigint, weekly_pending_at timestamptz,
               monthly_cents bigint, monthly_pending_cents bigint, monthly_pending_at timestamptz,
               break_until timestamptz, excluded_at timestamptz)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  locked bigint[];
  counted_in bigint[];
  totals wager_totals;
  limits player_limits;
BEGIN
  SELECT coalesce(array_agg(id), '{}') INTO locked FROM (
    SELECT id, pg_advisory_xact_lock_shared(72002, id::int) FROM races
    WHERE finished_at IS NULL AND cancelled_at IS NULL AND starts_at <= p_horizon
  ) r;

  INSERT INTO wager_totals AS t (user_id, wager_cents, updated_at, day_start, day_cents, week_start, week_cents, month_start, month_cents)
  VALUES (p_user, p_amount, p_at, p_day, p_amount, p_week, p_amount, p_month, p_amount)
  ON CONFLICT (user_id) DO UPDATE SET
    wager_cents = t.wager_cents + EXCLUDED.wager_cents, updated_at = EXCLUDED.updated_at,
    day_start = EXCLUDED.day_start, day_cents = EXCLUDED.day_cents + CASE WHEN t.day_start = EXCLUDED.day_start THEN t.day_cents ELSE 0 END,
    week_start = EXCLUDED.week_start, week_cents = EXCLUDED.week_cents + CASE WHEN t.week_start = EXCLUDED.week_start THEN t.week_cents ELSE 0 END,
    month_start = EXCLUDED.month_start, month_cents = EXCLUDED.month_cents + CASE WHEN t.month_start = EXCLUDED.month_start THEN t.month_cents ELSE 0 END
  RETURNING t.* INTO totals;

  SELECT * INTO limits FROM player_limits l WHERE l.user_id = p_user;

  WITH finished AS (
    SELECT kind, max(ends_at) AS until FROM races
    WHERE kind <> 'custom' AND finished_at IS NOT NULL AND starts_at <= p_at AND ends_at > p_at
    GROUP BY kind
  ), counted AS (
    SELECT r.id FROM races r LEFT JOIN finished f ON f.kind = r.kind
    WHERE r.id = ANY(locked) AND r.finished_at IS NULL AND r.cancelled_at IS NULL
      AND r.starts_at <= greatest(p_at, f.until) AND r.ends_at > greatest(p_at, f.until)
  ), entries AS (
    INSERT INTO race_entries (race_id, user_id, wager_cents, reached_at)
    SELECT id, p_user, p_amount, p_at FROM counted
    ON CONFLICT (race_id, user_id) DO UPDATE
      SET wager_cents = race_entries.wager_cents + EXCLUDED.wager_cents, reached_at = EXCLUDED.reached_at
    RETURNING race_id
  )
  INSERT INTO stakes (user_id, kind, amount_cents, battle_id, race_ids, staked_at)
  SELECT p_user, p_kind, p_amount, p_battle, coalesce((SELECT array_agg(race_id ORDER BY race_id) FROM entries), '{}'), p_at
  RETURNING stakes.race_ids INTO counted_in;

  RETURN QUERY SELECT counted_in, totals.day_cents, totals.week_cents, totals.month_cents,
    limits.daily_cents, limits.daily_pending_cents, limits.daily_pending_at,
    limits.weekly_cents, limits.weekly_pending_cents, limits.weekly_pending_at,
    limits.monthly_cents, limits.monthly_pending_cents, limits.monthly_pending_at,
    limits.break_until, limits.excluded_at;
END;
$$;
