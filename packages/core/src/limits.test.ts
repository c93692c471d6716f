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
  limitInForce as limitInForceAt,
  NO_RESTRICTIONS,
  type StakeTotals,
  changeRealityInterval,
  depositRefusal,
  formatMinutes,
  LIMITS_UNAVAILABLE_MESSAGE,
  minutesToRealityCheck,
  realityCheckDue,
  REALITY_CHECK_MESSAGE,
  UnreadableLimitsError,
} from './limits';

const at = (iso: string) => Date.parse(iso);
const none: PlayRestrictions = NO_RESTRICTIONS;
/** Totals of a stake of `stake` cents with `wager` wagered in each period (this stake included) and nothing lost before it. */
const staked = (wager: number | Record<'daily' | 'weekly' | 'monthly', number>, extra: Partial<StakeTotals> = {}): StakeTotals => {
  const wagered = typeof wager === 'number' ? { daily: wager, weekly: wager, monthly: wager } : wager;
  return { stakeCents: wagered.daily, wagered, lost: { daily: 0, weekly: 0, monthly: 0 }, playedMinutes: 0, session: { minutes: 0, ackedMinutes: 0 }, ...extra };
};

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
    expect(changeLimit(NO_LIMIT, 5_000, now)).toEqual({ limit: 5_000, pending: null, pendingAtMs: null });
    expect(changeLimit({ limit: 5_000, pending: 9_000, pendingAtMs: now + 1 }, 4_000, now)).toEqual({ limit: 4_000, pending: null, pendingAtMs: null });
  });
  it('raising or removing waits 24 hours', () => {
    expect(changeLimit({ limit: 5_000, pending: null, pendingAtMs: null }, 9_000, now)).toEqual({ limit: 5_000, pending: 9_000, pendingAtMs: now + RAISE_DELAY_MS });
    expect(changeLimit({ limit: 5_000, pending: null, pendingAtMs: null }, null, now)).toEqual({ limit: 5_000, pending: null, pendingAtMs: now + RAISE_DELAY_MS });
  });
  it('a pending raise whose time has come is the limit', () => {
    const matured = { limit: 5_000, pending: 9_000, pendingAtMs: now - 1 };
    expect(changeLimit(matured, 8_000, now)).toEqual({ limit: 8_000, pending: null, pendingAtMs: null });
  });
  it('asking for the limit in force cancels a pending change', () => {
    expect(changeLimit({ limit: 5_000, pending: 9_000, pendingAtMs: now + 5 }, 5_000, now)).toEqual({ limit: 5_000, pending: null, pendingAtMs: null });
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
  const wagered = (daily: number, weekly = daily, monthly = weekly) => staked({ daily, weekly, monthly });
  it('names the limit and when it resets, in the design’s words', () => {
    const daily = { ...none, limits: { ...none.limits, daily: { limit: 5_000, pending: null, pendingAtMs: null } } };
    expect(stakeRefusal(daily, wagered(5_000), now)).toBeNull();
    expect(stakeRefusal(daily, wagered(5_001), now)).toBe('You have reached your daily wager limit of $50.00. It resets at 00:00 UTC.');
    const weekly = { ...none, limits: { ...none.limits, weekly: { limit: 500, pending: null, pendingAtMs: null } } };
    expect(stakeRefusal(weekly, wagered(1_000), now)).toBe('You have reached your weekly wager limit of $5.00. It resets on Monday at 00:00 UTC.');
    const monthly = { ...none, limits: { ...none.limits, monthly: { limit: 500, pending: null, pendingAtMs: null } } };
    expect(stakeRefusal(monthly, wagered(1_000), now)).toBe('You have reached your monthly wager limit of $5.00. It resets on 1 December at 00:00 UTC.');
    expect(limitReachedMessage('daily', 500, now)).toContain('$5.00');
  });
  it('a pending raise does not count before its time', () => {
    const limits = { ...none.limits, daily: { limit: 500, pending: 5_000, pendingAtMs: now + 1 } };
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
    const wagered = staked(100);
    expect(stakeRefusal(excluded, wagered, until - 1)).toBe(excludedUntilMessage(until));
    expect(excludedUntilMessage(until)).toBe('You have excluded yourself from play until 26 May 2027, 10:00 UTC. Opening packs and battles stay closed until then.');
    expect(stakeRefusal(excluded, wagered, until)).toBeNull();
    expect(stakeRefusal({ ...none, excluded: true, excludedUntilMs: null }, wagered, until)).toBe(SELF_EXCLUDED_MESSAGE);
  });
});

describe('loss limits (DESIGN §16b)', () => {
  const now = at('2026-11-23T22:30:00Z');
  const lossLimit = (daily: number) => ({ ...none, loss: { ...none.loss, daily: { limit: daily, pending: null, pendingAtMs: null } } });
  it('counts the stake as wholly lost: refused when the loss so far plus the stake passes the limit', () => {
    // $30.00 lost so far, a $20.00 stake: $50.00 could be lost, the limit exactly: allowed.
    expect(stakeRefusal(lossLimit(5_000), staked(2_000, { lost: { daily: 5_000, weekly: 5_000, monthly: 5_000 } }), now)).toBeNull();
    // One cent more could pass it: refused, with what is left.
    expect(stakeRefusal(lossLimit(5_000), staked(2_001, { lost: { daily: 5_001, weekly: 5_001, monthly: 5_001 } }), now)).toBe(
      'This could take you past your daily loss limit of $50.00: you can stake $20.00 more before it resets at 00:00 UTC.',
    );
    expect(stakeRefusal(lossLimit(5_000), staked(100, { lost: { daily: 5_100, weekly: 5_100, monthly: 5_100 } }), now)).toBe(
      'You have reached your daily loss limit of $50.00. It resets at 00:00 UTC.',
    );
  });
  it('a player ahead (negative net loss) may stake more than the limit', () => {
    expect(stakeRefusal(lossLimit(5_000), staked(8_000, { lost: { daily: 4_000, weekly: 4_000, monthly: 4_000 } }), now)).toBeNull();
  });
  it('net loss arithmetic: stakes less returns, any order', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ stake: fc.integer({ min: 1, max: 10_000 }), returned: fc.integer({ min: 0, max: 30_000 }) }), { maxLength: 30 }), (plays) => {
        const net = plays.reduce((sum, p) => sum + p.stake - p.returned, 0);
        const reversed = [...plays].reverse().reduce((sum, p) => sum + p.stake - p.returned, 0);
        expect(net).toBe(reversed);
      }),
    );
  });
});

describe('play time and reality checks (DESIGN §16b)', () => {
  const now = at('2026-11-23T10:00:00Z');
  it('refuses stakes once the day’s minutes pass the play-time limit', () => {
    const limited = { ...none, playMinutes: { limit: 90, pending: null, pendingAtMs: null } };
    expect(stakeRefusal(limited, staked(100, { playedMinutes: 90 }), now)).toBeNull();
    expect(stakeRefusal(limited, staked(100, { playedMinutes: 91 }), now)).toBe('You have reached your daily play-time limit of 1 h 30 min. It resets at 00:00 UTC.');
  });
  it('a check is due after the interval of play since sign-in or the last acknowledgement; 60 minutes by default', () => {
    expect(realityCheckDue({ minutes: 59, ackedMinutes: 0 }, 60)).toBe(false);
    expect(realityCheckDue({ minutes: 60, ackedMinutes: 0 }, 60)).toBe(true);
    expect(realityCheckDue({ minutes: 74, ackedMinutes: 60 }, 15)).toBe(false);
    expect(realityCheckDue({ minutes: 75, ackedMinutes: 60 }, 15)).toBe(true);
    expect(minutesToRealityCheck({ minutes: 70, ackedMinutes: 60 }, 15)).toBe(5);
    expect(stakeRefusal(none, staked(100, { session: { minutes: 59, ackedMinutes: 0 } }), now)).toBeNull();
    expect(stakeRefusal(none, staked(100, { session: { minutes: 60, ackedMinutes: 0 } }), now)).toBe(REALITY_CHECK_MESSAGE);
    const every15 = { ...none, realityMinutes: { limit: 15, pending: null, pendingAtMs: null } };
    expect(stakeRefusal(every15, staked(100, { session: { minutes: 15, ackedMinutes: 0 } }), now)).toBe(REALITY_CHECK_MESSAGE);
  });
  it('a shorter interval applies at once, a longer one after 24 hours; never off', () => {
    expect(changeRealityInterval({ limit: null, pending: null, pendingAtMs: null }, 15, now)).toEqual({ limit: 15, pending: null, pendingAtMs: null });
    expect(changeRealityInterval({ limit: 15, pending: null, pendingAtMs: null }, 60, now)).toEqual({ limit: 15, pending: 60, pendingAtMs: now + RAISE_DELAY_MS });
    expect(changeRealityInterval({ limit: null, pending: null, pendingAtMs: null }, 60, now)).toEqual({ limit: 60, pending: null, pendingAtMs: null });
  });
  it('formats minutes', () => {
    expect([formatMinutes(45), formatMinutes(120), formatMinutes(90)]).toEqual(['45 min', '2 h', '1 h 30 min']);
  });
});

describe('the 24-hour rule for every limit', () => {
  it('a raise made now cannot be used until 24 hours later, to the millisecond', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 4_000_000_000_000 }), (current, raise, nowMs) => {
        const requested = current + raise;
        const changed = changeLimit({ limit: current, pending: null, pendingAtMs: null }, requested, nowMs);
        expect(limitInForceAt(changed, nowMs + RAISE_DELAY_MS - 1)).toBe(current);
        expect(limitInForceAt(changed, nowMs + RAISE_DELAY_MS)).toBe(requested);
        // A decrease applies to the very next moment.
        expect(limitInForceAt(changeLimit(changed, current - 1 || 1, nowMs), nowMs)).toBe(current - 1 || 1);
      }),
    );
  });
});

describe('deposits (DESIGN §16b)', () => {
  const now = at('2026-11-23T10:00:00Z');
  const daily20 = { ...none, deposit: { ...none.deposit, daily: { limit: 2_000, pending: null, pendingAtMs: null } } };
  it('a $20 daily limit refuses a $50 deposit, naming the limit and its reset', () => {
    expect(depositRefusal(daily20, { daily: 0, weekly: 0, monthly: 0 }, 5_000, now)).toBe(
      'This deposit would take you past your daily deposit limit of $20.00: you can deposit $20.00 more before it resets at 00:00 UTC.',
    );
    expect(depositRefusal(daily20, { daily: 0, weekly: 0, monthly: 0 }, 2_000, now)).toBeNull();
    expect(depositRefusal(daily20, { daily: 2_000, weekly: 2_000, monthly: 2_000 }, 1_000, now)).toBe('You have reached your daily deposit limit of $20.00. It resets at 00:00 UTC.');
  });
});

describe('failing closed', () => {
  it('limits no player could have set make the check throw, never pass', () => {
    const broken = { ...none, realityMinutes: { limit: 7, pending: null, pendingAtMs: null } };
    expect(() => stakeRefusal(broken, staked(1), 0)).toThrow(UnreadableLimitsError);
    const negative = { ...none, loss: { ...none.loss, weekly: { limit: -5, pending: null, pendingAtMs: null } } };
    expect(() => stakeRefusal(negative, staked(1), 0)).toThrow(UnreadableLimitsError);
    expect(() => depositRefusal(negative, { daily: 0, weekly: 0, monthly: 0 }, 100, 0)).toThrow(UnreadableLimitsError);
    expect(LIMITS_UNAVAILABLE_MESSAGE).toContain('nothing was played or charged');
    // A stored time that is no time (a hand-set 'infinity' read as NaN) refuses rather than reads as over.
    expect(() => stakeRefusal({ ...none, breakUntilMs: Number.NaN }, staked(1), 0)).toThrow(UnreadableLimitsError);
    expect(() => stakeRefusal({ ...none, excluded: true, excludedUntilMs: Number.NaN }, staked(1), 0)).toThrow(UnreadableLimitsError);
  });
});
