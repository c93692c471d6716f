-- A refused transfer raises inside the ledger's own statement (ledger.ts
-- TRANSFERS_SQL), so it aborts the transaction by itself: nothing sent
-- after it in the same transaction (even unawaited, in one packet) can
-- commit. DETAIL carries the reason, the account and its balance as JSON.
CREATE FUNCTION ledger_refuse(reason text, account_id bigint, balance_cents bigint) RETURNS bigint
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger refused: %', reason
    USING ERRCODE = 'LF001', DETAIL = json_build_object('reason', reason, 'account', account_id, 'balance', balance_cents)::text;
END
$$;
