import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countAbove } from './standings';

describe('countAbove', () => {
  it('counts the wagers strictly above, equal ones not', () => {
    const wagers = Float64Array.from([100, 200, 200, 300]);
    expect([50, 100, 150, 200, 250, 300, 350].map((w) => countAbove(wagers, w))).toEqual([4, 3, 3, 1, 1, 0, 0]);
    expect(countAbove(new Float64Array(0), 100)).toBe(0);
  });

  it('agrees with counting one by one', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50 })), fc.integer({ min: 0, max: 51 }), (list, wager) => {
        const sorted = Float64Array.from(list).sort();
        expect(countAbove(sorted, wager)).toBe(list.filter((w) => w > wager).length);
      }),
    );
  });
});
