/**
 * The outcome of a filled battle (DESIGN §4, §5, §12): every round's item for
 * every seat, totals, winners and payouts, computed from the seeds alone so
 * anyone can recompute it. The winners' shares always sum to the value of all
 * items unboxed; what a borrowing winner leaves to the house is counted apart.
 */
import {
  battleClientSeed,
  battleEliminateMessage,
  battleJackpotMessage,
  battleRoundPrefix,
  battleRoundSeat,
  battleTiebreakMessage,
  pickByTicket,
  rollerFor,
} from './fairness';

import { TEAM_LAYOUTS, type BattleMode, type TeamLayout } from './battle-modes';
export { BATTLE_MODES, MODE_LABELS, TEAM_LAYOUTS, modeLabel, type BattleMode, type TeamLayout } from './battle-modes';
export {
  BORROW_PERCENTS,
  FUND_PERCENTS,
  borrowerReceivedByPercent,
  borrowerReceives,
  hostPaysCents,
  seatPrice,
  seatsBorrowedCents,
  sponsoredShareCents,
} from './seat-price';
import { BORROW_PERCENTS, borrowerReceivedByPercent, borrowerReceives } from './seat-price';
import { COUNTDOWN_MS, roundTimings } from './battle-timing';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 10;
export const MIN_ROUNDS = 1;
export const MAX_ROUNDS = 50;
// The reel timings live apart so a page that only shows where a battle is (a list row's "Round 3/5")
// does not load the battle rules; everything else reads them from here as before.
export { COUNTDOWN_MS, FAST_ROUND_MS, FAST_ROUND_RESULT_MS, FAST_ROUND_SPIN_MS, ROUND_MS, ROUND_RESULT_MS, ROUND_SPIN_MS, roundTimings, SPIN_MS } from './battle-timing';

/** How many open battles one player may host at once. */
export const MAX_OPEN_BATTLES_PER_HOST = 5;

/** The modes a cursed battle may use: cursed turns "highest" into "lowest". */
export const CURSABLE_MODES: readonly BattleMode[] = ['normal', 'terminal', 'point_rush', 'elimination', 'team'];

export const CURSED_REFUSED = 'Cursed cannot be used with Shared or Jackpot.';
export const CURSED_UPSIDE_DOWN = 'Upside Down is already cursed: choose Normal with Cursed, or Upside Down alone.';
export const eliminationRoundsMessage = (players: number) => `Elimination needs at least ${players - 1} rounds.`;

/**
 * Why a combination of mode, players, rounds and cursed is refused, or null
 * when it is allowed. The create form offers only what this allows; the
 * server refuses the rest with these words.
 */
export function battleRulesProblem(input: { mode: BattleMode; players: number; rounds: number; cursed: boolean }): string | null {
  if (input.cursed && (input.mode === 'shared' || input.mode === 'jackpot')) return CURSED_REFUSED;
  if (input.cursed && input.mode === 'upside_down') return CURSED_UPSIDE_DOWN;
  if (input.mode === 'elimination' && input.rounds < input.players - 1) return eliminationRoundsMessage(input.players);
  return null;
}

/** Team sizes per layout, in seat order: seats fill team 0 first, then team 1, … */
const LAYOUT_TEAMS: Record<TeamLayout, number[]> = { '2v2': [2, 2], '3v3': [3, 3], '2v2v2': [2, 2, 2], '5v5': [5, 5] };

export function layoutPlayers(layout: TeamLayout): number {
  return LAYOUT_TEAMS[layout].reduce((a, b) => a + b, 0);
}

/** The team layouts that fit a player count (4 → 2v2; 6 → 3v3 or 2v2v2; 10 → 5v5). */
export function layoutsFor(players: number): TeamLayout[] {
  return TEAM_LAYOUTS.filter((layout) => layoutPlayers(layout) === players);
}

export function teamOfSeat(layout: TeamLayout, seat: number): number {
  let upper = 0;
  const sizes = LAYOUT_TEAMS[layout];
  for (let team = 0; team < sizes.length; team++) {
    upper += sizes[team]!;
    if (seat < upper) return team;
  }
  throw new RangeError(`seat ${seat} is outside layout ${layout}`);
}

export type RoundPack = { items: ReadonlyArray<{ valueCents: number; oddsPpm: number }> };

export type BattleInput = {
  battleId: string;
  mode: BattleMode;
  teamLayout: TeamLayout | null;
  /** "Highest" becomes "lowest" (DESIGN §12); refused with shared and jackpot. */
  cursed?: boolean;
  /** One entry per seat, in seat order. */
  playerClientSeeds: readonly string[];
  /** What each seat borrowed (none when absent); a borrowing winner leaves part of their share to the house. */
  borrows?: SeatBorrows;
  rounds: readonly RoundPack[];
  serverSeed: string;
};

/**
 * What each seat borrowed from the house (DESIGN §12), in seat order: the cents it borrowed of the
 * battle's entry. Battles settled before that rule are recomputed from each seat's percentage
 * (`percents`), by the rule they were paid by.
 */
export type SeatBorrows = { entryCents: number; borrowedCents: readonly number[] } | { percents: readonly number[] };

/** Which rule cut a borrowing winner's share: recorded with every battle settled since DESIGN §12 took the borrowed cents. */
export const BORROW_RULE = 'share_of_entry' as const;

export type SeatRoll = { ticket: number; itemIndex: number; valueCents: number };

/** One seat going out in an elimination round; `tie` is set when the eliminate roll chose among tied seats. */
export type Elimination = { round: number; seat: number; tie: { tied: number[]; index: number } | null };

export type BattleOutcome = {
  clientSeed: string;
  /** rolls[round][seat] */
  rolls: SeatRoll[][];
  totals: number[];
  /** The winning seats (a team's seats in team mode; every seat in shared mode). */
  winners: number[];
  /** What each seat receives, in cents, after any borrowed part kept by the house. */
  payouts: number[];
  totalValueCents: number;
  /** Set when the tie-break roll decided among tied seats or teams. */
  tiebreak: { tied: number[]; index: number } | null;
  /** Each winning seat's share before borrowing: sums to totalValueCents. */
  shares: number[];
  /** What the house keeps of borrowers' shares: totalValueCents − Σ payouts. */
  houseKeepsCents: number;
  /** The rule that cut borrowers' shares (absent from battles settled before it). */
  borrowRule?: typeof BORROW_RULE;
  /** point_rush: each seat's points. */
  points: number[] | null;
  /** elimination: who went out, in order. */
  eliminations: Elimination[] | null;
  /** jackpot: the drawn point in [0, T) and T, the sum of totals. */
  jackpot: { point: number; total: number } | null;
};

/** Splits an amount equally, the odd cents going to the first seats: nothing is lost. */
export function splitEvenly(amountCents: number, seats: readonly number[], seatCount: number): number[] {
  const payouts = new Array<number>(seatCount).fill(0);
  const share = Math.floor(amountCents / seats.length);
  const remainder = amountCents - share * seats.length;
  [...seats].sort((a, b) => a - b).forEach((seat, i) => (payouts[seat] = share + (i < remainder ? 1 : 0)));
  return payouts;
}

/** The published figures a seat's money is read from (a battle's `results`). */
export type PublishedPayouts = {
  totalValueCents: number;
  winners: readonly number[];
  payouts: readonly number[];
  /** Absent from battles settled before DESIGN §12 published it. */
  shares?: readonly number[];
};

/**
 * What each seat won and what the house kept of it for what it lent (DESIGN §12), in seat order,
 * from what a battle published: `receivedCents` is its payout, `houseKeptCents` its share less
 * that payout. A battle settled before shares were published split the value by the same rule
 * (splitEvenly among the winners), so its shares are that split.
 */
export function seatWinnings(results: PublishedPayouts): Array<{ shareCents: number; receivedCents: number; houseKeptCents: number }> {
  const shares = results.shares ?? splitEvenly(results.totalValueCents, results.winners, results.payouts.length);
  return results.payouts.map((receivedCents, seat) => {
    const shareCents = shares[seat] ?? 0;
    return { shareCents, receivedCents, houseKeptCents: shareCents - receivedCents };
  });
}

const TWO_POW_52 = 2 ** 52;

/** The seat whose run of the jackpot line holds `point`: seats in order, each owning [start, start + total). */
export function jackpotSeat(totals: readonly number[], point: number): number {
  let start = 0;
  for (let seat = 0; seat < totals.length; seat++) {
    if (point < start + totals[seat]!) return seat;
    start += totals[seat]!;
  }
  throw new RangeError(`point ${point} is outside the jackpot line (total ${start})`);
}

type Candidate = { seats: number[]; score: number };

function checkInput(input: BattleInput, seatCount: number) {
  if (input.mode === 'team' && (!input.teamLayout || layoutPlayers(input.teamLayout) !== seatCount)) {
    throw new RangeError('a team battle needs a layout that fits its players');
  }
  const problem = battleRulesProblem({ mode: input.mode, players: seatCount, rounds: input.rounds.length, cursed: input.cursed ?? false });
  if (problem) throw new RangeError(problem);
  const borrows = input.borrows;
  if (borrows && 'percents' in borrows) {
    if (borrows.percents.length !== seatCount) throw new RangeError('one borrow percentage per seat');
    for (const b of borrows.percents) if (!(BORROW_PERCENTS as readonly number[]).includes(b)) throw new RangeError(`borrow percentage ${b} is not one of 0, 10, … 70`);
  } else if (borrows) {
    if (borrows.borrowedCents.length !== seatCount) throw new RangeError('one borrowed amount per seat');
    const ceiling = Math.floor((borrows.entryCents * Math.max(...BORROW_PERCENTS)) / 100);
    for (const cents of borrows.borrowedCents) if (!Number.isSafeInteger(cents) || cents < 0 || cents > ceiling) throw new RangeError(`borrowed ${cents} is not 0 to 70 % of the entry`);
  }
}

/**
 * The rolls a decision may ask for, by the messages of DESIGN §5 and §12:
 * an index among `count` tied seats or teams, one among seats tied to go out
 * in `round`, and the raw 52-bit value of the jackpot draw.
 */
export type BattleDraws = {
  tiebreak: (count: number) => number;
  eliminate: (round: number, count: number) => number;
  jackpotValue: () => number;
};

export type BattleDecision = Omit<BattleOutcome, 'clientSeed' | 'rolls'>;

/**
 * Who wins and what each seat receives, from the values unboxed (`values[round][seat]`)
 * alone: the rules of every mode in one place, the rolls passed in.
 */
export function decideBattle(input: {
  mode: BattleMode;
  teamLayout: TeamLayout | null;
  cursed: boolean;
  values: readonly (readonly number[])[];
  borrows?: SeatBorrows;
  draws: BattleDraws;
}): BattleDecision {
  const { values, draws } = input;
  const seatCount = values[0]?.length ?? 0;
  const cursed = input.cursed;
  const totals = new Array<number>(seatCount).fill(0);
  for (const round of values) for (let seat = 0; seat < seatCount; seat++) totals[seat]! += round[seat]!;
  const totalValueCents = totals.reduce((a, b) => a + b, 0);
  const allSeats = totals.map((_, seat) => seat);

  let points: number[] | null = null;
  let eliminations: Elimination[] | null = null;
  let jackpot: BattleOutcome['jackpot'] = null;
  let byRule: number[] | null = null;
  // Otherwise the best score among these candidates wins (ties: the tie-break roll).
  let candidates: Candidate[] = [];
  let lowWins = input.mode === 'upside_down' || cursed;

  switch (input.mode) {
    case 'shared':
      byRule = allSeats;
      break;
    case 'team':
      candidates = LAYOUT_TEAMS[input.teamLayout!].map((_, team) => {
        const seats = allSeats.filter((seat) => teamOfSeat(input.teamLayout!, seat) === team);
        return { seats, score: seats.reduce((sum, seat) => sum + totals[seat]!, 0) };
      });
      break;
    case 'terminal':
      candidates = allSeats.map((seat) => ({ seats: [seat], score: values[values.length - 1]![seat]! }));
      break;
    case 'point_rush': {
      const scored = new Array<number>(seatCount).fill(0);
      for (const round of values) {
        const best = cursed ? Math.min(...round) : Math.max(...round);
        round.forEach((value, seat) => value === best && (scored[seat]! += 1));
      }
      points = scored;
      // The curse is in how a round scores; the most points always wins.
      candidates = allSeats.map((seat) => ({ seats: [seat], score: scored[seat]! }));
      lowWins = false;
      break;
    }
    case 'elimination': {
      const standing = [...allSeats];
      eliminations = [];
      for (let r = values.length - (seatCount - 1); r < values.length; r++) {
        const left = standing.map((seat) => values[r]![seat]!);
        const worst = cursed ? Math.max(...left) : Math.min(...left);
        const tied = standing.filter((_, i) => left[i] === worst);
        let goes = tied[0]!;
        let tie: Elimination['tie'] = null;
        if (tied.length > 1) {
          const index = draws.eliminate(r, tied.length);
          goes = tied[index]!;
          tie = { tied, index };
        }
        standing.splice(standing.indexOf(goes), 1);
        eliminations.push({ round: r, seat: goes, tie });
      }
      byRule = standing;
      break;
    }
    case 'jackpot':
      if (totalValueCents > 0) {
        const point = Math.floor((draws.jackpotValue() / TWO_POW_52) * totalValueCents);
        jackpot = { point, total: totalValueCents };
        byRule = [jackpotSeat(totals, point)];
      } else {
        // Nothing of value unboxed: nobody owns any of the line, so every seat is tied.
        candidates = allSeats.map((seat) => ({ seats: [seat], score: 0 }));
      }
      break;
    default:
      candidates = allSeats.map((seat) => ({ seats: [seat], score: totals[seat]! }));
  }

  let tiebreak: BattleOutcome['tiebreak'] = null;
  let winners: number[];
  if (byRule) {
    winners = byRule;
  } else {
    const scores = candidates.map((c) => c.score);
    const best = lowWins ? Math.min(...scores) : Math.max(...scores);
    const tied = candidates.map((c, i) => (c.score === best ? i : -1)).filter((i) => i >= 0);
    let chosen = tied[0]!;
    if (tied.length > 1) {
      const index = draws.tiebreak(tied.length);
      chosen = tied[index]!;
      tiebreak = { tied, index };
    }
    winners = candidates[chosen]!.seats;
  }

  const shares = splitEvenly(totalValueCents, winners, seatCount);
  const borrows = input.borrows;
  const payouts = shares.map((share, seat) =>
    !borrows ? share : 'percents' in borrows ? borrowerReceivedByPercent(share, borrows.percents[seat] ?? 0) : borrowerReceives(share, borrows.borrowedCents[seat] ?? 0, borrows.entryCents),
  );
  const houseKeepsCents = totalValueCents - payouts.reduce((a, b) => a + b, 0);
  const rule = borrows && !('percents' in borrows) ? { borrowRule: BORROW_RULE } : {};
  return { totals, winners, payouts, totalValueCents, tiebreak, shares, houseKeepsCents, points, eliminations, jackpot, ...rule };
}

export function settleBattle(input: BattleInput): BattleOutcome {
  const seatCount = input.playerClientSeeds.length;
  checkInput(input, seatCount);
  const { serverSeed, battleId } = input;
  const clientSeed = battleClientSeed(input.playerClientSeeds);
  const roll = rollerFor(serverSeed);
  const roundRoll = rollerFor(serverSeed, battleRoundPrefix(clientSeed, battleId));
  const rolls = input.rounds.map((round, r) => {
    const odds = round.items.map((item) => item.oddsPpm);
    return input.playerClientSeeds.map((_, seat) => {
      const ticket = roundRoll.ticket(battleRoundSeat(r, seat));
      const itemIndex = pickByTicket(odds, ticket);
      return { ticket, itemIndex, valueCents: round.items[itemIndex]!.valueCents };
    });
  });
  const decision = decideBattle({
    mode: input.mode,
    teamLayout: input.teamLayout,
    cursed: input.cursed ?? false,
    values: rolls.map((round) => round.map((roll) => roll.valueCents)),
    borrows: input.borrows,
    draws: {
      tiebreak: (count) => roll.index(battleTiebreakMessage(clientSeed, battleId), count),
      eliminate: (round, count) => roll.index(battleEliminateMessage(clientSeed, battleId, round), count),
      jackpotValue: () => roll.value(battleJackpotMessage(clientSeed, battleId)),
    },
  });
  return { clientSeed, rolls, ...decision };
}

/** When the reels start and end for a battle filled at `filledAtMs`; a fast battle's rounds take half the time. */
export function battleSchedule(filledAtMs: number, rounds: number, fast = false): { startedAtMs: number; completedAtMs: number } {
  const startedAtMs = filledAtMs + COUNTDOWN_MS;
  return { startedAtMs, completedAtMs: startedAtMs + rounds * roundTimings(fast).roundMs };
}
