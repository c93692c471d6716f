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

/** Takes a shared lock on each of these races. */
export async function lockRacesShared(tx: Sql, raceIds: number[]): Promise<void> {
  if (raceIds.length === 0) return;
  await tx.query(`SELECT pg_advisory_xact_lock_shared(${RACE_LOCK_CLASS}, id::int) FROM unnest($1::bigint[]) id`, [raceIds]);
}

/**
 * Records a stake at `at` in one round trip (`record_stake`, migration 0009):
 * the shared locks of every race open to stakes that starts by `horizon`,
 * then the log row, the lifetime total and the running total in each locked
 * race whose window holds `at`. Should the payout have finished the daily
 * (or weekly) race holding `at` while this stake waited for its lock (or
 * another instance's clock have run ahead), the stake counts in the next one
 * instead, so it still counts in exactly one window of each kind. Returns
 * the races it counted in.
 */
export async function insertStake(
  tx: Sql,
  input: { userId: string; kind: 'pack_open' | 'battle_entry'; amountCents: number; battleId: string | null; at: Date; horizon: Date },
): Promise<number[]> {
  const [row] = await tx.prepared<{ race_ids: Array<number | string> }>(
    'wager_record_stake',
    `SELECT record_stake($1, $2, $3, $4, $5, $6) AS race_ids`,
    [input.userId, input.amountCents, input.kind, input.battleId, input.at, input.horizon],
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
