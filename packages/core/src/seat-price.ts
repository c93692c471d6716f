/**
 * What a battle seat costs, sponsored and borrowed (DESIGN §12): the server
 * charges these amounts and the web shows them, from this one place. Small
 * and free of the fairness code, so the battle list (the first page) can use
 * it (decision 018).
 */

/** Options a fund or borrow percentage may take (DESIGN §12). */
export const FUND_PERCENTS = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;
export const BORROW_PERCENTS = [0, 10, 20, 30, 40, 50, 60, 70] as const;

/** What the host pays for each other seat of a sponsored battle: floor(entry · f / 100). */
export function sponsoredShareCents(entryCents: number, fundPercent: number): number {
  return Math.floor((entryCents * fundPercent) / 100);
}

/**
 * What a seat costs its player (DESIGN §12). A joiner of a sponsored battle
 * owes the entry less the host's share; borrowing takes `b` % off what they
 * owe (for a battle nobody sponsors: entry − floor(entry · b / 100)), the
 * house lending the rest. The host's own seat is never sponsored.
 */
export function seatPrice(input: { entryCents: number; fundPercent: number; borrowPercent: number; host: boolean }): { paidCents: number; borrowedCents: number } {
  const owed = input.host ? input.entryCents : input.entryCents - sponsoredShareCents(input.entryCents, input.fundPercent);
  const borrowedCents = Math.floor((owed * input.borrowPercent) / 100);
  return { paidCents: owed - borrowedCents, borrowedCents };
}

/** What the host pays at creation: their own seat and, in a sponsored battle, the share of every other seat. */
export function hostPaysCents(input: { entryCents: number; players: number; fundPercent: number; borrowPercent: number }): number {
  const own = seatPrice({ entryCents: input.entryCents, fundPercent: input.fundPercent, borrowPercent: input.borrowPercent, host: true });
  return own.paidCents + (input.players - 1) * sponsoredShareCents(input.entryCents, input.fundPercent);
}

/**
 * What a borrowing winner receives of their share (DESIGN §12): share − floor(share · borrowed / entry).
 * The house lent `borrowedCents` of the seat's `entryCents`, so it keeps exactly that part of the win,
 * and nothing of a seat it lent nothing for (a fully sponsored seat, say).
 */
export function borrowerReceives(shareCents: number, borrowedCents: number, entryCents: number): number {
  if (borrowedCents <= 0 || entryCents <= 0) return shareCents;
  return shareCents - Math.floor((shareCents * borrowedCents) / entryCents);
}

/**
 * The rule battles settled before DESIGN §12 took the borrowed cents: floor(share · (100 − b) / 100),
 * which cut a sponsored borrower's win by more than the house lent. Kept only so those battles verify
 * by the rule they were paid by (their results carry no `borrowRule`).
 */
export function borrowerReceivedByPercent(shareCents: number, borrowPercent: number): number {
  return Math.floor((shareCents * (100 - borrowPercent)) / 100);
}

/**
 * What each seat of a battle borrowed, from what the battle publishes: its entry, the host's fund
 * percentage and each seat's borrow percentage (seat 0 is the host). The server charged exactly these.
 */
export function seatsBorrowedCents(battle: { entryCents: number; fundPercent: number }, borrowPercents: readonly number[]): number[] {
  return borrowPercents.map(
    (borrowPercent, seat) => seatPrice({ entryCents: battle.entryCents, fundPercent: battle.fundPercent, borrowPercent, host: seat === 0 }).borrowedCents,
  );
}
