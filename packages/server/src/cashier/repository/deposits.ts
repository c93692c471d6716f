/** Deposits and the provider events about them (DESIGN §19). */
import type { DepositStatus } from '@lootforge/core/cashier';
import type { Sql } from '../../db/client';

export type DepositRow = {
  id: string;
  user_id: string;
  provider: string;
  provider_ref: string;
  amount_cents: number;
  status: DepositStatus;
  checkout_url: string;
  provider_amount_cents: number | null;
  credited_cents: number | null;
  expires_at: Date;
  completed_at: Date | null;
  created_at: Date;
  updated_at: Date;
  user_name?: string | null;
};

const withNumbers = (row: DepositRow): DepositRow => ({
  ...row,
  amount_cents: Number(row.amount_cents),
  provider_amount_cents: row.provider_amount_cents === null ? null : Number(row.provider_amount_cents),
  credited_cents: row.credited_cents === null ? null : Number(row.credited_cents),
});

export async function insertDeposit(
  sql: Sql,
  input: { id: string; userId: string; provider: string; providerRef: string; amountCents: number; checkoutUrl: string; expiresAt: Date; at: Date },
): Promise<DepositRow> {
  const [row] = await sql.query<DepositRow>(
    `INSERT INTO deposits (id, user_id, provider, provider_ref, amount_cents, status, checkout_url, expires_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'created', $6, $7, $8, $8) RETURNING *`,
    [input.id, input.userId, input.provider, input.providerRef, input.amountCents, input.checkoutUrl, input.expiresAt, input.at],
  );
  return withNumbers(row!);
}

export async function lockDepositByRef(tx: Sql, input: { provider: string; providerRef: string }): Promise<DepositRow | null> {
  const [row] = await tx.prepared<DepositRow>('cashier_lock_deposit_ref', `SELECT * FROM deposits WHERE provider = $1 AND provider_ref = $2 FOR UPDATE`, [input.provider, input.providerRef]);
  return row ? withNumbers(row) : null;
}

export async function findDeposit(sql: Sql, id: string): Promise<DepositRow | null> {
  const [row] = await sql.query<DepositRow>(`SELECT * FROM deposits WHERE id = $1`, [id]);
  return row ? withNumbers(row) : null;
}

export async function lockDeposit(tx: Sql, id: string): Promise<DepositRow | null> {
  const [row] = await tx.query<DepositRow>(`SELECT * FROM deposits WHERE id = $1 FOR UPDATE`, [id]);
  return row ? withNumbers(row) : null;
}

export async function setDepositStatus(
  tx: Sql,
  input: { id: string; status: DepositStatus; at: Date; providerAmountCents?: number | null; creditedCents?: number },
): Promise<void> {
  await tx.prepared(
    'cashier_set_deposit_status',
    `UPDATE deposits SET status = $2, updated_at = $3, provider_amount_cents = coalesce($4, provider_amount_cents),
       credited_cents = coalesce($5, credited_cents), completed_at = CASE WHEN $5::bigint IS NOT NULL THEN $3 ELSE completed_at END
     WHERE id = $1`,
    [input.id, input.status, input.at, input.providerAmountCents ?? null, input.creditedCents ?? null],
  );
}

export async function listUserDeposits(sql: Sql, input: { userId: string; limit: number }): Promise<DepositRow[]> {
  const rows = await sql.query<DepositRow>(`SELECT * FROM deposits WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2`, [input.userId, input.limit]);
  return rows.map(withNumbers);
}

export async function listDeposits(sql: Sql, input: { status: DepositStatus | undefined; limit: number }): Promise<DepositRow[]> {
  const rows = await sql.query<DepositRow>(
    `SELECT d.*, u.user_name FROM deposits d JOIN users u ON u.id = d.user_id
     WHERE $1::text IS NULL OR d.status = $1 ORDER BY d.created_at DESC, d.id LIMIT $2`,
    [input.status ?? null, input.limit],
  );
  return rows.map(withNumbers);
}

/** One provider's deposits never paid (created) past `before`, for the sweep. */
export async function listOverdueDeposits(sql: Sql, input: { provider: string; before: Date; limit: number }): Promise<DepositRow[]> {
  const rows = await sql.query<DepositRow>(`SELECT * FROM deposits WHERE provider = $1 AND status = 'created' AND expires_at <= $2 ORDER BY expires_at LIMIT $3`, [
    input.provider,
    input.before,
    input.limit,
  ]);
  return rows.map(withNumbers);
}

/** Stores a provider's event once: false when this provider sent this event id before. */
export async function insertProviderEvent(
  tx: Sql,
  input: { provider: string; eventId: string; type: string; providerRef: string; amountCents: number; body: unknown; outcome: string; at: Date },
): Promise<boolean> {
  const rows = await tx.prepared(
    'cashier_insert_event',
    `INSERT INTO provider_events (provider, event_id, type, provider_ref, amount_cents, body, outcome, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING event_id`,
    [input.provider, input.eventId, input.type, input.providerRef, input.amountCents, JSON.stringify(input.body), input.outcome, input.at],
  );
  return rows.length === 1;
}

/** Completed deposits and withdrawals of one provider within [from, to): what reconciliation compares. */
export async function listCompletedMoney(sql: Sql, input: { provider: string; from: Date; to: Date }) {
  const rows = await sql.query<{ what: 'deposit' | 'withdrawal'; provider_ref: string; amount_cents: number }>(
    `SELECT 'deposit' AS what, provider_ref, credited_cents AS amount_cents FROM deposits WHERE provider = $1 AND status = 'completed' AND completed_at >= $2 AND completed_at < $3
     UNION ALL
     SELECT 'withdrawal', provider_ref, amount_cents FROM withdrawals WHERE provider = $1 AND status = 'completed' AND finished_at >= $2 AND finished_at < $3`,
    [input.provider, input.from, input.to],
  );
  return rows.map((row) => ({ what: row.what, providerRef: row.provider_ref, amountCents: Number(row.amount_cents) }));
}

/** Which of these references we completed, at any time (a deposit or a withdrawal). */
export async function findCompletedMoney(sql: Sql, input: { provider: string; refs: string[] }): Promise<Set<string>> {
  if (input.refs.length === 0) return new Set();
  const rows = await sql.query<{ provider_ref: string }>(
    `SELECT provider_ref FROM deposits WHERE provider = $1 AND status = 'completed' AND provider_ref = ANY($2::text[])
     UNION ALL
     SELECT provider_ref FROM withdrawals WHERE provider = $1 AND status = 'completed' AND provider_ref = ANY($2::text[])`,
    [input.provider, input.refs],
  );
  return new Set(rows.map((row) => row.provider_ref));
}

export async function findReconciliation(sql: Sql, input: { day: string; provider: string }) {
  const [row] = await sql.query<{ ran_at: Date; mismatches: unknown }>(`SELECT ran_at, mismatches FROM reconciliation_runs WHERE day = $1 AND provider = $2`, [input.day, input.provider]);
  return row ?? null;
}

export async function saveReconciliation(sql: Sql, input: { day: string; provider: string; at: Date; mismatches: unknown }): Promise<void> {
  await sql.query(
    `INSERT INTO reconciliation_runs (day, provider, ran_at, mismatches) VALUES ($1, $2, $3, $4)
     ON CONFLICT (day, provider) DO UPDATE SET ran_at = EXCLUDED.ran_at, mismatches = EXCLUDED.mismatches`,
    [input.day, input.provider, input.at, JSON.stringify(input.mismatches)],
  );
}
