/** The SQL of battles: loading, seating, settling and listing. */
import type { Sql } from '../db/client';

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

export async function lockBattle(tx: Sql, battleId: string): Promise<BattleRow | undefined> {
  const [row] = await tx.prepared<BattleRow>('battle_lock', `SELECT * FROM battles WHERE id = $1 FOR UPDATE`, [battleId]);
  return row;
}

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

export async function insertSeat(
  tx: Sql,
  seat: { battleId: string; seat: number; userId: string | null; botName: string | null; clientSeed: string; idempotencyKey: string | null },
): Promise<void> {
  await tx.prepared(
    'battle_seat_insert',
    `INSERT INTO battle_seats (battle_id, seat, user_id, bot_name, client_seed, join_idempotency_key) VALUES ($1, $2, $3, $4, $5, $6)`,
    [seat.battleId, seat.seat, seat.userId, seat.botName, seat.clientSeed, seat.idempotencyKey],
  );
}

export async function addToPot(tx: Sql, battleId: string, seats: number, amountCents: number): Promise<void> {
  await tx.prepared('battle_add_pot', `UPDATE battles SET joined = joined + $2, pot_cents = pot_cents + $3 WHERE id = $1`, [battleId, seats, amountCents]);
}

export async function userClientSeed(tx: Sql, userId: string): Promise<{ clientSeed: string; profileComplete: boolean } | undefined> {
  const [row] = await tx.prepared<{ client_seed: string; complete: boolean }>(
    'battle_user_seed',
    `SELECT client_seed, profile_completed_at IS NOT NULL AS complete FROM users WHERE id = $1`,
    [userId],
  );
  return row && { clientSeed: row.client_seed, profileComplete: row.complete };
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
