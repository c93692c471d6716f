/**
 * The site bench:transparency measures, written in bulk with SQL into the real tables (the
 * migrations applied): the big catalogue of bench:packs, players with a wallet and a seed pair each,
 * every pack's table in `pack_tables` (its hash and moments made by the server's own
 * `committedTable`), and pack opens, upgrades and settled battles spread evenly over the last
 * `days` days, oldest first as a running site writes them. Which player, pack, ticket and amount
 * follow from a hash of the row number.
 *
 * Only what the transparency code reads is written: no ledger transfers (balances are set on the
 * wallets directly, never negative), no inventory rows or idempotency keys for the opens, no seats
 * for the battles. Foreign keys are not checked while the rows are written (as pg_restore writes a
 * dump; every reference is made from existing rows), and the big tables' indexes are built once
 * their rows are in.
 */
import { createHash, randomBytes } from 'node:crypto';
import { BATTLE_MODES } from '@lootforge/core/battle-modes';
import type { Database, Sql } from '../../packages/server/src/db/client';
import { committedTable } from '../../packages/server/src/packs/service';
import { bigCatalogue } from '../lib/catalogue';

export type SiteSize = { players: number; opens: number; upgrades: number; battles: number; packs: number; items: number; days: number };

/** A uniform number in [0, 1) from a hash of a label and the row number (SQL). */
const uniform = (label: string) => `((abs(hashtext('${label}' || g)) % 1000003)::float8 / 1000003)`;

/** Opens written a statement at a time, so the load reports its progress. */
const CHUNK = 500_000;

async function inChunks(total: number, write: (from: number, to: number) => Promise<void>): Promise<void> {
  for (let from = 1; from <= total; from += CHUNK) await write(from, Math.min(total, from + CHUNK - 1));
}

/**
 * Runs `write` with the table's indexes dropped (a primary key or unique constraint too, unless a
 * foreign key relies on it), then builds them again from their own definitions: building an
 * index once is several times cheaper than growing it row by row.
 */
async function withoutIndexes(tx: Sql, table: string, write: () => Promise<unknown>): Promise<void> {
  const indexes = await tx.query<{ name: string; definition: string; constraint_name: string | null; constraint_definition: string | null }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition, c.conname AS constraint_name, pg_get_constraintdef(c.oid) AS constraint_definition
     FROM pg_index i LEFT JOIN pg_constraint c ON c.conindid = i.indexrelid AND c.conrelid = i.indrelid
     WHERE i.indrelid = $1::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.conindid = i.indexrelid)`,
    [table],
  );
  for (const index of indexes) {
    await tx.query(index.constraint_name ? `ALTER TABLE ${table} DROP CONSTRAINT ${index.constraint_name}` : `DROP INDEX ${index.name}`);
  }
  await write();
  for (const index of indexes) {
    await tx.query(index.constraint_name ? `ALTER TABLE ${table} ADD CONSTRAINT ${index.constraint_name} ${index.constraint_definition}` : index.definition);
  }
}

/** Every pack's current table, kept once by its hash, as an open or a battle keeps it (packs/service `keepTable`). */
async function keepTables(tx: Sql): Promise<void> {
  const packs = await tx.query<{ id: string; items: Array<{ itemId: string; valueCents: number; oddsPpm: number }> }>(
    `SELECT p.id, json_agg(json_build_object('itemId', pi.item_id, 'valueCents', i.value_cents, 'oddsPpm', pi.odds_ppm) ORDER BY pi.position) AS items
     FROM packs p JOIN pack_items pi ON pi.pack_id = p.id JOIN items i ON i.id = pi.item_id GROUP BY p.id`,
  );
  const tables = packs.map((pack) => ({ packId: pack.id, ...committedTable(pack.items) }));
  await tx.query(
    `INSERT INTO pack_tables (hash, pack_id, entries, ev_cents, var_cents2)
     SELECT h, p, e::jsonb, ev, v FROM unnest($1::text[], $2::uuid[], $3::text[], $4::float8[], $5::float8[]) AS t(h, p, e, ev, v)`,
    [tables.map((t) => t.hash), tables.map((t) => t.packId), tables.map((t) => t.text), tables.map((t) => t.evCents), tables.map((t) => t.varCents2)],
  );
}

/**
 * Writes the site; returns nothing, the caller counts. Run in one transaction with
 * `session_replication_role = replica` (no foreign-key triggers) and a work_mem that keeps the
 * lookup tables' hash joins in one batch, so the rows come out in row-number order (time order).
 */
export async function loadSite(db: Database, size: SiteSize, progress: (what: string) => void): Promise<void> {
  // The catalogue in its own statements (it analyses as it ends), then everything else.
  await bigCatalogue(db, size.packs, size.items);
  progress(`catalogue: ${size.packs.toLocaleString('en')} packs, ${size.items.toLocaleString('en')} items`);
  const span = `interval '1 day' * ${size.days}`;
  const at = (total: number) => `now() - ${span} * (1 - g::float8 / ${total})`;
  await db.transaction(async (tx) => {
    await tx.query(`SET LOCAL session_replication_role = replica`);
    await tx.query(`SET LOCAL work_mem = '256MB'`);
    await tx.query(`SET LOCAL maintenance_work_mem = '512MB'`);
    await withoutIndexes(tx, 'users', () => tx.query(
      `INSERT INTO users (user_name, client_seed, profile_completed_at, age_confirmed_at, created_at)
       SELECT 'player_' || g || '_' || substr(md5(g::text), 1, 6), md5(g::text), now(), now(), now() - ${span} - interval '30 days' * ${uniform('u')}
       FROM generate_series(1, $1) g`,
      [size.players],
    ));
    // A fifth of the wallets empty, the rest up to $2,000 (a long tail); never negative.
    await withoutIndexes(tx, 'accounts', () => tx.query(
      `INSERT INTO accounts (key, kind, user_id, balance_cents)
       SELECT 'wallet:' || id, 'wallet', id, CASE WHEN abs(hashtext('z' || id::text)) % 5 = 0 THEN 0 ELSE (200000 * power((abs(hashtext('b' || id::text)) % 1000003) / 1000003.0, 3))::bigint END
       FROM users`,
    ));
    await withoutIndexes(tx, 'seed_pairs', () => tx.query(
      `INSERT INTO seed_pairs (user_id, server_seed, server_seed_hash, client_seed, nonce)
       SELECT id, md5('s' || id::text) || md5('t' || id::text), encode(sha256(convert_to(md5('s' || id::text) || md5('t' || id::text), 'UTF8')), 'hex'), client_seed, $1::int
       FROM users`,
      [Math.ceil(size.opens / size.players) + Math.ceil(size.upgrades / size.players)],
    ));
    await tx.query(
      `CREATE UNLOGGED TABLE bench_players AS
       SELECT row_number() OVER (ORDER BY u.id) AS n, u.id, s.id AS seed_pair_id, u.client_seed FROM users u JOIN seed_pairs s ON s.user_id = u.id`,
    );
    await tx.query(`CREATE UNIQUE INDEX ON bench_players (n)`);
    progress(`${size.players.toLocaleString('en')} players, their wallets and seed pairs`);

    await keepTables(tx);
    await tx.query(
      `CREATE UNLOGGED TABLE bench_packs AS
       SELECT row_number() OVER (ORDER BY p.created_at DESC, p.id) AS n, p.id, p.name, p.price_cents, t.hash AS table_hash, count(*)::int AS item_count,
              jsonb_agg(jsonb_build_object('itemId', pi.item_id, 'oddsPpm', pi.odds_ppm) ORDER BY pi.position) AS odds,
              array_agg(pi.item_id ORDER BY pi.position) AS item_ids, array_agg(i.name ORDER BY pi.position) AS item_names,
              array_agg(i.value_cents ORDER BY pi.position) AS item_values,
              jsonb_build_object('packId', p.id, 'name', p.name, 'priceCents', p.price_cents, 'thumbKey', NULL, 'tableHash', t.hash,
                'items', jsonb_agg(jsonb_build_object('itemId', pi.item_id, 'name', i.name, 'valueCents', i.value_cents, 'oddsPpm', pi.odds_ppm, 'thumbKey', NULL) ORDER BY pi.position)) AS snapshot
       FROM packs p JOIN pack_tables t ON t.pack_id = p.id JOIN pack_items pi ON pi.pack_id = p.id JOIN items i ON i.id = pi.item_id
       GROUP BY p.id, t.hash`,
    );
    await tx.query(`CREATE UNIQUE INDEX ON bench_packs (n)`);
    await tx.query(`ANALYZE bench_players`);
    await tx.query(`ANALYZE bench_packs`);

    // Opens: the newest packs the most opened (the cube of a uniform number), each player's nonce counting up.
    // The catalogue's packs have equal odds, so the ticket picks its item by its share of the range.
    await withoutIndexes(tx, 'pack_opens', () => inChunks(size.opens, async (from, to) => {
      await tx.query(
        `INSERT INTO pack_opens (user_id, pack_id, pack_name, price_cents, seed_pair_id, client_seed, nonce, ticket, item_id, item_name, value_cents, odds, table_hash, created_at)
         SELECT u.id, p.id, p.name, p.price_cents, u.seed_pair_id, u.client_seed, s.nonce, s.ticket,
                p.item_ids[1 + (s.ticket - 1) * p.item_count / 100000], p.item_names[1 + (s.ticket - 1) * p.item_count / 100000],
                p.item_values[1 + (s.ticket - 1) * p.item_count / 100000], p.odds, p.table_hash, ${at(size.opens)}
         FROM (SELECT g, (g - 1) / $3 AS nonce, 1 + (g * 7919) % $3 AS player, 1 + floor($4 * power(${uniform('p')}, 3))::int AS pack,
                      1 + abs(hashtext('t' || g)) % 100000 AS ticket
               FROM generate_series($1::bigint, $2::bigint) g) s
         JOIN bench_players u ON u.n = s.player
         JOIN bench_packs p ON p.n = s.pack`,
        [from, to, size.players, size.packs],
      );
      progress(`pack opens: ${to.toLocaleString('en')} of ${size.opens.toLocaleString('en')}`);
    }));
    progress('pack opens: indexed');

    // Upgrades of a balance part of 10–70 % of the target's value, the chance as the upgrader makes it (8 % edge).
    await tx.query(`CREATE UNLOGGED TABLE bench_items AS SELECT row_number() OVER (ORDER BY id) AS n, id, name, value_cents FROM items`);
    await tx.query(`CREATE UNIQUE INDEX ON bench_items (n)`);
    await tx.query(`ANALYZE bench_items`);
    await withoutIndexes(tx, 'upgrades', () => tx.query(
      `INSERT INTO upgrades (user_id, stake_cents, balance_cents, items, target_item_id, target_name, target_value_cents, chance_ppm, house_edge_ppm, direction,
                             seed_pair_id, client_seed, nonce, ticket, won, created_at)
       SELECT u.id, s.stake, s.stake, '[]', i.id, i.name, i.value_cents, s.chance, 80000, 'under', u.seed_pair_id, u.client_seed, $4::int + s.nonce, s.ticket, s.ticket <= s.chance, ${at(size.upgrades)}
       FROM (SELECT g, n, stake, greatest(1, floor(stake * 0.92 * 1000000 / value))::int AS chance, 1 + abs(hashtext('r' || g)) % 1000000 AS ticket,
                    (g - 1) / $2 AS nonce, 1 + (g::bigint * 104729) % $2 AS player
             FROM (SELECT g, n, value_cents AS value, greatest(1, floor(value_cents * (0.1 + 0.6 * ${uniform('s')})))::bigint AS stake
                   FROM (SELECT g, 1 + abs(hashtext('i' || g)) % $3 AS n FROM generate_series(1, $1) g) picked JOIN bench_items USING (n)) staked) s
       JOIN bench_players u ON u.n = s.player
       JOIN bench_items i ON i.n = s.n`,
      [size.upgrades, size.players, size.items, Math.ceil(size.opens / size.players)],
    ));
    progress(`upgrades: ${size.upgrades.toLocaleString('en')}`);

    // Settled battles of 2–4 seats on 1–3 packs and 1–6 rounds, each pack's snapshot as the battle keeps it; the value rolled
    // 80–100 % of the entries (what the seats rolled is not written: the returns read the battle's total).
    await tx.query(
      `INSERT INTO battles (host_user_id, mode, team_layout, players, joined, entry_cents, pot_cents, status, server_seed, server_seed_hash, client_seed,
                            rounds, total_value_cents, created_at, started_at, completed_at)
       SELECT u.id, s.mode, CASE WHEN s.mode = 'team' THEN '2v2' END, s.players, s.players, r.entry, r.entry * s.players, 'settled',
              md5('b' || g), encode(sha256(convert_to(md5('b' || g), 'UTF8')), 'hex'), md5('c' || g),
              r.rounds, floor(r.entry * s.players * (0.8 + 0.2 * ${uniform('v')}))::bigint, s.at - interval '30 seconds', s.at, s.at + interval '20 seconds'
       FROM (SELECT g, 1 + (g::bigint * 15485863) % $2 AS player, ($3::text[])[1 + g % 8] AS mode, CASE WHEN g % 8 = 3 THEN 4 ELSE 2 + g % 3 END AS players,
                    1 + g % 3 AS pack_count, 1 + (g / 3) % 6 AS round_count, ${at(size.battles)} AS at
             FROM generate_series(1, $1) g) s
       JOIN bench_players u ON u.n = s.player
       CROSS JOIN LATERAL (
         SELECT jsonb_build_object('packs', jsonb_agg(p.snapshot ORDER BY k.k), 'order', (SELECT jsonb_agg(i % s.pack_count) FROM generate_series(0, s.round_count - 1) i)) AS rounds,
                sum(p.price_cents * ((s.round_count - k.k + s.pack_count - 1) / s.pack_count))::bigint AS entry
         FROM generate_series(0, s.pack_count - 1) k(k) JOIN bench_packs p ON p.n = 1 + abs(hashtext('q' || s.g || ':' || k.k)) % $4
       ) r`,
      [size.battles, size.players, BATTLE_MODES, size.packs],
    );
    progress(`settled battles: ${size.battles.toLocaleString('en')}`);
  });
}

/** Signed-in sessions for `count` random players (for the proof over HTTP); each player's cookie. */
export async function signIn(db: Database, count: number): Promise<Array<{ userId: string; cookie: string }>> {
  const ids = (await db.query<{ id: string }>(`SELECT user_id AS id FROM accounts WHERE kind = 'wallet' ORDER BY random() LIMIT $1`, [count])).map((r) => r.id);
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  await db.query(`INSERT INTO sessions (token_hash, kind, user_id, expires_at) SELECT h, 'user', u, now() + interval '1 day' FROM unnest($1::text[], $2::uuid[]) AS s(h, u)`, [
    tokens.map((t) => createHash('sha256').update(t).digest('hex')),
    ids,
  ]);
  return ids.map((userId, i) => ({ userId, cookie: `lf_session=${tokens[i]}` }));
}

/** Drops the lookup tables the load used. */
export async function dropLoadTables(db: Database): Promise<void> {
  await db.query(`DROP TABLE IF EXISTS bench_players, bench_packs, bench_items`);
}
