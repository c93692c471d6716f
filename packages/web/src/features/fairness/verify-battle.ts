/**
 * Re-computes a whole battle in the browser from its seeds and its round packs with the
 * server's own settleBattle (DESIGN §4, §5, §12), and compares every figure with what the
 * server published: the seed hash, the combined client seed, each round's ticket and item per
 * seat, the totals, the mode's own figures (points, eliminations with their tie rolls, the
 * jackpot point), the winners, each winner's share, what borrowers leave to the house and the
 * payouts. `failed` names every check that does not match.
 */
import { battleClientSeed, hashServerSeed } from '@lootforge/core/fairness';
import { seatsBorrowedCents, settleBattle, type BattleMode, type BattleOutcome, type SeatRoll } from '@lootforge/core/battle';
import type { BattleDetail } from '@lootforge/core/contracts/battles';
import { fairnessErrorMessage, serverSeedProblem, type Result } from './verify-pack';

export const NOT_SETTLED = 'This battle has not started yet. Its server seed and rolls are revealed when the last seat fills.';

export type SeatCheck = {
  seat: number;
  ticket: number;
  itemName: string;
  valueCents: number;
  thumbUrl: string | null;
  /** What the server published for this seat and round, and the item it names. */
  published: SeatRoll | null;
  publishedItemName: string | null;
  ok: boolean;
};

export type RoundCheck = { round: number; packName: string; seats: SeatCheck[]; ok: boolean };

export type BattleCheck = {
  serverSeed: string;
  hash: { computed: string; published: string; ok: boolean };
  clientSeed: { computed: string; published: string | null; entered: string | null; ok: boolean };
  rounds: RoundCheck[];
  totals: Array<{ seat: number; computed: number; published: number | null; ok: boolean }>;
  winners: { computed: number[]; published: number[]; ok: boolean };
  payouts: { computed: number[]; published: number[]; ok: boolean };
  tiebreak: { tied: number[]; index: number } | null;
  totalValueCents: number;
  /** The figures this battle's mode and options use, each recomputed and compared with the published one (and any other that does not match). */
  modeFigures: Array<{ name: BattleFigure; ok: boolean }>;
  outcome: BattleOutcome;
  /** How many of the checks failed; 0 means everything matches. */
  mismatches: number;
  /** The names of the checks that failed, for the verdict. */
  failed: string[];
};

/** The figures a battle publishes beside its rolls, totals, winners and payouts (DESIGN §12). */
export type BattleFigure = 'Points' | 'Eliminations' | 'Jackpot point' | 'Tie-break' | 'Winners’ shares' | 'Kept by the house from borrowers';

/** Modes whose winner is the best score, where a tie goes to the tie-break roll (DESIGN §12). */
const SCORED_MODES: readonly BattleMode[] = ['normal', 'upside_down', 'terminal', 'point_rush', 'team'];

/**
 * The figures that decide this battle, by its mode and options: points for Point Rush, the
 * eliminations for Elimination, the draw for Jackpot, the tie-break where a best score wins (and
 * in a jackpot where nothing of value was unboxed, which ties every seat), what the house keeps
 * when a seat borrowed, and the winners' shares always.
 */
function figuresThatApply(battle: Pick<BattleDetail, 'mode' | 'seats'>, outcome: Pick<BattleOutcome, 'totalValueCents'>): Set<BattleFigure> {
  const figures = new Set<BattleFigure>(['Winners’ shares']);
  if (battle.mode === 'point_rush') figures.add('Points');
  if (battle.mode === 'elimination') figures.add('Eliminations');
  if (battle.mode === 'jackpot') figures.add('Jackpot point');
  if (SCORED_MODES.includes(battle.mode) || (battle.mode === 'jackpot' && outcome.totalValueCents === 0)) figures.add('Tie-break');
  if (battle.seats.some((seat) => seat.borrowPercent > 0)) figures.add('Kept by the house from borrowers');
  return figures;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * `serverSeed` and `clientSeed` are what the person typed (blank: use the battle's published
 * ones). A wrong seed is a result with mismatches, never a crash.
 */
export function verifyBattle(battle: BattleDetail, input: { serverSeed: string; clientSeed: string }): Result<BattleCheck> {
  const { fairness, results } = battle;
  if (!results || fairness.playerClientSeeds.length === 0) return { ok: false, error: NOT_SETTLED };
  const serverSeed = input.serverSeed.trim() || fairness.serverSeed || '';
  const entered = input.clientSeed.trim() || null;
  const seedProblem = serverSeedProblem(serverSeed);
  if (seedProblem) return { ok: false, error: seedProblem };

  try {
    const rounds = battle.roundPacks.map((index) => {
      const pack = battle.packs[index];
      if (!pack) throw new RangeError('This battle names a round pack it does not list.');
      return pack;
    });
    const outcome = settleBattle({
      battleId: battle.id,
      mode: battle.mode,
      teamLayout: battle.teamLayout,
      cursed: battle.cursed,
      playerClientSeeds: fairness.playerClientSeeds,
      // What each seat borrowed follows from what the battle publishes; battles settled before DESIGN §12 took
      // the borrowed cents carry no borrowRule and are recomputed by the rule they were paid by.
      borrows: results.borrowRule
        ? { entryCents: battle.entryCents, borrowedCents: seatsBorrowedCents(battle, battle.seats.map((seat) => seat.borrowPercent)) }
        : { percents: battle.seats.map((seat) => seat.borrowPercent) },
      rounds,
      serverSeed,
    });

    const computedHash = hashServerSeed(serverSeed);
    const combined = battleClientSeed(fairness.playerClientSeeds);
    const hash = { computed: computedHash, published: fairness.serverSeedHash, ok: computedHash === fairness.serverSeedHash };
    const clientSeed = {
      computed: combined,
      published: fairness.clientSeed,
      entered,
      ok: combined === fairness.clientSeed && (entered === null || entered === combined),
    };

    const roundChecks: RoundCheck[] = outcome.rolls.map((seats, round) => {
      const pack = rounds[round]!;
      const seatChecks = seats.map((roll, seat) => {
        const published = results.rolls[round]?.[seat] ?? null;
        const item = pack.items[roll.itemIndex]!;
        const ok = published !== null && published.ticket === roll.ticket && published.itemIndex === roll.itemIndex && published.valueCents === roll.valueCents;
        const publishedItemName = published ? (pack.items[published.itemIndex]?.name ?? null) : null;
        return { seat, ticket: roll.ticket, itemName: item.name, valueCents: roll.valueCents, thumbUrl: item.thumbUrl, published, publishedItemName, ok };
      });
      return { round, packName: pack.name, seats: seatChecks, ok: seatChecks.every((s) => s.ok) };
    });
    // The server published as many rounds as it rolled; a missing or extra round is a mismatch too.
    const roundsOk = results.rolls.length === outcome.rolls.length;

    const totals = outcome.totals.map((computed, seat) => {
      const published = results.totals[seat] ?? null;
      return { seat, computed, published, ok: published === computed };
    });
    const winners = { computed: outcome.winners, published: results.winners, ok: sameList(outcome.winners, results.winners) };
    const payouts = { computed: outcome.payouts, published: results.payouts, ok: sameList(outcome.payouts, results.payouts) };

    // Each figure the battle publishes; results settled before these existed lack them and are not compared.
    // A figure the battle's mode and options do not use is still compared, but shown only when it does not match.
    const applies = figuresThatApply(battle, outcome);
    const modeFigures: Array<{ name: BattleFigure; ok: boolean }> = [];
    const figure = (name: BattleFigure, published: unknown, computed: unknown) => {
      if (published === undefined) return;
      const ok = same(published, computed);
      if (applies.has(name) || !ok) modeFigures.push({ name, ok });
    };
    figure('Points', results.points, outcome.points);
    figure('Eliminations', results.eliminations, outcome.eliminations);
    figure('Jackpot point', results.jackpot, outcome.jackpot);
    figure('Tie-break', results.tiebreak, outcome.tiebreak);
    figure('Winners’ shares', results.shares, outcome.shares);
    figure('Kept by the house from borrowers', results.houseKeepsCents, outcome.houseKeepsCents);

    const failed = [
      ...(hash.ok ? [] : ['Server seed hash']),
      ...(clientSeed.ok ? [] : ['Client seed']),
      ...(roundsOk ? [] : ['Number of rounds']),
      ...roundChecks.flatMap((round) => round.seats.filter((s) => !s.ok).map((s) => `Round ${round.round + 1}, seat ${s.seat + 1}`)),
      ...totals.filter((t) => !t.ok).map((t) => `Total of seat ${t.seat + 1}`),
      ...modeFigures.filter((f) => !f.ok).map((f) => f.name),
      ...(winners.ok ? [] : ['Winners']),
      ...(payouts.ok ? [] : ['Payouts']),
    ];
    const mismatches = failed.length;

    return {
      ok: true,
      value: {
        serverSeed,
        hash,
        clientSeed,
        rounds: roundChecks,
        totals,
        winners,
        payouts,
        tiebreak: outcome.tiebreak,
        totalValueCents: outcome.totalValueCents,
        modeFigures,
        outcome,
        mismatches,
        failed,
      },
    };
  } catch (error) {
    return { ok: false, error: fairnessErrorMessage(error) };
  }
}
