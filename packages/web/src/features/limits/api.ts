/** Responsible play (DESIGN §16, §16b): wager limits, breaks and self-exclusion. */
import type { LimitsAnswer, PeriodLimit } from '@lootforge/core/contracts/limits-answers';
import type { LimitPeriod } from '@lootforge/core/limits';

export type { LimitsAnswer, PeriodLimit, LimitPeriod };

export const limitsQueryKey = ['limits'] as const;

/** "Nov 24, 22:30 UTC": the server's refusals speak UTC, so the page does too. */
const utcFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
export const formatUtcShort = (iso: string) => `${utcFormat.format(new Date(iso))} UTC`;

/** How /limits presents each period. */
export const LIMIT_LOOKS: ReadonlyArray<{ period: LimitPeriod; title: string; wagered: string; resets: string; field: 'dailyWagerCents' | 'weeklyWagerCents' | 'monthlyWagerCents' }> = [
  { period: 'daily', title: 'Daily limit', wagered: 'Wagered today', resets: 'Resets every day at 00:00 UTC', field: 'dailyWagerCents' },
  { period: 'weekly', title: 'Weekly limit', wagered: 'Wagered this week', resets: 'Resets Mondays at 00:00 UTC', field: 'weeklyWagerCents' },
  { period: 'monthly', title: 'Monthly limit', wagered: 'Wagered this month', resets: 'Resets on the 1st at 00:00 UTC', field: 'monthlyWagerCents' },
];
