/**
 * The SQL of wager accounting (DESIGN §13, decision 014): the stakes log, the
 * players' lifetime totals and their running totals in each race.
 */
import type { Sql } from '../db/client';

/**
 * The first key of every race's advisory lock; the second is the race id.
 * Stakes take it shared, the payout sweep and a cancel take it exclusive.
 */
export const RACE_LOCK_CLASS = 72_002;

/**
 * Takes a shared lock on every race still open to stakes that starts by
 * `horizon` (so one about to start is included), and returns their ids.
 */
export async function lockOpenRacesShared(tx: Sql, horizon: Date): Promise<number[]> {
  const rows = await tx.prepared<{ id: number }>(
    'wager_lock_races',
    `SELECT id, pg_advisory_xact_lock_shared(${RACE_LOCK_CLASS}, id::int) FROM races
     WHERE finished_at IS NULL AND cancelled_at IS NULL AND starts_at <= $1`,
    [horizon],
  );
  return rows.map((row) => Number(row.id));
}

/** Takes a shared lock on each of these races. */
export async function lockRacesShared(tx: Sql, raceIds: number[]): Promise<void> {
  if (raceIds.length === 0) return;
  await tx.query(`SELECT pg_advisory_xact_lock_shared(${RACE_LOCK_CLASS}, id::int) FROM unnest($1::bigint[]) id`, [raceIds]);
}

/**
 * Records a stake at `at` in one statement: the log row, the lifetime total,
 * and the running total in each locked race whose window holds `at` and that
 * is not finished. Should another instance's clock have run ahead and
 * finished the daily (or weekly) race holding `at`, the stake counts in the
 * next one instead, so it still counts in exactly one window of each kind.
 * Returns the races it counted in.
 */
export async function insertStake(
  tx: Sql,
  input: { userId: string; kind: 'pack_open' | 'battle_entry'; amountCents: number; battleId: string | null; at: Date; lockedRaceIds: number[] },
): Promise<number[]> {
  const [row] = await tx.prepared<{ race_ids: Array<number | string> }>(
    'wager_insert_stake',
    `WITH finished AS (
       SELECT kind, max(ends_at) AS until FROM races
       WHERE kind <> 'custom' AND finished_at IS NOT NULL AND starts_at <= $3 AND ends_at > $3
       GROUP BY kind
     ), counted AS (
       SELECT r.id FROM races r LEFT JOIN finished f ON f.kind = r.kind
       WHERE r.id = ANY($6::bigint[]) AND r.finished_at IS NULL AND r.cancelled_at IS NULL
         AND r.starts_at <= greatest($3, f.until) AND r.ends_at > greatest($3, f.until)
     ), entries AS (
       INSERT INTO race_entries (race_id, user_id, wager_cents, reached_at)
       SELECT id, $1, $2, $3 FROM counted
       ON CONFLICT (race_id, user_id) DO UPDATE
         SET wager_cents = race_entries.wager_cents + EXCLUDED.wager_cents, reached_at = EXCLUDED.reached_at
       RETURNING race_id
     ), total AS (
       INSERT INTO wager_totals (user_id, wager_cents, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET wager_cents = wager_totals.wager_cents + EXCLUDED.wager_cents, updated_at = EXCLUDED.updated_at
     )
     INSERT INTO stakes (user_id, kind, amount_cents, battle_id, race_ids, staked_at)
     SELECT $1, $4, $2, $5, coalesce((SELECT array_agg(race_id ORDER BY race_id) FROM entries), '{}'), $3
     RETURNING race_ids`,
    [input.userId, input.amountCents, input.at, input.kind, input.battleId, input.lockedRaceIds],
  );
  return row!.race_ids.map(Number);
}

/** A battle entry's stake, unless it was refunded already. */
export async function findBattleStake(tx: Sql, input: { userId: string; battleId: string }): Promise<{ amountCents: number; raceIds: number[] } | undefined> {
  const [row] = await tx.query<{ amount_cents: number; race_ids: Array<number | string> }>(
    `SELECT amount_cents, race_ids FROM stakes s
     WHERE battle_id = $1 AND user_id = $2 AND kind = 'battle_entry'
       AND NOT EXISTS (SELECT 1 FROM stakes r WHERE r.battle_id = $1 AND r.user_id = $2 AND r.kind = 'battle_refund')`,
    [input.battleId, input.userId],
  );
  return row && { amountCents: Number(row.amount_cents), raceIds: row.race_ids.map(Number) };
}

/**
 * Takes a refunded entry off: a negative log row, the lifetime total, and
 * the races it counted in that are not finished yet (the caller holds their
 * shared locks). Returns the races it was taken off.
 */
export async function insertRefundStake(
  tx: Sql,
  input: { userId: string; battleId: string; amountCents: number; raceIds: number[]; at: Date },
): Promise<number[]> {
  const [row] = await tx.query<{ race_ids: Array<number | string> }>(
    `WITH entries AS (
       UPDATE race_entries e SET wager_cents = e.wager_cents - $2, reached_at = $3
       FROM races r
       WHERE r.id = e.race_id AND e.race_id = ANY($5::bigint[]) AND e.user_id = $1 AND r.finished_at IS NULL
       RETURNING e.race_id
     ), total AS (
       UPDATE wager_totals SET wager_cents = wager_cents - $2, updated_at = $3 WHERE user_id = $1
     )
     INSERT INTO stakes (user_id, kind, amount_cents, battle_id, race_ids, staked_at)
     SELECT $1, 'battle_refund', -$2::bigint, $4, coalesce((SELECT array_agg(race_id ORDER BY race_id) FROM entries), '{}'), $3
     RETURNING race_ids`,
    [input.userId, input.amountCents, input.at, input.battleId, input.raceIds],
  );
  return row!.race_ids.map(Number);
}

/** A player's lifetime wager (0 before their first stake). */
export async function readLifetimeWager(sql: Sql, userId: string): Promise<number> {
  const [row] = await sql.prepared<{ wager_cents: number }>('wager_lifetime', `SELECT wager_cents FROM wager_totals WHERE user_id = $1`, [userId]);
  return row ? Number(row.wager_cents) : 0;
}
