/** What /cashier reads from its data: a deposit still to pay, a withdrawal on its way, a destination shortened. How each status looks is in lib/cashier-status. */
import { OPEN_WITHDRAWAL_STATUSES } from '@lootforge/core/cashier';
import type { CashierAnswer, Deposit, Withdrawal } from './api';

/** A deposit the player can still go and pay: created, with a checkout, not yet past its time. */
export function isPayable(deposit: Deposit, nowMs: number): boolean {
  return deposit.status === 'created' && deposit.checkoutUrl !== null && Date.parse(deposit.expiresAt) > nowMs;
}

/** The player's withdrawal still on its way (at most one), if any. */
export function openWithdrawal(withdrawals: readonly Withdrawal[]): Withdrawal | undefined {
  return withdrawals.find((withdrawal) => OPEN_WITHDRAWAL_STATUSES.includes(withdrawal.status));
}

/**
 * Whether something on /cashier is waiting on someone else (the provider's webhook, an operator):
 * the page then reads again now and then. A finished deposit credits the wallet, and that push
 * refreshes the page at once; a failed or expired one, or a payout, does not touch the balance.
 */
export function isWaiting(answer: Pick<CashierAnswer, 'deposits' | 'withdrawals'>, nowMs: number): boolean {
  const depositMoving = answer.deposits.some(
    (deposit) => deposit.status === 'pending' || (deposit.status === 'created' && Date.parse(deposit.expiresAt) > nowMs - 5 * 60_000),
  );
  return depositMoving || openWithdrawal(answer.withdrawals) !== undefined;
}

/** A withdrawal's destination as a row shows it: the start and the end of a long account or wallet address. */
export function shortDestination(destination: string, keep = 28): string {
  if (destination.length <= keep) return destination;
  const half = Math.floor((keep - 1) / 2);
  return `${destination.slice(0, half)}…${destination.slice(-half)}`;
}
