/** The wallet page: the balance, and the transfers that touched it as the person reads them. */
import type { Database } from '../db/client';
import { ensureWallet } from '../ledger/ledger';
import { findWalletBalance, findWalletSummary, listWalletTransfers, type WalletTransferRow } from './repository';

/** The product's transaction types (DESIGN §2), where it names them (0 bonus, 1 win, 2 entry). */
const SPEC_TYPES: Record<string, number> = { signup_bonus: 0, battle_win: 1, battle_entry: 2 };

const LABELS: Record<string, string> = {
  signup_bonus: 'Signup bonus',
  battle_win: 'Contest win',
  battle_entry: 'Battle entry',
  battle_refund: 'Battle refund',
  pack_open: 'Pack opened',
  upgrade_stake: 'Upgrade',
  item_sale: 'Item sold',
  creator_commission: 'Creator commission',
  race_prize: 'Race prize',
  reward_claim: 'Reward claimed',
  referral_bonus: 'Referral bonus',
  referral_commission: 'Referral earnings',
  promo_code: 'Promo code',
  rain_payout: 'Rain',
  tip: 'Tip',
  admin_adjustment: 'Balance adjustment',
  deposit: 'Deposit',
  withdrawal_hold: 'Withdrawal',
  withdrawal_refund: 'Withdrawal refunded',
  shipping_fee: 'Shipping fee',
  shipping_refund: 'Shipping fee refunded',
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
  /** What the transfer paid for, where a page shows it: a battle or a pack. */
  ref: { type: 'battle' | 'pack'; id: string } | null;
};

/** A person with no wallet yet holds nothing. */
export async function walletBalance(db: Database, userId: string): Promise<number> {
  return (await findWalletBalance(db, userId)) ?? 0;
}

/** A tip names the other player: "Tip from ava", "Tip to ben", "Tip to the rain". */
function labelOf(row: WalletTransferRow): string {
  if (row.kind === 'tip' && row.tip) {
    if (row.incoming) return `Tip from ${row.tip.from ?? 'a player'}`;
    return row.tip.to === null ? 'Tip to the rain' : `Tip to ${row.tip.to}`;
  }
  return LABELS[row.kind] ?? row.kind;
}

function toWalletTransaction(row: WalletTransferRow): WalletTransaction {
  return {
    id: row.id,
    kind: row.kind,
    type: SPEC_TYPES[row.kind] ?? null,
    label: labelOf(row),
    amountCents: row.incoming ? row.amount_cents : -row.amount_cents,
    // The spec names the signup bonus's sender "admin".
    senderId: row.kind === 'signup_bonus' ? 'admin' : null,
    createdAt: row.created_at.toISOString(),
    ref: (row.ref_type === 'battle' || row.ref_type === 'pack') && row.ref_id ? { type: row.ref_type, id: row.ref_id } : null,
  };
}

/** Lifetime totals for the wallet page: staked (opens and battle entries, refunds taken off) and won back (battle wins, item sales). */
export async function walletSummary(db: Database, userId: string): Promise<{ wageredCents: number; wonCents: number }> {
  const row = await findWalletSummary(db, userId);
  return { wageredCents: Number(row.wagered_cents ?? 0), wonCents: Number(row.won_cents ?? 0) };
}

/** One page of the person's transactions, newest first; `nextCursor` is the last id shown while more remain. */
export async function walletTransactions(
  db: Database,
  input: { userId: string; cursor: number | undefined; limit: number },
): Promise<{ transactions: WalletTransaction[]; nextCursor: number | null }> {
  const accountId = await db.transaction((tx) => ensureWallet(tx, input.userId));
  // One row past the page says whether another page follows.
  const rows = await listWalletTransfers(db, { accountId, beforeId: input.cursor ?? Number.MAX_SAFE_INTEGER, limit: input.limit + 1 });
  const page = rows.slice(0, input.limit);
  return { transactions: page.map(toWalletTransaction), nextCursor: rows.length > input.limit ? page[page.length - 1]!.id : null };
}
