/** The SQL of races (DESIGN §13): the races, their standings and results. */
import type { Sql } from '../db/client';
import { RACE_LOCK_CLASS } from '../stakes/repository';

export type RaceRow = {
  id: number;
  kind: 'daily' | 'weekly' | 'custom';
  name: string;
  starts_at: Date;
  ends_at: Date;
  pool_cents: number;
  split_percents: number[];
  min_wager_cents: number;
  created_at: Date;
  cancelled_at: Date | null;
  finished_at: Date | null;
};

const RACE_COLUMNS = 'id, kind, name, starts_at, ends_at, pool_cents, split_percents, min_wager_cents, created_at, cancelled_at, finished_at';

const toRace = (row: RaceRow): RaceRow => ({
  ...row,
  id: Number(row.id),
  pool_cents: Number(row.pool_cents),
  split_percents: row.split_percents.map(Number),
  min_wager_cents: Number(row.min_wager_cents),
});

/** Makes a daily or weekly race for a window unless there is one (cancelled or not). */
export async function insertScheduledRace(
  tx: Sql,
  input: { kind: 'daily' | 'weekly'; name: string; startsAt: Date; endsAt: Date; poolCents: number; splitPercents: number[]; minWagerCents: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO races (kind, name, starts_at, ends_at, pool_cents, split_percents, min_wager_cents) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (kind, starts_at) WHERE kind <> 'custom' DO NOTHING`,
    [input.kind, input.name, input.startsAt, input.endsAt, input.poolCents, input.splitPercents, input.minWagerCents],
  );
}

export async function insertCustomRace(
  tx: Sql,
  input: { name: string; startsAt: Date; endsAt: Date; poolCents: number; splitPercents: number[]; minWagerCents: number; adminId: string },
): Promise<RaceRow> {
  const [row] = await tx.query<RaceRow>(
    `INSERT INTO races (kind, name, starts_at, ends_at, pool_cents, split_percents, min_wager_cents, created_by_admin_id) VALUES ('custom', $1, $2, $3, $4, $5, $6, $7)
     RETURNING ${RACE_COLUMNS}`,
    [input.name, input.startsAt, input.endsAt, input.poolCents, input.splitPercents, input.minWagerCents, input.adminId],
  );
  return toRace(row!);
}

export async function findRace(sql: Sql, raceId: number): Promise<RaceRow | undefined> {
  const [row] = await sql.query<RaceRow>(`SELECT ${RACE_COLUMNS} FROM races WHERE id = $1`, [raceId]);
  return row && toRace(row);
}

/** Running and upcoming races (not cancelled), then the `finished` most recently finished. */
export async function listPublicRaces(sql: Sql, input: { finished: number }): Promise<RaceRow[]> {
  const rows = await sql.query<RaceRow>(
    `(SELECT ${RACE_COLUMNS} FROM races WHERE finished_at IS NULL AND cancelled_at IS NULL ORDER BY ends_at, id)
     UNION ALL
     (SELECT ${RACE_COLUMNS} FROM races WHERE finished_at IS NOT NULL ORDER BY ends_at DESC, id DESC LIMIT $1)`,
    [input.finished],
  );
  return rows.map(toRace);
}

/** Every race, newest window first. */
export async function listAllRaces(sql: Sql, limit: number): Promise<RaceRow[]> {
  const rows = await sql.query<RaceRow>(`SELECT ${RACE_COLUMNS} FROM races ORDER BY starts_at DESC, id DESC LIMIT $1`, [limit]);
  return rows.map(toRace);
}

/** The race's row locked, and its exclusive advisory lock: no stake is being counted in it meanwhile. */
export async function lockRace(tx: Sql, raceId: number): Promise<RaceRow | undefined> {
  const [row] = await tx.query<RaceRow>(`SELECT ${RACE_COLUMNS} FROM races WHERE id = $1 FOR UPDATE`, [raceId]);
  if (row) await tx.query(`SELECT pg_advisory_xact_lock(${RACE_LOCK_CLASS}, $1::int)`, [raceId]);
  return row && toRace(row);
}

/** One race whose end has passed and that is not paid, locked (another sweep skips it); undefined when none. */
export async function lockRaceDue(tx: Sql, now: Date): Promise<number | undefined> {
  const [row] = await tx.query<{ id: number }>(
    `SELECT id FROM races WHERE finished_at IS NULL AND cancelled_at IS NULL AND ends_at <= $1
     ORDER BY ends_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [now],
  );
  return row && Number(row.id);
}

export async function markRaceCancelled(tx: Sql, input: { raceId: number; at: Date }): Promise<void> {
  await tx.query(`UPDATE races SET cancelled_at = $2 WHERE id = $1`, [input.raceId, input.at]);
}

export type StandingRow = { user_id: string; user_name: string; wager_cents: number; reached_at: Date; xp_cents: number };

/** A ranked player's XP (lifetime wager, DESIGN §21) for the level badge, in a query naming users `u`. */
const XP = `coalesce((SELECT wager_cents FROM wager_totals WHERE user_id = u.id), 0) AS xp_cents`;

/** The least a race's entry (in a query of race $1) must hold to rank: the race's minimum (DESIGN §13), and more than nothing. */
const MIN_WAGER = `greatest((SELECT min_wager_cents FROM races WHERE id = $1), 1)`;

/** Not suspended, with at least the race's minimum wager: who a race ranks. */
const RANKED = `e.wager_cents >= ${MIN_WAGER} AND u.suspended_at IS NULL`;

/** The top `limit` of a race in rank order: higher wager, then who reached it first. */
export async function topStandings(sql: Sql, input: { raceId: number; limit: number }): Promise<StandingRow[]> {
  if (!Number.isSafeInteger(input.limit) || input.limit < 0) throw new Error(`topStandings: limit ${input.limit} is not a whole number`);
  if (input.limit === 0) return [];
  // NULLS LAST as in the rank index (drizzle's DESC is NULLS LAST, SQL's is NULLS FIRST): without it the
  // plan sorts the whole race, 80 ms at 100,000 players, instead of reading ten index entries (bench:races).
  // The limit is written into the text (one prepared statement per limit: the board's 10, a payout's
  // number of prizes): as a parameter, a generic plan would not know it is small and sorts the whole race.
  const rows = await sql.prepared<StandingRow>(
    `race_top_${input.limit}`,
    `SELECT e.user_id, coalesce(u.user_name, 'Player') AS user_name, e.wager_cents, e.reached_at, ${XP}
     FROM race_entries e JOIN users u ON u.id = e.user_id
     WHERE e.race_id = $1 AND ${RANKED}
     ORDER BY e.wager_cents DESC NULLS LAST, e.reached_at, e.user_id LIMIT ${input.limit}`,
    [input.raceId],
  );
  return rows.map((row) => ({ ...row, wager_cents: Number(row.wager_cents), xp_cents: Number(row.xp_cents) }));
}

/** Players left out of every standing: the suspended (few, through their own small index; `user_id` is never null). */
const NOT_SUSPENDED = `user_id NOT IN (SELECT id FROM users WHERE suspended_at IS NOT NULL)`;

/**
 * Every ranked wager of a race, lowest first: what the rank snapshot
 * (races/standings.ts) counts in. Read in the rank index's order (highest
 * first), so the database walks the index instead of sorting 100,000 rows
 * (which spilled to disk: about 65 ms a read against about 24 ms), and sent
 * as one value of packed big-endian doubles (8 bytes each, `float8send`):
 * one value is far cheaper to send than as many rows, and reading doubles
 * out of bytes costs the server about a millisecond where splitting and
 * parsing 100,000 numbers as text (and then sorting them) held its event
 * loop for tens. An aggregate keeps its subquery's order in PostgreSQL, but
 * SQL does not promise it, so the order is checked here (one pass) and
 * sorted should it ever differ.
 */
export async function rankedWagers(sql: Sql, raceId: number): Promise<Float64Array> {
  const [row] = await sql.prepared<{ wagers: Uint8Array | null }>(
    'race_ranked_wagers',
    `SELECT string_agg(wager, ''::bytea) AS wagers FROM (
       SELECT float8send(wager_cents::float8) AS wager FROM race_entries
       WHERE race_id = $1 AND wager_cents >= ${MIN_WAGER} AND ${NOT_SUSPENDED}
       ORDER BY wager_cents DESC NULLS LAST, reached_at, user_id
     ) ranked`,
    [raceId],
  );
  const bytes = row?.wagers;
  if (!bytes) return new Float64Array(0);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = bytes.byteLength / 8;
  const wagers = new Float64Array(count);
  // Highest first in the bytes, lowest first in the array.
  for (let i = 0; i < count; i++) wagers[count - 1 - i] = view.getFloat64(i * 8);
  for (let i = 1; i < count; i++) {
    if (wagers[i - 1]! > wagers[i]!) return wagers.sort();
  }
  return wagers;
}

export type OwnEntryRow = { raceId: number; wagerCents: number; ranked: boolean; tiesAhead: number };

/**
 * A player's own entry in each of these races, read fresh: the wager, whether
 * it ranks, and how many ranked players have the very same wager and reached
 * it earlier (counted on the rank index: equal wagers are a short range).
 */
export async function ownEntries(sql: Sql, input: { userId: string; raceIds: number[] }): Promise<OwnEntryRow[]> {
  const rows = await sql.prepared<{ race_id: number; wager_cents: number; ranked: boolean; ties_ahead: number }>(
    'race_own_entries',
    `SELECT e.race_id, e.wager_cents, e.wager_cents >= greatest(r.min_wager_cents, 1) AND u.suspended_at IS NULL AS ranked,
       (SELECT count(*) FROM race_entries t
        WHERE t.race_id = e.race_id AND t.wager_cents = e.wager_cents AND (t.reached_at, t.user_id) < (e.reached_at, e.user_id)
          AND t.${NOT_SUSPENDED}) AS ties_ahead
     FROM race_entries e JOIN users u ON u.id = e.user_id JOIN races r ON r.id = e.race_id
     WHERE e.user_id = $1 AND e.race_id = ANY($2::bigint[])`,
    [input.userId, input.raceIds],
  );
  return rows.map((row) => ({ raceId: Number(row.race_id), wagerCents: Number(row.wager_cents), ranked: row.ranked, tiesAhead: Number(row.ties_ahead) }));
}

export type ResultRow = { rank: number; user_id: string; user_name: string; wager_cents: number; prize_cents: number; xp_cents: number };

/** A finished race's final standings, best first. */
export async function raceResults(sql: Sql, input: { raceId: number; limit: number }): Promise<ResultRow[]> {
  const rows = await sql.query<ResultRow>(
    `SELECT r.rank, r.user_id, coalesce(u.user_name, 'Player') AS user_name, r.wager_cents, r.prize_cents, ${XP}
     FROM race_results r JOIN users u ON u.id = r.user_id WHERE r.race_id = $1 ORDER BY r.rank LIMIT $2`,
    [input.raceId, input.limit],
  );
  return rows.map((row) => ({ ...row, wager_cents: Number(row.wager_cents), prize_cents: Number(row.prize_cents), xp_cents: Number(row.xp_cents) }));
}

/** Writes the final standings and marks the race finished, in the transaction that pays it. */
export async function recordRaceFinished(
  tx: Sql,
  input: { raceId: number; at: Date; results: Array<{ rank: number; userId: string; wagerCents: number; prizeCents: number }> },
): Promise<void> {
  if (input.results.length > 0) {
    await tx.query(
      `INSERT INTO race_results (race_id, rank, user_id, wager_cents, prize_cents)
       SELECT $1, rank, user_id, wager_cents, prize_cents FROM jsonb_to_recordset($2::jsonb) AS t(rank int, user_id uuid, wager_cents bigint, prize_cents bigint)`,
      [input.raceId, JSON.stringify(input.results.map((r) => ({ rank: r.rank, user_id: r.userId, wager_cents: r.wagerCents, prize_cents: r.prizeCents })))],
    );
  }
  await tx.query(`UPDATE races SET finished_at = $2 WHERE id = $1`, [input.raceId, input.at]);
}
