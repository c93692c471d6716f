-- The SQL of one pack open (count 1, official pack, with an Idempotency-Key),
-- statement for statement as the server sends it (packs/open.ts,
-- ledger/ledger.ts, fairness/seed-pairs.ts). pgbench cannot repeat a variable
-- in a statement, hence the numbered copies in bench_opens. The ledger's
-- statement is put in by run.ts from the server's own TRANSFERS_SQL.
\set r random(1, 100000)
SELECT * FROM bench_opens WHERE i = 1 + (:r % (SELECT n FROM bench_opens_count)) \gset
BEGIN;
SELECT p.id, p.name, p.price_cents, p.kind, p.creator_user_id, p.commission_bp, COALESCE((SELECT json_agg(json_build_object('item_id', i.id, 'name', i.name, 'value_cents', i.value_cents, 'odds_ppm', pi.odds_ppm, 'thumb_key', i.thumb_key, 'image_key', i.image_key) ORDER BY pi.position) FROM pack_items pi JOIN items i ON i.id = pi.item_id WHERE pi.pack_id = p.id), '[]') AS items, u.profile_completed_at IS NOT NULL AS complete, u.user_name, u.avatar_thumb_key FROM packs p LEFT JOIN users u ON u.id = :user_id WHERE p.id = :pack_id AND p.active;
SELECT id FROM accounts WHERE id = ANY(ARRAY[:wallet_id, :house_id]::bigint[]) ORDER BY id FOR UPDATE;
SELECT id FROM pack_opens WHERE user_id = :user_id2 AND idempotency_key = ANY(ARRAY[gen_random_uuid()::text || '#0', gen_random_uuid()::text || '#1', gen_random_uuid()::text || '#2', gen_random_uuid()::text || '#3']);
-- the ledger statement (TRANSFERS_SQL)
UPDATE seed_pairs SET nonce = nonce + 1 WHERE user_id = :user_id3 AND active RETURNING id, server_seed, server_seed_hash, client_seed, nonce - 1 AS nonce, created_at, revealed_at;
WITH o AS (INSERT INTO pack_opens (user_id, pack_id, pack_name, price_cents, seed_pair_id, client_seed, nonce, ticket, item_id, item_name, value_cents, odds, idempotency_key) SELECT :user_id4, :pack_id2, 'Bench', :price3, :seed_pair_id, 'seed', n.nonce, n.ticket, n.item_id, n.item_name, n.value_cents, '[]', n.key FROM unnest(ARRAY[0]::int[], ARRAY[1]::int[], ARRAY[:item_id::uuid], ARRAY['Item']::text[], ARRAY[100]::bigint[], ARRAY[gen_random_uuid()::text]) AS n(nonce, ticket, item_id, item_name, value_cents, key) RETURNING id, nonce, item_id, value_cents), inv AS (INSERT INTO inventory_items (user_id, item_id, value_cents, source_type, source_id) SELECT :user_id5, o.item_id, o.value_cents, 'pack_open', o.id FROM o RETURNING id, source_id) SELECT o.id AS open_id, o.nonce, inv.id AS inventory_id FROM o JOIN inv ON inv.source_id = o.id ORDER BY o.nonce;
COMMIT;
