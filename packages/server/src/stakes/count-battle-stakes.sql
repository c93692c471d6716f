-- Counts a battle's paid entries at the moment it settles (DESIGN §13): the
-- caller is stakes/service.ts (`countBattleStakes`), inside the transaction
-- that settles the battle and before it pays anything, so the race locks
-- come before the ledger's account locks, as for every stake.
--
-- An entry counts for the limits of §16 when it is paid (stake_and_post);
-- for races, rewards, referral commission and the rest only now: each
-- entry not yet counted goes onto its player's lifetime total and into the
-- races holding p_at (counted_races), and is marked counted. A refunded
-- entry never gets here (a refunded battle never settles). The players'
-- totals rows are locked in the order of their ids, so two battles settling
-- at once with the same players wait for each other instead of deadlocking.
-- What each entry won back (p_returns: its player's payout, by user id; none: 0) is recorded on
-- the entry and taken off its player's net loss (DESIGN §16b) in the periods the entry was paid
-- in, when the totals row still counts them (the row's period starts at or before the entry),
-- and off the session's net result when it was paid in this session.
-- Returns the races whose standings changed.
CREATE OR REPLACE FUNCTION count_battle_stakes(p_battle uuid, p_at timestamptz, p_horizon timestamptz, p_next_week timestamptz, p_returns jsonb)
RETURNS bigint[]
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  counted bigint[];
  changed bigint[];
BEGIN
  PERFORM 1 FROM stakes WHERE battle_id = p_battle AND kind = 'battle_entry' AND counted_at IS NULL;
  IF NOT FOUND THEN
    RETURN '{}';
  END IF;
  counted := counted_races(p_at, p_horizon, p_next_week);
  PERFORM 1 FROM wager_totals
  WHERE user_id IN (SELECT user_id FROM stakes WHERE battle_id = p_battle AND kind = 'battle_entry' AND counted_at IS NULL)
  ORDER BY user_id FOR UPDATE;

  WITH due AS (
    UPDATE stakes SET counted_at = p_at, race_ids = counted, returned_cents = coalesce((p_returns ->> user_id::text)::bigint, 0)
    WHERE battle_id = p_battle AND kind = 'battle_entry' AND counted_at IS NULL
    RETURNING user_id, amount_cents, returned_cents, staked_at
  ), totals AS (
    UPDATE wager_totals t SET wager_cents = t.wager_cents + due.amount_cents,
      day_loss_cents = t.day_loss_cents - CASE WHEN t.day_start <= due.staked_at THEN due.returned_cents ELSE 0 END,
      week_loss_cents = t.week_loss_cents - CASE WHEN t.week_start <= due.staked_at THEN due.returned_cents ELSE 0 END,
      month_loss_cents = t.month_loss_cents - CASE WHEN t.month_start <= due.staked_at THEN due.returned_cents ELSE 0 END,
      session_net_cents = t.session_net_cents + CASE WHEN t.session_at <= due.staked_at THEN due.returned_cents ELSE 0 END
    FROM due WHERE t.user_id = due.user_id
    RETURNING t.user_id, due.amount_cents
  ), entries AS (
    INSERT INTO race_entries AS e (race_id, user_id, wager_cents, reached_at)
    SELECT race, totals.user_id, totals.amount_cents, p_at FROM totals, unnest(counted) race ORDER BY race, totals.user_id
    ON CONFLICT (race_id, user_id) DO UPDATE
      SET wager_cents = e.wager_cents + EXCLUDED.wager_cents, reached_at = EXCLUDED.reached_at
    RETURNING race_id
  )
  SELECT coalesce(array_agg(DISTINCT race_id), '{}') INTO changed FROM entries;
  RETURN changed;
END;
$$;
