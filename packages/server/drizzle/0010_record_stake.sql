-- Records a stake in one round trip (DESIGN §13, decision 014): the shared
-- locks of every race open to stakes that starts by `horizon`, then the log
-- row, the lifetime total and the running total in each locked race whose
-- window holds `at`. The insert is a later statement of the function, so it
-- sees every commit made before the locks were granted: a race the payout
-- finished meanwhile is seen finished, and the stake counts in the next
-- window of that kind instead (the `finished` step), still in exactly one.
-- Returns the races the stake counted in.
CREATE FUNCTION record_stake(p_user uuid, p_amount bigint, p_kind text, p_battle uuid, p_at timestamptz, p_horizon timestamptz)
RETURNS bigint[]
LANGUAGE plpgsql AS $$
DECLARE
  locked bigint[];
  counted_in bigint[];
BEGIN
  SELECT coalesce(array_agg(id), '{}') INTO locked FROM (
    SELECT id, pg_advisory_xact_lock_shared(72002, id::int) FROM races
    WHERE finished_at IS NULL AND cancelled_at IS NULL AND starts_at <= p_horizon
  ) r;

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
  ), total AS (
    INSERT INTO wager_totals (user_id, wager_cents, updated_at) VALUES (p_user, p_amount, p_at)
    ON CONFLICT (user_id) DO UPDATE SET wager_cents = wager_totals.wager_cents + EXCLUDED.wager_cents, updated_at = EXCLUDED.updated_at
  )
  INSERT INTO stakes (user_id, kind, amount_cents, battle_id, race_ids, staked_at)
  SELECT p_user, p_kind, p_amount, p_battle, coalesce((SELECT array_agg(race_id ORDER BY race_id) FROM entries), '{}'), p_at
  RETURNING race_ids INTO counted_in;

  RETURN counted_in;
END;
$$;
