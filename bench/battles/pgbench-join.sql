-- The SQL of one join that fills a 2-player battle and settles it, statement
-- for statement as the server sends it (battles/service.ts, ledger/ledger.ts),
-- on battles prepared in bulk; each transaction takes the next battle, so
-- every join is a real one. pgbench cannot repeat a variable in a statement,
-- hence the numbered copies of the same values in bench_joins.
SELECT nextval('bench_next') AS i \gset
SELECT * FROM bench_joins WHERE i = :i \gset
BEGIN;
SELECT * FROM battles WHERE id = :battle_id FOR UPDATE;
SELECT s.battle_id, s.seat, s.user_id, s.bot_name, s.client_seed, s.join_idempotency_key, s.payout_cents, u.user_name, u.avatar_thumb_key FROM battle_seats s LEFT JOIN users u ON u.id = s.user_id WHERE s.battle_id = ANY(ARRAY[:battle_id::uuid]) ORDER BY s.battle_id, s.seat;
SELECT client_seed, profile_completed_at IS NOT NULL AS complete FROM users WHERE id = :joiner_id;
SELECT id FROM accounts WHERE id = ANY(ARRAY[:escrow_id, :house_id, :host_wallet_id, :wallet_id]::bigint[]) ORDER BY id FOR UPDATE;
WITH ins AS (INSERT INTO transfers (debit_account_id, credit_account_id, amount_cents, kind, ref_type, ref_id, idempotency_key) VALUES (:wallet_id2, :escrow_id2, :entry, 'battle_entry', 'battle', :battle_ref, :entry_key) ON CONFLICT (debit_account_id, idempotency_key) DO NOTHING RETURNING id), moved AS (UPDATE accounts a SET balance_cents = a.balance_cents + v.delta FROM (VALUES (:wallet_id3::bigint, :neg_entry::bigint), (:escrow_id3::bigint, :entry2::bigint)) AS v(id, delta) WHERE a.id = v.id AND EXISTS (SELECT 1 FROM ins) AND (v.delta > 0 OR a.balance_cents + v.delta >= 0 OR a.may_go_negative) RETURNING a.id) SELECT (SELECT id FROM ins) AS transfer_id, (SELECT COUNT(*) FROM moved)::int AS moved;
INSERT INTO battle_seats (battle_id, seat, user_id, bot_name, client_seed, join_idempotency_key) VALUES (:battle_id2, 1, :joiner_id2, NULL, 'seed', NULL);
UPDATE battles SET joined = joined + 1, pot_cents = pot_cents + :entry3 WHERE id = :battle_id3;
WITH ins AS (INSERT INTO transfers (debit_account_id, credit_account_id, amount_cents, kind, ref_type, ref_id, idempotency_key) VALUES (:escrow_id4, :house_id2, :pot, 'battle_settlement', 'battle', :battle_ref2, :settle_key) ON CONFLICT (debit_account_id, idempotency_key) DO NOTHING RETURNING id), moved AS (UPDATE accounts a SET balance_cents = a.balance_cents + v.delta FROM (VALUES (:escrow_id5::bigint, :neg_pot::bigint), (:house_id3::bigint, :pot2::bigint)) AS v(id, delta) WHERE a.id = v.id AND EXISTS (SELECT 1 FROM ins) AND (v.delta > 0 OR a.balance_cents + v.delta >= 0 OR a.may_go_negative) RETURNING a.id) SELECT (SELECT id FROM ins) AS transfer_id, (SELECT COUNT(*) FROM moved)::int AS moved;
WITH ins AS (INSERT INTO transfers (debit_account_id, credit_account_id, amount_cents, kind, ref_type, ref_id, idempotency_key) VALUES (:house_id4, :wallet_id4, 300, 'battle_win', 'battle', :battle_ref3, :win_key) ON CONFLICT (debit_account_id, idempotency_key) DO NOTHING RETURNING id), moved AS (UPDATE accounts a SET balance_cents = a.balance_cents + v.delta FROM (VALUES (:house_id5::bigint, -300::bigint), (:wallet_id5::bigint, 300::bigint)) AS v(id, delta) WHERE a.id = v.id AND EXISTS (SELECT 1 FROM ins) AND (v.delta > 0 OR a.balance_cents + v.delta >= 0 OR a.may_go_negative) RETURNING a.id) SELECT (SELECT id FROM ins) AS transfer_id, (SELECT COUNT(*) FROM moved)::int AS moved;
UPDATE battle_seats s SET payout_cents = p.payout FROM unnest(ARRAY[0, 1]::int[], ARRAY[0, 300]::bigint[]) AS p(seat, payout) WHERE s.battle_id = :battle_id4 AND s.seat = p.seat;
UPDATE battles SET status = 'settled', client_seed = 'c', results = :results::jsonb, total_value_cents = 200, started_at = now(), completed_at = now() WHERE id = :battle_id5;
COMMIT;
