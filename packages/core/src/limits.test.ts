import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  breakEnd,
  changeLimit,
  formatUtc,
  limitReachedMessage,
  NO_LIMIT,
  onBreakMessage,
  periodWindow,
  RAISE_DELAY_MS,
  SELF_EXCLUDED_MESSAGE,
  stakeRefusal,
  type PlayRestrictions,
  addMonths,
  exclusionEnd,
  excludedUntilMessage,
} from './limits';

const at = (iso: string) => Date.parse(iso);
const none: PlayRestrictions = { limits: { daily: NO_LIMIT, weekly: NO_LIMIT, monthly: NO_LIMIT }, breakUntilMs: null, excluded: false, excludedUntilMs: null };

describe('calendar periods in UTC', () => {
  it.each([
    ['daily', '2026-11-23T22:30:00Z', '2026-11-23T00:00:00Z', '2026-11-24T00:00:00Z'],
    ['weekly', '2026-11-23T22:30:00Z', '2026-11-23T00:00:00Z', '2026-11-30T00:00:00Z'],
    ['weekly', '2026-11-29T23:59:59Z', '2026-11-23T00:00:00Z', '2026-11-30T00:00:00Z'],
    ['monthly', '2026-11-23T22:30:00Z', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'],
    ['monthly', '2026-12-31T23:59:59Z', '2026-12-01T00:00:00Z', '2027-01-01T00:00:00Z'],
    ['monthly', '2028-02-29T12:00:00Z', '2028-02-01T00:00:00Z', '2028-03-01T00:00:00Z'],
  ] as const)('%s at %s runs from %s to %s', (period, when, start, end) => {
    expect(periodWindow(period, at(when))).toEqual({ startsAtMs: at(start), endsAtMs: at(end) });
  });

  it('a month always holds the moment and starts on the 1st at 00:00 UTC, as Date says', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        const { startsAtMs, endsAtMs } = periodWindow('monthly', ms);
        const d = new Date(ms);
        expect(startsAtMs).toBe(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
        expect(endsAtMs).toBe(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
      }),
    );
  });
});

describe('changing a limit', () => {
  const now = at('2026-11-23T10:00:00Z');
  it('a first limit and a lower one take effect at once and drop a pending raise', () => {
    expect(changeLimit(NO_LIMIT, 5_000, now)).toEqual({ limitCents: 5_000, pendingCents: null, pendingAtMs: null });
    expect(changeLimit({ limitCents: 5_000, pendingCents: 9_000, pendingAtMs: now + 1 }, 4_000, now)).toEqual({ limitCents: 4_000, pendingCents: null, pendingAtMs: null });
  });
  it('raising or removing waits 24 hours', () => {
    expect(changeLimit({ limitCents: 5_000, pendingCents: null, pendingAtMs: null }, 9_000, now)).toEqual({ limitCents: 5_000, pendingCents: 9_000, pendingAtMs: now + RAISE_DELAY_MS });
    expect(changeLimit({ limitCents: 5_000, pendingCents: null, pendingAtMs: null }, null, now)).toEqual({ limitCents: 5_000, pendingCents: null, pendingAtMs: now + RAISE_DELAY_MS });
  });
  it('a pending raise whose time has come is the limit', () => {
    const matured = { limitCents: 5_000, pendingCents: 9_000, pendingAtMs: now - 1 };
    expect(changeLimit(matured, 8_000, now)).toEqual({ limitCents: 8_000, pendingCents: null, pendingAtMs: null });
  });
  it('asking for the limit in force cancels a pending change', () => {
    expect(changeLimit({ limitCents: 5_000, pendingCents: 9_000, pendingAtMs: now + 5 }, 5_000, now)).toEqual({ limitCents: 5_000, pendingCents: null, pendingAtMs: null });
  });
});

describe('breaks', () => {
  it('start now and are never shortened', () => {
    const now = at('2026-11-23T10:00:00Z');
    expect(breakEnd('24h', now, null)).toBe(at('2026-11-24T10:00:00Z'));
    expect(breakEnd('24h', now, at('2026-12-01T00:00:00Z'))).toBe(at('2026-12-01T00:00:00Z'));
  });
});

describe('refusing a stake', () => {
  const now = at('2026-11-23T22:30:00Z');
  const wagered = (daily: number, weekly = daily, monthly = weekly) => ({ daily, weekly, monthly });
  it('names the limit and when it resets, in the design’s words', () => {
    const daily = { ...none, limits: { ...none.limits, daily: { limitCents: 5_000, pendingCents: null, pendingAtMs: null } } };
    expect(stakeRefusal(daily, wagered(5_000), now)).toBeNull();
    expect(stakeRefusal(daily, wagered(5_001), now)).toBe('You have reached your daily wager limit of $50.00. It resets at 00:00 UTC.');
    const weekly = { ...none, limits: { ...none.limits, weekly: { limitCents: 500, pendingCents: null, pendingAtMs: null } } };
    expect(stakeRefusal(weekly, wagered(1_000), now)).toBe('You have reached your weekly wager limit of $5.00. It resets on Monday at 00:00 UTC.');
    const monthly = { ...none, limits: { ...none.limits, monthly: { limitCents: 500, pendingCents: null, pendingAtMs: null } } };
    expect(stakeRefusal(monthly, wagered(1_000), now)).toBe('You have reached your monthly wager limit of $5.00. It resets on 1 December at 00:00 UTC.');
    expect(limitReachedMessage('daily', 500, now)).toContain('$5.00');
  });
  it('a pending raise does not count before its time', () => {
    const limits = { ...none.limits, daily: { limitCents: 500, pendingCents: 5_000, pendingAtMs: now + 1 } };
    expect(stakeRefusal({ ...none, limits }, wagered(1_000), now)).not.toBeNull();
    expect(stakeRefusal({ ...none, limits }, wagered(1_000), now + 1)).toBeNull();
  });
  it('a break refuses until it ends; exclusion always', () => {
    const until = at('2026-11-24T22:30:00Z');
    expect(stakeRefusal({ ...none, breakUntilMs: until }, wagered(1), now)).toBe(onBreakMessage(until));
    expect(onBreakMessage(until)).toContain('24 November 2026, 22:30 UTC');
    expect(stakeRefusal({ ...none, breakUntilMs: until }, wagered(1), until)).toBeNull();
    expect(stakeRefusal({ ...none, excluded: true }, wagered(1), now)).toBe(SELF_EXCLUDED_MESSAGE);
    expect(formatUtc(at('2026-01-05T03:04:00Z'))).toBe('5 January 2026, 03:04 UTC');
  });
});

describe('self-exclusion periods', () => {
  it.each([
    ['2026-11-26T10:00:00Z', 6, '2027-05-26T10:00:00Z'],
    ['2026-08-31T23:59:00Z', 6, '2027-02-28T23:59:00Z'],
    ['2027-08-31T12:00:00Z', 6, '2028-02-29T12:00:00Z'],
    ['2026-01-15T00:00:00Z', 12, '2027-01-15T00:00:00Z'],
    ['2024-02-29T08:00:00Z', 60, '2029-02-28T08:00:00Z'],
  ])('%s plus %i months is %s', (from, months, to) => {
    expect(addMonths(at(from), months)).toBe(at(to));
  });

  it('never shortens one running: permanent stays permanent, a longer one keeps its end', () => {
    const now = at('2026-11-26T10:00:00Z');
    expect(exclusionEnd('6m', now, { excluded: false, untilMs: null })).toBe(at('2027-05-26T10:00:00Z'));
    expect(exclusionEnd('6m', now, { excluded: true, untilMs: null })).toBeNull();
    expect(exclusionEnd('6m', now, { excluded: true, untilMs: at('2031-01-01T00:00:00Z') })).toBe(at('2031-01-01T00:00:00Z'));
    expect(exclusionEnd('5y', now, { excluded: true, untilMs: at('2027-01-01T00:00:00Z') })).toBe(at('2031-11-26T10:00:00Z'));
    expect(exclusionEnd('permanent', now, { excluded: true, untilMs: at('2027-01-01T00:00:00Z') })).toBeNull();
  });

  it('refuses stakes while a timed exclusion runs, saying until when, and not after it ends', () => {
    const until = at('2027-05-26T10:00:00Z');
    const excluded = { ...none, excluded: true, excludedUntilMs: until };
    const wagered = { daily: 100, weekly: 100, monthly: 100 };
    expect(stakeRefusal(excluded, wagered, until - 1)).toBe(excludedUntilMessage(until));
    expect(excludedUntilMessage(until)).toBe('You have excluded yourself from play until 26 May 2027, 10:00 UTC. Opening packs and battles stay closed until then.');
    expect(stakeRefusal(excluded, wagered, until)).toBeNull();
    expect(stakeRefusal({ ...none, excluded: true, excludedUntilMs: null }, wagered, until)).toBe(SELF_EXCLUDED_MESSAGE);
  });
});
