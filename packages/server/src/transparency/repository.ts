/** The SQL of transparency (DESIGN §23): the liability trees, their leaves and nodes, and payout times. */
import type { Sql } from '../db/client';

/**
 * Every player's wallet balance, in user-id order, read by one statement: one consistent snapshot
 * of all of them (a statement sees the database as of its start, whatever commits meanwhile), so
 * the tree's total is the sum of the balances at one moment even while money moves.
 */
export async function readWalletBalances(sql: Sql): Promise<Array<{ user_id: string; balance_cents: number | string }>> {
  return sql.query<{ user_id: string; balance_cents: number | string }>(`SELECT user_id, balance_cents FROM accounts WHERE kind = 'wallet' AND user_id IS NOT NULL ORDER BY user_id`);
}

export type TreeRow = { id: number | string; kind: string; day: string | null; as_of: Date; root_hash: string; total_cents: number | string; reserves_cents: number | string | null; leaf_count: number };

const TREE_COLUMNS = `id, kind, to_char(day, 'YYYY-MM-DD') AS day, as_of, root_hash, total_cents, reserves_cents, leaf_count`;

/** Adds a tree, unless one of its kind for its day is there already (a daily tree is made once): undefined then. */
export async function insertTree(
  tx: Sql,
  input: { kind: 'daily' | 'requested'; day: string | null; asOf: Date; rootHash: string; totalCents: number; reservesCents: number | null; leafCount: number; adminId: string | null },
): Promise<TreeRow | undefined> {
  const [row] = await tx.query<TreeRow>(
    `INSERT INTO liability_trees (kind, day, as_of, root_hash, total_cents, reserves_cents, leaf_count, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING ${TREE_COLUMNS}`,
    [input.kind, input.day, input.asOf, input.rootHash, input.totalCents, input.reservesCents, input.leafCount, input.adminId],
  );
  return row;
}

/** A tree's leaves, in chunks (json_to_recordset keeps each statement's parameters small). */
export async function insertLeaves(tx: Sql, treeId: number, leaves: Array<{ userId: string; position: number; balanceCents: number; leafSalt: string }>): Promise<void> {
  for (let i = 0; i < leaves.length; i += 5_000) {
    await tx.query(
      `INSERT INTO liability_leaves (tree_id, user_id, position, balance_cents, leaf_salt)
       SELECT $1, l.u, l.p, l.b, l.s FROM json_to_recordset($2::json) AS l(u uuid, p int, b bigint, s text)`,
      [treeId, JSON.stringify(leaves.slice(i, i + 5_000).map((l) => ({ u: l.userId, p: l.position, b: l.balanceCents, s: l.leafSalt })))],
    );
  }
}

export async function insertNodes(tx: Sql, treeId: number, nodes: Array<{ level: number; position: number; hash: string; sumCents: number }>): Promise<void> {
  for (let i = 0; i < nodes.length; i += 5_000) {
    await tx.query(
      `INSERT INTO liability_nodes (tree_id, level, position, hash, sum_cents)
       SELECT $1, n.l, n.p, n.h, n.s FROM json_to_recordset($2::json) AS n(l int, p int, h text, s bigint)`,
      [treeId, JSON.stringify(nodes.slice(i, i + 5_000).map((n) => ({ l: n.level, p: n.position, h: n.hash, s: n.sumCents })))],
    );
  }
}

export async function findTree(sql: Sql, treeId: number): Promise<TreeRow | undefined> {
  const [row] = await sql.query<TreeRow>(`SELECT ${TREE_COLUMNS} FROM liability_trees WHERE id = $1`, [treeId]);
  return row;
}

export async function findDailyTree(sql: Sql, day: string): Promise<TreeRow | undefined> {
  const [row] = await sql.query<TreeRow>(`SELECT ${TREE_COLUMNS} FROM liability_trees WHERE kind = 'daily' AND day = $1`, [day]);
  return row;
}

/** The latest `limit` trees, newest first. */
export async function listTrees(sql: Sql, limit: number): Promise<TreeRow[]> {
  return sql.query<TreeRow>(`SELECT ${TREE_COLUMNS} FROM liability_trees ORDER BY as_of DESC, id DESC LIMIT $1`, [limit]);
}

export async function findLeaf(sql: Sql, input: { treeId: number; userId: string }): Promise<{ position: number; balance_cents: number | string; leaf_salt: string } | undefined> {
  const [row] = await sql.query<{ position: number; balance_cents: number | string; leaf_salt: string }>(
    `SELECT position, balance_cents, leaf_salt FROM liability_leaves WHERE tree_id = $1 AND user_id = $2`,
    [input.treeId, input.userId],
  );
  return row;
}

/** The nodes at the given (level, position) places of a tree. */
export async function readNodes(sql: Sql, input: { treeId: number; places: Array<{ level: number; index: number }> }): Promise<Array<{ level: number; position: number; hash: string; sum_cents: number | string }>> {
  if (input.places.length === 0) return [];
  return sql.query<{ level: number; position: number; hash: string; sum_cents: number | string }>(
    `SELECT n.level, n.position, n.hash, n.sum_cents FROM liability_nodes n
     JOIN unnest($2::int[], $3::int[]) AS w(level, position) ON n.level = w.level AND n.position = w.position
     WHERE n.tree_id = $1`,
    [input.treeId, input.places.map((p) => p.level), input.places.map((p) => p.index)],
  );
}

/** Median and 90th percentile of the time from a withdrawal's request to its completion, for those completed since `since` (seconds). */
export async function payoutTimes(sql: Sql, since: Date): Promise<{ count: number; median_seconds: number | null; p90_seconds: number | null }> {
  const [row] = await sql.query<{ count: number; median_seconds: number | null; p90_seconds: number | null }>(
    `SELECT count(*)::int AS count,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM finished_at - created_at))::float8 AS median_seconds,
       percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM finished_at - created_at))::float8 AS p90_seconds
     FROM withdrawals WHERE status = 'completed' AND finished_at >= $1`,
    [since],
  );
  return row!;
}

/** The latest published returns report. */
export async function latestReport(sql: Sql): Promise<{ returns: unknown; payouts: unknown; computed_at: Date } | undefined> {
  const [row] = await sql.query<{ returns: unknown; payouts: unknown; computed_at: Date }>(`SELECT returns, payouts, computed_at FROM transparency_reports ORDER BY computed_at DESC, id DESC LIMIT 1`);
  return row;
}

/** A game's sums over a span of time, as the returns sweep reads and keeps them. */
export type ReturnRow = { game: 'pack' | 'battle' | 'upgrader'; game_id: string; plays: number | string; staked_cents: number | string; paid_cents: number | string; ev_cents: number; var_cents2: number };

/**
 * Paid pack opens in [from, to) per pack: plays, staked (their prices), paid back (the items'
 * values), and the sums of each open's expected value and variance from the table it rolled on.
 * Free cases (price 0) stake nothing and are left out.
 */
export async function sumPackOpens(sql: Sql, input: { from: Date; to: Date }): Promise<ReturnRow[]> {
  return sql.query<ReturnRow>(
    `SELECT 'pack' AS game, o.pack_id::text AS game_id, count(*) AS plays, sum(o.price_cents) AS staked_cents, sum(o.value_cents) AS paid_cents,
            sum(t.ev_cents)::float8 AS ev_cents, sum(t.var_cents2)::float8 AS var_cents2
     FROM pack_opens o JOIN pack_tables t ON t.hash = o.table_hash
     WHERE o.created_at >= $1 AND o.created_at < $2 AND o.price_cents > 0
     GROUP BY o.pack_id`,
    [input.from, input.to],
  );
}

/** Upgrades in [from, to): staked, paid back (the target's value when won), and each one's mean c·T and variance c(1−c)·T². */
export async function sumUpgrades(sql: Sql, input: { from: Date; to: Date }): Promise<ReturnRow[]> {
  return sql.query<ReturnRow>(
    `SELECT 'upgrader' AS game, 'upgrader' AS game_id, count(*) AS plays, sum(stake_cents) AS staked_cents,
            sum(CASE WHEN won THEN target_value_cents ELSE 0 END) AS paid_cents,
            sum(chance_ppm / 1e6 * target_value_cents)::float8 AS ev_cents,
            sum((chance_ppm / 1e6) * (1 - chance_ppm / 1e6) * target_value_cents::float8 * target_value_cents::float8)::float8 AS var_cents2
     FROM upgrades WHERE created_at >= $1 AND created_at < $2
     HAVING count(*) > 0`,
    [input.from, input.to],
  );
}

export type SettledBattleRow = { mode: string; entry_cents: number | string; players: number; total_value_cents: number | string; rounds: { packs: Array<{ items: Array<{ valueCents: number; oddsPpm: number }> }>; order: number[] } };

/** Battles settled in [from, to): their mode, seats, entry, the value rolled and the tables of their rounds. */
export async function listSettledBattles(sql: Sql, input: { from: Date; to: Date }): Promise<SettledBattleRow[]> {
  return sql.query<SettledBattleRow>(
    `SELECT mode, entry_cents, players, total_value_cents, rounds FROM battles WHERE status = 'settled' AND started_at >= $1 AND started_at < $2`,
    [input.from, input.to],
  );
}

/** The first day with a play, and the last day rolled up (null: none yet). */
export async function returnDayBounds(sql: Sql): Promise<{ first: string | null; last_rolled: string | null }> {
  const [row] = await sql.query<{ first: string | null; last_rolled: string | null }>(
    `SELECT to_char(least((SELECT min(created_at) FROM pack_opens), (SELECT min(created_at) FROM upgrades), (SELECT min(started_at) FROM battles WHERE status = 'settled')) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS first,
            (SELECT to_char(max(day), 'YYYY-MM-DD') FROM return_days_rolled) AS last_rolled`,
  );
  return row!;
}

/** Claims a day for its roll-up (false when another instance has: this one waited for its commit), then keeps its sums. */
export async function rollUpReturnDay(tx: Sql, input: { day: string; at: Date; rows: ReturnRow[] }): Promise<boolean> {
  const claimed = await tx.query(`INSERT INTO return_days_rolled (day, rolled_at) VALUES ($1::date, $2) ON CONFLICT (day) DO NOTHING RETURNING day`, [input.day, input.at]);
  if (claimed.length === 0) return false;
  if (input.rows.length > 0) {
    await tx.query(
      `INSERT INTO return_days (day, game, game_id, plays, staked_cents, paid_cents, ev_cents, var_cents2)
       SELECT $1::date, r.game, r.game_id, r.plays, r.staked, r.paid, r.ev, r.var
       FROM json_to_recordset($2::json) AS r(game text, game_id text, plays bigint, staked bigint, paid bigint, ev float8, var float8)`,
      [input.day, JSON.stringify(input.rows.map((r) => ({ game: r.game, game_id: r.game_id, plays: Number(r.plays), staked: Number(r.staked_cents), paid: Number(r.paid_cents), ev: r.ev_cents, var: r.var_cents2 })))],
    );
  }
  return true;
}

/** The kept sums per game over the closed days in [from, to) (null: from the first). */
export async function sumReturnDays(sql: Sql, input: { from: string | null; to: string }): Promise<ReturnRow[]> {
  return sql.query<ReturnRow>(
    `SELECT game, game_id, sum(plays) AS plays, sum(staked_cents) AS staked_cents, sum(paid_cents) AS paid_cents, sum(ev_cents)::float8 AS ev_cents, sum(var_cents2)::float8 AS var_cents2
     FROM return_days WHERE ($1::date IS NULL OR day >= $1::date) AND day < $2::date GROUP BY game, game_id`,
    [input.from, input.to],
  );
}

/** The packs a returns report lists: every pack on sale, with its current table; level cases (free) are not games. */
export async function listReturnPacks(sql: Sql): Promise<Array<{ id: string; name: string; price_cents: number | string; items: Array<{ itemId: string; valueCents: number; oddsPpm: number }> }>> {
  return sql.query(
    `SELECT p.id, p.name, p.price_cents,
       coalesce((SELECT json_agg(json_build_object('itemId', pi.item_id, 'valueCents', i.value_cents, 'oddsPpm', pi.odds_ppm) ORDER BY pi.position)
                 FROM pack_items pi JOIN items i ON i.id = pi.item_id WHERE pi.pack_id = p.id), '[]') AS items
     FROM packs p WHERE p.kind <> 'level' AND (p.active OR EXISTS (SELECT 1 FROM return_days d WHERE d.game = 'pack' AND d.game_id = p.id::text))
     ORDER BY p.name`,
  );
}

/** Publishes a report: a daily one once per day (undefined when another instance did). */
export async function insertReport(tx: Sql, input: { kind: 'daily' | 'requested'; day: string | null; at: Date; returns: unknown; payouts: unknown }): Promise<{ id: number | string } | undefined> {
  const [row] = await tx.query<{ id: number | string }>(
    `INSERT INTO transparency_reports (kind, day, computed_at, returns, payouts) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb) ON CONFLICT DO NOTHING RETURNING id`,
    [input.kind, input.day, input.at, JSON.stringify(input.returns), JSON.stringify(input.payouts)],
  );
  return row;
}

export async function findDailyReport(sql: Sql, day: string): Promise<boolean> {
  const rows = await sql.query(`SELECT 1 FROM transparency_reports WHERE kind = 'daily' AND day = $1`, [day]);
  return rows.length > 0;
}

/** What the published answer depends on: the latest report's and tree's ids (null: none yet). */
export async function publishedIds(sql: Sql): Promise<{ report: number | string | null; tree: number | string | null }> {
  const [row] = await sql.prepared<{ report: number | string | null; tree: number | string | null }>(
    'transparency_ids',
    `SELECT (SELECT max(id) FROM transparency_reports) AS report, (SELECT max(id) FROM liability_trees) AS tree`,
    [],
  );
  return row!;
}
