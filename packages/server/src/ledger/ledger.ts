/**
 * The double-entry ledger (DESIGN §2, decision 013). Every money movement is
 * a transfer from one account to another, posted inside the caller's
 * transaction, so it commits or rolls back with the thing it pays for.
 *
 * All the rules live in one database function, `ledger_post` (migration
 * 0006): it locks the accounts lowest id first, records the transfers
 * (a used idempotency key moves nothing), moves the money leg by leg and
 * refuses a debit that a wallet cannot cover. This module checks the input,
 * calls it once per payment and turns its refusals into readable errors.
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
  | 'upgrade_stake'
  | 'item_sale'
  | 'creator_commission'
  | 'race_prize'
  | 'reward_claim'
  | 'referral_bonus'
  | 'referral_commission'
  | 'promo_code'
  | 'rain_funding'
  | 'rain_payout'
  | 'tip'
  | 'admin_adjustment'
  | 'house_funding'
  | 'deposit'
  | 'withdrawal_hold'
  | 'withdrawal_paid'
  | 'withdrawal_refund'
  | 'shipping_fee'
  | 'shipping_refund';

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

/** New transfers report their ids and the balance each account was left with; a list whose keys were all used reports `duplicate`. */
export type TransfersResult = { duplicate: boolean; transferIds: number[]; balances: Map<number, number> };

const POST = `SELECT transfer_ids, balances FROM ledger_post($1::jsonb)`;

/** The parameters of one ledger_post call: the legs as JSON. */
export function postParams(list: TransferInput[]): unknown[] {
  const legs = list.map((t) => ({
    debit: t.debitAccountId,
    credit: t.creditAccountId,
    amount: t.amountCents,
    kind: t.kind,
    ref_type: t.refType ?? null,
    ref_id: t.refId ?? null,
    idempotency_key: t.idempotencyKey ?? null,
  }));
  return [JSON.stringify(legs)];
}

/** Refuses, before anything is sent, a list the ledger would refuse for its shape. */
export function checkTransfers(list: TransferInput[]): void {
  for (const t of list) {
    if (!Number.isSafeInteger(t.amountCents) || t.amountCents <= 0) throw new AppError('validation', 'A transfer must move a positive whole number of cents.');
    if (t.debitAccountId === t.creditAccountId) throw new AppError('validation', 'A transfer needs two different accounts.');
  }
}

/** What ledger_post answered (its two OUT columns), as a result. */
export type PostedRow = { transfer_ids: Array<number | string>; balances: Array<[number, number]> | null };
export function postedResult(row: PostedRow): TransfersResult {
  const transferIds = row.transfer_ids.map(Number);
  const balances = new Map((row.balances ?? []).map(([id, balance]) => [Number(id), Number(balance)]));
  return { duplicate: transferIds.length === 0, transferIds, balances };
}

/** Posts a list of transfers, all or none, in list order (see ledger_post). */
export async function transfers(tx: Sql, list: TransferInput[]): Promise<TransfersResult> {
  if (list.length === 0) return { duplicate: false, transferIds: [], balances: new Map() };
  checkTransfers(list);
  const [row] = await tx.prepared<PostedRow>('ledger_post', POST, postParams(list)).catch(refusal);
  return postedResult(row!);
}

/**
 * `transfers` for a payment that must be new: a list whose keys were all
 * used already is refused, so what the caller records next is never
 * recorded twice on the strength of one payment.
 */
export async function pay(tx: Sql, list: TransferInput[]): Promise<Map<number, number>> {
  return paidBalances(await transfers(tx, list));
}

/** A payment's balances; a payment whose keys were all used already is refused. */
export function paidBalances(result: TransfersResult): Map<number, number> {
  if (result.duplicate) throw new AppError('conflict', 'This was already paid for.');
  return result.balances;
}

/** One transfer; a repeated key reports the original transfer and null balances. */
export async function transfer(tx: Sql, input: TransferInput): Promise<{ transferId: number; duplicate: boolean; debitBalanceCents: number | null; creditBalanceCents: number | null }> {
  const result = await transfers(tx, [input]);
  if (result.duplicate) {
    const [existing] = await tx.prepared<{ id: number }>('ledger_find', `SELECT id FROM transfers WHERE debit_account_id = $1 AND idempotency_key = $2`, [
      input.debitAccountId,
      input.idempotencyKey,
    ]);
    return { transferId: Number(existing!.id), duplicate: true, debitBalanceCents: null, creditBalanceCents: null };
  }
  return {
    transferId: result.transferIds[0]!,
    duplicate: false,
    debitBalanceCents: result.balances.get(input.debitAccountId)!,
    creditBalanceCents: result.balances.get(input.creditAccountId)!,
  };
}

/** The ledger's refusals (raised by ledger_refuse as LF001) as the errors a person reads; other errors as they are. */
export function refusal(error: unknown): never {
  const e = error as { code?: string; detail?: string };
  if (e.code !== 'LF001' || !e.detail) throw error;
  throw ledgerRefusal(e.detail);
}

/** A refusal's detail (ledger_refuse's JSON) as the error a person reads. */
export function ledgerRefusal(detail: string): Error {
  const { reason, balance } = JSON.parse(detail) as { reason: string; balance: number | string | null };
  if (reason === 'insufficient_funds') return insufficientFunds(Number(balance));
  if (reason === 'partly_repeated') return new AppError('conflict', 'Some of these payments were already made.');
  if (reason === 'missing_account') return new AppError('not_found', 'That account does not exist.');
  return new Error(`The ledger refused a payment (${reason}).`);
}

/** The product's words (DESIGN §2), with the balance as the wallet shows it. */
export function insufficientFunds(balanceCents: number): AppError {
  return new AppError('insufficient_funds', `Insufficient funds. Your balance is ${formatCents(balanceCents)}`);
}

export type AccountKind = 'wallet' | 'house' | 'promotions' | 'escrow' | 'cashier' | 'held' | 'rain';

/**
 * Account ids never change, so those seen in a committed transaction are
 * remembered by key (per database) and the money paths skip a lookup per
 * account. An id is remembered only once its transaction has committed, so
 * a rollback can never leave a dangling one here.
 */
const idsByDatabase = new WeakMap<object, Map<string, number>>();
const MAX_REMEMBERED = 200_000;

/** Finds or creates an account by key; safe under concurrent callers, and takes no row lock. */
export async function ensureAccount(sql: Sql, account: { key: string; kind: AccountKind; userId?: string }): Promise<number> {
  let ids = idsByDatabase.get(sql.scope);
  if (!ids) idsByDatabase.set(sql.scope, (ids = new Map()));
  const remembered = ids.get(account.key);
  if (remembered !== undefined) return remembered;
  const find = () => sql.prepared<{ id: number }>('ledger_find_account', `SELECT id FROM accounts WHERE key = $1`, [account.key]);
  let [row] = await find();
  if (!row) {
    [row] = await sql.prepared<{ id: number }>(
      'ledger_insert_account',
      `INSERT INTO accounts (key, kind, user_id, may_go_negative) VALUES ($1, $2, $3, $4) ON CONFLICT (key) DO NOTHING RETURNING id`,
      [account.key, account.kind, account.userId ?? null, account.kind === 'house' || account.kind === 'promotions' || account.kind === 'cashier'],
    );
    // Another transaction created it meanwhile: this statement sees its commit.
    if (!row) [row] = await find();
  }
  const id = Number(row!.id);
  sql.onCommit(() => {
    if (ids.size >= MAX_REMEMBERED) ids.clear();
    ids.set(account.key, id);
  });
  return id;
}

export const HOUSE_ACCOUNT = 'house';
export const PROMOTIONS_ACCOUNT = 'promotions';

export const walletKey = (userId: string) => `wallet:${userId}`;

export function ensureWallet(tx: Sql, userId: string): Promise<number> {
  return ensureAccount(tx, { key: walletKey(userId), kind: 'wallet', userId });
}

/**
 * The house is split into shards ('house', 'house:1' … 'house:15'): every
 * pack open and battle settlement touches the house, and one row would make
 * them all wait for each other's commit. The house's balance is the sum of
 * its shards. `spread` (a battle or user id) picks the shard.
 */
export const HOUSE_SHARDS = 16;

export function houseKey(spread?: string): string {
  return shardKey(HOUSE_ACCOUNT, spread);
}

/** One of an account's 16 shards (`base`, `base:1` … `base:15`), picked by `spread`; `base` itself without one. */
export function shardKey(base: string, spread?: string): string {
  if (!spread) return base;
  let hash = 0;
  for (let i = 0; i < spread.length; i++) hash = (hash * 31 + spread.charCodeAt(i)) >>> 0;
  const shard = hash % HOUSE_SHARDS;
  return shard === 0 ? base : `${base}:${shard}`;
}

export function ensureHouse(tx: Sql, spread?: string): Promise<number> {
  return ensureAccount(tx, { key: houseKey(spread), kind: 'house' });
}

/**
 * A payment provider's clearing account (DESIGN §19): deposits come from it and paid withdrawals
 * go to it, so it may go below zero; its balance (the sum of its shards) is what the provider owes
 * us net. Sharded as the house is (`spread`: the deposit or withdrawal id), so simultaneous
 * deposits do not queue on one row.
 */
export const cashierKey = (provider: string, spread?: string) => shardKey(`cashier:${provider}`, spread);

export function ensureCashier(tx: Sql, provider: string, spread?: string): Promise<number> {
  return ensureAccount(tx, { key: cashierKey(provider, spread), kind: 'cashier' });
}

/** Money asked for in withdrawals, held until paid out or refunded. */
export const WITHDRAWALS_HELD_ACCOUNT = 'withdrawals_held';

export function ensureWithdrawalsHeld(tx: Sql): Promise<number> {
  return ensureAccount(tx, { key: WITHDRAWALS_HELD_ACCOUNT, kind: 'held' });
}

export function ensurePromotions(tx: Sql): Promise<number> {
  return ensureAccount(tx, { key: PROMOTIONS_ACCOUNT, kind: 'promotions' });
}

/** The rain's pot (DESIGN §22): tips into the rain and what a rain carried over wait here for the next split; never below zero. */
export const RAIN_ACCOUNT = 'rain';
export function ensureRainPot(tx: Sql): Promise<number> {
  return ensureAccount(tx, { key: RAIN_ACCOUNT, kind: 'rain' });
}

/** The account that holds a battle's entries until it settles or is cancelled. */
export const escrowKey = (battleId: string) => `escrow:battle:${battleId}`;

export function ensureEscrow(tx: Sql, battleId: string): Promise<number> {
  return ensureAccount(tx, { key: escrowKey(battleId), kind: 'escrow' });
}

export async function balanceOf(sql: Sql, accountId: number): Promise<number> {
  const [row] = await sql.prepared<{ balance_cents: number }>('ledger_balance', `SELECT balance_cents FROM accounts WHERE id = $1`, [accountId]);
  if (!row) throw new AppError('not_found', 'That account does not exist.');
  return Number(row.balance_cents);
}
