/** Responsible play (DESIGN §16, §16b): money limits, play time, reality checks, breaks and self-exclusion. */
import type { LimitsChange } from '@lootforge/core/contracts/limits';
import type { LimitsAnswer, PeriodAmount, PeriodLimit, RealityCheck } from '@lootforge/core/contracts/limits-answers';
import { formatMinutes, MAX_LIMIT_CENTS, type LimitPeriod, type MoneyLimit } from '@lootforge/core/limits';
import { formatCents, parseDollars } from '@lootforge/core/money';

export type { LimitsAnswer, PeriodAmount, PeriodLimit, LimitPeriod, MoneyLimit, RealityCheck };

export const limitsQueryKey = ['limits'] as const;

/** "Nov 24, 22:30 UTC": the server's refusals speak UTC, so the page does too. */
const utcFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
export const formatUtcShort = (iso: string) => `${utcFormat.format(new Date(iso))} UTC`;

/** How /limits presents each calendar period. */
export const PERIOD_LOOKS: ReadonlyArray<{ period: LimitPeriod; name: string; span: string; resets: string }> = [
  { period: 'daily', name: 'Daily', span: 'today', resets: 'Resets every day at 00:00 UTC' },
  { period: 'weekly', name: 'Weekly', span: 'this week', resets: 'Resets Mondays at 00:00 UTC' },
  { period: 'monthly', name: 'Monthly', span: 'this month', resets: 'Resets on the 1st at 00:00 UTC' },
];

/** How /limits presents each kind of money limit: its section and the words of its cards. */
export const KIND_LOOKS: ReadonlyArray<{ kind: MoneyLimit; title: string; description: string; used: string }> = [
  {
    kind: 'wager',
    title: 'Wager limits',
    description: 'The most you stake: every pack you open and every battle entry you pay (a refunded entry is taken off).',
    used: 'Wagered',
  },
  {
    kind: 'deposit',
    title: 'Deposit limits',
    description: 'The most you pay in through the cashier. A deposit that would pass a limit is refused before checkout.',
    used: 'Deposited',
  },
  {
    kind: 'loss',
    title: 'Loss limits',
    description: 'The most you can be down: what you staked less what you won back. A stake that could pass it is refused.',
    used: 'Net loss',
  },
];

const KIND_WORD: Record<MoneyLimit, string> = { wager: 'Wager', deposit: 'Deposit', loss: 'Loss' };
const PERIOD_NAME: Record<LimitPeriod, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };

/** The field of PUT /api/limits for one limit: `dailyWagerCents`, `monthlyLossCents`… */
export function limitField(kind: MoneyLimit, period: LimitPeriod): keyof LimitsChange {
  return `${period}${KIND_WORD[kind]}Cents` as keyof LimitsChange;
}

/** "Daily limit" for a wager limit (the words /limits always used), "Daily deposit limit", "Monthly loss limit". */
export function limitName(kind: MoneyLimit, period: LimitPeriod): string {
  return kind === 'wager' ? `${PERIOD_NAME[period]} limit` : `${PERIOD_NAME[period]} ${kind} limit`;
}

/** One money limit as the page shows it; wager limits report their use as `wageredCents`. */
export function periodAmount(limits: LimitsAnswer, kind: MoneyLimit, period: LimitPeriod): PeriodAmount {
  if (kind === 'wager') {
    const { wageredCents, ...rest } = limits[period];
    return { ...rest, usedCents: wageredCents };
  }
  return limits[kind][period];
}

/** Whether any limit of any kind is in force. */
export function anyLimitOn(limits: LimitsAnswer): boolean {
  const kinds: MoneyLimit[] = ['wager', 'deposit', 'loss'];
  const periods: LimitPeriod[] = ['daily', 'weekly', 'monthly'];
  return limits.playTime.limitMinutes !== null || kinds.some((kind) => periods.some((period) => periodAmount(limits, kind, period).limitCents !== null));
}

/** What the player typed, as cents, or why it is not a limit. */
export function readLimit(text: string): { cents: number } | { error: string } {
  const cents = parseDollars(text);
  if (cents === null) return { error: 'Enter an amount in dollars, like 50 or 12.50.' };
  if (cents < 1) return { error: 'A limit must be at least $0.01.' };
  if (cents > MAX_LIMIT_CENTS) return { error: 'A limit can be at most $1,000,000.00.' };
  return { cents };
}

/** The toast after a change of a money limit: what the server says now holds for it. */
export function changedMessage(answer: LimitsAnswer, kind: MoneyLimit, period: LimitPeriod): string {
  const name = limitName(kind, period);
  const limit = periodAmount(answer, kind, period);
  if (limit.pending) {
    const to = limit.pending.limitCents === null ? 'no limit' : formatCents(limit.pending.limitCents);
    return `${name} changes to ${to} on ${formatUtcShort(limit.pending.appliesAt)}. Raising or removing a limit takes 24 hours.`;
  }
  return limit.limitCents === null ? `${name} removed.` : `${name} set to ${formatCents(limit.limitCents)}.`;
}

/** The toast after a change of the daily play time. */
export function playTimeChangedMessage(answer: LimitsAnswer): string {
  const { limitMinutes, pending } = answer.playTime;
  if (pending) {
    const to = pending.limitMinutes === null ? 'no limit' : formatMinutes(pending.limitMinutes);
    return `Daily play time changes to ${to} on ${formatUtcShort(pending.appliesAt)}. Raising or removing a limit takes 24 hours.`;
  }
  return limitMinutes === null ? 'Daily play-time limit removed.' : `Daily play time set to ${formatMinutes(limitMinutes)}.`;
}

/** The toast after choosing how often reality checks come. */
export function realityCheckChangedMessage(answer: LimitsAnswer): string {
  const { intervalMinutes, pending } = answer.realityCheck;
  if (pending) {
    return `Reality checks change to every ${formatMinutes(pending.intervalMinutes)} on ${formatUtcShort(pending.appliesAt)}. A longer interval takes 24 hours.`;
  }
  return `Reality checks now come every ${formatMinutes(intervalMinutes)} of play.`;
}

/** A session's net result, signed with a true minus: "+$12.50", "−$40.00", "$0.00". */
export function formatNet(cents: number): string {
  if (cents === 0) return formatCents(0);
  return cents > 0 ? `+${formatCents(cents)}` : `\u2212${formatCents(-cents)}`;
}
