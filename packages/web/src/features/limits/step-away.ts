/**
 * Breaks and self-exclusion as /limits offers them (DESIGN §16b): the words for each period, when
 * one taken now would end, and which choices would keep the player away longer than what already
 * runs. The server never shortens anything, so a choice that would not lengthen it is not offered.
 * No React: break-card.tsx and exclusion-card.tsx show these, step-away.test.ts checks them.
 */
import { addMonths, BREAK_MS, EXCLUSION_MONTHS, formatUtc, isExclusion, type BreakPeriod } from '@lootforge/core/limits';
import type { LimitsAnswer } from '@lootforge/core/contracts/limits-answers';
import { formatUtcShort } from './api';

/** `label`: the choice's button; `name`: the period in a sentence ("Take a 7-day break?"). */
export const PERIOD_WORDS: Record<BreakPeriod, { label: string; name: string }> = {
  '24h': { label: '24 hours', name: '24-hour break' },
  '7d': { label: '7 days', name: '7-day break' },
  '30d': { label: '30 days', name: '30-day break' },
  '6w': { label: '6 weeks', name: '6-week break' },
  '6m': { label: '6 months', name: '6-month self-exclusion' },
  '1y': { label: '1 year', name: '1-year self-exclusion' },
  '5y': { label: '5 years', name: '5-year self-exclusion' },
  permanent: { label: 'Permanently', name: 'permanent self-exclusion' },
};

/** "for 6 months", "for 1 year", "permanently": how an exclusion's confirmation names it. */
export function exclusionSpan(period: BreakPeriod): string {
  return period === 'permanent' ? 'permanently' : `for ${PERIOD_WORDS[period].label}`;
}

/** When a break or self-exclusion taken at `nowMs` would end, as the server counts it; null: never. */
export function periodEndMs(period: BreakPeriod, nowMs: number): number | null {
  if (period === 'permanent') return null;
  return isExclusion(period) ? addMonths(nowMs, EXCLUSION_MONTHS[period]) : nowMs + BREAK_MS[period];
}

/** What already keeps the player from play. `excludedUntilMs` null with `excluded`: permanently. */
export type RunningPause = { breakUntilMs: number | null; excluded: boolean; excludedUntilMs: number | null };

export function runningPause(limits: Pick<LimitsAnswer, 'breakUntil' | 'excludedAt' | 'excludedUntil'>): RunningPause {
  return {
    breakUntilMs: limits.breakUntil ? Date.parse(limits.breakUntil) : null,
    excluded: limits.excludedAt !== null,
    excludedUntilMs: limits.excludedAt !== null && limits.excludedUntil ? Date.parse(limits.excludedUntil) : null,
  };
}

/**
 * Whether taking `period` at `nowMs` would keep the player away longer than what runs already.
 * A self-exclusion closes more than a break, so one is always worth taking on a break; during a
 * self-exclusion only a longer one (or permanent) is, and a break only if it outlasts both the
 * exclusion and any running break. Nothing lengthens a permanent exclusion.
 */
export function lengthens(period: BreakPeriod, running: RunningPause, nowMs: number): boolean {
  if (running.excluded && running.excludedUntilMs === null) return false;
  const end = periodEndMs(period, nowMs);
  if (end === null) return true;
  // Later by at least the minute the page shows ends in: the same period taken again moments
  // after the first would move its end by seconds, which nobody could see or want.
  const later = (than: number) => end >= than + MINUTE_MS;
  if (isExclusion(period)) return !running.excluded || later(running.excludedUntilMs!);
  return later(Math.max(running.breakUntilMs ?? 0, running.excluded ? running.excludedUntilMs! : 0));
}

const MINUTE_MS = 60_000;

/** The toast once the server has started it, with the end it answered. */
export function takenMessage(period: BreakPeriod, answer: Pick<LimitsAnswer, 'breakUntil' | 'excludedUntil'>): string {
  if (isExclusion(period)) {
    return answer.excludedUntil ? `You have excluded yourself from play until ${formatUtc(Date.parse(answer.excludedUntil))}.` : 'You have excluded yourself from play.';
  }
  return answer.breakUntil ? `Your ${PERIOD_WORDS[period].name} runs until ${formatUtcShort(answer.breakUntil)}.` : `Your ${PERIOD_WORDS[period].name} has started.`;
}

/** "Excluded until 24 May 2027, 14:03 UTC" or "Excluded permanently": the page's status line. */
export function excludedPhrase(running: Pick<RunningPause, 'excludedUntilMs'>): string {
  return running.excludedUntilMs === null ? 'Excluded permanently' : `Excluded until ${formatUtc(running.excludedUntilMs)}`;
}
