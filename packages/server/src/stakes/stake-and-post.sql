-- Records a stake and pays for it in one round trip (DESIGN §13, §16;
-- decisions 014 and 016). The caller is stakes/service.ts
-- (`recordStakeAndPay`), through repository.ts (`insertStakeAndPost`).
--
-- 1. A stake that counts now (a pack open; the entry that fills and so
--    settles a battle) finds the races it counts in with counted_races
--    (counted-races.sql), which takes their shared locks first, before the
--    ledger locks any account. A battle entry paid into a battle still open
--    (p_counts false) counts for the limits only; count_battle_stakes
--    (count-battle-stakes.sql) counts it when the battle settles (DESIGN §13).
-- 2. In one statement: the player's period totals (for the limits, always),
--    their lifetime total and their running total in each of those races
--    (only when the stake counts now), and a battle entry's log row (a pack
--    open is logged by its own pack_opens rows).
--    - Period totals never step back: a stake of an earlier period (a clock
--      behind, just after midnight) counts in the row's period when that is
--      the stake's next one; any other period starts again from this stake.
--      Every bound comes from core's `periodWindow` (through
--      limits/rules.ts `stakePeriods`): no calendar arithmetic here.
-- 3. Pays with ledger_post (ledger/ledger-post.sql). For a player with a
--    limits row the totals with this stake and the limits come back in
--    `limits`, and a ledger refusal comes back as its detail in `refusal`
--    rather than as an error, so core's `stakeRefusal` (the one home of the
--    limit rule) speaks first; the caller's transaction rolls back on either.
--    Without a limits row nothing can refuse but the ledger, which raises.
CREATE OR REPLACE FUNCTION stake_and_post(p_user uuid, p_amount bigint, p_kind text, p_battle uuid, p_counts boolean, p_at timestamptz, p_horizon timestamptz,
                               p_day timestamptz, p_next_day timestamptz, p_week timestamptz, p_next_week timestamptz,
                               p_month timestamptz, p_next_month timestamptz, p_legs jsonb,
                               OUT race_ids bigint[], OUT transfer_ids bigint[], OUT balances jsonb, OUT limits jsonb, OUT refusal text)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  counted bigint[] := '{}';
  lifetime bigint := CASE WHEN p_counts THEN p_amount ELSE 0 END;
  s record;
BEGIN
  IF p_counts THEN
    counted := counted_races(p_at, p_horizon, p_next_week);
  END IF;

  WITH totals AS (
    INSERT INTO wager_totals AS t (user_id, wager_cents, updated_at, day_start, day_cents, week_start, week_cents, month_start, month_cents)
    VALUES (p_user, lifetime, p_at, p_day, p_amount, p_week, p_amount, p_month, p_amount)
    ON CONFLICT (user_id) DO UPDATE SET
      wager_cents = t.wager_cents + EXCLUDED.wager_cents, updated_at = EXCLUDED.updated_at,
      day_start = CASE WHEN t.day_start BETWEEN p_day AND p_next_day THEN t.day_start ELSE p_day END,
      day_cents = p_amount + CASE WHEN t.day_start BETWEEN p_day AND p_next_day THEN t.day_cents ELSE 0 END,
      week_start = CASE WHEN t.week_start BETWEEN p_week AND p_next_week THEN t.week_start ELSE p_week END,
      week_cents = p_amount + CASE WHEN t.week_start BETWEEN p_week AND p_next_week THEN t.week_cents ELSE 0 END,
      month_start = CASE WHEN t.month_start BETWEEN p_month AND p_next_month THEN t.month_start ELSE p_month END,
      month_cents = p_amount + CASE WHEN t.month_start BETWEEN p_month AND p_next_month THEN t.month_cents ELSE 0 END
    RETURNING t.day_cents, t.week_cents, t.month_cents
  ), entries AS (
    INSERT INTO race_entries (race_id, user_id, wager_cents, reached_at)
    SELECT race, p_user, p_amount, p_at FROM unnest(counted) race, totals ORDER BY race
    ON CONFLICT (race_id, user_id) DO UPDATE
      SET wager_cents = race_entries.wager_cents + EXCLUDED.wager_cents, reached_at = EXCLUDED.reached_at
    RETURNING race_id
  ), logged AS (
    INSERT INTO stakes (user_id, kind, amount_cents, battle_id, race_ids, staked_at, counted_at)
    SELECT p_user, p_kind, p_amount, p_battle, coalesce((SELECT array_agg(race_id ORDER BY race_id) FROM entries), '{}'), p_at,
      CASE WHEN p_counts THEN p_at END
    WHERE p_kind <> 'pack_open'
  )
  SELECT coalesce((SELECT array_agg(race_id ORDER BY race_id) FROM entries), '{}'::bigint[]) AS race_ids,
    totals.day_cents, totals.week_cents, totals.month_cents, l.user_id IS NOT NULL AS has_limits,
    l.daily_cents, l.daily_pending_cents, l.daily_pending_at,
    l.weekly_cents, l.weekly_pending_cents, l.weekly_pending_at,
    l.monthly_cents, l.monthly_pending_cents, l.monthly_pending_at,
    l.break_until, l.excluded_at, l.excluded_until
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
