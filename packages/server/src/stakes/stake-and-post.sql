-- Records a stake and pays for it in one round trip (DESIGN §13, §16;
-- decisions 014 and 016). The caller is stakes/service.ts
-- (`recordStakeAndPay`), through repository.ts (`insertStakeAndPost`).
--
-- 1. Takes the shared lock of every race open to stakes that starts by
--    p_horizon (the payout sweep and a cancel take it exclusive), so a stake
--    takes its race locks before the ledger locks any account.
-- 2. In one statement: the player's lifetime and period totals, their running
--    total in each locked race whose window holds p_at, and a battle entry's
--    log row (a pack open is logged by its own pack_opens rows).
--    - Period totals never step back: a stake of an earlier period (a clock
--      behind, just after midnight) counts in the row's period when that is
--      the stake's next one; any other period starts again from this stake.
--      Every bound comes from core's `periodWindow` (through
--      limits/rules.ts `stakePeriods`): no calendar arithmetic here.
--    - Should the payout have finished the daily (or weekly) race holding
--      p_at while this stake waited for its lock, or another instance's
--      clock have run ahead, the stake counts in the next one instead, so it
--      counts in exactly one window of each kind.
-- 3. Pays with ledger_post (ledger/ledger-post.sql). For a player with a
--    limits row the totals with this stake and the limits come back in
--    `limits`, and a ledger refusal comes back as its detail in `refusal`
--    rather than as an error, so core's `stakeRefusal` (the one home of the
--    limit rule) speaks first; the caller's transaction rolls back on either.
--    Without a limits row nothing can refuse but the ledger, which raises.
CREATE OR REPLACE FUNCTION stake_and_post(p_user uuid, p_amount bigint, p_kind text, p_battle uuid, p_at timestamptz, p_horizon timestamptz,
                               p_day timestamptz, p_next_day timestamptz, p_week timestamptz, p_next_week timestamptz,
                               p_month timestamptz, p_next_month timestamptz, p_legs jsonb,
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
      day_start = CASE WHEN t.day_start BETWEEN p_day AND p_next_day THEN t.day_start ELSE p_day END,
      day_cents = p_amount + CASE WHEN t.day_start BETWEEN p_day AND p_next_day THEN t.day_cents ELSE 0 END,
      week_start = CASE WHEN t.week_start BETWEEN p_week AND p_next_week THEN t.week_start ELSE p_week END,
      week_cents = p_amount + CASE WHEN t.week_start BETWEEN p_week AND p_next_week THEN t.week_cents ELSE 0 END,
      month_start = CASE WHEN t.month_start BETWEEN p_month AND p_next_month THEN t.month_start ELSE p_month END,
      month_cents = p_amount + CASE WHEN t.month_start BETWEEN p_month AND p_next_month THEN t.month_cents ELSE 0 END
    RETURNING t.day_cents, t.week_cents, t.month_cents
  ), finished AS (
    -- A daily or weekly race holding p_at ends by the next week's start at the latest.
    SELECT kind, max(ends_at) AS until FROM races
    WHERE kind <> 'custom' AND finished_at IS NOT NULL AND starts_at <= p_at AND ends_at > p_at AND ends_at <= p_next_week
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
    totals.day_cents, totals.week_cents, totals.month_cents, l.user_id IS NOT NULL AS has_limits,
    l.daily_cents, l.daily_pending_cents, l.daily_pending_at,
    l.weekly_cents, l.weekly_pending_cents, l.weekly_pending_at,
    l.monthly_cents, l.monthly_pending_cents, l.monthly_pending_at,
    l.break_until, l.excluded_at
  INTO s
  FROM totals LEFT JOIN player_limits l ON l.user_id = p_user;

  race_ids := s.race_ids;
  IF s.has_limits THEN
    limits := to_jsonb(s) - 'race_ids' - 'has_limits';
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
