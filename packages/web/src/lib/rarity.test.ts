/** Rarity by value (rarity.ts): the tiers of DESIGN §11, and the rarest of a landing. */
import { describe, expect, it } from 'vitest';
import { rarestTier, rarityOf } from './rarity';

describe('rarity', () => {
  it('puts each value in its tier at the bounds of DESIGN §11', () => {
    expect([99, 100, 999, 1_000, 9_999, 10_000, 99_999, 100_000].map((cents) => rarityOf(cents).tier)).toEqual([
      'common',
      'uncommon',
      'uncommon',
      'rare',
      'rare',
      'epic',
      'epic',
      'legendary',
    ]);
  });

  it('finds the rarest of several items, and common for none', () => {
    expect(rarestTier([{ valueCents: 50 }, { valueCents: 12_000 }, { valueCents: 2_000 }])).toBe('epic');
    expect(rarestTier([])).toBe('common');
  });
});
