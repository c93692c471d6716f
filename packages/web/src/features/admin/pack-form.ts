/**
 * The official-pack form's rules, with the server's own schema and checks (DESIGN §3): chances
 * are typed as percentages with up to 3 decimals (0.001 % = 1 part per 100 000) and must total
 * exactly 100 %; the price follows from the expected value and the house edge.
 */
import { TICKETS } from '@lootforge/core/fairness';
import { adminPackSchema } from '@lootforge/core/contracts/packs';
import { checkPackEntries, DEFAULT_HOUSE_EDGE, expectedValueCents, packPriceCents, PACK_MAX_ITEMS, type OddsProblem } from '@lootforge/core/pack';

export { PACK_MAX_ITEMS };

export type DraftEntry = { itemId: string; name: string; valueCents: number; thumbUrl: string | null; chance: string };

export const CHANCE_RULE = 'Drop chances are percentages with up to 3 decimals, like 12.5 or 0.125.';

const ODDS_MESSAGES: Record<OddsProblem, string> = {
  too_few_items: 'A pack needs at least two items.',
  too_many_items: 'A pack can hold at most 50 items.',
  bad_odds: 'Each drop chance must be above 0 %.',
  duplicate_item: 'Each item can be in a pack only once.',
  odds_total: 'Drop chances must total 100 %.',
};

/** "12.5" → 12 500 parts per 100 000, with no floating point; null when it is not such a number. */
export function parseChance(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:[.,](\d{0,3}))?\s*%?\s*$/.exec(text);
  if (!match) return null;
  const ppm = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return ppm <= TICKETS ? ppm : null;
}

/** 12 500 → "12.5"; 33 334 → "33.334"; 50 000 → "50". */
export function formatChance(ppm: number): string {
  const whole = Math.floor(ppm / 1000);
  const fraction = String(ppm % 1000).padStart(3, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** 100 % split as evenly as 0.001 % steps allow; the first items take the leftover steps. */
export function evenChances(count: number): string[] {
  if (count === 0) return [];
  const share = Math.floor(TICKETS / count);
  const remainder = TICKETS - share * count;
  return Array.from({ length: count }, (_, i) => formatChance(share + (i < remainder ? 1 : 0)));
}

export type PackTotals = {
  /** Sum of the valid chances, in parts per 100 000. */
  totalPpm: number;
  /** Every chance parses and is above 0. */
  allValid: boolean;
  /** The live price with the default house edge, once the chances total 100 %; else null. */
  priceCents: number | null;
  expectedValueCents: number | null;
};

export function packTotals(entries: readonly DraftEntry[]): PackTotals {
  const parsed = entries.map((entry) => ({ valueCents: entry.valueCents, oddsPpm: parseChance(entry.chance) }));
  const allValid = parsed.every((entry) => entry.oddsPpm !== null && entry.oddsPpm > 0);
  const totalPpm = parsed.reduce((sum, entry) => sum + (entry.oddsPpm ?? 0), 0);
  const priced = allValid && totalPpm === TICKETS && entries.length > 0 ? parsed.map((e) => ({ valueCents: e.valueCents, oddsPpm: e.oddsPpm ?? 0 })) : null;
  return {
    totalPpm,
    allValid,
    priceCents: priced ? packPriceCents(priced, DEFAULT_HOUSE_EDGE) : null,
    expectedValueCents: priced ? expectedValueCents(priced) : null,
  };
}

export type PackFormResult =
  | { ok: true; value: { name: string; items: Array<{ itemId: string; oddsPpm: number }>; active: boolean } }
  | { ok: false; field: 'name' | 'items'; message: string };

/** The whole form, checked as the server will check it; the first problem, in words. */
export function validatePack(input: { name: string; entries: readonly DraftEntry[]; active: boolean }): PackFormResult {
  const items = input.entries.map((entry) => ({ itemId: entry.itemId, oddsPpm: parseChance(entry.chance) }));
  const parsed = adminPackSchema.safeParse({ name: input.name, items: items.map((i) => ({ itemId: i.itemId, oddsPpm: i.oddsPpm ?? 0 })), active: input.active });
  const nameIssue = parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === 'name');
  if (nameIssue) return { ok: false, field: 'name', message: nameIssue.message };
  if (items.some((item) => item.oddsPpm === null)) return { ok: false, field: 'items', message: CHANCE_RULE };
  const problem = checkPackEntries(items.map((i) => ({ itemId: i.itemId, oddsPpm: i.oddsPpm ?? 0 })));
  if (problem === 'odds_total') {
    const total = items.reduce((sum, item) => sum + (item.oddsPpm ?? 0), 0);
    return { ok: false, field: 'items', message: `Drop chances must total 100 %. They total ${formatChance(total)} %.` };
  }
  if (problem) return { ok: false, field: 'items', message: ODDS_MESSAGES[problem] };
  if (!parsed.success) return { ok: false, field: 'items', message: parsed.error.issues[0]?.message ?? ODDS_MESSAGES.odds_total };
  return { ok: true, value: { name: parsed.data.name, items: parsed.data.items, active: input.active } };
}
