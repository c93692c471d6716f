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
--    The same statement keeps the net loss of each period (DESIGN §16b:
--    stakes less what they returned; p_returned is what this stake won back
--    when that is known now: a pack open's items, the settling entry's
--    payout) and the net result of the play session since sign-in.
-- 3. Pays with ledger_post (ledger/ledger-post.sql). The totals a limit
--    check needs come back in `totals` (the loss with this stake counted as
--    wholly lost), the player's limits row, if any, in `limits`; core's
--    `stakeRefusal` (the one home of the rules) decides, and the caller's
--    transaction rolls back on a refusal. With a limits row a ledger refusal
--    comes back as its detail in `refusal` rather than as an error, so the
--    limits speak first; without one the ledger raises.
CREATE OR REPLACE FUNCTION stake_and_post(p_user uuid, p_amount bigint, p_returned bigint, p_kind text, p_battle uuid, p_counts boolean, p_at timestamptz, p_horizon timestamptz,
                               p_day timestamptz, p_next_day timestamptz, p_week timestamptz, p_next_week timestamptz,
                               p_month timestamptz, p_next_month timestamptz, p_legs jsonb,
                               OUT race_ids bigint[], OUT transfer_ids bigint[], OUT balances jsonb, OUT totals jsonb, OUT limits jsonb, OUT refusal text)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  counted bigint[] := '{}';
  lifetime bigint := CASE WHEN p_counts THEN p_amount ELSE 0 END;
  net bigint := p_amount - p_returned;
  s record;
BEGIN
  IF p_counts THEN
    counted := counted_races(p_at, p_horizon, p_next_week);
  END IF;

  WITH summed AS (
    INSERT INTO wager_totals AS t (user_id, wager_cents, updated_at, day_start, day_cents, week_start, week_cents, month_start, month_cents,
                                   day_loss_cents, week_loss_cents, month_loss_cents, session_net_cents)
    VALUES (p_user, lifetime, p_at, p_day, p_amount, p_week, p_amount, p_month, p_amount, net, net, net, -net)
    ON CONFLICT (user_id) DO UPDATE SET
      wager_cents = t.wager_cents + EXCLUDED.wager_cents, updated_at = EXCLUDED.updated_at,
      day_start = CASE WHEN t.day_start BETWEEN p_day AND p_next_day THEN t.day_start ELSE p_day END,
      day_cents = p_amount + CASE WHEN t.day_start BETWEEN p_day AND p_next_day THEN t.day_cents ELSE 0 END,
      day_loss_cents = net + CASE WHEN t.day_start BETWEEN p_day AND p_next_day THEN t.day_loss_cents ELSE 0 END,
      week_start = CASE WHEN t.week_start BETWEEN p_week AND p_next_week THEN t.week_start ELSE p_week END,
      week_cents = p_amount + CASE WHEN t.week_start BETWEEN p_week AND p_next_week THEN t.week_cents ELSE 0 END,
      week_loss_cents = net + CASE WHEN t.week_start BETWEEN p_week AND p_next_week THEN t.week_loss_cents ELSE 0 END,
      month_start = CASE WHEN t.month_start BETWEEN p_month AND p_next_month THEN t.month_start ELSE p_month END,
      month_cents = p_amount + CASE WHEN t.month_start BETWEEN p_month AND p_next_month THEN t.month_cents ELSE 0 END,
      month_loss_cents = net + CASE WHEN t.month_start BETWEEN p_month AND p_next_month THEN t.month_loss_cents ELSE 0 END,
      session_net_cents = t.session_net_cents - net
    RETURNING t.day_cents, t.week_cents, t.month_cents, t.day_loss_cents, t.week_loss_cents, t.month_loss_cents,
      CASE WHEN t.play_day = p_day THEN t.play_minutes ELSE 0 END AS play_minutes, t.session_minutes, t.reality_acked_minutes
  ), entries AS (
    INSERT INTO race_entries (race_id, user_id, wager_cents, reached_at)
    SELECT race, p_user, p_amount, p_at FROM unnest(counted) race, summed ORDER BY race
    ON CONFLICT (race_id, user_id) DO UPDATE
      SET wager_cents = race_entries.wager_cents + EXCLUDED.wager_cents, reached_at = EXCLUDED.reached_at
    RETURNING race_id
  ), logged AS (
    INSERT INTO stakes (user_id, kind, amount_cents, battle_id, race_ids, staked_at, counted_at, returned_cents)
    SELECT p_user, p_kind, p_amount, p_battle, coalesce((SELECT array_agg(race_id ORDER BY race_id) FROM entries), '{}'), p_at,
      CASE WHEN p_counts THEN p_at END, CASE WHEN p_counts THEN p_returned END
    WHERE p_kind <> 'pack_open'
  )
  SELECT coalesce((SELECT array_agg(race_id ORDER BY race_id) FROM entries), '{}'::bigint[]) AS race_ids,
    jsonb_build_object('day_cents', summed.day_cents, 'week_cents', summed.week_cents, 'month_cents', summed.month_cents,
      'day_lost', summed.day_loss_cents + p_returned, 'week_lost', summed.week_loss_cents + p_returned, 'month_lost', summed.month_loss_cents + p_returned,
      'play_minutes', summed.play_minutes, 'session_minutes', summed.session_minutes, 'reality_acked_minutes', summed.reality_acked_minutes) AS totals,
    CASE WHEN l.user_id IS NOT NULL THEN to_jsonb(l) END AS limits
  INTO s
  FROM summed LEFT JOIN player_limits l ON l.user_id = p_user;

  race_ids := s.race_ids;
  totals := s.totals;
  limits := s.limits;
  IF limits IS NOT NULL THEN
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
