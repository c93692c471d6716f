/**
 * Breaks and self-exclusion on /limits (step-away.ts): the words for every period, when one taken
 * now ends, and that only choices which keep the player away longer than what runs are offered
 * (the server never shortens anything, so any other choice would do nothing).
 */
import { describe, expect, it } from 'vitest';
import { BREAK_PERIODS, excludedUntilMessage, formatUtc, type BreakPeriod } from '@lootforge/core/limits';
import { exclusionSpan, excludedPhrase, lengthens, PERIOD_WORDS, periodEndMs, runningPause, takenMessage, type RunningPause } from './step-away';

const NOW = Date.UTC(2026, 0, 31, 12, 0); // 31 January 2026, 12:00 UTC
const DAY = 86_400_000;
const NOTHING: RunningPause = { breakUntilMs: null, excluded: false, excludedUntilMs: null };

describe('PERIOD_WORDS', () => {
  it.each<[BreakPeriod, string, string]>([
    ['24h', '24 hours', '24-hour break'],
    ['7d', '7 days', '7-day break'],
    ['30d', '30 days', '30-day break'],
    ['6w', '6 weeks', '6-week break'],
    ['6m', '6 months', '6-month self-exclusion'],
    ['1y', '1 year', '1-year self-exclusion'],
    ['5y', '5 years', '5-year self-exclusion'],
    ['permanent', 'Permanently', 'permanent self-exclusion'],
  ])('%s is "%s" on its button and "%s" in a sentence', (period, label, name) => {
    expect(PERIOD_WORDS[period]).toEqual({ label, name });
  });

  it('has words for every period the server takes', () => {
    expect(Object.keys(PERIOD_WORDS).sort()).toEqual([...BREAK_PERIODS].sort());
  });

  it.each<[BreakPeriod, string]>([
    ['6m', 'for 6 months'],
    ['1y', 'for 1 year'],
    ['5y', 'for 5 years'],
    ['permanent', 'permanently'],
  ])('a %s exclusion is confirmed as "Exclude me %s"', (period, span) => {
    expect(exclusionSpan(period)).toBe(span);
  });
});

describe('periodEndMs', () => {
  it.each<[BreakPeriod, number | null]>([
    ['24h', NOW + DAY],
    ['7d', NOW + 7 * DAY],
    ['30d', NOW + 30 * DAY],
    ['6w', NOW + 42 * DAY],
    // Calendar months, as the server counts them: 31 January + 6 months is 31 July; + 1 year keeps the day.
    ['6m', Date.UTC(2026, 6, 31, 12, 0)],
    ['1y', Date.UTC(2027, 0, 31, 12, 0)],
    ['5y', Date.UTC(2031, 0, 31, 12, 0)],
    ['permanent', null],
  ])('%s taken at 31 January 2026 12:00 UTC ends at %s', (period, end) => {
    expect(periodEndMs(period, NOW)).toBe(end);
  });

  it('a month too short for the day ends on its last day', () => {
    expect(periodEndMs('6m', Date.UTC(2026, 7, 31, 9, 30))).toBe(Date.UTC(2027, 1, 28, 9, 30));
  });
});

describe('lengthens', () => {
  const offered = (running: RunningPause) => BREAK_PERIODS.filter((period) => lengthens(period, running, NOW));

  it('offers everything when nothing runs', () => {
    expect(offered(NOTHING)).toEqual([...BREAK_PERIODS]);
  });

  it('on a 7-day break with 5 days left: only breaks that end later, and every self-exclusion', () => {
    expect(offered({ ...NOTHING, breakUntilMs: NOW + 5 * DAY })).toEqual(['7d', '30d', '6w', '6m', '1y', '5y', 'permanent']);
  });

  it('a break ending exactly when the running one does changes nothing', () => {
    expect(lengthens('7d', { ...NOTHING, breakUntilMs: NOW + 7 * DAY }, NOW)).toBe(false);
  });

  it('the same period taken again seconds after the first is not offered; a minute later it is', () => {
    const sixMonths = { ...NOTHING, excluded: true, excludedUntilMs: periodEndMs('6m', NOW) };
    expect(lengthens('6m', sixMonths, NOW + 20_000)).toBe(false);
    expect(lengthens('6m', sixMonths, NOW + 60_000)).toBe(true);
    const day = { ...NOTHING, breakUntilMs: NOW + DAY };
    expect(lengthens('24h', day, NOW + 59_999)).toBe(false);
    expect(lengthens('24h', day, NOW + 60_000)).toBe(true);
  });

  it('during a 1-year exclusion taken two months ago: a year from now lengthens it, 6 months does not', () => {
    expect(offered({ ...NOTHING, excluded: true, excludedUntilMs: NOW + 300 * DAY })).toEqual(['1y', '5y', 'permanent']);
  });

  it('during a 5-year exclusion taken today: only permanent', () => {
    expect(offered({ ...NOTHING, excluded: true, excludedUntilMs: periodEndMs('5y', NOW) })).toEqual(['permanent']);
  });

  it('during a 6-month exclusion with 4 months left: every longer exclusion, no break', () => {
    expect(offered({ ...NOTHING, excluded: true, excludedUntilMs: NOW + 120 * DAY })).toEqual(['6m', '1y', '5y', 'permanent']);
  });

  it('an exclusion ending in 10 days: breaks that outlast it (and any running break) lengthen the pause', () => {
    expect(offered({ ...NOTHING, excluded: true, excludedUntilMs: NOW + 10 * DAY })).toEqual(['30d', '6w', '6m', '1y', '5y', 'permanent']);
    expect(offered({ breakUntilMs: NOW + 35 * DAY, excluded: true, excludedUntilMs: NOW + 10 * DAY })).toEqual(['6w', '6m', '1y', '5y', 'permanent']);
  });

  it('nothing lengthens a permanent exclusion', () => {
    expect(offered({ ...NOTHING, excluded: true, excludedUntilMs: null })).toEqual([]);
    expect(offered({ breakUntilMs: NOW + DAY, excluded: true, excludedUntilMs: null })).toEqual([]);
  });
});

describe('runningPause', () => {
  it('reads the answer of GET /api/limits', () => {
    expect(runningPause({ breakUntil: null, excludedAt: null, excludedUntil: null })).toEqual(NOTHING);
    expect(runningPause({ breakUntil: '2026-02-01T12:00:00.000Z', excludedAt: null, excludedUntil: null })).toEqual({ ...NOTHING, breakUntilMs: Date.UTC(2026, 1, 1, 12) });
    expect(runningPause({ breakUntil: null, excludedAt: '2026-01-31T12:00:00.000Z', excludedUntil: '2026-07-31T12:00:00.000Z' })).toEqual({
      ...NOTHING,
      excluded: true,
      excludedUntilMs: Date.UTC(2026, 6, 31, 12),
    });
    expect(runningPause({ breakUntil: null, excludedAt: '2026-01-31T12:00:00.000Z', excludedUntil: null })).toEqual({ ...NOTHING, excluded: true, excludedUntilMs: null });
  });
});

describe('what the page says', () => {
  const until = Date.UTC(2026, 6, 31, 12, 0);

  it('a running exclusion: until when, in the words of the server’s refusal, or permanently', () => {
    expect(excludedPhrase({ excludedUntilMs: until })).toBe('Excluded until 31 July 2026, 12:00 UTC');
    expect(excludedUntilMessage(until)).toContain(`until ${formatUtc(until)}.`);
    expect(excludedPhrase({ excludedUntilMs: null })).toBe('Excluded permanently');
  });

  it('the toast once the server has started it', () => {
    expect(takenMessage('6m', { breakUntil: null, excludedUntil: new Date(until).toISOString() })).toBe('You have excluded yourself from play until 31 July 2026, 12:00 UTC.');
    expect(takenMessage('permanent', { breakUntil: null, excludedUntil: null })).toBe('You have excluded yourself from play.');
    expect(takenMessage('6w', { breakUntil: '2026-03-14T12:00:00.000Z', excludedUntil: null })).toBe('Your 6-week break runs until Mar 14, 12:00 UTC.');
  });
});
