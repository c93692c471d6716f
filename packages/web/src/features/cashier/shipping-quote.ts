/** What a shipping order adds up to before it is sent (DESIGN §19): its value, its fee, and whether it may go. */
import { shippingFeeCents } from '@lootforge/core/cashier';
import { formatCents } from '@lootforge/core/money';

export type ShippingRules = { minValueCents: number; feeCents: number; freeFromCents: number; maxItems: number };

export type ShippingQuote = {
  count: number;
  valueCents: number;
  feeCents: number;
  /** How much more the items must be worth to be shipped; 0 once they reach the minimum. */
  shortCents: number;
  /** How much more would make the shipping free; 0 once it is. */
  toFreeCents: number;
  /** Why the order cannot be sent yet, in words; null when it can. */
  problem: string | null;
};

/**
 * The order of these items under the server's rules (GET /api/shipping): at least `minValueCents`
 * of items, at most `maxItems` of them, the fee (core's `shippingFeeCents`) waived from
 * `freeFromCents`. The server checks all of it again when the order is placed.
 */
export function shippingQuote(items: ReadonlyArray<{ valueCents: number }>, rules: ShippingRules): ShippingQuote {
  const valueCents = items.reduce((sum, item) => sum + item.valueCents, 0);
  const feeCents = shippingFeeCents(valueCents, rules.feeCents);
  const shortCents = Math.max(0, rules.minValueCents - valueCents);
  const toFreeCents = feeCents === 0 ? 0 : Math.max(0, rules.freeFromCents - valueCents);
  let problem: string | null = null;
  if (items.length === 0) problem = 'Choose the items to ship.';
  else if (items.length > rules.maxItems) problem = `An order holds at most ${rules.maxItems} items.`;
  else if (shortCents > 0) problem = `An order must be worth at least ${formatCents(rules.minValueCents)}: add ${formatCents(shortCents)} more.`;
  return { count: items.length, valueCents, feeCents, shortCents, toFreeCents, problem };
}

/** The items picked in /wallet, as /shipping?items=a,b,c carries them. */
export function itemsFromQuery(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((id) => id.trim()).filter((id) => /^[0-9a-f-]{36}$/i.test(id)))];
}

export type ItemGroup<T> = { key: string; name: string; valueCents: number; count: number; first: T };

/**
 * An order's items as a packing list reads: the same item (name and value) once with its count,
 * most valuable first, so twenty coins are one line, not twenty.
 */
export function groupItems<T extends { name: string; valueCents: number }>(items: readonly T[]): Array<ItemGroup<T>> {
  const groups = new Map<string, ItemGroup<T>>();
  for (const item of items) {
    const key = `${item.valueCents}\u0000${item.name}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { key, name: item.name, valueCents: item.valueCents, count: 1, first: item });
  }
  return [...groups.values()].sort((a, b) => b.valueCents * b.count - a.valueCents * a.count || a.name.localeCompare(b.name));
}
