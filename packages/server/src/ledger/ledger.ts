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
import type { Sql, Tx } from '../db/client';

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
 * One statement for a whole list of transfers, applied as if one after
 * another: each account changes by the sum of its legs, and an account that
 * may not go negative must cover every debit at the moment it comes (credits
 * earlier in the list count, later ones do not), so a battle's pot can pass
 * through its escrow in the same statement that pays it in, while a player
 * who cannot afford an entry cannot join on the strength of a win. Every
 * account is locked lowest id first, so two such statements never wait on
 * each other in opposite orders. Each transfer's idempotency key is unique
 * per debited account: a key already used moves nothing.
 *
 * A refusal (a debit not covered, a list whose keys were only partly used,
 * an account that does not exist) raises inside the statement
 * (`ledger_refuse`, migration 0005): the transaction is aborted by the
 * statement itself, so whatever was sent after it in the same packet cannot
 * commit. A list whose keys were all used moves nothing and is not an error,
 * unless the caller says the payment must be new ($4, as `payThenFinish`
 * does: what it sends behind the payment must not commit without it).
 *
 * The guard and the new balance are read from `locked`, the row as it stands
 * once this statement holds its lock: the UPDATE's own scan sees the moment
 * the statement started, so after waiting for another commit it would judge
 * (and add to) a balance that is no longer there. Whatever the UPDATE still
 * left out is refused (`not_applied`) rather than committed half-done.
 *
 * The lists arrive as JSON rather than arrays: PostgreSQL then keeps one
 * plan for the prepared statement instead of planning it again on every
 * call (it sizes an array parameter anew each time).
 */
export const TRANSFERS_SQL = `WITH ins AS (
  INSERT INTO transfers (debit_account_id, credit_account_id, amount_cents, kind, ref_type, ref_id, idempotency_key)
  SELECT debit, credit, amount, kind, ref_type, ref_id, idempotency_key
  FROM json_to_recordset($1::json) AS t(debit bigint, credit bigint, amount bigint, kind text, ref_type text, ref_id text, idempotency_key text)
  ON CONFLICT (debit_account_id, idempotency_key) DO NOTHING
  RETURNING id
), change AS (
  SELECT * FROM json_to_recordset($2::json) AS c(id bigint, net bigint, lowest bigint)
), locked AS (
  SELECT a.id, a.balance_cents, a.may_go_negative FROM accounts a JOIN change USING (id) ORDER BY a.id FOR UPDATE OF a
), moved AS (
  UPDATE accounts a SET balance_cents = locked.balance_cents + change.net
  FROM locked JOIN change ON change.id = locked.id
  WHERE a.id = locked.id AND (SELECT count(*) FROM ins) = $3
    AND (locked.may_go_negative OR locked.balance_cents + change.lowest >= 0)
  RETURNING a.id, a.balance_cents
)
SELECT (SELECT array_agg(id ORDER BY id) FROM ins) AS ids,
       (SELECT json_agg(json_build_array(id, balance_cents)) FROM moved) AS balances,
       (SELECT ledger_refuse('already_paid', NULL, NULL) WHERE $4::boolean AND (SELECT count(*) FROM ins) = 0) AS already_paid,
       (SELECT ledger_refuse('partly_repeated', NULL, NULL) WHERE (SELECT count(*) FROM ins) NOT IN (0, $3)) AS partly_repeated,
       (SELECT ledger_refuse('missing_account', c.id, NULL) FROM change c
         WHERE (SELECT count(*) FROM ins) = $3 AND NOT EXISTS (SELECT 1 FROM locked l WHERE l.id = c.id) LIMIT 1) AS missing,
       (SELECT ledger_refuse('insufficient_funds', l.id, l.balance_cents) FROM locked l JOIN change ON change.id = l.id
         WHERE (SELECT count(*) FROM ins) = $3 AND NOT (l.may_go_negative OR l.balance_cents + change.lowest >= 0)
         ORDER BY l.id LIMIT 1) AS short,
       (SELECT ledger_refuse('not_applied', NULL, NULL)
         WHERE (SELECT count(*) FROM ins) = $3 AND (SELECT count(*) FROM moved) <> (SELECT count(*) FROM change)) AS not_applied`;

/** Each account's change over a list of transfers, and the lowest it goes on the way (never above zero). */
export function accountChanges(list: TransferInput[]): Array<{ id: number; net: number; lowest: number }> {
  const byId = new Map<number, { id: number; net: number; lowest: number }>();
  const leg = (id: number, delta: number) => {
    let change = byId.get(id);
    if (!change) byId.set(id, (change = { id, net: 0, lowest: 0 }));
    change.net += delta;
    change.lowest = Math.min(change.lowest, change.net);
  };
  for (const t of list) {
    leg(t.debitAccountId, -t.amountCents);
    leg(t.creditAccountId, t.amountCents);
  }
  return [...byId.values()];
}
const FIND_TRANSFER = `SELECT id FROM transfers WHERE debit_account_id = $1 AND idempotency_key = $2`;
const BALANCE = `SELECT balance_cents FROM accounts WHERE id = $1`;

/** The parameters of TRANSFERS_SQL for a list; `mustBeNew` refuses a list whose keys were all used. */
export function transfersParams(list: TransferInput[], changes = accountChanges(list), mustBeNew = false): unknown[] {
  const rows = list.map((t) => ({
    debit: t.debitAccountId,
    credit: t.creditAccountId,
    amount: t.amountCents,
    kind: t.kind,
    ref_type: t.refType ?? null,
    ref_id: t.refId ?? null,
    idempotency_key: t.idempotencyKey ?? null,
  }));
  return [JSON.stringify(rows), JSON.stringify(changes), list.length, mustBeNew];
}

/** New transfers report their ids and the balance each account was left with; a list whose keys were all used reports `duplicate`. */
export type TransfersResult = { duplicate: boolean; transferIds: number[]; balances: Map<number, number> };

export async function transfers(tx: Sql, list: TransferInput[]): Promise<TransfersResult> {
  return startTransfers(tx, list);
}

/**
 * `transfers`, with the statement sent before this returns (a bad list
 * throws here, before anything is sent): a caller can send the statement
 * that follows in the same packet, knowing a refusal aborts the transaction.
 */
export function startTransfers(tx: Sql, list: TransferInput[], options: { mustBeNew?: boolean } = {}): Promise<TransfersResult> {
  if (list.length === 0) return Promise.resolve({ duplicate: false, transferIds: [], balances: new Map() });
  for (const input of list) {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new AppError('validation', 'A transfer must move a positive whole number of cents.');
    }
    if (input.debitAccountId === input.creditAccountId) throw new AppError('validation', 'A transfer needs two different accounts.');
  }
  const changes = accountChanges(list);
  return tx
    .prepared<{ ids: number[] | null; balances: Array<[number, number]> | null }>('ledger_transfers', TRANSFERS_SQL, transfersParams(list, changes, options.mustBeNew))
    .then(([result]) => {
      const ids = (result!.ids ?? []).map(Number);
      if (ids.length === 0) return { duplicate: true, transferIds: [], balances: new Map<number, number>() };
      const balances = new Map((result!.balances ?? []).map(([id, balance]) => [Number(id), Number(balance)]));
      // The statement raises for every refusal; this only guards against a change to it.
      if (ids.length !== list.length || balances.size !== changes.length) throw new Error('The ledger statement moved part of a list.');
      return { duplicate: false, transferIds: ids, balances };
    }, refusal);
}

/**
 * Pays `list` and runs the transaction's last statement (`finish`, which
 * must send it at once, e.g. through `commitWith`) in one packet: a refused
 * payment aborts the transaction, so the statement behind it cannot commit.
 */
export async function payThenFinish<T>(tx: Tx, list: TransferInput[], finish: () => Promise<T>): Promise<[TransfersResult, T]> {
  const [paid, finished] = tx.inOnePacket(() => [startTransfers(tx, list, { mustBeNew: true }), finish()] as const);
  // After a refused payment this fails too; the payment's error is the one to report.
  finished.catch(() => {});
  return [await paid, await finished];
}

/** The ledger's refusals (raised by ledger_refuse) as the errors a person reads. */
function refusal(error: unknown): never {
  const e = error as { code?: string; detail?: string };
  if (e.code !== 'LF001' || !e.detail) throw error;
  const { reason, balance } = JSON.parse(e.detail) as { reason: string; balance: number | string | null };
  if (reason === 'insufficient_funds') throw insufficientFunds(Number(balance));
  if (reason === 'partly_repeated') throw new AppError('conflict', 'Some of these payments were already made.');
  if (reason === 'already_paid') throw new AppError('conflict', 'This was already paid for.');
  if (reason === 'missing_account') throw new AppError('not_found', 'That account does not exist.');
  throw new Error(`The ledger refused a list it could not apply in full (${reason}).`);
}

/** One transfer; it also reports the two balances it left (null for a repeated key). */
export async function transfer(tx: Sql, input: TransferInput): Promise<TransferResult> {
  const result = await transfers(tx, [input]);
  if (result.duplicate) {
    const [existing] = await tx.prepared<{ id: number }>('ledger_find', FIND_TRANSFER, [input.debitAccountId, input.idempotencyKey]);
    return { transferId: existing!.id, duplicate: true, debitBalanceCents: null, creditBalanceCents: null };
  }
  return {
    transferId: result.transferIds[0]!,
    duplicate: false,
    debitBalanceCents: result.balances.get(input.debitAccountId)!,
    creditBalanceCents: result.balances.get(input.creditAccountId)!,
  };
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
