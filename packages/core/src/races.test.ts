import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_SPLIT_PERCENTS, dailyWindow, prizeSplit, rankStandings, raceStatus, splitProblem, weeklyWindow } from './races';

const at = (iso: string) => new Date(iso).getTime();

describe('race windows', () => {
  it('a daily race runs 00:00–24:00 UTC', () => {
    expect(dailyWindow(at('2030-01-09T23:59:59.999Z'))).toEqual({ startsAtMs: at('2030-01-09T00:00:00Z'), endsAtMs: at('2030-01-10T00:00:00Z') });
    expect(dailyWindow(at('2030-01-10T00:00:00Z')).startsAtMs).toBe(at('2030-01-10T00:00:00Z'));
  });

  it.each([
    ['a Monday at midnight', '2030-01-07T00:00:00Z', '2030-01-07T00:00:00Z'],
    ['a Wednesday', '2030-01-09T13:00:00Z', '2030-01-07T00:00:00Z'],
    ['a Sunday just before midnight', '2030-01-13T23:59:59Z', '2030-01-07T00:00:00Z'],
    ['a Thursday in 1970', '1970-01-01T05:00:00Z', '1969-12-29T00:00:00Z'],
  ])('a weekly race runs Monday to Monday: %s', (_what, when, monday) => {
    expect(weeklyWindow(at(when))).toEqual({ startsAtMs: at(monday), endsAtMs: at(monday) + 7 * 86_400_000 });
  });

  it('a race is scheduled before its start, running until paid, then finished', () => {
    const race = { startsAtMs: 1_000, finished: false, cancelled: false };
    expect(raceStatus(race, 999)).toBe('scheduled');
    expect(raceStatus(race, 1_000)).toBe('running');
    expect(raceStatus({ ...race, finished: true }, 5_000)).toBe('finished');
    expect(raceStatus({ ...race, cancelled: true }, 0)).toBe('cancelled');
  });
});

describe('ranking', () => {
  it('ranks the higher wager first, and equal wagers by who reached the total first', () => {
    const ranked = rankStandings([
      { userId: 'b', wagerCents: 500, reachedAtMs: 20 },
      { userId: 'a', wagerCents: 500, reachedAtMs: 30 },
      { userId: 'c', wagerCents: 900, reachedAtMs: 99 },
      { userId: 'd', wagerCents: 500, reachedAtMs: 20 },
      { userId: 'e', wagerCents: 0, reachedAtMs: 1 },
    ]);
    expect(ranked.map((s) => [s.userId, s.rank])).toEqual([
      ['c', 1],
      ['b', 2],
      ['d', 3],
      ['a', 4],
    ]);
  });
});

describe('prize split', () => {
  it('splits $5,000 over the top 10 as 40/20/12/8/6/5/3/2/2/2 %', () => {
    expect(prizeSplit(500_000, DEFAULT_SPLIT_PERCENTS).map((p) => p.prizeCents)).toEqual([200_000, 100_000, 60_000, 40_000, 30_000, 25_000, 15_000, 10_000, 10_000, 10_000]);
  });

  it('rounds each share down to the cent and gives the remainder to 1st', () => {
    // 1 234 × 40 % = 493.6 → 493, … : the shares round down to 1 229 of 1 234 cents; 1st gets the other 5.
    const prizes = prizeSplit(1_234, DEFAULT_SPLIT_PERCENTS);
    expect(prizes.map((p) => p.prizeCents)).toEqual([493 + 5, 246, 148, 98, 74, 61, 37, 24, 24, 24]);
    expect(prizes.reduce((sum, p) => sum + p.prizeCents, 0)).toBe(1_234);
  });

  it('always pays exactly the pool, never a negative prize (any pool, any valid split)', () => {
    const split = fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 20 }).map((parts) => {
      const total = parts.reduce((a, b) => a + b, 0);
      const percents = parts.map((p) => Math.max(1, Math.floor((p * 100) / total)));
      const over = percents.reduce((a, b) => a + b, 0) - 100;
      percents[0]! -= over;
      return percents;
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), split, (pool, percents) => {
        fc.pre(splitProblem(percents) === null);
        const prizes = prizeSplit(pool, percents);
        expect(prizes.reduce((sum, p) => sum + p.prizeCents, 0)).toBe(pool);
        for (const p of prizes) expect(p.prizeCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it.each([
    [[], 'A race pays between 1 and 100 ranks.'],
    [[50, 40], 'The prize split must total 100 %.'],
    [[50, 50.5, -0.5], 'Each rank’s share must be a whole percent from 1 to 100.'],
    [[100, 0], 'Each rank’s share must be a whole percent from 1 to 100.'],
    [[100], null],
    [Array.from({ length: 100 }, () => 1), null],
  ])('checks a split: %j', (split, problem) => {
    expect(splitProblem(split)).toBe(problem);
  });
});
