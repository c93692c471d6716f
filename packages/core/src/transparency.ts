/**
 * Transparency (DESIGN §23): the committed hash of a pack's drop table, and the returns a game
 * should show if its published odds hold.
 *
 * Every play is reduced to three numbers: what was staked, what it was expected to pay back (its
 * mean) and the variance of what it pays back. For a pack open those come from the table: EV =
 * Σ p·v, Var = Σ p·v² − EV²; for an upgrade, a win of T with chance c: EV = c·T, Var = c(1−c)·T²;
 * a battle adds the rolls of its packs. Plays are independent, so over many of them the total paid
 * back has mean ΣEV and variance ΣVar, and (central limit theorem) falls within ΣEV ± z·√ΣVar,
 * z = 2.5758 for 99 %, about 99 % of the time. Divided by what was staked, that is the 99 % range
 * of the realised return. With few plays of a game with rare large prizes the normal shape is
 * only approximate; docs/transparency.md says so where the page shows the figures.
 */
import { TICKETS } from './fairness';
import { sha256Hex } from './sha256';

/** The two-sided 99 % point of the standard normal distribution. */
export const Z_99 = 2.5758293035489;

/** `[[itemId,valueCents,odds],…]`: the text a pack version's table hash is taken over (no spaces; stored order; odds per 100 000). */
export function tableText(entries: ReadonlyArray<{ itemId: string; valueCents: number; oddsPpm: number }>): string {
  return JSON.stringify(entries.map((e) => [e.itemId, e.valueCents, e.oddsPpm]));
}

/** SHA-256 hex of `tableText`: the table a roll used, committed with every open and battle round. */
export function tableHash(entries: ReadonlyArray<{ itemId: string; valueCents: number; oddsPpm: number }>): string {
  return sha256Hex(tableText(entries));
}

/** A play's mean and variance of what it pays back, in cents and cents². */
export type Moments = { evCents: number; varCents2: number };

/** One roll of a table (odds per 100 000). */
export function tableMoments(entries: ReadonlyArray<{ valueCents: number; oddsPpm: number }>): Moments {
  let mean = 0;
  let square = 0;
  for (const e of entries) {
    const p = e.oddsPpm / TICKETS;
    mean += p * e.valueCents;
    square += p * e.valueCents * e.valueCents;
  }
  return { evCents: mean, varCents2: Math.max(0, square - mean * mean) };
}

/** An upgrade: T won with chance `chancePpm` per million, nothing otherwise. */
export function upgradeMoments(targetCents: number, chancePpm: number): Moments {
  const c = chancePpm / 1_000_000;
  return { evCents: c * targetCents, varCents2: c * (1 - c) * targetCents * targetCents };
}

/** Totals over a window's plays: staked, paid back, and the sums of the plays' means and variances. */
export type ReturnTotals = { plays: number; stakedCents: number; paidCents: number; evCents: number; varCents2: number };

export const NO_PLAYS: ReturnTotals = { plays: 0, stakedCents: 0, paidCents: 0, evCents: 0, varCents2: 0 };

/** Realised return in parts per million (null without stakes). */
export function realisedPpm(totals: ReturnTotals): number | null {
  return totals.stakedCents > 0 ? Math.round((totals.paidCents / totals.stakedCents) * 1_000_000) : null;
}

/** The 99 % range of the realised return, in parts per million (null without stakes); never below 0. */
export function range99Ppm(totals: ReturnTotals): { lowPpm: number; highPpm: number } | null {
  if (totals.stakedCents <= 0) return null;
  const spread = Z_99 * Math.sqrt(totals.varCents2);
  const low = Math.max(0, (totals.evCents - spread) / totals.stakedCents);
  const high = (totals.evCents + spread) / totals.stakedCents;
  return { lowPpm: Math.floor(low * 1_000_000), highPpm: Math.ceil(high * 1_000_000) };
}
