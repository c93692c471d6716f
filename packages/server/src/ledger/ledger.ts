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

export type TransferResult = { transferId: number; duplicate: boolean };

export const HOUSE_ACCOUNT = 'house';
export const PROMOTIONS_ACCOUNT = 'promotions';

const INSERT_TRANSFER = `INSERT INTO transfers (debit_account_id, credit_account_id, amount_cents, kind, ref_type, ref_id, idempotency_key)
VALUES ($1, $2, $3, $4, $5, $6, $7)
ON CONFLICT (debit_account_id, idempotency_key) DO NOTHING
RETURNING id`;
const FIND_TRANSFER = `SELECT id FROM transfers WHERE debit_account_id = $1 AND idempotency_key = $2`;
const DEBIT = `UPDATE accounts SET balance_cents = balance_cents - $2
WHERE id = $1 AND (balance_cents >= $2 OR may_go_negative)
RETURNING balance_cents`;
const CREDIT = `UPDATE accounts SET balance_cents = balance_cents + $2 WHERE id = $1 RETURNING balance_cents`;
const BALANCE = `SELECT balance_cents FROM accounts WHERE id = $1`;

export async function transfer(tx: Sql, input: TransferInput): Promise<TransferResult> {
  const { debitAccountId, creditAccountId, amountCents } = input;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new AppError('validation', 'A transfer must move a positive whole number of cents.');
  }
  if (debitAccountId === creditAccountId) throw new AppError('validation', 'A transfer needs two different accounts.');

  const inserted = await tx.prepared<{ id: number }>('ledger_insert', INSERT_TRANSFER, [
    debitAccountId,
    creditAccountId,
    amountCents,
    input.kind,
    input.refType ?? null,
    input.refId ?? null,
    input.idempotencyKey ?? null,
  ]);
  if (inserted.length === 0) {
    const [existing] = await tx.prepared<{ id: number }>('ledger_find', FIND_TRANSFER, [debitAccountId, input.idempotencyKey]);
    return { transferId: existing!.id, duplicate: true };
  }

  // Touch the two rows in id order so opposite transfers cannot deadlock.
  const debitFirst = debitAccountId < creditAccountId;
  if (!debitFirst) await tx.prepared('ledger_credit', CREDIT, [creditAccountId, amountCents]);
  const debited = await tx.prepared('ledger_debit', DEBIT, [debitAccountId, amountCents]);
  if (debited.length === 0) {
    const [row] = await tx.prepared<{ balance_cents: number }>('ledger_balance', BALANCE, [debitAccountId]);
    if (!row) throw new AppError('not_found', 'That account does not exist.');
    throw insufficientFunds(row.balance_cents);
  }
  if (debitFirst) await tx.prepared('ledger_credit', CREDIT, [creditAccountId, amountCents]);
  return { transferId: inserted[0]!.id, duplicate: false };
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

export function ensureHouse(tx: Sql): Promise<number> {
  return ensureAccount(tx, { key: HOUSE_ACCOUNT, kind: 'house' });
}

export function ensurePromotions(tx: Sql): Promise<number> {
  return ensureAccount(tx, { key: PROMOTIONS_ACCOUNT, kind: 'promotions' });
}

export async function balanceOf(sql: Sql, accountId: number): Promise<number> {
  const [row] = await sql.prepared<{ balance_cents: number }>('ledger_balance', BALANCE, [accountId]);
  if (!row) throw new AppError('not_found', 'That account does not exist.');
  return row.balance_cents;
}
