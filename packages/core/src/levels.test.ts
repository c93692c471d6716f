import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LEVEL_XP, levelOf, levelProgress, MAX_LEVEL, tierLevels, tierOf } from './levels';

describe('the level curve (DESIGN §21)', () => {
  it('level 2 at $10.00 staked, level 10 at $2,430.00, level 50 at $168,070.00', () => {
    expect(LEVEL_XP[1]).toBe(0);
    expect(LEVEL_XP[2]).toBe(1_000);
    expect(LEVEL_XP[10]).toBe(243_000);
    expect(LEVEL_XP[50]).toBe(16_807_000);
    expect([levelOf(0), levelOf(999), levelOf(1_000), levelOf(242_999), levelOf(243_000)]).toEqual([1, 1, 2, 9, 10]);
    expect(levelOf(Number.MAX_SAFE_INTEGER)).toBe(MAX_LEVEL);
  });

  it('each threshold is the least whole XP with XP ≥ 1000 · (L − 1)^2.5', () => {
    for (let level = 2; level <= MAX_LEVEL; level++) {
      const exact = 1000 * (level - 1) ** 2.5;
      expect(LEVEL_XP[level]!).toBeGreaterThanOrEqual(Math.floor(exact));
      expect(LEVEL_XP[level]! - 1).toBeLessThan(exact + 1e-6);
      expect(LEVEL_XP[level]!).toBeGreaterThan(LEVEL_XP[level - 1]!);
    }
  });

  it('the level is the highest whose threshold the XP reaches, for any XP', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (xp) => {
        const { levelXp, nextLevelXp } = levelProgress(xp);
        expect(xp).toBeGreaterThanOrEqual(levelXp);
        if (nextLevelXp !== null) expect(xp).toBeLessThan(nextLevelXp);
      }),
    );
  });

  it('tiers of ten levels: 1–9, 10–19, …, 90–100', () => {
    expect([tierOf(1), tierOf(9), tierOf(10), tierOf(19), tierOf(90), tierOf(100)]).toEqual([1, 1, 2, 2, 10, 10]);
    expect(tierLevels(1)).toEqual({ from: 1, to: 9 });
    expect(tierLevels(2)).toEqual({ from: 10, to: 19 });
    expect(tierLevels(10)).toEqual({ from: 90, to: 100 });
  });
});
