/**
 * The console's Cashier section (DESIGN §19 "Console"): which tab and filter the address names,
 * how long a request has waited, where a shipping order can go next, and the checks of the
 * decision forms, in the contract's own words (core's request schemas), before anything is sent.
 */
import { canMoveShipping, SHIPPING_STATUSES, type ShippingStatus } from '@lootforge/core/cashier';
import { depositResolveSchema, rejectSchema, shippingUpdateSchema } from '@lootforge/core/contracts/cashier';
import { formatCents, parseDollars, type Cents } from '@lootforge/core/money';

export const CASHIER_TABS = [
  { id: 'withdrawals', label: 'Withdrawals' },
  { id: 'deposits', label: 'Deposits' },
  { id: 'verification', label: 'Verification' },
  { id: 'shipping', label: 'Shipping' },
  { id: 'reconciliation', label: 'Reconciliation' },
] as const;
export type CashierTab = (typeof CASHIER_TABS)[number]['id'];

/** The tab `?tab=` names; the withdrawal queue otherwise (what an operator opens the section for). */
export function cashierTabOf(param: string | null): CashierTab {
  return CASHIER_TABS.find((tab) => tab.id === param)?.id ?? 'withdrawals';
}

/** A list's status filter: one of the statuses, or every status. */
export type StatusFilter<T extends string> = T | 'all';

/** The filter `?status=` names, when it is one of `statuses` (or "all"); else the tab's default. */
export function statusFilterOf<T extends string>(param: string | null, statuses: readonly T[], fallback: StatusFilter<T>): StatusFilter<T> {
  if (param === 'all') return 'all';
  return statuses.find((status) => status === param) ?? fallback;
}

/** Each list's filter when the address names none: the queues open on what waits for an operator. */
export const DEFAULT_FILTERS = {
  withdrawals: 'requested',
  deposits: 'all',
  verification: 'pending',
  shipping: 'all',
} as const;

/** How often an open Cashier section reads its lists again (TanStack pauses it in a hidden tab). */
export const QUEUE_REFRESH_MS = 30_000;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long ago `iso` was, in the few characters a queue's column has: "just now", "12 min", "5 h", "3 d". */
export function ageLabel(iso: string, nowMs: number): string {
  const waited = Math.max(0, nowMs - Date.parse(iso));
  if (waited < MINUTE_MS) return 'just now';
  if (waited < HOUR_MS) return `${Math.floor(waited / MINUTE_MS)} min`;
  if (waited < 2 * DAY_MS) return `${Math.floor(waited / HOUR_MS)} h`;
  return `${Math.floor(waited / DAY_MS)} d`;
}

/** A request that has waited a day or more: the queue marks it. */
export function isOverdue(iso: string, nowMs: number): boolean {
  return nowMs - Date.parse(iso) >= DAY_MS;
}

/** The UTC day before `nowMs`, as YYYY-MM-DD: the day the nightly reconciliation covers. */
export function yesterdayUtc(nowMs: number): string {
  return new Date(nowMs - DAY_MS).toISOString().slice(0, 10);
}

/** Where an order in `status` can go next, in the order of its journey (cancelling last). */
export function nextShippingStatuses(status: ShippingStatus): ShippingStatus[] {
  return SHIPPING_STATUSES.filter((next) => canMoveShipping(status, next));
}

/** What the button that moves an order to `status` says. */
export const SHIPPING_MOVE_LABELS: Record<ShippingStatus, string> = {
  requested: 'Back to requested',
  processing: 'Start processing',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
};

export type ShippingUpdate = { status: ShippingStatus; carrier?: string; trackingNumber?: string; trackingUrl?: string; reason?: string };

type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

const firstIssue = (error: { issues: ReadonlyArray<{ message: string }> }) => error.issues[0]?.message ?? 'Please check the form.';

/** A blank field is left out of the request, so the schema's "Please enter …" rules apply. */
const filled = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The Shipped form: carrier and tracking number required, the tracking link optional (http or https). */
export function checkShipped(form: { carrier: string; trackingNumber: string; trackingUrl: string }): Checked<ShippingUpdate> {
  const body = { status: 'shipped' as const, carrier: filled(form.carrier), trackingNumber: filled(form.trackingNumber), trackingUrl: filled(form.trackingUrl) };
  const parsed = shippingUpdateSchema.safeParse(body);
  if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
  return { ok: true, value: Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined)) as ShippingUpdate };
}

/** A reason for a rejection or a cancellation, as the server requires it (3 to 500 characters). */
export function checkReason(text: string): Checked<string> {
  const parsed = rejectSchema.safeParse({ reason: text });
  return parsed.success ? { ok: true, value: parsed.data.reason } : { ok: false, error: firstIssue(parsed.error) };
}

export type DepositResolution = { action: 'credit'; amountCents: Cents; reason: string } | { action: 'fail'; reason: string };

/**
 * Resolving a deposit held for review: credit an amount of at most what arrived (the provider's
 * figure; ours when the provider named none), or fail it; a reason either way. A refusal names
 * the field it is about.
 */
export function checkResolution(
  form: { action: 'credit' | 'fail'; amount: string; reason: string },
  deposit: { amountCents: Cents; providerAmountCents: Cents | null },
): { ok: true; value: DepositResolution } | { ok: false; error: string; field: 'amount' | 'reason' } {
  const arrivedCents = deposit.providerAmountCents ?? deposit.amountCents;
  const reason = checkReason(form.reason);
  if (form.action === 'fail') return reason.ok ? { ok: true, value: { action: 'fail', reason: reason.value } } : { ...reason, field: 'reason' };
  const amountCents = parseDollars(form.amount);
  if (amountCents === null || amountCents <= 0) return { ok: false, error: 'Enter the amount to credit in dollars, like 25 or 12.50.', field: 'amount' };
  if (amountCents > arrivedCents) return { ok: false, error: `Credit at most what arrived: ${formatCents(arrivedCents)}.`, field: 'amount' };
  const parsed = depositResolveSchema.safeParse({ action: 'credit', amountCents, reason: form.reason });
  if (!parsed.success) return { ok: false, error: firstIssue(parsed.error), field: reason.ok ? 'amount' : 'reason' };
  return { ok: true, value: parsed.data };
}

/** What the credit field starts with: what arrived, capped at what the deposit was for. */
export function suggestedCreditCents(deposit: { amountCents: Cents; providerAmountCents: Cents | null }): Cents {
  return Math.min(deposit.amountCents, deposit.providerAmountCents ?? deposit.amountCents);
}

export type MismatchKind = 'missing_here' | 'missing_at_provider' | 'amount_differs';

export const MISMATCH_LABELS: Record<MismatchKind, string> = {
  missing_here: 'Settled by the provider, not completed here',
  missing_at_provider: 'Completed here, not settled by the provider',
  amount_differs: 'Amounts differ',
};

/** Theirs less ours, when both sides have a figure. */
export function mismatchDifferenceCents(mismatch: { oursCents: Cents | null; theirsCents: Cents | null }): Cents | null {
  return mismatch.oursCents === null || mismatch.theirsCents === null ? null : mismatch.theirsCents - mismatch.oursCents;
}

/** An ISO 3166 code as the country's English name ("DE" → "Germany"); the code itself when unknown. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Years between a date of birth (YYYY-MM-DD) and `nowMs`, in UTC: the age a reviewer checks. */
export function ageInYears(dateOfBirth: string, nowMs: number): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const now = new Date(nowMs);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const beforeBirthday = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  return now.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}
