-- A stake and the payment it belongs to in one round trip (decision 014): the
-- stake first (its race locks come before any account lock, the order the
-- payout sweep uses), then the ledger. When the player's limits, break or
-- exclusion might refuse the stake (the caller decides, with the rules in
-- core; this test only errs towards "might"), a ledger refusal (LF001) is
-- answered as `refusal` instead of raised, so the caller refuses with the
-- limit's words first (a self-excluded player is told so, not asked to top
-- up); either way the caller then rolls the transaction back. Otherwise the
-- refusal is raised as ledger_post raises it, with no subtransaction to pay.
CREATE FUNCTION stake_and_post(p_user uuid, p_amount bigint, p_kind text, p_battle uuid, p_at timestamptz, p_horizon timestamptz,
                               p_day timestamptz, p_week timestamptz, p_month timestamptz, p_legs jsonb)
RETURNS TABLE (race_ids bigint[], day_cents bigint, week_cents bigint, month_cents bigint,
               daily_cents bigint, daily_pending_cents bigint, daily_pending_at timestamptz,
               weekly_cents bigint, weekly_pending_cents bigint, weekly_pending_at timestamptz,
               monthly_cents bigint, monthly_pending_cents bigint, monthly_pending_at timestamptz,
               break_until timestamptz, excluded_at timestamptz,
               transfer_ids bigint[], balances jsonb, refusal text)
LANGUAGE plpgsql AS $$
DECLARE
  s record;
  ids bigint[];
  moved jsonb;
  refused text;
BEGIN
  SELECT * INTO s FROM record_stake(p_user, p_amount, p_kind, p_battle, p_at, p_horizon, p_day, p_week, p_month);
  IF s.excluded_at IS NOT NULL OR s.break_until > p_at
     OR s.day_cents >= least(s.daily_cents, s.daily_pending_cents)
     OR s.week_cents >= least(s.weekly_cents, s.weekly_pending_cents)
     OR s.month_cents >= least(s.monthly_cents, s.monthly_pending_cents) THEN
    BEGIN
      SELECT p.transfer_ids, p.balances INTO ids, moved FROM ledger_post(p_legs) p;
    EXCEPTION WHEN SQLSTATE 'LF001' THEN
      GET STACKED DIAGNOSTICS refused = PG_EXCEPTION_DETAIL;
    END;
  ELSE
    SELECT p.transfer_ids, p.balances INTO ids, moved FROM ledger_post(p_legs) p;
  END IF;
  RETURN QUERY SELECT s.race_ids, s.day_cents, s.week_cents, s.month_cents,
    s.daily_cents, s.daily_pending_cents, s.daily_pending_at,
    s.weekly_cents, s.weekly_pending_cents, s.weekly_pending_at,
    s.monthly_cents, s.monthly_pending_cents, s.monthly_pending_at,
    s.break_until, s.excluded_at,
    ids, moved, refused;
END;
$$;
