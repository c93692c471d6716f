import { describe, expect, it } from 'vitest';
import { checkPackDraft, draftTotals } from './pack-draft';
import { creatorCommissionCents } from './pack';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('a pack draft', () => {
  it.each([
    ['a bad name', { name: 'Bad@Name', entries: [] }, 'name', 'Pack names are up to 20 letters, digits and spaces.'],
    ['one item', { name: 'Box', entries: [{ itemId: A, valueCents: 100, chance: '100' }] }, 'items', 'A pack needs at least two items.'],
    ['a chance that is not one', { name: 'Box', entries: [{ itemId: A, valueCents: 100, chance: '50%%' }, { itemId: B, valueCents: 100, chance: '50' }] }, 'items', 'Drop chances are percentages with up to 3 decimals, like 12.5 or 0.125.'],
    ['a zero chance', { name: 'Box', entries: [{ itemId: A, valueCents: 100, chance: '0' }, { itemId: B, valueCents: 100, chance: '100' }] }, 'items', 'Each drop chance must be above 0 %.'],
    ['chances short of 100 %', { name: 'Box', entries: [{ itemId: A, valueCents: 100, chance: '60' }, { itemId: B, valueCents: 100, chance: '30' }] }, 'items', 'Drop chances must total 100 %. They total 90 %.'],
  ])('refuses %s with the server’s words', (_case, draft, field, message) => {
    expect(checkPackDraft(draft)).toEqual({ ok: false, field, message });
  });

  it('gives the body to send once every rule holds, with the name trimmed', () => {
    const draft = { name: ' Bullion Box ', entries: [{ itemId: A, valueCents: 100, chance: '87.5' }, { itemId: B, valueCents: 1_000, chance: '12.5' }] };
    expect(checkPackDraft(draft)).toEqual({ ok: true, name: 'Bullion Box', items: [{ itemId: A, oddsPpm: 87_500 }, { itemId: B, oddsPpm: 12_500 }] });
  });

  it('prices the chances as they stand and says when the price is final', () => {
    const entries = [{ itemId: A, valueCents: 1_000, chance: '90' }, { itemId: B, valueCents: 10_000, chance: '5' }];
    const partial = draftTotals(entries, { houseEdge: 0.08 });
    expect(partial).toMatchObject({ totalPpm: 95_000, allValid: true, complete: false });
    const full = draftTotals([entries[0]!, { ...entries[1]!, chance: '10' }], { houseEdge: 0.08, commissionBp: 300 });
    expect(full).toMatchObject({ totalPpm: 100_000, complete: true, expectedValueCents: 1_900, priceCents: 2_114 });
    expect(creatorCommissionCents(full.priceCents!, 300)).toBe(63);
    expect(draftTotals(entries, { houseEdge: 0.2 }).priceCents).toBeGreaterThan(partial.priceCents!);
  });

  it('has no price until the house edge is known', () => {
    expect(draftTotals([{ itemId: A, valueCents: 1_000, chance: '100' }], { houseEdge: null })).toMatchObject({ complete: true, priceCents: null, expectedValueCents: 1_000 });
  });
});
