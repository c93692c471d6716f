/** The SQL of battles: loading, locking, seating, settling and listing. */
import { inOrder, type Sql } from '../db/client';
import { escrowKey } from '../ledger/ledger';

export type RoundsSnapshot = {
  packs: Array<{
    packId: string;
    name: string;
    priceCents: number;
    thumbKey: string | null;
    items: Array<{ itemId: string; name: string; valueCents: number; oddsPpm: number; thumbKey: string | null }>;
    /** SHA-256 of this table (core `tableHash`, DESIGN §23); absent in battles made before tables were committed. */
    tableHash?: string;
  }>;
  /** Index into `packs` for each round. */
  order: number[];
};

export type BattleRow = {
  id: string;
  host_user_id: string;
  mode: string;
  team_layout: string | null;
  cursed: boolean;
  fast: boolean;
  private_key: string | null;
  fund_percent: number;
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
  paid_cents: number;
  borrow_percent: number;
  borrowed_cents: number;
  payout_cents: number | null;
  user_name: string | null;
  avatar_thumb_key: string | null;
  /** The player's XP (lifetime wager, DESIGN §21) when read; null for a bot. bigint: a string from `pg`. */
  xp_cents: number | string | null;
};

const SEAT_COLUMNS = `s.battle_id, s.seat, s.user_id, s.bot_name, s.client_seed, s.join_idempotency_key, s.paid_cents, s.borrow_percent, s.borrowed_cents, s.payout_cents, u.user_name, u.avatar_thumb_key,
  (SELECT wager_cents FROM wager_totals WHERE user_id = s.user_id) AS xp_cents`;

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
export type Member = { clientSeed: string; profileComplete: boolean; userName: string | null; avatarThumbKey: string | null; xpCents: number };

/** A battle under its lock, with its escrow account (null until the first entry makes it) and the user who asks. */
export type LockedBattle = BattleState & { escrowAccountId: number | null; member: Member | null };

/**
 * Locks a battle for a change, then reads its seats, its escrow account and
 * the user who asks.
 * Two statements on purpose: the second starts after the lock is held, so it
 * sees every seat committed before it (one statement would read the seats as
 * they were when it started, before any wait for the lock).
 */
export async function lockBattle(tx: Sql, battleId: string, userId?: string): Promise<LockedBattle | undefined> {
  // The lock, then the read in a statement of its own (it sees what the lock's last holder wrote):
  // sent together, one round trip (decision 036).
  const [[battle], [read]] = await inOrder([
    () => tx.prepared<BattleRow>('battle_lock', `SELECT * FROM battles WHERE id = $1 FOR UPDATE`, [battleId]),
    () =>
      tx.prepared<{ seats: SeatRow[] | null; escrow_account_id: number | null; member: { client_seed: string; complete: boolean; user_name: string | null; avatar_thumb_key: string | null; xp_cents: number | string | null } | null }>(
        'battle_read_locked',
        `SELECT (SELECT json_agg(json_build_object('battle_id', s.battle_id, 'seat', s.seat, 'user_id', s.user_id, 'bot_name', s.bot_name, 'client_seed', s.client_seed,
                  'join_idempotency_key', s.join_idempotency_key, 'paid_cents', s.paid_cents, 'borrow_percent', s.borrow_percent, 'borrowed_cents', s.borrowed_cents, 'payout_cents', s.payout_cents, 'user_name', u.user_name, 'avatar_thumb_key', u.avatar_thumb_key,
                  'xp_cents', (SELECT wager_cents FROM wager_totals WHERE user_id = s.user_id)) ORDER BY s.seat)
                 FROM battle_seats s LEFT JOIN users u ON u.id = s.user_id WHERE s.battle_id = $1) AS seats,
                (SELECT json_build_object('client_seed', u.client_seed, 'complete', u.profile_completed_at IS NOT NULL, 'user_name', u.user_name, 'avatar_thumb_key', u.avatar_thumb_key,
                                          'xp_cents', (SELECT wager_cents FROM wager_totals WHERE user_id = u.id))
                 FROM users u WHERE u.id = $2) AS member,
                (SELECT id FROM accounts WHERE key = $3) AS escrow_account_id`,
        [battleId, userId ?? null, escrowKey(battleId)],
      ),
  ]);
  if (!battle) return undefined;
  const m = read!.member;
  return {
    battle,
    seats: read!.seats ?? [],
    escrowAccountId: read!.escrow_account_id === null ? null : Number(read!.escrow_account_id),
    member: m && { clientSeed: m.client_seed, profileComplete: m.complete, userName: m.user_name, avatarThumbKey: m.avatar_thumb_key, xpCents: Number(m.xp_cents ?? 0) },
  };
}

/** A seat being taken: a player (with the name and avatar the views show) or a house bot. */
export type NewSeat = {
  seat: number;
  userId: string | null;
  botName: string | null;
  clientSeed: string;
  idempotencyKey: string | null;
  userName: string | null;
  avatarThumbKey: string | null;
  /** The player's XP before this seat (null for a bot): the level badge beside the name. */
  xpCents: number | null;
  /** What the seat's payer paid for it, the share they borrowed and what the house lent. */
  paidCents: number;
  borrowPercent: number;
  borrowedCents: number;
};

/** What settling writes on the battle: the combined client seed, the results, and the reels' schedule. */
export type Settlement = { clientSeed: string; results: unknown; totalValueCents: number; payouts: number[]; startedAtMs: number; completedAtMs: number };

/**
 * Seats the newcomers, adds their entries to the pot and, when the battle is
 * full, writes its settlement (each seat's payout, the results, the
 * schedule): one statement.
 */
export const RECORD_SEATS_SQL = `WITH seated AS (
   INSERT INTO battle_seats (battle_id, seat, user_id, bot_name, client_seed, join_idempotency_key, paid_cents, borrow_percent, borrowed_cents, payout_cents)
   SELECT $1, n.seat, n.user_id, n.bot_name, n.client_seed, n.idempotency_key, n.paid, n.borrow_percent, n.borrowed, n.payout
   FROM json_to_recordset($2::json) AS n(seat int, user_id uuid, bot_name text, client_seed text, idempotency_key text, paid bigint, borrow_percent int, borrowed bigint, payout bigint)
 ), paid AS (
   UPDATE battle_seats s SET payout_cents = p.payout FROM json_to_recordset($3::json) AS p(seat int, payout bigint)
   WHERE s.battle_id = $1 AND s.seat = p.seat
 )
 UPDATE battles SET joined = joined + $4, pot_cents = $5,
   status = COALESCE($6, status), client_seed = COALESCE($7, client_seed), results = COALESCE($8::jsonb, results),
   total_value_cents = COALESCE($9, total_value_cents),
   started_at = COALESCE(to_timestamp($10 / 1000.0), started_at), completed_at = COALESCE(to_timestamp($11 / 1000.0), completed_at)
 WHERE id = $1
 RETURNING (SELECT coalesce(json_object_agg(user_id, wager_cents), '{}') FROM wager_totals WHERE user_id = ANY($12::uuid[])) AS xp`;

/** The parameters of RECORD_SEATS_SQL, read off the battle as it will stand, whose last `newSeatCount` seats are new. */
export function recordSeatsParams(after: BattleState, newSeatCount: number): unknown[] {
  const { battle, seats } = after;
  const settles = battle.status === 'settled';
  const earlier = seats.slice(0, seats.length - newSeatCount);
  const fresh = seats.slice(seats.length - newSeatCount);
  return [
    battle.id,
    JSON.stringify(
      fresh.map((s) => ({
        seat: s.seat,
        user_id: s.user_id,
        bot_name: s.bot_name,
        client_seed: s.client_seed,
        idempotency_key: s.join_idempotency_key,
        paid: s.paid_cents,
        borrow_percent: s.borrow_percent,
        borrowed: s.borrowed_cents,
        payout: s.payout_cents,
      })),
    ),
    JSON.stringify(settles ? earlier.map((s) => ({ seat: s.seat, payout: s.payout_cents })) : []),
    newSeatCount,
    battle.pot_cents,
    settles ? 'settled' : null,
    settles ? battle.client_seed : null,
    settles ? JSON.stringify(battle.results) : null,
    settles ? battle.total_value_cents : null,
    settles ? battle.started_at!.getTime() : null,
    settles ? battle.completed_at!.getTime() : null,
    // A settlement has counted every entry (XP, DESIGN §21): the players whose levels to read back.
    settles ? seats.flatMap((s) => (s.user_id ? [s.user_id] : [])) : [],
  ];
}

/**
 * Writes the battle as it now stands (`after`, whose last `newSeatCount` seats are new): one
 * statement. Only for a battle still open. Answers `after`, with the seats' XP as a settlement
 * left it (the levels any later read shows); before a settlement no seat's XP moves.
 */
export async function recordSeats(tx: Sql, after: BattleState, newSeatCount: number): Promise<BattleState> {
  const [row] = await tx.prepared<{ xp: Record<string, number | string> | null }>('battle_record_seats', RECORD_SEATS_SQL, recordSeatsParams(after, newSeatCount));
  if (after.battle.status !== 'settled' || !row?.xp) return after;
  const xp = row.xp;
  return { ...after, seats: after.seats.map((seat) => (seat.user_id ? { ...seat, xp_cents: Number(xp[seat.user_id] ?? 0) } : seat)) };
}

/** Closes a cancelled battle; returns when. */
export async function markCancelled(tx: Sql, battleId: string): Promise<Date> {
  const [row] = await tx.prepared<{ cancelled_at: Date }>('battle_cancel', `UPDATE battles SET status = 'cancelled', cancelled_at = now() WHERE id = $1 RETURNING cancelled_at`, [battleId]);
  return row!.cancelled_at;
}

/**
 * Locks the user row of a host about to create a battle and reads what the
 * seat needs: one person's creates then run one after another, so a retried
 * create (same Idempotency-Key) finds its original instead of clashing with it.
 */
export async function lockMember(tx: Sql, userId: string): Promise<Member | undefined> {
  const [row] = await tx.prepared<{ client_seed: string; complete: boolean; user_name: string | null; avatar_thumb_key: string | null; xp_cents: number | string | null }>(
    'battle_lock_member',
    `SELECT client_seed, profile_completed_at IS NOT NULL AS complete, user_name, avatar_thumb_key,
            (SELECT wager_cents FROM wager_totals WHERE user_id = u.id) AS xp_cents
     FROM users u WHERE id = $1 FOR NO KEY UPDATE OF u`,
    [userId],
  );
  return row && { clientSeed: row.client_seed, profileComplete: row.complete, userName: row.user_name, avatarThumbKey: row.avatar_thumb_key, xpCents: Number(row.xp_cents ?? 0) };
}

/** Where a page ends: the last card's sort value (entry or seats; null when newest first), time and id. */
export type ListCursor = { key: number | null; createdAt: Date; id: string };

/** Which part of the play a listed battle is in: seats free, reels playing at `now`, played out. */
export type ListPhase = 'open' | 'live' | 'finished';

export type BattleListInput = {
  phases: ListPhase[];
  /** Sort by entry or by seats, up or down; ties (and `null`) newest first. */
  sortKey: 'entry_cents' | 'players' | null;
  descending: boolean;
  mode: string | null;
  minEntryCents: number | null;
  maxEntryCents: number | null;
  now: Date;
  limit: number;
  cursor: ListCursor | undefined;
};

// The sort column comes from a fixed list, never from the request.
const SORT_COLUMNS = { entry_cents: 'entry_cents', players: 'players' } as const;

export async function listBattles(sql: Sql, input: BattleListInput): Promise<BattleRow[]> {
  const column = input.sortKey ? SORT_COLUMNS[input.sortKey] : null;
  const params: unknown[] = [input.phases, input.now, input.mode, input.minEntryCents, input.maxEntryCents, input.limit, input.cursor?.createdAt ?? null, input.cursor?.id ?? null];
  const newer = `(created_at, id) < ($7::timestamptz, $8::uuid)`;
  let after = `($7::timestamptz IS NULL OR ${newer})`;
  let order = 'created_at DESC, id DESC';
  if (column) {
    params.push(input.cursor?.key ?? null);
    after = `($7::timestamptz IS NULL OR ${column} ${input.descending ? '<' : '>'} $9::bigint OR (${column} = $9::bigint AND ${newer}))`;
    order = `${column} ${input.descending ? 'DESC' : 'ASC'}, ${order}`;
  }
  return sql.query<BattleRow>(
    `SELECT * FROM battles
     WHERE ((status = 'open' AND 'open' = ANY($1::text[]))
         OR (status = 'settled' AND completed_at > $2 AND 'live' = ANY($1::text[]))
         OR (status = 'settled' AND completed_at <= $2 AND 'finished' = ANY($1::text[])))
       AND private_key IS NULL
       AND ($3::text IS NULL OR mode = $3)
       AND ($4::bigint IS NULL OR entry_cents >= $4)
       AND ($5::bigint IS NULL OR entry_cents <= $5)
       AND ${after}
     ORDER BY ${order} LIMIT $6`,
    params,
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

/** A host's earlier create with the same Idempotency-Key. */
export async function findCreatedBattle(tx: Sql, hostUserId: string, idempotencyKey: string): Promise<string | undefined> {
  const [row] = await tx.query<{ id: string }>(`SELECT id FROM battles WHERE host_user_id = $1 AND create_idempotency_key = $2`, [hostUserId, idempotencyKey]);
  return row?.id;
}

export type RoundPackRow = { pack_id: string; name: string; price_cents: number; commission_bp: number; thumb_key: string | null; item_id: string; item_name: string; value_cents: number; odds_ppm: number; item_thumb: string | null };

/** The active packs among `packIds` with their items in stored order, one row per item, read in one statement (prices and values together). */
export async function readRoundPacks(tx: Sql, packIds: string[]): Promise<RoundPackRow[]> {
  return tx.query<RoundPackRow>(
    `SELECT p.id AS pack_id, p.name, p.price_cents, p.commission_bp, p.thumb_key, i.id AS item_id, i.name AS item_name, i.value_cents, pi.odds_ppm, i.thumb_key AS item_thumb
     FROM packs p JOIN pack_items pi ON pi.pack_id = p.id JOIN items i ON i.id = pi.item_id
     WHERE p.id = ANY($1::uuid[]) AND p.active AND p.kind <> 'level' ORDER BY p.id, pi.position`,
    [packIds],
  );
}

export async function insertBattle(
  tx: Sql,
  input: {
    hostUserId: string;
    mode: string;
    teamLayout: string | null;
    cursed: boolean;
    fast: boolean;
    privateKey: string | null;
    fundPercent: number;
    players: number;
    entryCents: number;
    serverSeed: string;
    serverSeedHash: string;
    rounds: RoundsSnapshot;
    idempotencyKey: string | null;
  },
): Promise<BattleRow> {
  const [battle] = await tx.query<BattleRow>(
    `WITH b AS (
       INSERT INTO battles (host_user_id, mode, team_layout, cursed, fast, private_key, fund_percent, players, joined, entry_cents, pot_cents, server_seed, server_seed_hash, rounds, create_idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, $9, 0, $10, $11, $12, $13) RETURNING *
     ), used AS (
       INSERT INTO battle_packs (battle_id, pack_id, created_at)
       SELECT DISTINCT b.id, (p->>'packId')::uuid, b.created_at FROM b, jsonb_array_elements(b.rounds->'packs') p
     )
     SELECT * FROM b`,
    [
      input.hostUserId,
      input.mode,
      input.teamLayout,
      input.cursed,
      input.fast,
      input.privateKey,
      input.fundPercent,
      input.players,
      input.entryCents,
      input.serverSeed,
      input.serverSeedHash,
      JSON.stringify(input.rounds),
      input.idempotencyKey,
    ],
  );
  return battle!;
}

/** How many open battles a player hosts; read under their row's lock, so two creates cannot both pass the limit. */
export async function countOpenHosted(tx: Sql, hostUserId: string): Promise<number> {
  const [row] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM battles WHERE host_user_id = $1 AND status = 'open'`, [hostUserId]);
  return row!.n;
}

/** The oldest open battle created before `maxAgeSeconds` ago that no other transaction holds, locked. */
export async function lockStaleBattle(tx: Sql, maxAgeSeconds: number): Promise<string | undefined> {
  const [row] = await tx.query<{ id: string }>(
    `SELECT id FROM battles WHERE status = 'open' AND created_at < now() - make_interval(secs => $1)
     ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [maxAgeSeconds],
  );
  return row?.id;
}

/** The open battles a player has a seat in (host or joiner), in id order: the order their locks are taken. */
export async function listOpenBattlesOf(tx: Sql, userId: string): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `SELECT b.id FROM battles b JOIN battle_seats s ON s.battle_id = b.id WHERE s.user_id = $1 AND b.status = 'open' ORDER BY b.id`,
    [userId],
  );
  return rows.map((row) => row.id);
}
