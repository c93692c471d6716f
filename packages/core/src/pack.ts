/** Pack rules and pricing (DESIGN §3). */
import { TICKETS } from './fairness';
import type { Cents } from './money';

export const PACK_MIN_ITEMS = 2;
export const PACK_MAX_ITEMS = 50;
export const DEFAULT_HOUSE_EDGE = 0.08;

/** A house edge as a percentage for people: 0.08 → "8", 0.075 → "7.5". */
export function edgePercentText(houseEdge: number): string {
  return String(Math.round(houseEdge * 1000) / 10);
}

/** A community pack's creator earns 0.5 % to 3.0 % of each open's price (DESIGN §3), in basis points. */
export const MIN_COMMISSION_BP = 50;
export const MAX_COMMISSION_BP = 300;
/** The create page's commission menu: only what the rules accept, in half-percent steps. */
export const COMMISSION_OPTIONS_BP = [50, 100, 150, 200, 250, 300] as const;

/** The creator's share of what was paid: floor(cents · bp / 10 000); the house keeps the fraction of a cent. */
export function creatorCommissionCents(paidCents: Cents, commissionBp: number): Cents {
  return Math.floor((paidCents * commissionBp) / 10_000);
}

/** 150 → "1.5%". */
export function commissionPercentText(commissionBp: number): string {
  return `${(commissionBp / 100).toFixed(1)}%`;
}

export type PackEntry = { valueCents: Cents; oddsPpm: number };

/** Σ odds·value / 100 000, kept exact as a fraction's numerator to avoid float drift. */
export function expectedValueNumerator(entries: readonly PackEntry[]): number {
  return entries.reduce((sum, e) => sum + e.oddsPpm * e.valueCents, 0);
}

export function expectedValueCents(entries: readonly PackEntry[]): number {
  return expectedValueNumerator(entries) / TICKETS;
}

/**
 * price = ceil(EV · (1 + houseEdge) · (1 + commission)). Rates are applied in
 * basis points on integers, so the same odds always give the same price.
 */
export function packPriceCents(entries: readonly PackEntry[], houseEdge: number, commission = 0): Cents {
  const edgeBp = Math.round(houseEdge * 10_000);
  const commissionBp = Math.round(commission * 10_000);
  const numerator = BigInt(expectedValueNumerator(entries)) * BigInt(10_000 + edgeBp) * BigInt(10_000 + commissionBp);
  const denominator = BigInt(TICKETS) * 10_000n * 10_000n;
  return Number((numerator + denominator - 1n) / denominator);
}

export type OddsProblem = 'too_few_items' | 'too_many_items' | 'bad_odds' | 'odds_total' | 'duplicate_item';

/** Returns the first rule the entries break, or null. */
export function checkPackEntries(entries: ReadonlyArray<{ itemId: string; oddsPpm: number }>): OddsProblem | null {
  if (entries.length < PACK_MIN_ITEMS) return 'too_few_items';
  if (entries.length > PACK_MAX_ITEMS) return 'too_many_items';
  if (entries.some((e) => !Number.isSafeInteger(e.oddsPpm) || e.oddsPpm < 1)) return 'bad_odds';
  if (new Set(entries.map((e) => e.itemId)).size !== entries.length) return 'duplicate_item';
  const total = entries.reduce((sum, e) => sum + e.oddsPpm, 0);
  return total === TICKETS ? null : 'odds_total';
}

/**
 * Whether a price pays for what the pack gives away: at least
 * ceil(EV · (1 + houseEdge) · (1 + commission)) from the values it pays out.
 * Every open and battle is checked against it, so a pack whose items were
 * revalued without repricing it can never be bought below its worth.
 */
export function priceCoversValue(priceCents: Cents, entries: readonly PackEntry[], houseEdge: number, commissionBp: number): boolean {
  return priceCents >= packPriceCents(entries, houseEdge, commissionBp / 10_000);
}
