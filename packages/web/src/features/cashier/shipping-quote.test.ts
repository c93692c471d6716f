/** A shipping order before it is sent: its value against the $25.00 minimum, and the $5.00 fee waived from $100.00. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING_FEE_CENTS, SHIPPING_FREE_FROM_CENTS, SHIPPING_MAX_ITEMS, SHIPPING_MIN_VALUE_CENTS, shippingFeeCents } from '@lootforge/core/cashier';
import { groupItems, itemsFromQuery, shippingQuote, type ShippingRules } from './shipping-quote';

const RULES: ShippingRules = { minValueCents: SHIPPING_MIN_VALUE_CENTS, feeCents: DEFAULT_SHIPPING_FEE_CENTS, freeFromCents: SHIPPING_FREE_FROM_CENTS, maxItems: SHIPPING_MAX_ITEMS };
const items = (...values: number[]) => values.map((valueCents) => ({ valueCents }));

describe('shippingQuote', () => {
  it('asks for items first', () => {
    expect(shippingQuote([], RULES)).toMatchObject({ count: 0, valueCents: 0, problem: 'Choose the items to ship.' });
  });

  it('refuses an order under the minimum, saying how much is missing', () => {
    expect(shippingQuote(items(1_000, 1_499), RULES)).toMatchObject({
      valueCents: 2_499,
      shortCents: 1,
      feeCents: 500,
      problem: 'An order must be worth at least $25.00: add $0.01 more.',
    });
  });

  it.each([
    [[2_500], 500, 7_500],
    [[5_000, 4_999], 500, 1],
    [[10_000], 0, 0],
    [[6_000, 4_500], 0, 0],
  ])('items worth %j pay a fee of %i cents (%i more for free shipping)', (values, feeCents, toFreeCents) => {
    const quote = shippingQuote(items(...values), RULES);
    expect(quote).toMatchObject({ feeCents, toFreeCents, shortCents: 0, problem: null });
    // The same fee the server charges (core's rule).
    expect(quote.feeCents).toBe(shippingFeeCents(quote.valueCents, RULES.feeCents));
  });

  it("charges the server's configured fee", () => {
    expect(shippingQuote(items(3_000), { ...RULES, feeCents: 750 }).feeCents).toBe(750);
  });

  it('refuses more items than an order holds', () => {
    expect(shippingQuote(items(...Array.from({ length: 51 }, () => 100)), RULES).problem).toBe('An order holds at most 50 items.');
  });
});

describe('itemsFromQuery', () => {
  it('reads the ids the wallet sends, once each, and drops anything that is not one', () => {
    const a = '3b241101-e2bb-4255-8caf-4136c566a962';
    const b = '7f9c24e5-2f4f-4a43-9b1a-2b5f0e1c4d10';
    expect(itemsFromQuery(`${a},${b},${a}, nonsense,`)).toEqual([a, b]);
    expect(itemsFromQuery('')).toEqual([]);
    expect(itemsFromQuery(null)).toEqual([]);
  });
});

describe('groupItems', () => {
  it('lists the same item once with its count, the most valuable lines first', () => {
    const order = [
      { id: 'a', name: 'Bronze Lucky Coin', valueCents: 50 },
      { id: 'b', name: '$10 Store Gift Card', valueCents: 1_000 },
      { id: 'c', name: 'Bronze Lucky Coin', valueCents: 50 },
      { id: 'd', name: 'Bronze Lucky Coin', valueCents: 75 },
    ];
    expect(groupItems(order).map(({ name, valueCents, count, first }) => [name, valueCents, count, first.id])).toEqual([
      ['$10 Store Gift Card', 1_000, 1, 'b'],
      ['Bronze Lucky Coin', 50, 2, 'a'],
      ['Bronze Lucky Coin', 75, 1, 'd'],
    ]);
  });
});
