/** The SQL of rain and tips (DESIGN §22): the rains, who joined them, and the tips sent. */
import type { Sql } from '../db/client';

export type RainRow = {
  id: number | string;
  opens_at: Date;
  closes_at: Date;
  base_cents: number | string;
  settled_at: Date | null;
};

const RAIN_COLUMNS = 'id, opens_at, closes_at, base_cents, settled_at';

/**
 * The rain of an opening, made if it is not there yet (once on any number of instances: the
 * opening is unique). Two statements: a twin's insert that this one waited for is seen by the
 * second, which starts after it committed.
 */
export async function ensureRainRow(sql: Sql, input: { opensAt: Date; closesAt: Date; baseCents: number }): Promise<RainRow> {
  const [made] = await sql.prepared<RainRow>(
    'rain_insert',
    `INSERT INTO rains (opens_at, closes_at, base_cents) VALUES ($1, $2, $3) ON CONFLICT (opens_at) DO NOTHING RETURNING ${RAIN_COLUMNS}`,
    [input.opensAt, input.closesAt, input.baseCents],
  );
  if (made) return made;
  const [found] = await sql.prepared<RainRow>('rain_by_opening', `SELECT ${RAIN_COLUMNS} FROM rains WHERE opens_at = $1`, [input.opensAt]);
  return found!;
}

/** What the pot holds now (carry-over and tips waiting for the next split). */
export async function readPot(sql: Sql, potId: number): Promise<number> {
  const [row] = await sql.prepared<{ balance_cents: number | string }>('rain_pot', `SELECT balance_cents FROM accounts WHERE id = $1`, [potId]);
  return Number(row?.balance_cents ?? 0);
}

export async function hasJoined(sql: Sql, input: { rainId: number; userId: string }): Promise<boolean> {
  const rows = await sql.prepared('rain_joined', `SELECT 1 FROM rain_entries WHERE rain_id = $1 AND user_id = $2`, [input.rainId, input.userId]);
  return rows.length === 1;
}

/** Holds a rain against its close while a join is recorded (the close takes it FOR UPDATE, so a join either lands first or sees it closed). */
export async function lockRainShared(tx: Sql, rainId: number): Promise<RainRow | undefined> {
  const [row] = await tx.prepared<RainRow>('rain_lock_shared', `SELECT ${RAIN_COLUMNS} FROM rains WHERE id = $1 FOR SHARE`, [rainId]);
  return row;
}

/**
 * What a player wagered in the last `windowMs` before `now`, as §13 counts wager: pack opens at
 * their price, upgrades, and battle entries once their battle settled (`counted_at`) and never
 * when refunded, so a seat paid in a battle that is then cancelled cannot buy a place in the rain.
 * Each row is compared with the clock that stamped it: a stake's `counted_at` with the app's
 * clock, an open's `created_at` (the database's) with the database's; in production the two are
 * the same clock.
 */
export async function wageredSince(sql: Sql, input: { userId: string; since: Date; windowMs: number }): Promise<number> {
  const [row] = await sql.prepared<{ cents: number | string }>(
    'rain_wagered_since',
    `SELECT coalesce((SELECT sum(price_cents) FROM pack_opens WHERE user_id = $1 AND created_at > now() - $3 * interval '1 millisecond'), 0)
          + coalesce((SELECT sum(amount_cents) FROM stakes s WHERE user_id = $1 AND kind IN ('battle_entry', 'upgrade') AND counted_at > $2
              AND NOT EXISTS (SELECT 1 FROM stakes r WHERE r.battle_id = s.battle_id AND r.user_id = $1 AND r.kind = 'battle_refund')), 0) AS cents`,
    [input.userId, input.since, input.windowMs],
  );
  return Number(row!.cents);
}

/** Records a join once; false when this player had joined already. */
export async function insertEntry(tx: Sql, input: { rainId: number; userId: string; at: Date }): Promise<boolean> {
  const rows = await tx.prepared('rain_join', `INSERT INTO rain_entries (rain_id, user_id, joined_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1`, [
    input.rainId,
    input.userId,
    input.at,
  ]);
  return rows.length === 1;
}

/**
 * Takes the oldest rain whose joins have closed and that is not settled, locked for its close;
 * one another instance is closing is skipped (SKIP LOCKED), and one it closed meanwhile is not
 * returned (the condition is checked again on the locked row).
 */
export async function lockDueRain(tx: Sql, now: Date): Promise<RainRow | undefined> {
  const [row] = await tx.query<RainRow>(
    `SELECT ${RAIN_COLUMNS} FROM rains WHERE closes_at <= $1 AND settled_at IS NULL ORDER BY closes_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [now],
  );
  return row;
}

/**
 * The rain the pot's balance goes to next: the oldest not settled, which may have closed and wait
 * for its sweep. Read under the pot's lock, a tip is recorded against the rain whose split takes
 * it (the close locks the pot before it splits, so a close not committed yet will see the tip).
 */
export async function oldestUnsettledRain(tx: Sql): Promise<RainRow | undefined> {
  const [row] = await tx.prepared<RainRow>('rain_oldest_unsettled', `SELECT ${RAIN_COLUMNS} FROM rains WHERE settled_at IS NULL ORDER BY closes_at LIMIT 1`, []);
  return row;
}

/** Locks the pot (a tip into the rain waits until the split is done, then goes to the next rain) and answers its balance. */
export async function lockPot(tx: Sql, potId: number): Promise<number> {
  const [row] = await tx.query<{ balance_cents: number | string }>(`SELECT balance_cents FROM accounts WHERE id = $1 FOR UPDATE`, [potId]);
  return Number(row!.balance_cents);
}

/** The joiners still eligible at the close (not suspended, not self-excluded), in the order they joined. */
export async function eligibleJoiners(tx: Sql, input: { rainId: number; now: Date }): Promise<string[]> {
  const rows = await tx.query<{ user_id: string }>(
    `SELECT e.user_id FROM rain_entries e
     JOIN users u ON u.id = e.user_id
     LEFT JOIN player_limits l ON l.user_id = e.user_id
     WHERE e.rain_id = $1 AND u.suspended_at IS NULL
       AND NOT (l.excluded_at IS NOT NULL AND (l.excluded_until IS NULL OR l.excluded_until > $2))
     ORDER BY e.joined_at, e.user_id`,
    [input.rainId, input.now],
  );
  return rows.map((row) => row.user_id);
}

/** Writes a rain's split: its figures, and what each paid joiner received. */
export async function recordRainSettled(
  tx: Sql,
  input: { rainId: number; at: Date; poolCents: number; joiners: string[]; shareCents: number; carriedCents: number },
): Promise<void> {
  await tx.query(`UPDATE rains SET settled_at = $2, pool_cents = $3, joiners = $4, share_cents = $5, carried_cents = $6 WHERE id = $1`, [
    input.rainId,
    input.at,
    input.poolCents,
    input.joiners.length,
    input.shareCents,
    input.carriedCents,
  ]);
  if (input.joiners.length > 0 && input.shareCents > 0) {
    await tx.query(`UPDATE rain_entries SET paid_cents = $2 WHERE rain_id = $1 AND user_id = ANY($3::uuid[])`, [input.rainId, input.shareCents, input.joiners]);
  }
}

export type AdminRainRow = RainRow & {
  pool_cents: number | string | null;
  joiners: number | null;
  share_cents: number | string | null;
  carried_cents: number | string | null;
  tips_cents: number | string;
};

/** The console's rain history: the last `limit` rains made, newest first, with the tips each received. */
export async function listRains(sql: Sql, limit: number): Promise<AdminRainRow[]> {
  return sql.query<AdminRainRow>(
    `SELECT r.id, r.opens_at, r.closes_at, r.base_cents, r.settled_at, r.pool_cents, r.joiners, r.share_cents, r.carried_cents,
       coalesce((SELECT sum(amount_cents) FROM tips t WHERE t.rain_id = r.id), 0) AS tips_cents
     FROM rains r ORDER BY r.opens_at DESC LIMIT $1`,
    [limit],
  );
}

// Tips.

/** A user by name, ignoring case, with whether they may receive money now. */
export async function findTipReceiver(sql: Sql, input: { userName: string; now: Date }): Promise<{ id: string; user_name: string; closed: boolean } | undefined> {
  const [row] = await sql.query<{ id: string; user_name: string; closed: boolean }>(
    `SELECT u.id, u.user_name,
       (u.suspended_at IS NOT NULL OR (l.excluded_at IS NOT NULL AND (l.excluded_until IS NULL OR l.excluded_until > $2))) AS closed
     FROM users u LEFT JOIN player_limits l ON l.user_id = u.id
     WHERE lower(u.user_name) = lower($1) AND u.profile_completed_at IS NOT NULL`,
    [input.userName, input.now],
  );
  return row;
}

/** What a player sent in tips since `since` (the 24-hour cap). Read under their play-through lock, so simultaneous tips take turns. */
export async function tipsSentSince(tx: Sql, input: { userId: string; since: Date }): Promise<number> {
  const [row] = await tx.query<{ cents: number | string }>(`SELECT coalesce(sum(amount_cents), 0) AS cents FROM tips WHERE from_user_id = $1 AND created_at > $2`, [
    input.userId,
    input.since,
  ]);
  return Number(row!.cents);
}

export async function insertTip(tx: Sql, input: { id: string; fromUserId: string; toUserId: string | null; rainId: number | null; amountCents: number; at: Date }): Promise<void> {
  await tx.query(`INSERT INTO tips (id, from_user_id, to_user_id, rain_id, amount_cents, created_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
    input.id,
    input.fromUserId,
    input.toUserId,
    input.rainId,
    input.amountCents,
    input.at,
  ]);
}

/** A tip already recorded under this id (a retry with the same Idempotency-Key). */
export async function findTip(sql: Sql, id: string): Promise<{ from_user_id: string; to_user_id: string | null; to_user_name: string | null; amount_cents: number | string } | undefined> {
  const [row] = await sql.query<{ from_user_id: string; to_user_id: string | null; to_user_name: string | null; amount_cents: number | string }>(
    `SELECT t.from_user_id, t.to_user_id, u.user_name AS to_user_name, t.amount_cents FROM tips t LEFT JOIN users u ON u.id = t.to_user_id WHERE t.id = $1`,
    [id],
  );
  return row;
}

export async function readUserName(sql: Sql, userId: string): Promise<string | null> {
  const [row] = await sql.query<{ user_name: string | null }>(`SELECT user_name FROM users WHERE id = $1`, [userId]);
  return row?.user_name ?? null;
}

/** The finance report's rain and tip figures for [from, to): rains closed, funded and paid; tips to players and into the rain. */
export async function sumRainsAndTips(
  sql: Sql,
  input: { from: Date; to: Date },
): Promise<{ rains: number; rain_funded_cents: number | string; rain_paid_cents: number | string; tips: number; tips_cents: number | string; rain_tips_cents: number | string }> {
  const [row] = await sql.query<{ rains: number; rain_funded_cents: number | string; rain_paid_cents: number | string; tips: number; tips_cents: number | string; rain_tips_cents: number | string }>(
    `SELECT r.rains, r.rain_funded_cents, r.rain_paid_cents, t.tips, t.tips_cents, t.rain_tips_cents
     FROM (SELECT count(*)::int AS rains, coalesce(sum(base_cents), 0) AS rain_funded_cents, coalesce(sum(share_cents * joiners), 0) AS rain_paid_cents
           FROM rains WHERE settled_at >= $1 AND settled_at < $2) r,
          (SELECT count(*)::int AS tips, coalesce(sum(amount_cents), 0) AS tips_cents, coalesce(sum(amount_cents) FILTER (WHERE rain_id IS NOT NULL), 0) AS rain_tips_cents
           FROM tips WHERE created_at >= $1 AND created_at < $2) t`,
    [input.from, input.to],
  );
  return row!;
}
