/** Withdrawals and play-through (DESIGN §19). */
import type { WithdrawalStatus } from '@lootforge/core/cashier';
import type { Sql } from '../../db/client';

export type WithdrawalRow = {
  id: string;
  user_id: string;
  amount_cents: number;
  destination: string;
  status: WithdrawalStatus;
  provider: string;
  provider_ref: string | null;
  reason: string | null;
  decided_by_admin_id: string | null;
  decided_at: Date | null;
  sent_at: Date | null;
  finished_at: Date | null;
  created_at: Date;
  updated_at: Date;
  user_name?: string | null;
  kyc_status?: string | null;
  decided_by?: string | null;
};

const withNumbers = (row: WithdrawalRow): WithdrawalRow => ({ ...row, amount_cents: Number(row.amount_cents) });

export async function insertWithdrawal(
  tx: Sql,
  input: { id: string; userId: string; amountCents: number; destination: string; status: WithdrawalStatus; provider: string; at: Date },
): Promise<WithdrawalRow> {
  const [row] = await tx.query<WithdrawalRow>(
    `INSERT INTO withdrawals (id, user_id, amount_cents, destination, status, provider, created_at, updated_at, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, CASE WHEN $5 = 'approved' THEN $7::timestamptz END) RETURNING *`,
    [input.id, input.userId, input.amountCents, input.destination, input.status, input.provider, input.at],
  );
  return withNumbers(row!);
}

export async function findOpenWithdrawal(tx: Sql, userId: string): Promise<WithdrawalRow | null> {
  const [row] = await tx.query<WithdrawalRow>(`SELECT * FROM withdrawals WHERE user_id = $1 AND status IN ('requested', 'approved', 'sent')`, [userId]);
  return row ? withNumbers(row) : null;
}

export async function findWithdrawal(sql: Sql, id: string): Promise<WithdrawalRow | null> {
  const [row] = await sql.query<WithdrawalRow>(`SELECT * FROM withdrawals WHERE id = $1`, [id]);
  return row ? withNumbers(row) : null;
}

export async function lockWithdrawal(tx: Sql, id: string): Promise<WithdrawalRow | null> {
  const [row] = await tx.query<WithdrawalRow>(`SELECT * FROM withdrawals WHERE id = $1 FOR UPDATE`, [id]);
  return row ? withNumbers(row) : null;
}

export async function lockWithdrawalByRef(tx: Sql, input: { provider: string; providerRef: string }): Promise<WithdrawalRow | null> {
  const [row] = await tx.query<WithdrawalRow>(`SELECT * FROM withdrawals WHERE provider = $1 AND provider_ref = $2 FOR UPDATE`, [input.provider, input.providerRef]);
  return row ? withNumbers(row) : null;
}

export async function updateWithdrawal(
  tx: Sql,
  input: { id: string; status: WithdrawalStatus; at: Date; reason?: string; adminId?: string; providerRef?: string; sent?: boolean; finished?: boolean },
): Promise<void> {
  await tx.query(
    `UPDATE withdrawals SET status = $2, updated_at = $3, reason = coalesce($4, reason),
       decided_by_admin_id = coalesce($5, decided_by_admin_id), decided_at = CASE WHEN $5::uuid IS NULL THEN decided_at ELSE $3 END,
       provider_ref = coalesce($6, provider_ref), sent_at = CASE WHEN $7 THEN $3 ELSE sent_at END, finished_at = CASE WHEN $8 THEN $3 ELSE finished_at END
     WHERE id = $1`,
    [input.id, input.status, input.at, input.reason ?? null, input.adminId ?? null, input.providerRef ?? null, input.sent ?? false, input.finished ?? false],
  );
}

export async function listUserWithdrawals(sql: Sql, input: { userId: string; limit: number }): Promise<WithdrawalRow[]> {
  const rows = await sql.query<WithdrawalRow>(`SELECT * FROM withdrawals WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2`, [input.userId, input.limit]);
  return rows.map(withNumbers);
}

export async function listWithdrawals(sql: Sql, input: { status: WithdrawalStatus | undefined; limit: number }): Promise<WithdrawalRow[]> {
  const rows = await sql.query<WithdrawalRow>(
    `SELECT w.*, u.user_name, coalesce(k.status, 'none') AS kyc_status, a.email AS decided_by
     FROM withdrawals w JOIN users u ON u.id = w.user_id LEFT JOIN kyc_submissions k ON k.user_id = w.user_id LEFT JOIN admins a ON a.id = w.decided_by_admin_id
     WHERE $1::text IS NULL OR w.status = $1 ORDER BY w.created_at ${input.status === 'requested' ? 'ASC' : 'DESC'}, w.id LIMIT $2`,
    [input.status ?? null, input.limit],
  );
  return rows.map(withNumbers);
}

/** Approved withdrawals waiting for their payout to be sent. */
export async function listApprovedWithdrawals(sql: Sql, limit: number): Promise<WithdrawalRow[]> {
  const rows = await sql.query<WithdrawalRow>(`SELECT * FROM withdrawals WHERE status = 'approved' ORDER BY decided_at, id LIMIT $1`, [limit]);
  return rows.map(withNumbers);
}

export type PlaythroughRow = { due_cents: number; wager_seen_cents: number; withdrawn_cents: number; lifetime_wager_cents: number };

/**
 * The player's play-through row, made if missing and locked (so one player's withdrawals and
 * additions to the due queue behind each other), with their lifetime counted wager now.
 */
export async function lockPlaythrough(tx: Sql, userId: string): Promise<PlaythroughRow> {
  // DO UPDATE (of nothing) locks an existing row and returns it, as FOR UPDATE would, in one statement.
  const [row] = await tx.prepared<PlaythroughRow>(
    'cashier_lock_playthrough',
    `INSERT INTO playthrough AS p (user_id) VALUES ($1) ON CONFLICT (user_id) DO UPDATE SET user_id = p.user_id
     RETURNING p.due_cents, p.wager_seen_cents, p.withdrawn_cents, coalesce((SELECT wager_cents FROM wager_totals WHERE user_id = $1), 0) AS lifetime_wager_cents`,
    [userId],
  );
  return numbers(row!);
}

/** The same figures, read without a lock (null: the player has none yet). */
export async function readPlaythrough(sql: Sql, userId: string): Promise<PlaythroughRow | null> {
  const [row] = await sql.query<PlaythroughRow>(
    `SELECT coalesce(p.due_cents, 0) AS due_cents, coalesce(p.wager_seen_cents, 0) AS wager_seen_cents, coalesce(p.withdrawn_cents, 0) AS withdrawn_cents,
       coalesce(w.wager_cents, 0) AS lifetime_wager_cents
     FROM users u LEFT JOIN playthrough p ON p.user_id = u.id LEFT JOIN wager_totals w ON w.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  return row ? numbers(row) : null;
}

const numbers = (row: PlaythroughRow): PlaythroughRow => ({
  due_cents: Number(row.due_cents),
  wager_seen_cents: Number(row.wager_seen_cents),
  withdrawn_cents: Number(row.withdrawn_cents),
  lifetime_wager_cents: Number(row.lifetime_wager_cents),
});

export async function savePlaythrough(tx: Sql, input: { userId: string; dueCents: number; wagerSeenCents: number; withdrawnCents: number; at: Date }): Promise<void> {
  await tx.prepared('cashier_save_playthrough', `UPDATE playthrough SET due_cents = $2, wager_seen_cents = $3, withdrawn_cents = $4, updated_at = $5 WHERE user_id = $1`, [
    input.userId,
    input.dueCents,
    input.wagerSeenCents,
    input.withdrawnCents,
    input.at,
  ]);
}
