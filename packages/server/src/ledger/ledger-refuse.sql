-- How the ledger refuses a transfer (DESIGN §2, decision 013): ledger_post
-- (ledger-post.sql) raises LF001 here, which aborts the caller's transaction
-- by itself, so nothing sent after it in the same transaction (even
-- unawaited, in one packet) can commit. DETAIL carries the reason, the
-- account and its balance as JSON; ledger.ts turns it into the player's
-- message.
CREATE OR REPLACE FUNCTION ledger_refuse(reason text, account_id bigint, balance_cents bigint) RETURNS bigint
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger refused: %', reason
    USING ERRCODE = 'LF001', DETAIL = json_build_object('reason', reason, 'account', account_id, 'balance', balance_cents)::text;
END
$$;
