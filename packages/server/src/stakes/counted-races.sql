-- The races a stake counted at p_at goes into (DESIGN §13; decision 014),
-- called by stake_and_post (stake-and-post.sql) and count_battle_stakes
-- (count-battle-stakes.sql), so both count a moment the same way.
--
-- 1. Takes the shared lock of every race open to stakes that starts by
--    p_horizon (the payout sweep and a cancel take it exclusive), so a stake
--    takes its race locks before the ledger locks any account.
-- 2. Then, in a statement of its own (so it sees what the payout committed
--    while this waited for the lock), the locked races whose window holds
--    p_at. Should the payout have finished the daily (or weekly) race holding
--    p_at meanwhile, or another instance's clock have run ahead, the stake
--    counts in the next one instead, so it counts in exactly one window of
--    each kind. p_next_week bounds that look-back (a daily or weekly race
--    holding p_at ends by the next week's start at the latest); it comes
--    from core's `periodWindow`: no calendar arithmetic here.
CREATE OR REPLACE FUNCTION counted_races(p_at timestamptz, p_horizon timestamptz, p_next_week timestamptz)
RETURNS bigint[]
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  locked bigint[];
  counted bigint[];
BEGIN
  SELECT coalesce(array_agg(id), '{}') INTO locked FROM (
    SELECT id, pg_advisory_xact_lock_shared(72002, id::int) FROM races
    WHERE finished_at IS NULL AND cancelled_at IS NULL AND starts_at <= p_horizon
  ) r;

  WITH finished AS (
    SELECT kind, max(ends_at) AS until FROM races
    WHERE kind <> 'custom' AND finished_at IS NOT NULL AND starts_at <= p_at AND ends_at > p_at AND ends_at <= p_next_week
    GROUP BY kind
  )
  SELECT coalesce(array_agg(r.id ORDER BY r.id), '{}') INTO counted
  FROM races r LEFT JOIN finished f ON f.kind = r.kind
  WHERE r.id = ANY(locked) AND r.finished_at IS NULL AND r.cancelled_at IS NULL
    AND r.starts_at <= greatest(p_at, f.until) AND r.ends_at > greatest(p_at, f.until);
  RETURN counted;
END;
$$;
