/**
 * The cashier's rules (DESIGN §19): deposit and withdrawal states, play-through, the
 * verification threshold, shipping fees, and the words a player reads. Pure: the server applies
 * them inside its transactions, the web shows the same figures and messages.
 */
import { dollars, formatCents, type Cents } from './money';

/** Deposit amounts, by default (DEPOSIT_MIN_CENTS / DEPOSIT_MAX_CENTS configure them). */
export const DEFAULT_DEPOSIT_MIN_CENTS: Cents = dollars(5);
export const DEFAULT_DEPOSIT_MAX_CENTS: Cents = dollars(5000);
/** The smallest withdrawal. */
export const MIN_WITHDRAWAL_CENTS: Cents = dollars(10);
/** How many times bonus money is wagered before it can leave (BONUS_PLAYTHROUGH). */
export const DEFAULT_BONUS_PLAYTHROUGH = 40;
/** What an unverified player may withdraw in their lifetime (KYC_FREE_WITHDRAW_CENTS). */
export const DEFAULT_KYC_FREE_WITHDRAW_CENTS: Cents = dollars(150);
/** How long a deposit's checkout stays open. */
export const DEPOSIT_TTL_MS = 30 * 60 * 1000;

/** Shipping (DESIGN §19): the smallest order, the fee (SHIPPING_FEE_CENTS) and where it is waived. */
export const SHIPPING_MIN_VALUE_CENTS: Cents = dollars(25);
export const DEFAULT_SHIPPING_FEE_CENTS: Cents = dollars(5);
export const SHIPPING_FREE_FROM_CENTS: Cents = dollars(100);
/** Items in one order. */
export const SHIPPING_MAX_ITEMS = 50;

export const DEPOSIT_STATUSES = ['created', 'pending', 'completed', 'failed', 'expired', 'review'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const WITHDRAWAL_STATUSES = ['requested', 'approved', 'sent', 'completed', 'failed', 'rejected', 'refunded'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
/** A withdrawal still on its way: a player has at most one. */
export const OPEN_WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = ['requested', 'approved', 'sent'];

export const KYC_STATUSES = ['none', 'pending', 'verified', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export const SHIPPING_STATUSES = ['requested', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];

/** What a provider tells us about a deposit or a payout. */
export const PROVIDER_EVENT_TYPES = ['deposit.pending', 'deposit.completed', 'deposit.failed', 'deposit.expired', 'payout.completed', 'payout.failed'] as const;
export type ProviderEventType = (typeof PROVIDER_EVENT_TYPES)[number];

/**
 * Deposits move forward only (DESIGN §19): created → pending → completed | failed | expired, and
 * a differing amount is held as review. Returns the next status for an event, or null when the
 * event changes nothing (a finished deposit, or pending after pending).
 */
export function nextDepositStatus(current: DepositStatus, event: 'pending' | 'completed' | 'failed' | 'expired'): DepositStatus | null {
  if (current !== 'created' && current !== 'pending') return null;
  if (event === 'pending') return current === 'created' ? 'pending' : null;
  return event;
}

/** Shipping orders (DESIGN §19): requested → processing → shipped → delivered; requested | processing → cancelled. */
const SHIPPING_NEXT: Record<ShippingStatus, readonly ShippingStatus[]> = {
  requested: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function canMoveShipping(from: ShippingStatus, to: ShippingStatus): boolean {
  return SHIPPING_NEXT[from].includes(to);
}

/** The fee for an order of items worth `valueCents`: waived from $100.00. */
export function shippingFeeCents(valueCents: Cents, feeCents: Cents = DEFAULT_SHIPPING_FEE_CENTS): Cents {
  return valueCents >= SHIPPING_FREE_FROM_CENTS ? 0 : feeCents;
}

/**
 * Play-through (DESIGN §19): the turnover still due, settled lazily. `due` was left when the
 * player's counted wager stood at `wagerSeen`; wager counted since then comes off, not below
 * zero. Exact at any later moment because successive subtractions clamp the same way one does:
 * max(0, max(0, d − a) − b) = max(0, d − a − b).
 */
export function settledTurnoverDue(state: { dueCents: Cents; wagerSeenCents: Cents }, lifetimeWagerCents: Cents): Cents {
  return Math.max(0, state.dueCents - Math.max(0, lifetimeWagerCents - state.wagerSeenCents));
}

/** What may be withdrawn: the balance once no turnover is due, else nothing. */
export function withdrawableCents(balanceCents: Cents, turnoverDueCents: Cents): Cents {
  return turnoverDueCents > 0 ? 0 : balanceCents;
}

/** What leaves the site: money withdrawn, or items shipped home (both wait for play-through and verification). */
export type TakeOut = 'withdraw' | 'ship';

/** The words of DESIGN §19 (shipping says "ship items" where a withdrawal says "withdraw"). */
export function playthroughMessage(dueCents: Cents, bonusPlaythrough: number, action: TakeOut = 'withdraw'): string {
  return `Wager ${formatCents(dueCents)} more before you can ${action === 'ship' ? 'ship items' : 'withdraw'}: deposits are played through once and bonuses ${bonusPlaythrough} times.`;
}

export function verifyToWithdrawMessage(freeWithdrawCents: Cents, action: TakeOut = 'withdraw'): string {
  return action === 'ship'
    ? `Verify your identity to ship or withdraw more than ${formatCents(freeWithdrawCents)} in all.`
    : `Verify your identity to withdraw more than ${formatCents(freeWithdrawCents)}.`;
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysIn = (year: number, month: number) => [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;

/** A real calendar day written YYYY-MM-DD, as [year, month, day]; null otherwise. */
export function calendarDay(text: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return [year, month, day];
}

/**
 * Whether someone born on `dateOfBirth` is 18 or older on `today` (both YYYY-MM-DD, UTC). Born on
 * 29 February, the 18th birthday is 1 March in a common year.
 */
export function isAdultOn(dateOfBirth: string, today: string): boolean {
  const born = calendarDay(dateOfBirth);
  const now = calendarDay(today);
  if (!born || !now) return false;
  const year = born[0] + 18;
  const [month, day] = born[1] === 2 && born[2] === 29 && !isLeap(year) ? [3, 1] : [born[1], born[2]];
  return year < now[0] || (year === now[0] && (month < now[1] || (month === now[1] && day <= now[2])));
}

/** Labels a person reads for each status. */
export const DEPOSIT_STATUS_LABELS: Record<DepositStatus, string> = {
  created: 'Awaiting payment',
  pending: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
  expired: 'Expired',
  review: 'Under review',
};

export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  sent: 'Sent',
  completed: 'Completed',
  failed: 'Failed',
  rejected: 'Rejected',
  refunded: 'Refunded',
};

export const KYC_STATUS_LABELS: Record<KycStatus, string> = {
  none: 'Not verified',
  pending: 'Under review',
  verified: 'Verified',
  rejected: 'Rejected',
};

export const SHIPPING_STATUS_LABELS: Record<ShippingStatus, string> = {
  requested: 'Requested',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
