/** The sandbox provider's own books (DESIGN §19): its payments and its outbox of webhooks. */
import type { Sql } from '../../db/client';

export type SandboxPaymentRow = {
  provider_ref: string;
  kind: 'deposit' | 'payout';
  amount_cents: number;
  status: 'open' | 'paid' | 'failed' | 'expired' | 'processing' | 'completed';
  destination: string | null;
  return_url: string | null;
  expires_at: Date | null;
  settled_at: Date | null;
};

const withNumbers = (row: SandboxPaymentRow): SandboxPaymentRow => ({ ...row, amount_cents: Number(row.amount_cents) });

export async function insertSandboxDeposit(sql: Sql, input: { providerRef: string; amountCents: number; returnUrl: string; expiresAt: Date }): Promise<void> {
  await sql.query(`INSERT INTO sandbox_payments (provider_ref, kind, amount_cents, status, return_url, expires_at) VALUES ($1, 'deposit', $2, 'open', $3, $4)`, [
    input.providerRef,
    input.amountCents,
    input.returnUrl,
    input.expiresAt,
  ]);
}

/** A payout, once per reference: asking again for the same one changes nothing. */
export async function insertSandboxPayout(sql: Sql, input: { providerRef: string; amountCents: number; destination: string; at: Date }): Promise<void> {
  await sql.query(
    `INSERT INTO sandbox_payments (provider_ref, kind, amount_cents, status, destination, created_at) VALUES ($1, 'payout', $2, 'processing', $3, $4)
     ON CONFLICT (provider_ref) DO NOTHING`,
    [input.providerRef, input.amountCents, input.destination, input.at],
  );
}

export async function findSandboxPayment(sql: Sql, providerRef: string, options: { lock?: boolean } = {}): Promise<SandboxPaymentRow | null> {
  const [row] = await sql.query<SandboxPaymentRow>(`SELECT * FROM sandbox_payments WHERE provider_ref = $1${options.lock ? ' FOR UPDATE' : ''}`, [providerRef]);
  return row ? withNumbers(row) : null;
}

export async function settleSandboxPayment(sql: Sql, input: { providerRef: string; status: SandboxPaymentRow['status']; at: Date }): Promise<void> {
  await sql.query(`UPDATE sandbox_payments SET status = $2, settled_at = $3 WHERE provider_ref = $1`, [input.providerRef, input.status, input.at]);
}

/** Payouts sent at least `payoutBefore` ago and open checkouts past their expiry, locked (others skip them). */
export async function lockDueSandboxPayments(tx: Sql, input: { payoutBefore: Date; now: Date }): Promise<SandboxPaymentRow[]> {
  const rows = await tx.query<SandboxPaymentRow>(
    `SELECT * FROM sandbox_payments
     WHERE (kind = 'payout' AND status = 'processing' AND created_at <= $1) OR (kind = 'deposit' AND status = 'open' AND expires_at <= $2)
     ORDER BY provider_ref LIMIT 100 FOR UPDATE SKIP LOCKED`,
    [input.payoutBefore, input.now],
  );
  return rows.map(withNumbers);
}

export async function listSandboxSettled(sql: Sql, input: { from: Date; to: Date }) {
  const rows = await sql.query<{ kind: 'deposit' | 'payout'; provider_ref: string; amount_cents: number; settled_at: Date }>(
    `SELECT kind, provider_ref, amount_cents, settled_at FROM sandbox_payments
     WHERE status IN ('paid', 'completed') AND settled_at >= $1 AND settled_at < $2 ORDER BY provider_ref`,
    [input.from, input.to],
  );
  return rows.map((row) => ({ kind: row.kind, providerRef: row.provider_ref, amountCents: Number(row.amount_cents), settledAt: row.settled_at }));
}

export async function insertSandboxWebhook(sql: Sql, input: { eventId: string; body: string; at: Date }): Promise<void> {
  await sql.query(`INSERT INTO sandbox_webhooks (event_id, body, next_at) VALUES ($1, $2, $3)`, [input.eventId, input.body, input.at]);
}

/** Leases the deliveries that are due (up to 50): none is picked again until `leaseUntil`. */
export async function leaseDueWebhooks(tx: Sql, input: { now: Date; leaseUntil: Date; shuffled: boolean }) {
  return tx.query<{ id: number; body: string; attempts: number }>(
    `WITH due AS (
       SELECT id FROM sandbox_webhooks WHERE delivered_at IS NULL AND next_at <= $1
       ORDER BY ${input.shuffled ? 'random()' : 'next_at, id'} LIMIT 50 FOR UPDATE SKIP LOCKED
     )
     UPDATE sandbox_webhooks w SET next_at = $2 FROM due WHERE w.id = due.id RETURNING w.id, w.body, w.attempts`,
    [input.now, input.leaseUntil],
  );
}

export async function markWebhookDelivered(sql: Sql, input: { id: number; at: Date }): Promise<void> {
  await sql.query(`UPDATE sandbox_webhooks SET delivered_at = $2, attempts = attempts + 1, last_error = NULL WHERE id = $1`, [input.id, input.at]);
}

export async function markWebhookFailed(sql: Sql, input: { id: number; nextAt: Date; error: string }): Promise<void> {
  await sql.query(`UPDATE sandbox_webhooks SET attempts = attempts + 1, next_at = $2, last_error = $3 WHERE id = $1`, [input.id, input.nextAt, input.error.slice(0, 500)]);
}

/** Forgets deliveries answered before `before` (the outbox keeps only what may still be sent, and a week of what was). */
export async function pruneDeliveredWebhooks(sql: Sql, before: Date): Promise<number> {
  const rows = await sql.query(`DELETE FROM sandbox_webhooks WHERE delivered_at < $1 RETURNING id`, [before]);
  return rows.length;
}
