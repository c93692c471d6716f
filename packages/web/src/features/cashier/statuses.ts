/** How /cashier, /verify and /shipping show each status: the core's words, a tone, and what is still moving. */
import {
  DEPOSIT_STATUS_LABELS,
  KYC_STATUS_LABELS,
  OPEN_WITHDRAWAL_STATUSES,
  SHIPPING_STATUS_LABELS,
  WITHDRAWAL_STATUS_LABELS,
  type DepositStatus,
  type KycStatus,
  type ShippingStatus,
  type WithdrawalStatus,
} from '@lootforge/core/cashier';
import type { BadgeTone } from '../../components/ui/badge';
import type { CashierAnswer, Deposit, Withdrawal } from './api';

export type StatusLook = { label: string; tone: BadgeTone };

const DEPOSIT_TONES: Record<DepositStatus, BadgeTone> = {
  created: 'accent',
  pending: 'cool',
  completed: 'success',
  failed: 'danger',
  expired: 'neutral',
  review: 'violet',
};

const WITHDRAWAL_TONES: Record<WithdrawalStatus, BadgeTone> = {
  requested: 'accent',
  approved: 'cool',
  sent: 'cool',
  completed: 'success',
  failed: 'danger',
  rejected: 'danger',
  refunded: 'neutral',
};

const KYC_TONES: Record<KycStatus, BadgeTone> = { none: 'neutral', pending: 'accent', verified: 'success', rejected: 'danger' };

const SHIPPING_TONES: Record<ShippingStatus, BadgeTone> = {
  requested: 'accent',
  processing: 'cool',
  shipped: 'violet',
  delivered: 'success',
  cancelled: 'neutral',
};

export const depositLook = (status: DepositStatus): StatusLook => ({ label: DEPOSIT_STATUS_LABELS[status], tone: DEPOSIT_TONES[status] });
export const withdrawalLook = (status: WithdrawalStatus): StatusLook => ({ label: WITHDRAWAL_STATUS_LABELS[status], tone: WITHDRAWAL_TONES[status] });
export const kycLook = (status: KycStatus): StatusLook => ({ label: KYC_STATUS_LABELS[status], tone: KYC_TONES[status] });
export const shippingLook = (status: ShippingStatus): StatusLook => ({ label: SHIPPING_STATUS_LABELS[status], tone: SHIPPING_TONES[status] });

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
