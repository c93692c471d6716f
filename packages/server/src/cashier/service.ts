/**
 * The cashier (DESIGN §19): deposits credited exactly once from verified provider events,
 * play-through, withdrawals held then paid or refunded, on the ledger inside the transaction of
 * each state change. Verification and shipping are in kyc.ts and shipping.ts.
 */
import {
  MIN_WITHDRAWAL_CENTS,
  nextDepositStatus,
  playthroughMessage,
  settledTurnoverDue,
  verifyToWithdrawMessage,
  withdrawableCents,
  type DepositStatus,
  type TakeOut,
  type WithdrawalStatus,
} from '@lootforge/core/cashier';
import type { CashierAnswer, Deposit, Withdrawal } from '@lootforge/core/contracts/cashier-answers';
import { formatCents } from '@lootforge/core/money';
import type { Clock } from '../clock';
import type { CashierConfig } from '../config';
import type { Database, Sql } from '../db/client';
import { AppError } from '../errors';
import { ensureCashier, ensureWallet, ensureWithdrawalsHeld, pay, balanceOf } from '../ledger/ledger';
import { writeAudit } from '../console/audit';
import { assertMayDeposit } from '../limits/service';
import { lockLimitsIfAny } from '../limits/repository';
import { isRefusal, type PaymentProvider, type ProviderEvent } from './provider';
import {
  insertDeposit,
  insertProviderEvent,
  listDeposits,
  listOverdueDeposits,
  listUserDeposits,
  findDeposit,
  lockDeposit,
  lockDepositByRef,
  setDepositStatus,
  type DepositRow,
} from './repository/deposits';
import {
  findOpenWithdrawal,
  findWithdrawal,
  insertWithdrawal,
  listApprovedWithdrawals,
  listUserWithdrawals,
  listWithdrawals,
  lockPlaythrough,
  lockWithdrawal,
  lockWithdrawalByRef,
  readPlaythrough,
  savePlaythrough,
  updateWithdrawal,
  type PlaythroughRow,
  type WithdrawalRow,
} from './repository/withdrawals';
import { kycState } from './kyc';
import { hitRateLimit } from '../http/rate-limit';
import { idForKey } from '../http/idempotency';

/** A retry must ask for what the first attempt asked for: a key reused for something else is refused. */
export function sameRequest<T>(earlier: T, same: boolean): T {
  if (!same) throw new AppError('conflict', 'This Idempotency-Key was already used for a different request.');
  return earlier;
}

/** How many deposits one player may start in an hour. */
export const DEPOSITS_PER_HOUR = 30;

/** What a change left a player with, for the balance push after commit. */
export type BalanceChange = { userId: string; balanceCents: number };

// Play-through.

/**
 * Adds turnover due (a deposit 1×, bonus money × BONUS_PLAYTHROUGH), first settling the wager
 * counted since the row was last written: inside the transaction that credits the money.
 */
export async function addTurnoverDue(tx: Sql, input: { userId: string; amountCents: number; at: Date; locked?: PlaythroughRow }): Promise<void> {
  if (input.amountCents <= 0) return;
  const row = input.locked ?? (await lockPlaythrough(tx, input.userId));
  const due = settledTurnoverDue({ dueCents: row.due_cents, wagerSeenCents: row.wager_seen_cents }, row.lifetime_wager_cents);
  await savePlaythrough(tx, {
    userId: input.userId,
    dueCents: due + input.amountCents,
    wagerSeenCents: Math.max(row.wager_seen_cents, row.lifetime_wager_cents),
    withdrawnCents: row.withdrawn_cents,
    at: input.at,
  });
}

/**
 * The rules for money or items leaving (DESIGN §19), under the player's play-through lock: no
 * turnover due, and within what an unverified player may take out in their life. Answers the
 * settled turnover due.
 */
export async function assertMayTakeOut(
  tx: Sql,
  input: { userId: string; playthrough: PlaythroughRow; amountCents: number; config: CashierConfig; action: TakeOut },
): Promise<number> {
  const { playthrough, config } = input;
  const due = settledTurnoverDue({ dueCents: playthrough.due_cents, wagerSeenCents: playthrough.wager_seen_cents }, playthrough.lifetime_wager_cents);
  if (due > 0) throw new AppError('conflict', playthroughMessage(due, config.bonusPlaythrough, input.action));
  const kyc = await kycState(tx, { userId: input.userId, config });
  if (kyc.status !== 'verified' && playthrough.withdrawn_cents + input.amountCents > config.kycFreeWithdrawCents) {
    throw new AppError('forbidden', verifyToWithdrawMessage(config.kycFreeWithdrawCents, input.action));
  }
  return due;
}

/** Counts money or items taken out (negative: given back) toward the verification threshold, settling the due. */
export async function recordTakenOut(tx: Sql, input: { userId: string; playthrough: PlaythroughRow; dueCents: number; deltaCents: number; at: Date }): Promise<void> {
  const { playthrough } = input;
  await savePlaythrough(tx, {
    userId: input.userId,
    dueCents: input.dueCents,
    wagerSeenCents: Math.max(playthrough.wager_seen_cents, playthrough.lifetime_wager_cents),
    withdrawnCents: Math.max(0, playthrough.withdrawn_cents + input.deltaCents),
    at: input.at,
  });
}

/** Bonus money's turnover: amount × BONUS_PLAYTHROUGH. */
export function bonusTurnover(config: CashierConfig, amountCents: number): number {
  return amountCents * config.bonusPlaythrough;
}

// What the player sees.

export function depositView(row: DepositRow): Deposit {
  const open = row.status === 'created' || row.status === 'pending';
  return {
    id: row.id,
    status: row.status,
    amountCents: row.amount_cents,
    creditedCents: row.credited_cents,
    provider: row.provider,
    checkoutUrl: open ? row.checkout_url : null,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
  };
}

export function withdrawalView(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    status: row.status,
    amountCents: row.amount_cents,
    destination: row.destination,
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function cashierOverview(db: Database, input: { userId: string; config: CashierConfig; provider: PaymentProvider }): Promise<CashierAnswer> {
  const walletId = await ensureWallet(db, input.userId);
  const [balanceCents, playthrough, kyc, deposits, withdrawals] = await Promise.all([
    balanceOf(db, walletId),
    readPlaythrough(db, input.userId),
    kycState(db, { userId: input.userId, config: input.config }),
    listUserDeposits(db, { userId: input.userId, limit: 20 }),
    listUserWithdrawals(db, { userId: input.userId, limit: 20 }),
  ]);
  const due = playthrough ? settledTurnoverDue({ dueCents: playthrough.due_cents, wagerSeenCents: playthrough.wager_seen_cents }, playthrough.lifetime_wager_cents) : 0;
  return {
    balanceCents,
    withdrawableCents: withdrawableCents(balanceCents, due),
    turnoverDueCents: due,
    bonusPlaythrough: input.config.bonusPlaythrough,
    provider: { id: input.provider.id, sandbox: input.provider.sandbox },
    limits: {
      minDepositCents: input.config.depositMinCents,
      maxDepositCents: input.config.depositMaxCents,
      minWithdrawalCents: MIN_WITHDRAWAL_CENTS,
      freeWithdrawCents: input.config.kycFreeWithdrawCents,
    },
    kyc,
    deposits: deposits.map(depositView),
    withdrawals: withdrawals.map(withdrawalView),
  };
}

// Deposits.

export async function createDeposit(
  db: Database,
  input: { userId: string; amountCents: number; idempotencyKey?: string; config: CashierConfig; provider: PaymentProvider; publicUrl: string; clock: Clock },
): Promise<Deposit> {
  const { config } = input;
  // A retry with the same Idempotency-Key answers the deposit the first attempt started.
  const id = idForKey({ userId: input.userId, scope: 'deposit', key: input.idempotencyKey });
  const earlier = input.idempotencyKey ? await findDeposit(db, id) : null;
  if (earlier) return depositView(sameRequest(earlier, earlier.amount_cents === input.amountCents));
  if (input.amountCents < config.depositMinCents || input.amountCents > config.depositMaxCents) {
    throw new AppError('validation', `A deposit is from ${formatCents(config.depositMinCents)} to ${formatCents(config.depositMaxCents)}.`);
  }
  // Refused early when it plainly cannot pass (no checkout is opened), and again below under the lock.
  try {
    await assertMayDeposit(db, { userId: input.userId, amountCents: input.amountCents, clock: input.clock });
  } catch (error) {
    // A retry whose first attempt committed meanwhile finds its deposit counted: it answers with it.
    const made = input.idempotencyKey ? await findDeposit(db, id) : null;
    if (made) return depositView(sameRequest(made, made.amount_cents === input.amountCents));
    throw error;
  }
  // Each start opens a checkout at the provider: a player may start a few an hour, not thousands.
  await hitRateLimit(db, { bucket: `deposits:user:${input.userId}`, limit: DEPOSITS_PER_HOUR, windowSeconds: 3_600, message: 'Too many deposits started. Please finish one of them or try again in an hour.' });
  // The provider first (outside any transaction: it may call out, and the sandbox writes its own books).
  const started = await input.provider.createDeposit({ depositId: id, userId: input.userId, amountCents: input.amountCents, returnUrl: `${input.publicUrl}/cashier?deposit=${id}` });
  const row = await db
    .transaction(async (tx) => {
      // The player's limits row is held while their deposits are summed and this one recorded, so
      // deposits started together are counted one after another and never pass a limit together
      // (a checkout refused here is never paid and expires at the provider).
      const limits = await lockLimitsIfAny(tx, input.userId);
      // A retry under the same key that waited here for its first attempt answers with what that made.
      const made = input.idempotencyKey ? await findDeposit(tx, id) : null;
      if (made) return sameRequest(made, made.amount_cents === input.amountCents);
      if (limits) await assertMayDeposit(tx, { userId: input.userId, amountCents: input.amountCents, clock: input.clock, limits });
      return insertDeposit(tx, {
        id,
        userId: input.userId,
        provider: input.provider.id,
        providerRef: started.providerRef,
        amountCents: input.amountCents,
        checkoutUrl: started.checkoutUrl,
        expiresAt: started.expiresAt,
        at: input.clock.now(),
      });
    })
    .catch(async (error: unknown) => {
      // The same key sent twice at once: the other attempt's row stands (its checkout is the one to pay).
      const same = (error as { code?: string }).code === '23505' && input.idempotencyKey ? await findDeposit(db, id) : null;
      if (same) return same;
      throw error;
    });
  return depositView(row);
}

const DEPOSIT_EVENTS = { 'deposit.pending': 'pending', 'deposit.completed': 'completed', 'deposit.failed': 'failed', 'deposit.expired': 'expired' } as const;

/**
 * Reads a webhook: verified by the provider (a refusal is a 400 and stores nothing), applied in
 * one transaction that first locks the deposit or withdrawal it is about (an unknown reference is
 * a 404 and stores nothing), then stores the event once by its id with what it did: a redelivery
 * finds it stored and changes nothing. Answers what changed, for the pushes after commit.
 */
export async function receiveWebhook(
  db: Database,
  input: { provider: PaymentProvider; rawBody: Buffer; headers: Record<string, string | string[] | undefined>; clock: Clock; config: CashierConfig },
): Promise<{ outcome: string; balance: BalanceChange | null; userId: string | null }> {
  const event = input.provider.verifyWebhook(input.rawBody, input.headers);
  if (isRefusal(event)) throw new AppError('bad_request', event.refused);
  return db.transaction(async (tx) => {
    const at = input.clock.now();
    const store = (outcome: string) =>
      insertProviderEvent(tx, {
        provider: input.provider.id,
        eventId: event.id,
        type: event.type,
        providerRef: event.providerRef,
        amountCents: event.amountCents,
        body: JSON.parse(input.rawBody.toString('utf8')),
        outcome,
        at,
      });
    const step = event.type.startsWith('deposit.') ? await depositStep(tx, { ...input, event, at }) : await payoutStep(tx, { ...input, event, at });
    if (!(await store(step.outcome))) return { outcome: 'duplicate', balance: null, userId: null };
    return { outcome: step.outcome, balance: await step.apply(), userId: step.outcome === 'ignored' ? null : step.userId };
  });
}

/** What a webhook step will do, known once its deposit or withdrawal is locked, and the doing of it. */
type Step = { outcome: string; userId: string; apply: () => Promise<BalanceChange | null> };

async function depositStep(tx: Sql, input: { provider: PaymentProvider; event: ProviderEvent; at: Date }): Promise<Step> {
  const { event, at } = input;
  const deposit = await lockDepositByRef(tx, { provider: input.provider.id, providerRef: event.providerRef });
  if (!deposit) throw new AppError('not_found', 'No deposit has that reference.');
  const next = nextDepositStatus(deposit.status, DEPOSIT_EVENTS[event.type as keyof typeof DEPOSIT_EVENTS]);
  const userId = deposit.user_id;
  // A payment that arrives after we closed the deposit (expired, failed) is never thrown away: it waits for an admin.
  if (next === null && event.type === 'deposit.completed' && (deposit.status === 'expired' || deposit.status === 'failed')) {
    return { outcome: 'late_payment', userId, apply: async () => (await setDepositStatus(tx, { id: deposit.id, status: 'review', at, providerAmountCents: event.amountCents }), null) };
  }
  if (next === null) return { outcome: 'ignored', userId, apply: async () => null };
  if (next !== 'completed') return { outcome: next, userId, apply: async () => (await setDepositStatus(tx, { id: deposit.id, status: next, at }), null) };
  // Never credit what the provider says instead of what was asked: an admin looks.
  if (event.amountCents !== deposit.amount_cents) {
    return { outcome: 'review', userId, apply: async () => (await setDepositStatus(tx, { id: deposit.id, status: 'review', at, providerAmountCents: event.amountCents }), null) };
  }
  return {
    outcome: 'completed',
    userId,
    apply: async () => ({ userId: deposit.user_id, balanceCents: await creditDeposit(tx, { deposit, amountCents: deposit.amount_cents, at }) }),
  };
}

/** Credits a deposit and marks it completed, in one transaction; the key makes it once. */
async function creditDeposit(tx: Sql, input: { deposit: DepositRow; amountCents: number; at: Date }): Promise<number> {
  const { deposit } = input;
  // The play-through row first, as every cashier step of a player locks it first (no deadlock with a withdrawal).
  const playthrough = await lockPlaythrough(tx, deposit.user_id);
  const wallet = await ensureWallet(tx, deposit.user_id);
  const balances = await pay(tx, [
    {
      debitAccountId: await ensureCashier(tx, deposit.provider, deposit.id),
      creditAccountId: wallet,
      amountCents: input.amountCents,
      kind: 'deposit',
      refType: 'deposit',
      refId: deposit.id,
      idempotencyKey: `deposit:${deposit.provider}:${deposit.provider_ref}`,
    },
  ]);
  await setDepositStatus(tx, { id: deposit.id, status: 'completed', at: input.at, creditedCents: input.amountCents });
  await addTurnoverDue(tx, { userId: deposit.user_id, amountCents: input.amountCents, at: input.at, locked: playthrough });
  return balances.get(wallet)!;
}

/** An admin settles a deposit held for review: credit at most what arrived, or fail it. Audited. */
export async function resolveDeposit(
  db: Database,
  input: { adminId: string; depositId: string; action: 'credit' | 'fail'; amountCents?: number; reason: string; clock: Clock },
): Promise<{ deposit: DepositRow; balance: BalanceChange | null }> {
  return db.transaction(async (tx) => {
    const deposit = await lockDeposit(tx, input.depositId);
    if (!deposit) throw new AppError('not_found', 'That deposit does not exist.');
    if (deposit.status !== 'review') throw new AppError('conflict', 'Only a deposit under review can be resolved.');
    const at = input.clock.now();
    let balance: BalanceChange | null = null;
    if (input.action === 'credit') {
      const amount = input.amountCents!;
      const arrived = deposit.provider_amount_cents ?? 0;
      if (amount > arrived) throw new AppError('validation', `At most what arrived can be credited: ${formatCents(arrived)}.`);
      balance = { userId: deposit.user_id, balanceCents: await creditDeposit(tx, { deposit, amountCents: amount, at }) };
    } else {
      await setDepositStatus(tx, { id: deposit.id, status: 'failed', at });
    }
    await writeAudit(tx, input.adminId, {
      action: input.action === 'credit' ? 'deposit_credited' : 'deposit_failed',
      targetType: 'deposit',
      targetId: deposit.id,
      details: { userId: deposit.user_id, amountCents: input.amountCents ?? null, providerAmountCents: deposit.provider_amount_cents, reason: input.reason },
    });
    return { deposit: (await lockDeposit(tx, deposit.id))!, balance };
  });
}

/**
 * Expires deposits never paid, an hour past their expiry, once the provider confirms it holds no
 * payment for them (open or expired there). One in `pending` (a payment on its way) is left for
 * the provider's own word; and should a payment still arrive, it goes to review, not away.
 */
export async function expireOverdueDeposits(db: Database, input: { provider: PaymentProvider; clock: Clock; log?: { warn(details: object, message: string): void } }): Promise<number> {
  const overdue = await listOverdueDeposits(db, { provider: input.provider.id, before: new Date(input.clock.now().getTime() - 3_600_000), limit: 100 });
  let expired = 0;
  for (const row of overdue) {
    try {
      const status = await input.provider.fetchStatus(row.provider_ref);
      if (status && status.status !== 'open' && status.status !== 'expired') continue;
      await db.transaction(async (tx) => {
        const deposit = await lockDeposit(tx, row.id);
        if (deposit?.status === 'created') {
          await setDepositStatus(tx, { id: deposit.id, status: 'expired', at: input.clock.now() });
          expired++;
        }
      });
    } catch (error) {
      // One provider answer that fails must not stop the rest.
      input.log?.warn({ err: error, depositId: row.id }, 'could not check an overdue deposit');
    }
  }
  return expired;
}

export async function adminDeposits(db: Database, input: { status: DepositStatus | undefined }) {
  const rows = await listDeposits(db, { status: input.status, limit: 200 });
  return rows.map((row) => ({ ...depositView(row), userId: row.user_id, userName: row.user_name ?? null, providerRef: row.provider_ref, providerAmountCents: row.provider_amount_cents }));
}

// Withdrawals.

/**
 * A withdrawal request: the amount moves from the wallet to withdrawals_held in the transaction
 * that records it. The player's play-through row is locked first, so one player's requests queue
 * behind each other (and the unique index allows one open withdrawal whatever happens).
 */
export async function requestWithdrawal(
  db: Database,
  input: { userId: string; amountCents: number; destination: string; idempotencyKey?: string; config: CashierConfig; provider: PaymentProvider; clock: Clock },
): Promise<{ withdrawal: WithdrawalRow; balanceCents: number }> {
  if (input.amountCents < MIN_WITHDRAWAL_CENTS) throw new AppError('validation', `The smallest withdrawal is ${formatCents(MIN_WITHDRAWAL_CENTS)}.`);
  const id = idForKey({ userId: input.userId, scope: 'withdrawal', key: input.idempotencyKey });
  return db.transaction(async (tx) => {
    const at = input.clock.now();
    const playthrough = await lockPlaythrough(tx, input.userId);
    // A retry with the same Idempotency-Key answers the withdrawal the first attempt asked for.
    const earlier = input.idempotencyKey ? await findWithdrawal(tx, id) : null;
    if (earlier) {
      const same = sameRequest(earlier, earlier.amount_cents === input.amountCents && earlier.destination === input.destination);
      return { withdrawal: same, balanceCents: await balanceOf(tx, await ensureWallet(tx, input.userId)) };
    }
    if (await findOpenWithdrawal(tx, input.userId)) throw new AppError('conflict', 'You already have a withdrawal on its way. You can ask for another once it is finished.');
    const wallet = await ensureWallet(tx, input.userId);
    const balance = await balanceOf(tx, wallet);
    const due = settledTurnoverDue({ dueCents: playthrough.due_cents, wagerSeenCents: playthrough.wager_seen_cents }, playthrough.lifetime_wager_cents);
    // The withdrawable amount first when play-through is done: "at most $X" says more than "verify" to someone asking too much.
    if (due === 0 && input.amountCents > withdrawableCents(balance, due)) throw new AppError('conflict', `You can withdraw at most ${formatCents(withdrawableCents(balance, due))}.`);
    await assertMayTakeOut(tx, { userId: input.userId, playthrough, amountCents: input.amountCents, config: input.config, action: 'withdraw' });
    const kyc = await kycState(tx, { userId: input.userId, config: input.config });
    const autoApprove = kyc.status === 'verified' && input.amountCents <= input.config.withdrawalAutoApproveCents;
    const withdrawal = await insertWithdrawal(tx, {
      id,
      userId: input.userId,
      amountCents: input.amountCents,
      destination: input.destination,
      status: autoApprove ? 'approved' : 'requested',
      provider: input.provider.id,
      at,
    });
    const balances = await pay(tx, [
      {
        debitAccountId: wallet,
        creditAccountId: await ensureWithdrawalsHeld(tx),
        amountCents: input.amountCents,
        kind: 'withdrawal_hold',
        refType: 'withdrawal',
        refId: id,
        idempotencyKey: `withdrawal:${id}:hold`,
      },
    ]);
    // Counted toward the verification threshold from the moment it is asked for; a refund gives it back.
    await recordTakenOut(tx, { userId: input.userId, playthrough, dueCents: due, deltaCents: input.amountCents, at });
    return { withdrawal, balanceCents: balances.get(wallet)! };
  });
}

/** Gives a withdrawal's held money back to the wallet, in the transaction that ends it. */
async function refundWithdrawal(tx: Sql, input: { withdrawal: WithdrawalRow; status: WithdrawalStatus; reason: string; at: Date; adminId?: string }): Promise<BalanceChange> {
  const { withdrawal } = input;
  // The play-through row first, as every cashier step of a player locks it first (no deadlock with a request).
  const playthrough = await lockPlaythrough(tx, withdrawal.user_id);
  const wallet = await ensureWallet(tx, withdrawal.user_id);
  const balances = await pay(tx, [
    {
      debitAccountId: await ensureWithdrawalsHeld(tx),
      creditAccountId: wallet,
      amountCents: withdrawal.amount_cents,
      kind: 'withdrawal_refund',
      refType: 'withdrawal',
      refId: withdrawal.id,
      idempotencyKey: `withdrawal:${withdrawal.id}:refund`,
    },
  ]);
  await savePlaythrough(tx, {
    userId: withdrawal.user_id,
    dueCents: playthrough.due_cents,
    wagerSeenCents: playthrough.wager_seen_cents,
    withdrawnCents: Math.max(0, playthrough.withdrawn_cents - withdrawal.amount_cents),
    at: input.at,
  });
  await updateWithdrawal(tx, { id: withdrawal.id, status: 'refunded', at: input.at, reason: input.reason, adminId: input.adminId, finished: true });
  return { userId: withdrawal.user_id, balanceCents: balances.get(wallet)! };
}

/** Approves a requested withdrawal (audited); answers whose it is. */
export async function approveWithdrawal(db: Database, input: { adminId: string; withdrawalId: string; clock: Clock }): Promise<string> {
  return db.transaction(async (tx) => {
    const withdrawal = await lockWithdrawal(tx, input.withdrawalId);
    if (!withdrawal) throw new AppError('not_found', 'That withdrawal does not exist.');
    if (withdrawal.status !== 'requested') throw new AppError('conflict', `This withdrawal is already ${withdrawal.status}.`);
    await updateWithdrawal(tx, { id: withdrawal.id, status: 'approved', at: input.clock.now(), adminId: input.adminId });
    await writeAudit(tx, input.adminId, {
      action: 'withdrawal_approved',
      targetType: 'withdrawal',
      targetId: withdrawal.id,
      details: { userId: withdrawal.user_id, amountCents: withdrawal.amount_cents },
    });
    return withdrawal.user_id;
  });
}

export async function rejectWithdrawal(db: Database, input: { adminId: string; withdrawalId: string; reason: string; clock: Clock }): Promise<BalanceChange> {
  return db.transaction(async (tx) => {
    const withdrawal = await lockWithdrawal(tx, input.withdrawalId);
    if (!withdrawal) throw new AppError('not_found', 'That withdrawal does not exist.');
    // Only before approval: an approved one may already be on its way to the provider.
    if (withdrawal.status !== 'requested') throw new AppError('conflict', `This withdrawal is already ${withdrawal.status}.`);
    const at = input.clock.now();
    await updateWithdrawal(tx, { id: withdrawal.id, status: 'rejected', at, reason: input.reason, adminId: input.adminId });
    const change = await refundWithdrawal(tx, { withdrawal, status: 'rejected', reason: input.reason, at, adminId: input.adminId });
    await writeAudit(tx, input.adminId, {
      action: 'withdrawal_rejected',
      targetType: 'withdrawal',
      targetId: withdrawal.id,
      details: { userId: withdrawal.user_id, amountCents: withdrawal.amount_cents, reason: input.reason },
    });
    return change;
  });
}

/**
 * Sends the payouts of approved withdrawals. The provider is asked outside any transaction, with
 * the withdrawal's id as its idempotency key (a second ask returns the same payout), and the
 * withdrawal moves to sent only from approved: several instances sending at once send one payout.
 */
export async function sendApprovedPayouts(db: Database, input: { provider: PaymentProvider; clock: Clock; log?: { warn(details: object, message: string): void } }): Promise<number> {
  const approved = await listApprovedWithdrawals(db, 20);
  let sent = 0;
  for (const row of approved) {
    if (row.provider !== input.provider.id) continue;
    let providerRef: string;
    try {
      ({ providerRef } = await input.provider.createPayout({ withdrawalId: row.id, amountCents: row.amount_cents, destination: row.destination }));
    } catch (error) {
      // One payout the provider will not take must not hold up the others; it is asked again next time.
      input.log?.warn({ err: error, withdrawalId: row.id }, 'payout not sent');
      continue;
    }
    await db.transaction(async (tx) => {
      const withdrawal = await lockWithdrawal(tx, row.id);
      if (withdrawal?.status !== 'approved') return;
      await updateWithdrawal(tx, { id: row.id, status: 'sent', at: input.clock.now(), providerRef, sent: true });
      sent++;
    });
  }
  return sent;
}

async function payoutStep(tx: Sql, input: { provider: PaymentProvider; event: ProviderEvent; at: Date }): Promise<Step> {
  const { event, at } = input;
  const withdrawal = await lockWithdrawalByRef(tx, { provider: input.provider.id, providerRef: event.providerRef });
  if (!withdrawal) throw new AppError('not_found', 'No withdrawal has that reference.');
  const userId = withdrawal.user_id;
  if (withdrawal.status !== 'sent') return { outcome: 'ignored', userId, apply: async () => null };
  if (event.type === 'payout.completed') {
    return {
      outcome: 'completed',
      userId,
      apply: async () => {
        await pay(tx, [
          {
            debitAccountId: await ensureWithdrawalsHeld(tx),
            creditAccountId: await ensureCashier(tx, withdrawal.provider, withdrawal.id),
            amountCents: withdrawal.amount_cents,
            kind: 'withdrawal_paid',
            refType: 'withdrawal',
            refId: withdrawal.id,
            idempotencyKey: `withdrawal:${withdrawal.id}:paid`,
          },
        ]);
        await updateWithdrawal(tx, { id: withdrawal.id, status: 'completed', at, finished: true });
        return null;
      },
    };
  }
  return {
    outcome: 'refunded',
    userId,
    apply: async () => {
      await updateWithdrawal(tx, { id: withdrawal.id, status: 'failed', at });
      return refundWithdrawal(tx, { withdrawal, status: 'failed', reason: 'The payout failed at the payment provider; the money is back in your balance.', at });
    },
  };
}

export async function adminWithdrawals(db: Database, input: { status: WithdrawalStatus | undefined }) {
  const rows = await listWithdrawals(db, { status: input.status, limit: 200 });
  return rows.map((row) => ({
    ...withdrawalView(row),
    userId: row.user_id,
    userName: row.user_name ?? null,
    kycStatus: (row.kyc_status ?? 'none') as 'none' | 'pending' | 'verified' | 'rejected',
    providerRef: row.provider_ref,
    decidedBy: row.decided_by ?? null,
  }));
}
