/** The dollar amount fields of /cashier: what a person types, read as cents without floating point. */
import { formatCents, parseDollars } from '@lootforge/core/money';

export const AMOUNT_FORMAT = 'Enter an amount in dollars, like 50 or 12.50.';

export type AmountRead = { ok: true; cents: number } | { ok: false; error: string };

/**
 * "50", "$12.5" or "1,250.00" → cents, checked against the smallest and (when given) largest
 * amount; otherwise why not, in words. Only what the page knows for sure is checked here: the
 * server decides the rest (play-through, verification, the balance) and says so in its answer.
 */
export function readAmount(text: string, rules: { what: 'deposit' | 'withdrawal'; minCents: number; maxCents?: number }): AmountRead {
  const cents = parseDollars(text.replace(/,(?=\d{3}(\D|$))/g, ''));
  if (cents === null || cents === 0) return { ok: false, error: AMOUNT_FORMAT };
  if (cents < rules.minCents) return { ok: false, error: `The smallest ${rules.what} is ${formatCents(rules.minCents)}.` };
  if (rules.maxCents !== undefined && cents > rules.maxCents) return { ok: false, error: `The largest ${rules.what} is ${formatCents(rules.maxCents)}.` };
  return { ok: true, cents };
}

/** The quick picks a deposit offers ($10, $25, $50, $100), those the limits allow. */
export function quickAmounts(limits: { minDepositCents: number; maxDepositCents: number }, picks: readonly number[] = [1_000, 2_500, 5_000, 10_000]): number[] {
  return picks.filter((cents) => cents >= limits.minDepositCents && cents <= limits.maxDepositCents);
}
