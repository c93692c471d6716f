-- A player's day, week and month totals (the wager limits', DESIGN §16)
-- never step back to an earlier period. Until now a stake whose period
-- differed from the row's started the row's period again, so a stake from an
-- instance whose clock is a little behind, just after midnight, set the new
-- day's total back to the old day's and the next stake started the new day
-- from nothing: the stakes made in between no longer counted against the
-- daily limit. Now a stake of an earlier period counts in the row's later
-- one, as a stake in a race already paid counts in the next race (decision
-- 014); a later period still starts again from this stake. Only the next
-- period counts an earlier one's stake (24, 168 or at most 744 hours ahead:
-- in hours, so no time zone setting moves them): a total left further
-- ahead by a clock far wrong starts again from the next honest stake rather
-- than holding every stake until that day. The rest of stake_and_post is as
-- migration 0021 left it.
CREATE OR REPLACE FUNCTION stake_and_post(p_user uuid, p_amount bigint, p_kind text, p_battle uuid, p_at timestamptz, p_horizon timestamptz,
                               p_day timestamptz, p_week timestamptz, p_month timestamptz, p_legs jsonb,
                               OUT race_ids bigint[], OUT transfer_ids bigint[], OUT balances jsonb, OUT limits jsonb, OUT refusal text)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  locked bigint[];
  s record;
BEGIN
  SELECT coalesce(array_agg(id), '{}') INTO locked FROM (
    SELECT id, pg_advisory_xact_lock_shared(72002, id::int) FROM races
    WHERE finished_at IS NULL AND cancelled_at IS NULL AND starts_at <= p_horizon
  ) r;

  WITH totals AS (
    INSERT INTO wager_totals AS t (user_id, wager_cents, updated_at, day_start, day_cents, week_start, week_cents, month_start, month_cents)
    VALUES (p_user, p_amount, p_at, p_day, p_amount, p_week, p_amount, p_month, p_amount)
    ON CONFLICT (user_id) DO UPDATE SET
      wager_cents = t.wager_cents + EXCLUDED.wager_cents, updated_at = EXCLUDED.updated_at,
      day_start = CASE WHEN t.day_start BETWEEN EXCLUDED.day_start AND EXCLUDED.day_start + interval '24 hours' THEN t.day_start ELSE EXCLUDED.day_start END,
      day_cents = EXCLUDED.day_cents + CASE WHEN t.day_start BETWEEN EXCLUDED.day_start AND EXCLUDED.day_start + interval '24 hours' THEN t.day_cents ELSE 0 END,
      week_start = CASE WHEN t.week_start BETWEEN EXCLUDED.week_start AND EXCLUDED.week_start + interval '168 hours' THEN t.week_start ELSE EXCLUDED.week_start END,
      week_cents = EXCLUDED.week_cents + CASE WHEN t.week_start BETWEEN EXCLUDED.week_start AND EXCLUDED.week_start + interval '168 hours' THEN t.week_cents ELSE 0 END,
      month_start = CASE WHEN t.month_start BETWEEN EXCLUDED.month_start AND EXCLUDED.month_start + interval '744 hours' THEN t.month_start ELSE EXCLUDED.month_start END,
      month_cents = EXCLUDED.month_cents + CASE WHEN t.month_start BETWEEN EXCLUDED.month_start AND EXCLUDED.month_start + interval '744 hours' THEN t.month_cents ELSE 0 END
    RETURNING t.day_cents, t.week_cents, t.month_cents
  ), finished AS (
    SELECT kind, max(ends_at) AS until FROM races
    WHERE kind <> 'custom' AND finished_at IS NOT NULL AND starts_at <= p_at AND ends_at > p_at AND ends_at <= p_at + interval '7 days'
    GROUP BY kind
  ), counted AS (
    SELECT r.id FROM races r LEFT JOIN finished f ON f.kind = r.kind
    WHERE r.id = ANY(locked) AND r.finished_at IS NULL AND r.cancelled_at IS NULL
      AND r.starts_at <= greatest(p_at, f.until) AND r.ends_at > greatest(p_at, f.until)
  ), entries AS (
    INSERT INTO race_entries (race_id, user_id, wager_cents, reached_at)
    SELECT counted.id, p_user, p_amount, p_at FROM counted, totals ORDER BY counted.id
    ON CONFLICT (race_id, user_id) DO UPDATE
      SET wager_cents = race_entries.wager_cents + EXCLUDED.wager_cents, reached_at = EXCLUDED.reached_at
    RETURNING race_id
  ), logged AS (
    INSERT INTO stakes (user_id, kind, amount_cents, battle_id, race_ids, staked_at)
    SELECT p_user, p_kind, p_amount, p_battle, coalesce((SELECT array_agg(race_id ORDER BY race_id) FROM entries), '{}'), p_at
    WHERE p_kind <> 'pack_open'
  )
  SELECT coalesce((SELECT array_agg(race_id ORDER BY race_id) FROM entries), '{}'::bigint[]) AS race_ids,
    totals.day_cents, totals.week_cents, totals.month_cents,
    l.daily_cents, l.daily_pending_cents, l.daily_pending_at,
    l.weekly_cents, l.weekly_pending_cents, l.weekly_pending_at,
    l.monthly_cents, l.monthly_pending_cents, l.monthly_pending_at,
    l.break_until, l.excluded_at
  INTO s
  FROM totals LEFT JOIN player_limits l ON l.user_id = p_user;

  race_ids := s.race_ids;
  IF s.excluded_at IS NOT NULL OR s.break_until > p_at
     OR s.day_cents >= least(s.daily_cents, s.daily_pending_cents)
     OR s.week_cents >= least(s.weekly_cents, s.weekly_pending_cents)
     OR s.month_cents >= least(s.monthly_cents, s.monthly_pending_cents) THEN
    limits := to_jsonb(s) - 'race_ids';
    BEGIN
      SELECT p.transfer_ids, p.balances INTO transfer_ids, balances FROM ledger_post(p_legs) p;
    EXCEPTION WHEN SQLSTATE 'LF001' THEN
      GET STACKED DIAGNOSTICS refusal = PG_EXCEPTION_DETAIL;
    END;
  ELSE
    SELECT p.transfer_ids, p.balances INTO transfer_ids, balances FROM ledger_post(p_legs) p;
  END IF;
END;
$$;
