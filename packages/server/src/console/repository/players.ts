/** The SQL of the operator console (DESIGN §17): player search and pages, suspensions, the finance report. */
import type { Sql } from '../../db/client';

export type UserRow = {
  id: string;
  user_name: string | null;
  phone: string | null;
  email: string | null;
  balance_cents: number | string | null;
  suspended_at: Date | null;
  created_at: Date;
};

/** The text the trigram index (users_search_trgm) covers: keep the two in step. */
const SEARCH_TEXT = `lower(coalesce(u.user_name, '') || ' ' || coalesce(u.phone, '') || ' ' || coalesce(u.email, ''))`;

/**
 * A page of players, newest first, after the (created_at, id) keyset `after`.
 * `contains` (lower case) matches any part of the name, phone or e-mail
 * through the trigram index; `id` matches one player exactly.
 */
export async function searchUsers(
  sql: Sql,
  input: { contains: string | null; id: string | null; after: { createdAt: Date; id: string } | null; limit: number },
): Promise<UserRow[]> {
  // Only the conditions in use are written, so the planner always sees the index it can use.
  const where: string[] = [];
  const params: unknown[] = [];
  if (input.contains !== null) {
    // LIKE's own wildcards in what was typed are matched literally.
    params.push(`%${input.contains.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`${SEARCH_TEXT} LIKE $${params.length}`);
  }
  if (input.id !== null) {
    params.push(input.id);
    where.push(`u.id = $${params.length}`);
  }
  if (input.after) {
    params.push(input.after.createdAt, input.after.id);
    where.push(`(u.created_at, u.id) < ($${params.length - 1}, $${params.length}::uuid)`);
  }
  params.push(input.limit);
  return sql.query<UserRow>(
    `SELECT u.id, u.user_name, u.phone, u.email, a.balance_cents, u.suspended_at, u.created_at
     FROM users u LEFT JOIN accounts a ON a.kind = 'wallet' AND a.user_id = u.id
     ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY u.created_at DESC, u.id DESC
     LIMIT $${params.length}`,
    params,
  );
}

export type UserDetailRow = {
  id: string;
  user_name: string | null;
  phone: string | null;
  email: string | null;
  avatar_thumb_key: string | null;
  created_at: Date;
  suspended_at: Date | null;
  suspension_reason: string | null;
  referral_code: string | null;
  referred_by_id: string | null;
  referred_by_name: string | null;
  balance_cents: number | string | null;
  lifetime_wager_cents: number | string | null;
  recent_wager_cents: number | string | null;
  inventory_value_cents: number | string | null;
  referred_count: number;
};

/** A player with their balance, wagers (lifetime and since `since`), unsold items and the count of players they referred. */
export async function findUserDetail(sql: Sql, input: { userId: string; since: Date }): Promise<UserDetailRow | undefined> {
  const [row] = await sql.query<UserDetailRow>(
    `SELECT u.id, u.user_name, u.phone, u.email, u.avatar_thumb_key, u.created_at, u.suspended_at, u.suspension_reason,
       u.referral_code, r.id AS referred_by_id, r.user_name AS referred_by_name,
       (SELECT balance_cents FROM accounts WHERE kind = 'wallet' AND user_id = u.id) AS balance_cents,
       (SELECT wager_cents FROM wager_totals WHERE user_id = u.id) AS lifetime_wager_cents,
       -- Battle entries from their log as they counted (when their battle settled, never when refunded: DESIGN §13),
       -- pack opens from their own rows (each with the price paid; decision 014).
       (SELECT coalesce(sum(amount_cents), 0) FROM stakes st WHERE user_id = u.id AND kind = 'battle_entry' AND counted_at >= $2
          AND NOT EXISTS (SELECT 1 FROM stakes r WHERE r.battle_id = st.battle_id AND r.user_id = u.id AND r.kind = 'battle_refund'))
         + (SELECT coalesce(sum(price_cents), 0) FROM pack_opens WHERE user_id = u.id AND created_at >= $2)
         + (SELECT coalesce(sum(stake_cents), 0) FROM upgrades WHERE user_id = u.id AND created_at >= $2) AS recent_wager_cents,
       (SELECT sum(value_cents) FROM inventory_items WHERE user_id = u.id AND sold_at IS NULL AND shipping_order_id IS NULL AND upgrade_id IS NULL) AS inventory_value_cents,
       (SELECT count(*)::int FROM users WHERE referred_by_user_id = u.id) AS referred_count
     FROM users u LEFT JOIN users r ON r.id = u.referred_by_user_id
     WHERE u.id = $1`,
    [input.userId, input.since],
  );
  return row;
}

/** The sum of a wallet's transfers by kind, signed (in positive, out negative). */
export async function sumWalletByKind(sql: Sql, userId: string): Promise<Array<{ kind: string; net_cents: number | string }>> {
  return sql.query(
    `WITH wallet AS (SELECT id FROM accounts WHERE kind = 'wallet' AND user_id = $1)
     SELECT kind, sum(net)::bigint AS net_cents FROM (
       SELECT t.kind, t.amount_cents AS net FROM transfers t, wallet w WHERE t.credit_account_id = w.id
       UNION ALL
       SELECT t.kind, -t.amount_cents FROM transfers t, wallet w WHERE t.debit_account_id = w.id
     ) moves GROUP BY kind`,
    [userId],
  );
}

export type UserBattleRow = { id: string; mode: string; status: string; paid_cents: number | string | null; payout_cents: number | string | null; joined_at: Date };

export async function listUserBattles(sql: Sql, input: { userId: string; limit: number }): Promise<UserBattleRow[]> {
  return sql.query<UserBattleRow>(
    `SELECT b.id, b.mode, b.status, st.amount_cents AS paid_cents, s.payout_cents, s.created_at AS joined_at
     FROM battle_seats s JOIN battles b ON b.id = s.battle_id
     LEFT JOIN stakes st ON st.battle_id = s.battle_id AND st.user_id = s.user_id AND st.kind = 'battle_entry'
     WHERE s.user_id = $1 ORDER BY s.created_at DESC LIMIT $2`,
    [input.userId, input.limit],
  );
}

export type UserOpenRow = { id: string; pack_name: string; price_cents: number | string; item_name: string; value_cents: number | string; created_at: Date };

export async function listUserOpens(sql: Sql, input: { userId: string; limit: number }): Promise<UserOpenRow[]> {
  return sql.query<UserOpenRow>(
    `SELECT id, pack_name, price_cents, item_name, value_cents, created_at FROM pack_opens WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2`,
    [input.userId, input.limit],
  );
}

export type UserUpgradeRow = {
  id: string;
  stake_cents: number | string;
  balance_cents: number | string;
  target_name: string;
  target_value_cents: number | string;
  chance_ppm: number;
  won: boolean;
  created_at: Date;
};

export async function listUserUpgrades(sql: Sql, input: { userId: string; limit: number }): Promise<UserUpgradeRow[]> {
  return sql.query<UserUpgradeRow>(
    `SELECT id, stake_cents, balance_cents, target_name, target_value_cents, chance_ppm, won, created_at FROM upgrades WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2`,
    [input.userId, input.limit],
  );
}

export type UserSessionRow = { created_at: Date; expires_at: Date; ip: string | null; user_agent: string | null };

export async function listUserSessions(sql: Sql, userId: string): Promise<UserSessionRow[]> {
  return sql.query<UserSessionRow>(
    `SELECT created_at, expires_at, ip, user_agent FROM sessions WHERE kind = 'user' AND user_id = $1 AND expires_at > now() ORDER BY created_at DESC LIMIT 20`,
    [userId],
  );
}

export async function listReferredPlayers(sql: Sql, input: { userId: string; limit: number }): Promise<Array<{ id: string; user_name: string | null; wager_cents: number | string | null }>> {
  return sql.query(
    `SELECT u.id, u.user_name, w.wager_cents FROM users u LEFT JOIN wager_totals w ON w.user_id = u.id
     WHERE u.referred_by_user_id = $1 ORDER BY u.created_at DESC LIMIT $2`,
    [input.userId, input.limit],
  );
}

export async function isAdminId(sql: Sql, id: string): Promise<boolean> {
  const [row] = await sql.query<{ found: boolean }>(`SELECT EXISTS (SELECT 1 FROM admins WHERE id = $1) AS found`, [id]);
  return row?.found ?? false;
}

export async function isUserId(sql: Sql, id: string): Promise<boolean> {
  const [row] = await sql.query<{ found: boolean }>(`SELECT EXISTS (SELECT 1 FROM users WHERE id = $1) AS found`, [id]);
  return row?.found ?? false;
}

/** Locks a player's row for a change of a plain column: NO KEY UPDATE, so a seat or transfer that only refers to the row (a foreign key's KEY SHARE) does not wait for it, or deadlock with it. */
export async function lockUser(tx: Sql, userId: string): Promise<{ id: string; suspended_at: Date | null } | undefined> {
  const [row] = await tx.query<{ id: string; suspended_at: Date | null }>(`SELECT id, suspended_at FROM users WHERE id = $1 FOR NO KEY UPDATE`, [userId]);
  return row;
}

export async function setSuspension(tx: Sql, input: { userId: string; reason: string | null; suspended: boolean }): Promise<void> {
  await tx.query(`UPDATE users SET suspended_at = CASE WHEN $2 THEN now() END, suspension_reason = $3, updated_at = now() WHERE id = $1`, [
    input.userId,
    input.suspended,
    input.reason,
  ]);
}

/** Ends every session of a player; returns their token hashes, for the processes that remember them. */
export async function deleteUserSessions(tx: Sql, userId: string): Promise<string[]> {
  const rows = await tx.query<{ token_hash: string }>(`DELETE FROM sessions WHERE kind = 'user' AND user_id = $1 RETURNING token_hash`, [userId]);
  return rows.map((row) => row.token_hash);
}

export async function findTransfer(sql: Sql, id: number): Promise<{ debit_account_id: number; credit_account_id: number; amount_cents: number | string; kind: string } | undefined> {
  const [row] = await sql.query<{ debit_account_id: number; credit_account_id: number; amount_cents: number | string; kind: string }>(
    `SELECT debit_account_id, credit_account_id, amount_cents, kind FROM transfers WHERE id = $1`,
    [id],
  );
  return row;
}

export type FinanceRow = { day: string; kind: string; amount_cents: number | string; site_net_cents: number | string; to_site_cents: number | string };

/**
 * Transfers between `from` and `to` (UTC) summed per day and kind: the
 * amount, what the site's own accounts (`siteAccountIds`: the house's shards
 * and promotions) gained from them, and the part that went to those accounts.
 */
export async function sumTransfersByDay(sql: Sql, input: { from: Date; to: Date; siteAccountIds: number[] }): Promise<FinanceRow[]> {
  return sql.query<FinanceRow>(
    `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, kind,
       sum(amount_cents)::bigint AS amount_cents,
       sum(CASE WHEN credit_account_id = ANY($3::bigint[]) THEN amount_cents ELSE 0 END
         - CASE WHEN debit_account_id = ANY($3::bigint[]) THEN amount_cents ELSE 0 END)::bigint AS site_net_cents,
       sum(CASE WHEN credit_account_id = ANY($3::bigint[]) THEN amount_cents ELSE 0 END)::bigint AS to_site_cents
     FROM transfers WHERE created_at >= $1 AND created_at < $2
     GROUP BY 1, 2`,
    [input.from, input.to, input.siteAccountIds],
  );
}

/** The last UTC day rolled up (ISO date), if any: every day up to it is in `finance_day_kinds` or had no transfers. */
export async function lastRolledUpDay(sql: Sql): Promise<string | null> {
  const [row] = await sql.query<{ day: string | null }>(`SELECT to_char(max(day), 'YYYY-MM-DD') AS day FROM finance_days`);
  return row?.day ?? null;
}

/** Rolled-up sums per day and kind for the UTC days `from` up to (not including) `to`, as `sumTransfersByDay` gives them. */
export async function rolledUpSums(sql: Sql, input: { from: string; to: string }): Promise<FinanceRow[]> {
  return sql.query<FinanceRow>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, kind, amount_cents, site_net_cents, to_site_cents
     FROM finance_day_kinds WHERE day >= $1::date AND day < $2::date`,
    [input.from, input.to],
  );
}

/**
 * The next day to roll up (the day after the last one rolled; the very
 * first time, the oldest transfer's day, found by the one scan of every
 * transfer this ever makes) and the last day that may be: the day
 * before the one on which the oldest transaction still open started. A
 * transfer's `created_at` is its transaction's start, so once no transaction
 * that started on a day is open, no transfer of that day can still appear.
 * `next` is null while there are no transfers.
 */
export async function daysToRollUp(sql: Sql): Promise<{ next: string | null; lastClosed: string }> {
  const [row] = await sql.query<{ next: string | null; last_closed: string }>(
    `SELECT to_char(coalesce((SELECT max(day) + 1 FROM finance_days),
                             (SELECT (min(created_at) AT TIME ZONE 'UTC')::date FROM transfers)), 'YYYY-MM-DD') AS next,
            to_char((least(now(), (SELECT min(xact_start) FROM pg_stat_activity
                                   WHERE backend_type = 'client backend' AND pid <> pg_backend_pid())) AT TIME ZONE 'UTC')::date - 1, 'YYYY-MM-DD') AS last_closed`,
  );
  return { next: row!.next, lastClosed: row!.last_closed };
}

/**
 * Rolls up one UTC day: claims it (false when another instance did first;
 * this one waited for that to commit) and sums its transfers per kind.
 */
export async function rollUpDay(tx: Sql, input: { day: string; siteAccountIds: number[] }): Promise<boolean> {
  const claimed = await tx.query(`INSERT INTO finance_days (day) VALUES ($1::date) ON CONFLICT (day) DO NOTHING RETURNING day`, [input.day]);
  if (claimed.length === 0) return false;
  await tx.query(
    `INSERT INTO finance_day_kinds (day, kind, amount_cents, site_net_cents, to_site_cents)
     SELECT $1::date, kind, sum(amount_cents),
       sum(CASE WHEN credit_account_id = ANY($2::bigint[]) THEN amount_cents ELSE 0 END
         - CASE WHEN debit_account_id = ANY($2::bigint[]) THEN amount_cents ELSE 0 END),
       sum(CASE WHEN credit_account_id = ANY($2::bigint[]) THEN amount_cents ELSE 0 END)
     FROM transfers
     WHERE created_at >= $1::date::timestamp AT TIME ZONE 'UTC' AND created_at < ($1::date + 1)::timestamp AT TIME ZONE 'UTC'
     GROUP BY kind`,
    [input.day, input.siteAccountIds],
  );
  return true;
}

/** What the site owes its players now: every wallet's balance (DESIGN §19). */
export async function sumWalletBalances(sql: Sql): Promise<number> {
  const [row] = await sql.query<{ total: number | string }>(`SELECT coalesce(sum(balance_cents), 0)::bigint AS total FROM accounts WHERE kind = 'wallet'`);
  return Number(row!.total);
}

export async function listSiteAccountIds(sql: Sql): Promise<number[]> {
  const rows = await sql.query<{ id: number | string }>(`SELECT id FROM accounts WHERE kind IN ('house', 'promotions')`);
  return rows.map((row) => Number(row.id));
}

/**
 * Records what an adjustment's Idempotency-Key is for, the first time; later, whether it was for
 * this same player and amount (a retry). A key being claimed by another transaction is waited for.
 */
export async function claimAdjustmentKey(tx: Sql, input: { adminId: string; key: string; userId: string; amountCents: number }): Promise<boolean> {
  const claimed = await tx.query(
    `INSERT INTO admin_adjustment_keys (admin_id, idempotency_key, user_id, amount_cents) VALUES ($1, $2, $3, $4)
     ON CONFLICT (admin_id, idempotency_key) DO NOTHING RETURNING 1`,
    [input.adminId, input.key, input.userId, input.amountCents],
  );
  if (claimed.length > 0) return true;
  // A statement of its own: it starts after the insert waited for the transaction that claimed the key.
  const [row] = await tx.query<{ user_id: string; amount_cents: number | string }>(
    `SELECT user_id, amount_cents FROM admin_adjustment_keys WHERE admin_id = $1 AND idempotency_key = $2`,
    [input.adminId, input.key],
  );
  return row !== undefined && row.user_id === input.userId && Number(row.amount_cents) === input.amountCents;
}
