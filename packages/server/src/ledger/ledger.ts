/**
 * The double-entry ledger (DESIGN §2). Every money movement is a transfer
 * from one account to another, made inside the caller's transaction, so it
 * commits or rolls back with the thing it pays for.
 *
 * The statements are raw and prepared: this is the hottest path on the
 * site, and the query builder's per-call CPU would dominate it.
 */
import { formatCents } from '@lootforge/core/money';
import { AppError } from '../errors';
import type { Sql } from '../db/client';

export type TransferKind =
  | 'signup_bonus'
  | 'battle_win'
  | 'battle_entry'
  | 'battle_refund'
  | 'battle_settlement'
  | 'pack_open'
  | 'item_sale'
  | 'creator_commission'
  | 'race_prize'
  | 'reward_claim'
  | 'admin_adjustment'
  | 'house_funding';

export type TransferInput = {
  debitAccountId: number;
  creditAccountId: number;
  amountCents: number;
  kind: TransferKind;
  refType?: string;
  refId?: string;
  /** Unique per debited account: the same key never moves money twice. */
  idempotencyKey?: string;
};

/** A new transfer also reports the two balances it left (null for a repeated key). */
export type TransferResult = { transferId: number; duplicate: boolean; debitBalanceCents: number | null; creditBalanceCents: number | null };

export const HOUSE_ACCOUNT = 'house';
export const PROMOTIONS_ACCOUNT = 'promotions';

/**
 * One statement per transfer: insert the transfer (unless its idempotency key
 * was used), then move the amount on both rows. The debit row keeps its
 * guard (balance ≥ amount, unless the account may go negative), re-checked by
 * PostgreSQL under the row lock, so concurrent debits can never overdraw.
 * The rows are listed lowest id first, the order their locks are taken in.
 */
const TRANSFER = `WITH ins AS (
  INSERT INTO transfers (debit_account_id, credit_account_id, amount_cents, kind, ref_type, ref_id, idempotency_key)
  VALUES ($1, $2, $3, $4, $5, $6, $7)
  ON CONFLICT (debit_account_id, idempotency_key) DO NOTHING
  RETURNING id
), moved AS (
  UPDATE accounts a SET balance_cents = a.balance_cents + v.delta
  FROM (VALUES ($8::bigint, $9::bigint), ($10::bigint, $11::bigint)) AS v(id, delta)
  WHERE a.id = v.id AND EXISTS (SELECT 1 FROM ins)
    AND (v.delta > 0 OR a.balance_cents + v.delta >= 0 OR a.may_go_negative)
  RETURNING a.id, a.balance_cents
)
SELECT (SELECT id FROM ins) AS transfer_id, (SELECT COUNT(*) FROM moved)::int AS moved,
       (SELECT balance_cents FROM moved WHERE id = $1) AS debit_balance, (SELECT balance_cents FROM moved WHERE id = $2) AS credit_balance`;
const FIND_TRANSFER = `SELECT id FROM transfers WHERE debit_account_id = $1 AND idempotency_key = $2`;
const BALANCE = `SELECT balance_cents FROM accounts WHERE id = $1`;

export async function transfer(tx: Sql, input: TransferInput): Promise<TransferResult> {
  const { debitAccountId, creditAccountId, amountCents } = input;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new AppError('validation', 'A transfer must move a positive whole number of cents.');
  }
  if (debitAccountId === creditAccountId) throw new AppError('validation', 'A transfer needs two different accounts.');
  const rows: Array<[number, number]> = [
    [debitAccountId, -amountCents],
    [creditAccountId, amountCents],
  ];
  rows.sort((a, b) => a[0] - b[0]);
  const [result] = await tx.prepared<{ transfer_id: number | null; moved: number; debit_balance: number | null; credit_balance: number | null }>('ledger_transfer', TRANSFER, [
    debitAccountId,
    creditAccountId,
    amountCents,
    input.kind,
    input.refType ?? null,
    input.refId ?? null,
    input.idempotencyKey ?? null,
    ...rows[0]!,
    ...rows[1]!,
  ]);
  if (result!.transfer_id === null) {
    const [existing] = await tx.prepared<{ id: number }>('ledger_find', FIND_TRANSFER, [debitAccountId, input.idempotencyKey]);
    return { transferId: existing!.id, duplicate: true, debitBalanceCents: null, creditBalanceCents: null };
  }
  if (result!.moved !== 2) {
    // The debit's guard refused (or an account is missing): the caller's transaction rolls back.
    const [row] = await tx.prepared<{ balance_cents: number }>('ledger_balance', BALANCE, [debitAccountId]);
    if (!row) throw new AppError('not_found', 'That account does not exist.');
    throw insufficientFunds(row.balance_cents);
  }
  return { transferId: result!.transfer_id, duplicate: false, debitBalanceCents: result!.debit_balance, creditBalanceCents: result!.credit_balance };
}

/** The spec's words, with the balance as the wallet shows it. */
export function insufficientFunds(balanceCents: number): AppError {
  return new AppError('insufficient_funds', `Insufficient funds. Your balance is ${formatCents(balanceCents)}`);
}

const FIND_ACCOUNT = `SELECT id FROM accounts WHERE key = $1`;
const INSERT_ACCOUNT = `INSERT INTO accounts (key, kind, user_id, may_go_negative) VALUES ($1, $2, $3, $4)
ON CONFLICT (key) DO NOTHING
RETURNING id`;

/**
 * Account ids never change once committed, so the ones seen committed are
 * remembered by key: the money paths then skip a lookup per account. An id
 * inserted by the current transaction is not remembered until a later
 * transaction sees it, so a rollback can never leave a dangling id here.
 */
const committedIdsByDatabase = new WeakMap<object, Map<string, number>>();
const MAX_REMEMBERED = 200_000;
const insertedBy = new WeakMap<Sql, Set<string>>();

/** Finds or creates an account by key; safe under concurrent callers, and takes no row lock. */
export async function ensureAccount(
  tx: Sql,
  account: { key: string; kind: 'wallet' | 'house' | 'promotions' | 'escrow'; userId?: string },
): Promise<number> {
  let committedIds = committedIdsByDatabase.get(tx.scope);
  if (!committedIds) committedIdsByDatabase.set(tx.scope, (committedIds = new Map()));
  const remembered = committedIds.get(account.key);
  if (remembered !== undefined) return remembered;
  const [found] = await tx.prepared<{ id: number }>('ledger_find_account', FIND_ACCOUNT, [account.key]);
  if (found) {
    if (!insertedBy.get(tx)?.has(account.key)) {
      if (committedIds.size >= MAX_REMEMBERED) committedIds.clear();
      committedIds.set(account.key, found.id);
    }
    return found.id;
  }
  const mayGoNegative = account.kind === 'house' || account.kind === 'promotions';
  const [created] = await tx.prepared<{ id: number }>('ledger_insert_account', INSERT_ACCOUNT, [
    account.key,
    account.kind,
    account.userId ?? null,
    mayGoNegative,
  ]);
  if (created) {
    let inserted = insertedBy.get(tx);
    if (!inserted) insertedBy.set(tx, (inserted = new Set()));
    inserted.add(account.key);
    return created.id;
  }
  // Another transaction created it between our look and our insert.
  const [raced] = await tx.prepared<{ id: number }>('ledger_find_account', FIND_ACCOUNT, [account.key]);
  return raced!.id;
}

/**
 * Locks several accounts in id order. A transaction that moves money between
 * more than two accounts takes them all first, so two such transactions can
 * never wait on each other in opposite orders.
 */
export async function lockAccounts(tx: Sql, accountIds: number[]): Promise<void> {
  const ids = [...new Set(accountIds)].sort((a, b) => a - b);
  await tx.prepared('ledger_lock_accounts', `SELECT id FROM accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`, [ids]);
}

export function walletKey(userId: string): string {
  return `wallet:${userId}`;
}

export function ensureWallet(tx: Sql, userId: string): Promise<number> {
  return ensureAccount(tx, { key: walletKey(userId), kind: 'wallet', userId });
}

/**
 * The house is split into shards ('house', 'house:1' … 'house:15'): every
 * pack open and battle settlement touches the house, and one row would make
 * them all wait for each other's commit. The house's balance is the sum of
 * its shards. `spread` (a battle or user id) picks the shard, so one battle
 * or one person always meets the same shard.
 */
export const HOUSE_SHARDS = 16;

export function houseKey(spread?: string): string {
  if (!spread) return HOUSE_ACCOUNT;
  let hash = 0;
  for (let i = 0; i < spread.length; i++) hash = (hash * 31 + spread.charCodeAt(i)) >>> 0;
  const shard = hash % HOUSE_SHARDS;
  return shard === 0 ? HOUSE_ACCOUNT : `${HOUSE_ACCOUNT}:${shard}`;
}

export function ensureHouse(tx: Sql, spread?: string): Promise<number> {
  return ensureAccount(tx, { key: houseKey(spread), kind: 'house' });
}

export function ensurePromotions(tx: Sql): Promise<number> {
  return ensureAccount(tx, { key: PROMOTIONS_ACCOUNT, kind: 'promotions' });
}

export async function balanceOf(sql: Sql, accountId: number): Promise<number> {
  const [row] = await sql.prepared<{ balance_cents: number }>('ledger_balance', BALANCE, [accountId]);
  if (!row) throw new AppError('not_found', 'That account does not exist.');
  return row.balance_cents;
}
