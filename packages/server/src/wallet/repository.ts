/** The SQL of the wallet: a person's balance and the transfers that touched their account. */
import type { Sql } from '../db/client';

export async function findWalletBalance(sql: Sql, userId: string): Promise<number | undefined> {
  const [row] = await sql.prepared<{ balance_cents: number }>('wallet_balance', `SELECT balance_cents FROM accounts WHERE kind = 'wallet' AND user_id = $1`, [userId]);
  return row?.balance_cents;
}

export type WalletTransferRow = {
  id: number;
  kind: string;
  amount_cents: number;
  incoming: boolean;
  created_at: Date;
  ref_type: string | null;
  ref_id: string | null;
  /** A tip's two players by name (`to` null: the rain). */
  tip: { from: string | null; to: string | null } | null;
};

/**
 * Up to `limit` transfers into or out of an account with ids below
 * `beforeId`, newest first. Both directions are read with their own index
 * (debit and credit history) and merged, so a page costs two short index
 * scans however long the history.
 */
export async function listWalletTransfers(sql: Sql, input: { accountId: number; beforeId: number; limit: number }): Promise<WalletTransferRow[]> {
  return sql.prepared<WalletTransferRow>(
    'wallet_transactions',
    `SELECT page.*,
       CASE WHEN page.ref_type = 'tip' THEN
         (SELECT json_build_object('from', fu.user_name, 'to', tu.user_name)
          FROM tips t JOIN users fu ON fu.id = t.from_user_id LEFT JOIN users tu ON tu.id = t.to_user_id
          WHERE t.id = page.ref_id::uuid) END AS tip
     FROM (
       (SELECT id, kind, amount_cents, true AS incoming, created_at, ref_type, ref_id FROM transfers
        WHERE credit_account_id = $1 AND id < $2 ORDER BY id DESC LIMIT $3)
       UNION ALL
       (SELECT id, kind, amount_cents, false, created_at, ref_type, ref_id FROM transfers
        WHERE debit_account_id = $1 AND id < $2 ORDER BY id DESC LIMIT $3)
     ) page ORDER BY id DESC LIMIT $3`,
    [input.accountId, input.beforeId, input.limit],
  );
}

/** What a player has staked in all (opens and entries, less refunds) and won back in cash (battle wins and item sales). */
export async function findWalletSummary(sql: Sql, userId: string): Promise<{ wagered_cents: number | string | null; won_cents: number | string | null }> {
  const [row] = await sql.query<{ wagered_cents: number | string | null; won_cents: number | string | null }>(
    `SELECT (SELECT wager_cents FROM wager_totals WHERE user_id = $1) AS wagered_cents,
       (SELECT sum(t.amount_cents) FROM transfers t JOIN accounts a ON a.id = t.credit_account_id
        WHERE a.kind = 'wallet' AND a.user_id = $1 AND t.kind IN ('battle_win', 'item_sale')) AS won_cents`,
    [userId],
  );
  return row ?? { wagered_cents: null, won_cents: null };
}
