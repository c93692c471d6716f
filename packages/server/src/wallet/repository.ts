/** The SQL of the wallet: a person's balance and the transfers that touched their account. */
import type { Sql } from '../db/client';

export async function findWalletBalance(sql: Sql, userId: string): Promise<number | undefined> {
  const [row] = await sql.prepared<{ balance_cents: number }>('wallet_balance', `SELECT balance_cents FROM accounts WHERE kind = 'wallet' AND user_id = $1`, [userId]);
  return row?.balance_cents;
}

export type WalletTransferRow = { id: number; kind: string; amount_cents: number; incoming: boolean; created_at: Date };

/**
 * Up to `limit` transfers into or out of an account with ids below
 * `beforeId`, newest first. Both directions are read with their own index
 * (debit and credit history) and merged, so a page costs two short index
 * scans however long the history.
 */
export async function listWalletTransfers(sql: Sql, input: { accountId: number; beforeId: number; limit: number }): Promise<WalletTransferRow[]> {
  return sql.prepared<WalletTransferRow>(
    'wallet_transactions',
    `SELECT * FROM (
       (SELECT id, kind, amount_cents, true AS incoming, created_at FROM transfers
        WHERE credit_account_id = $1 AND id < $2 ORDER BY id DESC LIMIT $3)
       UNION ALL
       (SELECT id, kind, amount_cents, false, created_at FROM transfers
        WHERE debit_account_id = $1 AND id < $2 ORDER BY id DESC LIMIT $3)
     ) page ORDER BY id DESC LIMIT $3`,
    [input.accountId, input.beforeId, input.limit],
  );
}
