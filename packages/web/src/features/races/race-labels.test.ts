/** How /race names races, pools, ranks and windows (race-labels.ts, DESIGN §13). */
import { describe, expect, it } from 'vitest';
import type { Race } from './api';
import { byTabOrder, ordinal, poolLabel, raceTabLabel, raceWindowLabel } from './race-labels';

describe('race labels', () => {
  it("names the always-on races with their pool in whole dollars, as the product writes them, and an admin's by its name", () => {
    expect(raceTabLabel({ kind: 'daily', name: 'ignored', poolCents: 500_000 })).toBe('Daily Race ($5000)');
    expect(raceTabLabel({ kind: 'weekly', name: 'ignored', poolCents: 5_000_000 })).toBe('Weekly Race ($50000)');
    expect(raceTabLabel({ kind: 'custom', name: 'Launch Week', poolCents: 12_345 })).toBe('Launch Week ($123.45)');
    expect(poolLabel(0)).toBe('$0');
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [101, '101st'],
    [111, '111th'],
  ])('writes rank %i as %s', (rank, text) => expect(ordinal(rank)).toBe(text));

  it('names the last day a race ran, its end being exclusive', () => {
    expect(raceWindowLabel({ kind: 'daily', startsAt: '2026-01-05T00:00:00Z', endsAt: '2026-01-06T00:00:00Z' })).toBe('Jan 5, 2026');
    expect(raceWindowLabel({ kind: 'weekly', startsAt: '2026-01-05T00:00:00Z', endsAt: '2026-01-12T00:00:00Z' })).toBe('Jan 5 – Jan 11, 2026');
  });

  it('orders the tabs daily, weekly, then the admins’ races by their end', () => {
    const race = (id: number, kind: Race['kind'], endsAt: string) => ({ id, kind, endsAt }) as Race;
    const races = [race(4, 'custom', '2026-02-01T00:00:00Z'), race(3, 'custom', '2026-01-20T00:00:00Z'), race(2, 'weekly', '2026-01-12T00:00:00Z'), race(1, 'daily', '2026-01-06T00:00:00Z')];
    expect([...races].sort(byTabOrder).map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });
});
