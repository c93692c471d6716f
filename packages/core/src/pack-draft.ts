/**
 * A pack being put together on a form (a player's /createpack, the admin's pack editor): chances
 * typed as percentages, checked by the server's own rules and priced by its formula, so the page
 * says what the server would before anything is sent.
 */
import { packNameField } from './contracts/packs';
import { TICKETS } from './fairness';
import { percentToPpm, ppmToPercentText } from './odds';
import { checkPackEntries, expectedValueCents, packPriceCents, PACK_MIN_ITEMS, type OddsProblem } from './pack';

export type DraftEntry = { itemId: string; valueCents: number; chance: string };

export const CHANCE_RULE = 'Drop chances are percentages with up to 3 decimals, like 12.5 or 0.125.';

const ODDS_MESSAGES: Record<OddsProblem, string> = {
  too_few_items: 'A pack needs at least two items.',
  too_many_items: 'A pack can hold at most 50 items.',
  bad_odds: 'Each drop chance must be above 0 %.',
  duplicate_item: 'Each item can be in a pack only once.',
  odds_total: 'Drop chances must total 100 %.',
};

export type DraftTotals = {
  /** Each entry's chance in parts per 100 000; null where the text is not a chance. */
  ppms: Array<number | null>;
  /** Sum of the chances that parse. */
  totalPpm: number;
  /** Every chance parses and is above 0. */
  allValid: boolean;
  /** Valid chances totalling exactly 100 %: the price is final. */
  complete: boolean;
  /** The price of the chances as they stand (final once `complete`); null until the house edge is known. */
  priceCents: number | null;
  /** Not rounded: the page rounds it for display. */
  expectedValueCents: number;
};

/** `houseEdge`: the server's (GET /api/packs/pricing), null while it is not known yet. */
export function draftTotals(entries: readonly DraftEntry[], pricing: { houseEdge: number | null; commissionBp?: number }): DraftTotals {
  const ppms = entries.map((entry) => percentToPpm(entry.chance));
  const allValid = ppms.every((ppm) => ppm !== null && ppm >= 1);
  const totalPpm = ppms.reduce<number>((sum, ppm) => sum + (ppm ?? 0), 0);
  const priced = entries.map((entry, index) => ({ valueCents: entry.valueCents, oddsPpm: ppms[index] ?? 0 }));
  return {
    ppms,
    totalPpm,
    allValid,
    complete: allValid && totalPpm === TICKETS && entries.length > 0,
    priceCents: pricing.houseEdge === null ? null : packPriceCents(priced, pricing.houseEdge, (pricing.commissionBp ?? 0) / 10_000),
    expectedValueCents: expectedValueCents(priced),
  };
}

/** What the page says about the total while it is not 100 % yet: "12.5 % left to assign." or "2 % too much." */
export function remainingChanceText(totalPpm: number): string {
  return totalPpm > TICKETS ? `${ppmToPercentText(totalPpm - TICKETS)} % too much.` : `${ppmToPercentText(TICKETS - totalPpm)} % left to assign.`;
}

export type DraftCheck =
  | { ok: true; name: string; items: Array<{ itemId: string; oddsPpm: number }> }
  | { ok: false; field: 'name' | 'items'; message: string };

/** The first rule the draft breaks, in the words the server would use; or the body to send. */
export function checkPackDraft(draft: { name: string; entries: readonly DraftEntry[] }): DraftCheck {
  const name = packNameField.safeParse(draft.name);
  if (!name.success) return { ok: false, field: 'name', message: name.error.issues[0]?.message ?? 'Please enter a pack name.' };
  if (draft.entries.length < PACK_MIN_ITEMS) return { ok: false, field: 'items', message: ODDS_MESSAGES.too_few_items };
  const ppms = draft.entries.map((entry) => percentToPpm(entry.chance));
  if (ppms.some((ppm) => ppm === null)) return { ok: false, field: 'items', message: CHANCE_RULE };
  const items = draft.entries.map((entry, index) => ({ itemId: entry.itemId, oddsPpm: ppms[index] ?? 0 }));
  const problem = checkPackEntries(items);
  if (problem === 'odds_total') {
    const total = items.reduce((sum, item) => sum + item.oddsPpm, 0);
    return { ok: false, field: 'items', message: `${ODDS_MESSAGES.odds_total} They total ${ppmToPercentText(total)} %.` };
  }
  if (problem) return { ok: false, field: 'items', message: ODDS_MESSAGES[problem] };
  return { ok: true, name: name.data, items };
}
