/**
 * The ledger's two invariants (DESIGN §2), checkable at any moment:
 * all balances sum to zero, and each account's balance equals the sum of
 * its transfers. A wallet below zero is reported too, though the CHECK
 * constraint should make that impossible.
 */
import type { Sql } from '../db/client';

export type LedgerProblem =
  | { kind: 'sum_not_zero'; totalCents: number }
  | { kind: 'balance_mismatch'; accountId: number; key: string; balanceCents: number; transfersCents: number }
  | { kind: 'negative_balance'; accountId: number; key: string; balanceCents: number };

export type LedgerReport = { ok: boolean; accounts: number; transfers: number; problems: LedgerProblem[] };

export async function verifyLedger(sql: Sql): Promise<LedgerReport> {
  const [totals] = await sql.query<{ total: number; accounts: number; transfers: number }>(
    `SELECT COALESCE(SUM(balance_cents), 0)::bigint AS total, COUNT(*)::bigint AS accounts,
            (SELECT COUNT(*) FROM transfers)::bigint AS transfers
     FROM accounts`,
  );
  const mismatched = await sql.query<{ id: number; key: string; balance_cents: number; net: number }>(
    `WITH net AS (
       SELECT account_id, SUM(amount)::bigint AS net FROM (
         SELECT credit_account_id AS account_id, amount_cents AS amount FROM transfers
         UNION ALL
         SELECT debit_account_id, -amount_cents FROM transfers
       ) moves GROUP BY account_id
     )
     SELECT a.id, a.key, a.balance_cents, COALESCE(net.net, 0)::bigint AS net
     FROM accounts a LEFT JOIN net ON net.account_id = a.id
     WHERE a.balance_cents <> COALESCE(net.net, 0)
     ORDER BY a.id`,
  );
  const negative = await sql.query<{ id: number; key: string; balance_cents: number }>(
    `SELECT id, key, balance_cents FROM accounts WHERE balance_cents < 0 AND NOT may_go_negative ORDER BY id`,
  );
  const problems: LedgerProblem[] = [];
  if (totals!.total !== 0) problems.push({ kind: 'sum_not_zero', totalCents: totals!.total });
  for (const row of mismatched) {
    problems.push({ kind: 'balance_mismatch', accountId: row.id, key: row.key, balanceCents: row.balance_cents, transfersCents: row.net });
  }
  for (const row of negative) {
    problems.push({ kind: 'negative_balance', accountId: row.id, key: row.key, balanceCents: row.balance_cents });
  }
  return { ok: problems.length === 0, accounts: totals!.accounts, transfers: totals!.transfers, problems };
}
