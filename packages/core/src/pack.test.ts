import { describe, expect, it } from 'vitest';
import { checkPackEntries, expectedValueCents, packPriceCents } from './pack';

describe('pack pricing', () => {
  it('prices a pack at its expected value plus the house edge, rounded up to the cent', () => {
    const entries = [
      { valueCents: 1_000, oddsPpm: 90_000 },
      { valueCents: 10_000, oddsPpm: 10_000 },
    ];
    expect(expectedValueCents(entries)).toBe(1_900);
    expect(packPriceCents(entries, 0.08)).toBe(2_052);
    expect(packPriceCents(entries, 0.08, 0.03)).toBe(2_114); // 1900 × 1.08 × 1.03 = 2113.56
    expect(packPriceCents(entries, 0)).toBe(1_900);
  });

  it('rounds a fractional expected value up, never down', () => {
    expect(packPriceCents([{ valueCents: 1, oddsPpm: 1 }, { valueCents: 0, oddsPpm: 99_999 }], 0)).toBe(1);
  });
});

describe('pack entry rules', () => {
  const item = (i: number, oddsPpm: number) => ({ itemId: `item-${i}`, oddsPpm });
  it.each([
    ['one item', [item(1, 100_000)], 'too_few_items'],
    ['51 items', Array.from({ length: 51 }, (_, i) => item(i, i === 0 ? 50_000 : 1_000)), 'too_many_items'],
    ['odds of zero', [item(1, 0), item(2, 100_000)], 'bad_odds'],
    ['fractional odds', [item(1, 0.5), item(2, 99_999.5)], 'bad_odds'],
    ['odds not totalling 100 000', [item(1, 50_000), item(2, 49_999)], 'odds_total'],
    ['an item twice', [item(1, 50_000), item(1, 50_000)], 'duplicate_item'],
    ['a valid pack', [item(1, 60_000), item(2, 40_000)], null],
  ])('%s → %s', (_name, entries, problem) => {
    expect(checkPackEntries(entries)).toBe(problem);
  });
});
