import type { Sql } from '../db/client';

/** The spec's transaction types, where it names them (0 bonus, 1 win, 2 entry). */
const SPEC_TYPES: Record<string, number> = { signup_bonus: 0, battle_win: 1, battle_entry: 2 };

const LABELS: Record<string, string> = {
  signup_bonus: 'Signup bonus',
  battle_win: 'Contest win',
  battle_entry: 'Battle entry',
  battle_refund: 'Battle refund',
  pack_open: 'Pack opened',
  item_sale: 'Item sold',
  creator_commission: 'Creator commission',
  race_prize: 'Race prize',
  reward_claim: 'Reward claimed',
  admin_adjustment: 'Balance adjustment',
};

export type WalletTransaction = {
  id: number;
  kind: string;
  type: number | null;
  label: string;
  /** Positive when money came in, negative when it went out. */
  amountCents: number;
  senderId: string | null;
  createdAt: string;
};

/**
 * Both directions are read with their own index (debit and credit history)
 * and merged, so a page costs two short index scans however long the history.
 */
export async function listWalletTransactions(
  sql: Sql,
  input: { accountId: number; cursor: number | undefined; limit: number },
): Promise<{ transactions: WalletTransaction[]; nextCursor: number | null }> {
  const rows = await sql.prepared<{ id: number; kind: string; amount_cents: number; incoming: boolean; created_at: Date }>(
    'wallet_transactions',
    `SELECT * FROM (
       (SELECT id, kind, amount_cents, true AS incoming, created_at FROM transfers
        WHERE credit_account_id = $1 AND id < $2 ORDER BY id DESC LIMIT $3)
       UNION ALL
       (SELECT id, kind, amount_cents, false, created_at FROM transfers
        WHERE debit_account_id = $1 AND id < $2 ORDER BY id DESC LIMIT $3)
     ) page ORDER BY id DESC LIMIT $3`,
    [input.accountId, input.cursor ?? Number.MAX_SAFE_INTEGER, input.limit + 1],
  );
  const page = rows.slice(0, input.limit);
  return {
    transactions: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      type: SPEC_TYPES[row.kind] ?? null,
      label: LABELS[row.kind] ?? row.kind,
      amountCents: row.incoming ? row.amount_cents : -row.amount_cents,
      senderId: row.kind === 'signup_bonus' ? 'admin' : null,
      createdAt: row.created_at.toISOString(),
    })),
    nextCursor: rows.length > input.limit ? page[page.length - 1]!.id : null,
  };
}
