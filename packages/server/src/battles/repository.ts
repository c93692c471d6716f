/** The SQL of battles: loading, seating, settling and listing. */
import type { Sql, Tx } from '../db/client';
import { battleSchedule, type BattleOutcome } from '@lootforge/core/battle';

export type RoundsSnapshot = {
  packs: Array<{
    packId: string;
    name: string;
    priceCents: number;
    thumbKey: string | null;
    items: Array<{ itemId: string; name: string; valueCents: number; oddsPpm: number; thumbKey: string | null }>;
  }>;
  /** Index into `packs` for each round. */
  order: number[];
};

/** The account that holds a battle's entries until it settles or is cancelled. */
export const escrowKey = (battleId: string) => `escrow:battle:${battleId}`;

export type BattleRow = {
  id: string;
  host_user_id: string;
  mode: string;
  team_layout: string | null;
  players: number;
  joined: number;
  entry_cents: number;
  pot_cents: number;
  status: 'open' | 'settled' | 'cancelled';
  server_seed: string;
  server_seed_hash: string;
  client_seed: string | null;
  rounds: RoundsSnapshot;
  results: unknown;
  total_value_cents: number | null;
  create_idempotency_key: string | null;
  created_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
  cancelled_at: Date | null;
};

export type SeatRow = {
  battle_id: string;
  seat: number;
  user_id: string | null;
  bot_name: string | null;
  client_seed: string;
  join_idempotency_key: string | null;
  payout_cents: number | null;
  user_name: string | null;
  avatar_thumb_key: string | null;
};

const SEAT_COLUMNS = `s.battle_id, s.seat, s.user_id, s.bot_name, s.client_seed, s.join_idempotency_key, s.payout_cents, u.user_name, u.avatar_thumb_key`;

export async function loadBattle(sql: Sql, battleId: string): Promise<BattleRow | undefined> {
  const [row] = await sql.prepared<BattleRow>('battle_load', `SELECT * FROM battles WHERE id = $1`, [battleId]);
  return row;
}

export async function loadSeats(sql: Sql, battleIds: string[]): Promise<SeatRow[]> {
  if (battleIds.length === 0) return [];
  return sql.prepared<SeatRow>(
    'battle_seats_load',
    `SELECT ${SEAT_COLUMNS} FROM battle_seats s LEFT JOIN users u ON u.id = s.user_id
     WHERE s.battle_id = ANY($1::uuid[]) ORDER BY s.battle_id, s.seat`,
    [battleIds],
  );
}

/** A battle and its seats as they stand once a change commits: what the API and the live events show. */
export type BattleState = { battle: BattleRow; seats: SeatRow[] };

/** The user about to take a seat, read under the battle's lock. */
export type Member = { clientSeed: string; profileComplete: boolean; userName: string | null; avatarThumbKey: string | null };

export type LockedBattle = BattleState & { escrowAccountId: number | null; member: Member | null };

/**
 * Locks a battle for a change and reads, in the same round trip, its seats,
 * its escrow account and the user who asks. A battle changed by another
 * transaction while this one waited for the lock comes back as its newest
 * row, but the rest of the statement still sees the moment it started: if
 * the seats do not match the row's count, they are read again, now under the
 * lock, where nothing can change them.
 */
export const LOCK_BATTLE_SQL = `SELECT b.*,
   (SELECT id FROM accounts WHERE key = $3) AS escrow_account_id,
   (SELECT json_agg(json_build_object('battle_id', s.battle_id, 'seat', s.seat, 'user_id', s.user_id, 'bot_name', s.bot_name, 'client_seed', s.client_seed,
      'join_idempotency_key', s.join_idempotency_key, 'payout_cents', s.payout_cents, 'user_name', u.user_name, 'avatar_thumb_key', u.avatar_thumb_key) ORDER BY s.seat)
    FROM battle_seats s LEFT JOIN users u ON u.id = s.user_id WHERE s.battle_id = b.id) AS seats_json,
   (SELECT json_build_object('client_seed', u.client_seed, 'complete', u.profile_completed_at IS NOT NULL, 'user_name', u.user_name, 'avatar_thumb_key', u.avatar_thumb_key)
    FROM users u WHERE u.id = $2) AS member_json
 FROM battles b WHERE b.id = $1 FOR UPDATE OF b`;

export async function lockBattle(tx: Sql, battleId: string, userId?: string): Promise<LockedBattle | undefined> {
  const [row] = await tx.prepared<BattleRow & { escrow_account_id: number | null; seats_json: SeatRow[] | null; member_json: { client_seed: string; complete: boolean; user_name: string | null; avatar_thumb_key: string | null } | null }>(
    'battle_lock',
    LOCK_BATTLE_SQL,
    [battleId, userId ?? null, escrowKey(battleId)],
  );
  if (!row) return undefined;
  const { escrow_account_id, seats_json, member_json, ...battle } = row;
  let seats = seats_json ?? [];
  if (seats.length !== battle.joined) seats = await loadSeats(tx, [battleId]);
  return {
    battle,
    seats,
    escrowAccountId: escrow_account_id === null ? null : Number(escrow_account_id),
    member: member_json && {
      clientSeed: member_json.client_seed,
      profileComplete: member_json.complete,
      userName: member_json.user_name,
      avatarThumbKey: member_json.avatar_thumb_key,
    },
  };
}

/** A seat being taken: a player (with the name and avatar the views show) or a house bot. */
export type NewSeat = { seat: number; userId: string | null; botName: string | null; clientSeed: string; idempotencyKey: string | null; userName: string | null; avatarThumbKey: string | null };

/** What settling writes on the battle: the combined client seed, the results, and the reels' schedule. */
export type Settlement = { clientSeed: string; results: unknown; totalValueCents: number; payouts: number[]; startedAtMs: number; completedAtMs: number };

/** What a battle settled at `nowMs` records: the outcome of its rolls and the reels' schedule. */
export function settlementRecord(outcome: BattleOutcome, nowMs: number, roundCount: number): Settlement {
  const schedule = battleSchedule(nowMs, roundCount);
  return {
    clientSeed: outcome.clientSeed,
    results: { rolls: outcome.rolls, totals: outcome.totals, winners: outcome.winners, payouts: outcome.payouts, totalValueCents: outcome.totalValueCents, tiebreak: outcome.tiebreak },
    totalValueCents: outcome.totalValueCents,
    payouts: outcome.payouts,
    startedAtMs: schedule.startedAtMs,
    completedAtMs: schedule.completedAtMs,
  };
}

/**
 * Seats the newcomers, adds their entries to the pot and, when the battle is
 * full, writes its settlement (each seat's payout, the results, the
 * schedule): one statement. Returns the battle as it now stands.
 */
export const RECORD_SEATS_SQL = `WITH seated AS (
   INSERT INTO battle_seats (battle_id, seat, user_id, bot_name, client_seed, join_idempotency_key, payout_cents)
   SELECT $1, n.seat, n.user_id, n.bot_name, n.client_seed, n.idempotency_key, n.payout
   FROM json_to_recordset($2::json) AS n(seat int, user_id uuid, bot_name text, client_seed text, idempotency_key text, payout bigint)
 ), paid AS (
   UPDATE battle_seats s SET payout_cents = p.payout FROM json_to_recordset($3::json) AS p(seat int, payout bigint)
   WHERE s.battle_id = $1 AND s.seat = p.seat
 )
 UPDATE battles SET joined = joined + $4, pot_cents = $5,
   status = COALESCE($6, status), client_seed = COALESCE($7, client_seed), results = COALESCE($8::jsonb, results),
   total_value_cents = COALESCE($9, total_value_cents),
   started_at = COALESCE(to_timestamp($10 / 1000.0), started_at), completed_at = COALESCE(to_timestamp($11 / 1000.0), completed_at)
 WHERE id = $1`;

/**
 * The battle once `newSeats` have taken their seats and paid in, and, with a
 * settlement, once it is settled: what RECORD_SEATS_SQL writes, and what the
 * answer and the live events show without reading it back.
 */
export function seated(before: BattleState, newSeats: NewSeat[], settlement?: Settlement): BattleState {
  const { battle } = before;
  const payoutOf = (seat: number, unsettled: number | null) => (settlement ? settlement.payouts[seat]! : unsettled);
  return {
    battle: {
      ...battle,
      joined: battle.joined + newSeats.length,
      pot_cents: battle.pot_cents + newSeats.length * battle.entry_cents,
      ...(settlement && {
        status: 'settled' as const,
        client_seed: settlement.clientSeed,
        results: settlement.results,
        total_value_cents: settlement.totalValueCents,
        started_at: new Date(settlement.startedAtMs),
        completed_at: new Date(settlement.completedAtMs),
      }),
    },
    seats: [
      ...before.seats.map((s) => ({ ...s, payout_cents: payoutOf(s.seat, s.payout_cents) })),
      ...newSeats.map((s) => ({
        battle_id: battle.id,
        seat: s.seat,
        user_id: s.userId,
        bot_name: s.botName,
        client_seed: s.clientSeed,
        join_idempotency_key: s.idempotencyKey,
        payout_cents: payoutOf(s.seat, null),
        user_name: s.userName,
        avatar_thumb_key: s.avatarThumbKey,
      })),
    ],
  };
}

/** The parameters of RECORD_SEATS_SQL, read off the battle as it will stand (`seated`), whose last `newSeatCount` seats are new. */
export function recordSeatsParams(after: BattleState, newSeatCount: number): unknown[] {
  const { battle, seats } = after;
  const settles = battle.status === 'settled';
  const earlier = seats.slice(0, seats.length - newSeatCount);
  const fresh = seats.slice(seats.length - newSeatCount);
  return [
    battle.id,
    JSON.stringify(fresh.map((s) => ({ seat: s.seat, user_id: s.user_id, bot_name: s.bot_name, client_seed: s.client_seed, idempotency_key: s.join_idempotency_key, payout: s.payout_cents }))),
    JSON.stringify(settles ? earlier.map((s) => ({ seat: s.seat, payout: s.payout_cents })) : []),
    newSeatCount,
    battle.pot_cents,
    settles ? 'settled' : null,
    settles ? battle.client_seed : null,
    settles ? JSON.stringify(battle.results) : null,
    settles ? battle.total_value_cents : null,
    settles ? battle.started_at!.getTime() : null,
    settles ? battle.completed_at!.getTime() : null,
  ];
}

/**
 * Writes `seated(before, newSeats, settlement)` in one statement and returns
 * it. Only for a battle still open. The transaction's last statement: it
 * commits with it.
 */
export async function recordSeats(tx: Tx, before: BattleState, newSeats: NewSeat[], settlement?: Settlement): Promise<BattleState> {
  const after = seated(before, newSeats, settlement);
  await tx.commitWith('battle_record_seats', RECORD_SEATS_SQL, recordSeatsParams(after, newSeats.length));
  return after;
}

/** Closes a cancelled battle: the transaction's last statement, it commits with it. */
export async function markCancelled(tx: Tx, before: BattleState): Promise<BattleState> {
  const [row] = await tx.commitWith<{ cancelled_at: Date }>('battle_cancel', `UPDATE battles SET status = 'cancelled', cancelled_at = now() WHERE id = $1 RETURNING cancelled_at`, [
    before.battle.id,
  ]);
  return { battle: { ...before.battle, status: 'cancelled', cancelled_at: row!.cancelled_at }, seats: before.seats };
}

export async function userClientSeed(tx: Sql, userId: string): Promise<Member | undefined> {
  const [row] = await tx.prepared<{ client_seed: string; complete: boolean; user_name: string | null; avatar_thumb_key: string | null }>(
    'battle_user_seed',
    `SELECT client_seed, profile_completed_at IS NOT NULL AS complete, user_name, avatar_thumb_key FROM users WHERE id = $1`,
    [userId],
  );
  return row && { clientSeed: row.client_seed, profileComplete: row.complete, userName: row.user_name, avatarThumbKey: row.avatar_thumb_key };
}

export type ListCursor = { createdAt: Date; id: string };

export async function listBattles(
  sql: Sql,
  input: { statuses: string[]; limit: number; cursor: ListCursor | undefined },
): Promise<BattleRow[]> {
  return sql.query<BattleRow>(
    `SELECT * FROM battles
     WHERE status = ANY($1::text[]) AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::uuid))
     ORDER BY created_at DESC, id DESC LIMIT $4`,
    [input.statuses, input.cursor?.createdAt ?? null, input.cursor?.id ?? null, input.limit],
  );
}

export async function listUserBattles(sql: Sql, input: { userId: string; limit: number; cursor: ListCursor | undefined }): Promise<BattleRow[]> {
  return sql.query<BattleRow>(
    `SELECT b.* FROM battles b JOIN battle_seats s ON s.battle_id = b.id AND s.user_id = $1
     WHERE ($2::timestamptz IS NULL OR (b.created_at, b.id) < ($2::timestamptz, $3::uuid))
     ORDER BY b.created_at DESC, b.id DESC LIMIT $4`,
    [input.userId, input.cursor?.createdAt ?? null, input.cursor?.id ?? null, input.limit],
  );
}
