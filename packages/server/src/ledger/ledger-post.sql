-- The ledger's one entry point (DESIGN §2, decision 013): posts a list of
-- transfers ("legs") inside the caller's transaction, all or none.
--
--   legs: [{ "debit", "credit", "amount", "kind", "ref_type", "ref_id", "idempotency_key" }, ...]
--
-- 1. Locks every account of the list, lowest id first, so two payments never
--    wait on each other in opposite orders. Every later statement here reads
--    the rows as locked (each statement of a function sees the newest commit).
-- 2. Records the transfers. An idempotency key is unique per debited account:
--    a list whose keys were all used moves nothing (transfer_ids is empty);
--    one whose keys were only partly used is refused.
-- 3. Moves the money leg by leg, in list order: a debit that an account which
--    may not go negative cannot cover at that moment is refused (credits
--    earlier in the list count, later ones do not).
-- A refusal raises LF001 (ledger-refuse.sql) with the reason as JSON in
-- DETAIL, which aborts the caller's transaction: nothing half-done commits.
--
-- Its statements are planned once per connection (force_generic_plan): with
-- custom plans PostgreSQL re-planned the account lock and the balances read
-- on nearly every call (decision 014).
CREATE OR REPLACE FUNCTION ledger_post(legs jsonb, OUT transfer_ids bigint[], OUT balances jsonb)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  account_ids bigint[];
  locked int;
  leg record;
BEGIN
  SELECT array_agg(id ORDER BY id) INTO account_ids FROM (
    SELECT (l->>'debit')::bigint AS id FROM jsonb_array_elements(legs) l
    UNION SELECT (l->>'credit')::bigint FROM jsonb_array_elements(legs) l
  ) ids;

  SELECT count(*) INTO locked FROM (SELECT id FROM accounts WHERE id = ANY(account_ids) ORDER BY id FOR UPDATE) a;
  IF locked <> cardinality(account_ids) THEN
    PERFORM ledger_refuse('missing_account', (SELECT min(i) FROM unnest(account_ids) i WHERE NOT EXISTS (SELECT 1 FROM accounts WHERE id = i)), NULL);
  END IF;

  WITH inserted AS (
    INSERT INTO transfers (debit_account_id, credit_account_id, amount_cents, kind, ref_type, ref_id, idempotency_key)
    SELECT debit, credit, amount, kind, ref_type, ref_id, idempotency_key
    FROM jsonb_to_recordset(legs) AS t(debit bigint, credit bigint, amount bigint, kind text, ref_type text, ref_id text, idempotency_key text)
    ON CONFLICT (debit_account_id, idempotency_key) DO NOTHING
    RETURNING id
  )
  SELECT coalesce(array_agg(id ORDER BY id), '{}') INTO transfer_ids FROM inserted;
  IF cardinality(transfer_ids) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(transfer_ids) <> jsonb_array_length(legs) THEN
    PERFORM ledger_refuse('partly_repeated', NULL, NULL);
  END IF;

  FOR leg IN SELECT * FROM jsonb_to_recordset(legs) AS t(debit bigint, credit bigint, amount bigint) LOOP
    UPDATE accounts SET balance_cents = balance_cents - leg.amount
    WHERE id = leg.debit AND (may_go_negative OR balance_cents >= leg.amount);
    IF NOT FOUND THEN
      PERFORM ledger_refuse('insufficient_funds', leg.debit, (SELECT balance_cents FROM accounts WHERE id = leg.debit));
    END IF;
    UPDATE accounts SET balance_cents = balance_cents + leg.amount WHERE id = leg.credit;
  END LOOP;

  SELECT jsonb_agg(jsonb_build_array(id, balance_cents)) INTO balances FROM accounts WHERE id = ANY(account_ids);
END
$$;
