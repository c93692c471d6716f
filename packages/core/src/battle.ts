/**
 * The outcome of a filled battle (DESIGN §4–§5): every round's item for every
 * seat, totals, winners and payouts, computed from the seeds alone so anyone
 * can recompute it. Payouts always sum to the value of all items unboxed.
 */
import { battleClientSeed, battleRoundMessage, battleTiebreakMessage, pickByTicket, rollIndex, rollTicket } from './fairness';

export const BATTLE_MODES = ['normal', 'upside_down', 'shared', 'team'] as const;
export type BattleMode = (typeof BATTLE_MODES)[number];
export const TEAM_LAYOUTS = ['2v2', '3v3', '2v2v2', '5v5'] as const;
export type TeamLayout = (typeof TEAM_LAYOUTS)[number];

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 10;
export const MIN_ROUNDS = 1;
export const MAX_ROUNDS = 50;
/** The reel timings of the spec; the server's timestamps follow them. */
export const COUNTDOWN_MS = 3_000;
export const SPIN_MS = 2_000;
export const ROUND_SPIN_MS = 2_100;
export const ROUND_RESULT_MS = 1_500;
export const ROUND_MS = ROUND_SPIN_MS + ROUND_RESULT_MS;

export const MODE_LABELS: Record<BattleMode, string> = {
  normal: 'Normal Mode',
  upside_down: 'Upside Down',
  shared: 'Shared',
  team: 'Team',
};

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
  /** One entry per seat, in seat order. */
  playerClientSeeds: readonly string[];
  rounds: readonly RoundPack[];
  serverSeed: string;
};

export type SeatRoll = { ticket: number; itemIndex: number; valueCents: number };

export type BattleOutcome = {
  clientSeed: string;
  /** rolls[round][seat] */
  rolls: SeatRoll[][];
  totals: number[];
  /** The winning seats (a team's seats in team mode; every seat in shared mode). */
  winners: number[];
  /** What each seat receives, in cents; sums to the value of all items. */
  payouts: number[];
  totalValueCents: number;
  /** Set when the tie-break roll decided among tied seats or teams. */
  tiebreak: { tied: number[]; index: number } | null;
};

/** Splits an amount equally, the odd cents going to the first seats: nothing is lost. */
export function splitEvenly(amountCents: number, seats: readonly number[], seatCount: number): number[] {
  const payouts = new Array<number>(seatCount).fill(0);
  const share = Math.floor(amountCents / seats.length);
  const remainder = amountCents - share * seats.length;
  seats.forEach((seat, i) => (payouts[seat] = share + (i < remainder ? 1 : 0)));
  return payouts;
}

export function settleBattle(input: BattleInput): BattleOutcome {
  const seatCount = input.playerClientSeeds.length;
  if (input.mode === 'team' && (!input.teamLayout || layoutPlayers(input.teamLayout) !== seatCount)) {
    throw new RangeError('a team battle needs a layout that fits its players');
  }
  const clientSeed = battleClientSeed(input.playerClientSeeds);
  const rolls = input.rounds.map((round, r) =>
    input.playerClientSeeds.map((_, seat) => {
      const ticket = rollTicket(input.serverSeed, battleRoundMessage(clientSeed, input.battleId, r, seat));
      const itemIndex = pickByTicket(
        round.items.map((item) => item.oddsPpm),
        ticket,
      );
      return { ticket, itemIndex, valueCents: round.items[itemIndex]!.valueCents };
    }),
  );
  const totals = input.playerClientSeeds.map((_, seat) => rolls.reduce((sum, round) => sum + round[seat]!.valueCents, 0));
  const totalValueCents = totals.reduce((a, b) => a + b, 0);
  const allSeats = totals.map((_, seat) => seat);

  if (input.mode === 'shared') {
    return { clientSeed, rolls, totals, winners: allSeats, payouts: splitEvenly(totalValueCents, allSeats, seatCount), totalValueCents, tiebreak: null };
  }

  // Candidates are seats, or teams in team mode; each has a score and its seats.
  const candidates =
    input.mode === 'team'
      ? LAYOUT_TEAMS[input.teamLayout!].map((_, team) => {
          const seats = allSeats.filter((seat) => teamOfSeat(input.teamLayout!, seat) === team);
          return { seats, score: seats.reduce((sum, seat) => sum + totals[seat]!, 0) };
        })
      : allSeats.map((seat) => ({ seats: [seat], score: totals[seat]! }));
  const best = input.mode === 'upside_down' ? Math.min(...candidates.map((c) => c.score)) : Math.max(...candidates.map((c) => c.score));
  const tied = candidates.map((c, i) => (c.score === best ? i : -1)).filter((i) => i >= 0);
  let chosen = tied[0]!;
  let tiebreak: BattleOutcome['tiebreak'] = null;
  if (tied.length > 1) {
    const index = rollIndex(input.serverSeed, battleTiebreakMessage(clientSeed, input.battleId), tied.length);
    chosen = tied[index]!;
    tiebreak = { tied, index };
  }
  const winners = candidates[chosen]!.seats;
  return { clientSeed, rolls, totals, winners, payouts: splitEvenly(totalValueCents, winners, seatCount), totalValueCents, tiebreak };
}

/** When the reels start and end for a battle filled at `filledAtMs`. */
export function battleSchedule(filledAtMs: number, rounds: number): { startedAtMs: number; completedAtMs: number } {
  const startedAtMs = filledAtMs + COUNTDOWN_MS;
  return { startedAtMs, completedAtMs: startedAtMs + rounds * ROUND_MS };
}
