import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BATTLE_MODES,
  BORROW_PERCENTS,
  FUND_PERCENTS,
  battleRulesProblem,
  battleSchedule,
  borrowerReceives,
  seatsBorrowedCents,
  decideBattle,
  hostPaysCents,
  jackpotSeat,
  seatPrice,
  seatWinnings,
  settleBattle,
  sponsoredShareCents,
  type BattleDraws,
  type BattleMode,
  type SeatBorrows,
  type TeamLayout,
} from './battle';

/** Draws that never expect to be asked: a case that needs one names it. */
const noDraws: BattleDraws = {
  tiebreak: () => {
    throw new Error('unexpected tie-break');
  },
  eliminate: () => {
    throw new Error('unexpected elimination roll');
  },
  jackpotValue: () => {
    throw new Error('unexpected jackpot draw');
  },
};

type Case = {
  name: string;
  mode: BattleMode;
  cursed?: boolean;
  teamLayout?: TeamLayout;
  /** values[round][seat] */
  values: number[][];
  borrows?: SeatBorrows;
  draws?: Partial<BattleDraws>;
  winners: number[];
  payouts?: number[];
  points?: number[];
  eliminated?: number[];
};

const cases: Case[] = [
  { name: 'normal: the highest total', mode: 'normal', values: [[100, 50, 10], [0, 80, 10]], winners: [1], payouts: [0, 250, 0] },
  { name: 'cursed normal: the lowest total', mode: 'normal', cursed: true, values: [[100, 50, 10], [0, 80, 10]], winners: [2], payouts: [0, 0, 250] },
  { name: 'upside down: the lowest total', mode: 'upside_down', values: [[100, 50, 10], [0, 80, 10]], winners: [2] },
  { name: 'shared: everyone, odd cents to the lowest seats', mode: 'shared', values: [[100, 50, 1], [0, 80, 0]], winners: [0, 1, 2], payouts: [77, 77, 77] },
  { name: 'shared: 232 among 3', mode: 'shared', values: [[101, 50, 1], [0, 80, 0]], winners: [0, 1, 2], payouts: [78, 77, 77] },
  { name: 'team 2v2: the best team splits, odd cent to its lower seat', mode: 'team', teamLayout: '2v2', values: [[1, 2, 100, 0]], winners: [2, 3], payouts: [0, 0, 52, 51] },
  { name: 'cursed team: the lowest team total', mode: 'team', cursed: true, teamLayout: '2v2', values: [[1, 2, 100, 0]], winners: [0, 1], payouts: [52, 51, 0, 0] },
  { name: 'terminal: only the last round counts', mode: 'terminal', values: [[1000, 0, 0], [1, 5, 3]], winners: [1], payouts: [0, 1009, 0] },
  { name: 'cursed terminal: the lowest last round', mode: 'terminal', cursed: true, values: [[0, 1000, 1000], [1, 5, 3]], winners: [0] },
  { name: 'terminal tie: the tie-break among the tied, in seat order', mode: 'terminal', values: [[0, 0, 0], [5, 1, 5]], draws: { tiebreak: (k) => (k === 2 ? 1 : -1) }, winners: [2] },
  {
    name: 'point rush: a point to each round best, ties all score',
    mode: 'point_rush',
    values: [[10, 10, 1], [0, 0, 900], [3, 1, 1], [7, 2, 1]],
    points: [3, 1, 1],
    winners: [0],
  },
  {
    name: 'cursed point rush: the round lowest scores',
    mode: 'point_rush',
    cursed: true,
    values: [[10, 10, 1], [0, 0, 900], [3, 1, 1], [7, 2, 1]],
    points: [1, 2, 3],
    winners: [2],
  },
  { name: 'point rush tie on points: the tie-break', mode: 'point_rush', values: [[5, 1], [1, 5]], points: [1, 1], draws: { tiebreak: () => 0 }, winners: [0] },
  {
    name: 'elimination: the last P-1 rounds each send the lowest seat out',
    mode: 'elimination',
    values: [[9999, 0, 0], [1, 5, 9], [7, 8, 2]],
    eliminated: [0, 2],
    winners: [1],
  },
  {
    name: 'cursed elimination: the highest goes',
    mode: 'elimination',
    cursed: true,
    values: [[1, 5, 9], [7, 8, 2]],
    eliminated: [2, 1],
    winners: [0],
  },
  {
    name: 'elimination tie: the eliminate roll of that round picks who goes',
    mode: 'elimination',
    values: [[3, 3, 9], [1, 4, 2]],
    draws: { eliminate: (round, k) => (round === 0 && k === 2 ? 1 : -1) },
    eliminated: [1, 0],
    winners: [2],
  },
  { name: 'jackpot: the point walks the seats in order', mode: 'jackpot', values: [[100, 300, 600]], draws: { jackpotValue: () => 2 ** 50 }, winners: [1], payouts: [0, 1000, 0] },
  { name: 'jackpot: point 0 is the first seat that owns any of the line', mode: 'jackpot', values: [[0, 300, 600]], draws: { jackpotValue: () => 0 }, winners: [1] },
  { name: 'jackpot: the top of the line is the last seat', mode: 'jackpot', values: [[100, 300, 600]], draws: { jackpotValue: () => 2 ** 52 - 1 }, winners: [2] },
  { name: 'jackpot with nothing unboxed: every seat tied', mode: 'jackpot', values: [[0, 0]], draws: { tiebreak: () => 1 }, winners: [1], payouts: [0, 0] },
  // Entry 1000 c, 300 c of it borrowed: the house keeps floor(1001 · 300 / 1000) = 300 of the win.
  { name: 'a borrower (300 c of a 1000 c entry) keeps share − floor(share · 300 / 1000)', mode: 'normal', values: [[1001, 0]], borrows: { entryCents: 1000, borrowedCents: [300, 0] }, winners: [0], payouts: [701, 0] },
  // Shares 51 and 50 of an entry of 100 c: 51 − floor(51 · 70 / 100) = 16; 50 − floor(50 · 10 / 100) = 45.
  { name: 'borrowers on a winning team each keep their part', mode: 'team', teamLayout: '2v2', values: [[50, 51, 0, 0]], borrows: { entryCents: 100, borrowedCents: [70, 10, 0, 0] }, winners: [0, 1], payouts: [16, 45, 0, 0] },
  // A fully sponsored joiner owes nothing, so borrowing 70 % borrows nothing: the whole win is theirs (it paid 64 of 215 before).
  { name: 'a fully sponsored joiner who chose to borrow 70 % borrowed nothing and keeps the whole win', mode: 'normal', values: [[0, 215]], borrows: { entryCents: 100, borrowedCents: seatsBorrowedCents({ entryCents: 100, fundPercent: 100 }, [0, 70]) }, winners: [1], payouts: [0, 215] },
  // Half sponsored: the joiner owes 50 c and borrows 35 c of the 100 c entry; the house keeps floor(215 · 35 / 100) = 75.
  { name: 'a half-sponsored borrower gives the house only the part of the win it paid for', mode: 'normal', values: [[0, 215]], borrows: { entryCents: 100, borrowedCents: seatsBorrowedCents({ entryCents: 100, fundPercent: 50 }, [0, 70]) }, winners: [1], payouts: [0, 140] },
  // Battles settled before the rule took the borrowed cents verify by the rule they were paid by.
  { name: 'a battle settled by the earlier rule: floor(share · (100 − b) / 100)', mode: 'normal', values: [[1001, 0]], borrows: { percents: [30, 0] }, winners: [0], payouts: [700, 0] },
];

describe('battle modes from the values unboxed (DESIGN §12)', () => {
  it.each(cases)('$name', (c) => {
    const decision = decideBattle({ mode: c.mode, teamLayout: c.teamLayout ?? null, cursed: c.cursed ?? false, values: c.values, borrows: c.borrows, draws: { ...noDraws, ...c.draws } });
    expect(decision.winners).toEqual(c.winners);
    if (c.payouts) expect(decision.payouts).toEqual(c.payouts);
    if (c.points) expect(decision.points).toEqual(c.points);
    if (c.eliminated) expect(decision.eliminations!.map((e) => e.seat)).toEqual(c.eliminated);
    expect(decision.shares.reduce((a, b) => a + b, 0)).toBe(decision.totalValueCents);
    expect(decision.payouts.reduce((a, b) => a + b, 0) + decision.houseKeepsCents).toBe(decision.totalValueCents);
  });

  it('jackpot line: each seat owns [start, start + total)', () => {
    expect([0, 99, 100, 399, 400, 999].map((p) => jackpotSeat([100, 300, 600], p))).toEqual([0, 0, 1, 1, 2, 2]);
    expect(() => jackpotSeat([100, 300, 600], 1000)).toThrow(RangeError);
  });
});

describe('what each seat won and the house kept, from published results', () => {
  it('reads a borrower\'s cut from the shares, and from the split of the value for a battle settled before shares were published', () => {
    // 1001 c shared by two; seat 0 borrowed 30 % under the earlier rule: 501 → floor(501 · 70 / 100) = 350.
    const decision = decideBattle({ mode: 'shared', teamLayout: null, cursed: false, values: [[1001, 0]], borrows: { percents: [30, 0] }, draws: noDraws });
    const expected = [
      { shareCents: 501, receivedCents: 350, houseKeptCents: 151 },
      { shareCents: 500, receivedCents: 500, houseKeptCents: 0 },
    ];
    expect(seatWinnings(decision)).toEqual(expected);
    expect(seatWinnings({ totalValueCents: 1001, winners: [0, 1], payouts: [350, 500] })).toEqual(expected);
  });
});

describe('combinations the site refuses', () => {
  it.each([
    [{ mode: 'shared', players: 2, rounds: 1, cursed: true }, 'Cursed cannot be used with Shared or Jackpot.'],
    [{ mode: 'jackpot', players: 4, rounds: 3, cursed: true }, 'Cursed cannot be used with Shared or Jackpot.'],
    [{ mode: 'upside_down', players: 2, rounds: 1, cursed: true }, 'Upside Down is already cursed: choose Normal with Cursed, or Upside Down alone.'],
    [{ mode: 'elimination', players: 4, rounds: 2, cursed: false }, 'Elimination needs at least 3 rounds.'],
    [{ mode: 'elimination', players: 10, rounds: 8, cursed: true }, 'Elimination needs at least 9 rounds.'],
    [{ mode: 'elimination', players: 4, rounds: 3, cursed: true }, null],
    [{ mode: 'terminal', players: 10, rounds: 1, cursed: true }, null],
    [{ mode: 'jackpot', players: 2, rounds: 1, cursed: false }, null],
  ] as const)('%o → %s', (input, message) => {
    expect(battleRulesProblem(input)).toBe(message);
  });

  it('settling a refused combination throws instead of inventing a rule', () => {
    const flat = { items: [{ valueCents: 5, oddsPpm: 100_000 }] };
    expect(() => settleBattle({ battleId: 'x', mode: 'elimination', teamLayout: null, playerClientSeeds: ['a', 'b', 'c'], rounds: [flat], serverSeed: 'a'.repeat(64) })).toThrow('Elimination needs at least 2 rounds.');
    expect(() => settleBattle({ battleId: 'x', mode: 'normal', teamLayout: null, playerClientSeeds: ['a', 'b'], borrows: { percents: [80, 0] }, rounds: [flat], serverSeed: 'a'.repeat(64) })).toThrow(RangeError);
    expect(() => settleBattle({ battleId: 'x', mode: 'normal', teamLayout: null, playerClientSeeds: ['a', 'b'], borrows: { entryCents: 100, borrowedCents: [71, 0] }, rounds: [flat], serverSeed: 'a'.repeat(64) })).toThrow(RangeError);
  });
});

describe('what each payer pays (DESIGN §12)', () => {
  it.each([
    // entry, players, fund, host borrow, joiner borrow → host pays, joiner pays, joiner borrowed
    [1000, 2, 0, 0, 0, 1000, 1000, 0],
    [1000, 4, 50, 0, 0, 1000 + 3 * 500, 500, 0],
    [999, 3, 10, 0, 0, 999 + 2 * 99, 900, 0],
    [1000, 10, 100, 0, 0, 1000 + 9 * 1000, 0, 0],
    [1000, 2, 0, 70, 30, 300, 700, 300],
    [1001, 2, 0, 0, 70, 1001, 301, 700],
    [1000, 3, 50, 20, 40, 800 + 2 * 500, 300, 200],
  ])('entry %i, %i seats, fund %i %%, borrow %i/%i %%', (entryCents, players, fundPercent, hostBorrow, joinerBorrow, host, joiner, borrowed) => {
    expect(hostPaysCents({ entryCents, players, fundPercent, borrowPercent: hostBorrow })).toBe(host);
    expect(seatPrice({ entryCents, fundPercent, borrowPercent: joinerBorrow, host: false })).toEqual({ paidCents: joiner, borrowedCents: borrowed });
  });

  it('property: the payers and the house lender together cover exactly every seat of the pot', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 2, max: 10 }),
        fc.constantFrom(...FUND_PERCENTS),
        fc.array(fc.constantFrom(...BORROW_PERCENTS), { minLength: 10, maxLength: 10 }),
        (entryCents, players, fundPercent, borrows) => {
          const host = seatPrice({ entryCents, fundPercent, borrowPercent: borrows[0]!, host: true });
          const hostPaid = hostPaysCents({ entryCents, players, fundPercent, borrowPercent: borrows[0]! });
          let paid = hostPaid;
          let lent = host.borrowedCents;
          for (let seat = 1; seat < players; seat++) {
            const price = seatPrice({ entryCents, fundPercent, borrowPercent: borrows[seat]!, host: false });
            expect(price.paidCents).toBeGreaterThanOrEqual(0);
            paid += price.paidCents;
            lent += price.borrowedCents;
          }
          expect(paid + lent).toBe(entryCents * players);
          expect(sponsoredShareCents(entryCents, fundPercent)).toBeLessThanOrEqual(entryCents);
        },
      ),
    );
  });
});

const packArb = fc
  .array(fc.record({ valueCents: fc.integer({ min: 0, max: 1_000_000 }), weight: fc.integer({ min: 1, max: 100 }) }), { minLength: 1, maxLength: 5 })
  .map((items) => {
    const sum = items.reduce((a, i) => a + i.weight, 0);
    const odds = items.map((i) => Math.floor((i.weight / sum) * 100_000));
    odds[0]! += 100_000 - odds.reduce((a, b) => a + b, 0);
    return { items: items.map((i, k) => ({ valueCents: i.valueCents, oddsPpm: odds[k]! })).filter((i) => i.oddsPpm > 0) };
  });

const setupArb = fc
  .record({
    mode: fc.constantFrom(...BATTLE_MODES),
    players: fc.integer({ min: 2, max: 10 }),
    cursed: fc.boolean(),
    extraRounds: fc.integer({ min: 0, max: 4 }),
    pack: packArb,
    borrows: fc.array(fc.constantFrom(...BORROW_PERCENTS), { minLength: 10, maxLength: 10 }),
    battleId: fc.string({ minLength: 1, maxLength: 8 }),
    serverSeed: fc.stringMatching(/^[0-9a-f]{64}$/),
  })
  .map((s) => {
    const players = s.mode === 'team' ? ([4, 6, 10] as const)[s.players % 3]! : s.players;
    const teamLayout: TeamLayout | null = s.mode === 'team' ? (({ 4: '2v2', 6: '3v3', 10: '5v5' } as Record<number, TeamLayout>)[players] ?? null) : null;
    const cursed = s.cursed && !battleRulesProblem({ mode: s.mode, players, rounds: 50, cursed: true });
    const rounds = (s.mode === 'elimination' ? players - 1 : 1) + s.extraRounds;
    return { ...s, players, teamLayout, cursed, rounds };
  });

describe('properties of every mode and option', () => {
  it('payouts sum to the value unboxed less what the house keeps of borrowers, every share is non-negative, and a recomputation from the seeds equals the result', () => {
    fc.assert(
      fc.property(setupArb, (s) => {
        const input = {
          battleId: s.battleId,
          mode: s.mode,
          teamLayout: s.teamLayout,
          cursed: s.cursed,
          playerClientSeeds: Array.from({ length: s.players }, (_, i) => `seed-${i}`),
          borrows: { entryCents: 1_000, borrowedCents: seatsBorrowedCents({ entryCents: 1_000, fundPercent: 0 }, s.borrows.slice(0, s.players)) },
          rounds: Array(s.rounds).fill(s.pack),
          serverSeed: s.serverSeed,
        };
        const outcome = settleBattle(input);
        const kept = outcome.shares.reduce((sum, share, seat) => sum + share - borrowerReceives(share, input.borrows.borrowedCents[seat]!, input.borrows.entryCents), 0);
        expect(outcome.payouts.reduce((a, b) => a + b, 0)).toBe(outcome.totalValueCents - kept);
        expect(outcome.houseKeepsCents).toBe(kept);
        expect(outcome.shares.reduce((a, b) => a + b, 0)).toBe(outcome.totalValueCents);
        expect(outcome.payouts.every((p) => Number.isSafeInteger(p) && p >= 0)).toBe(true);
        expect(outcome.winners.length).toBeGreaterThan(0);
        expect(outcome.shares.every((share, seat) => (share > 0 ? outcome.winners.includes(seat) : true))).toBe(true);
        // What the pages say each seat won and the house kept adds up to what was paid and kept.
        const winnings = seatWinnings(outcome);
        expect(winnings.map((w) => w.receivedCents)).toEqual(outcome.payouts);
        expect(winnings.reduce((sum, w) => sum + w.houseKeptCents, 0)).toBe(outcome.houseKeepsCents);
        const { shares: _shares, ...publishedBeforeShares } = outcome;
        expect(seatWinnings(publishedBeforeShares)).toEqual(winnings);
        // The stored result goes through JSON; recomputing it from the revealed seeds gives the same.
        expect(settleBattle(JSON.parse(JSON.stringify(input)))).toEqual(JSON.parse(JSON.stringify(outcome)));
        if (s.mode === 'elimination') expect(outcome.eliminations).toHaveLength(s.players - 1);
        if (s.mode === 'jackpot' && outcome.jackpot) {
          expect(outcome.jackpot.point).toBeLessThan(outcome.jackpot.total);
          expect(outcome.totals[outcome.winners[0]!]).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the jackpot and elimination rolls use the DESIGN §12 messages', () => {
    const serverSeed = 'c'.repeat(64);
    const n = (message: string) => parseInt(createHmac('sha256', serverSeed).update(message).digest('hex').slice(0, 13), 16);
    const pack = { items: [{ valueCents: 10, oddsPpm: 50_000 }, { valueCents: 990, oddsPpm: 50_000 }] };
    const jackpot = settleBattle({ battleId: 'j', mode: 'jackpot', teamLayout: null, playerClientSeeds: ['a', 'b', 'c'], rounds: [pack, pack], serverSeed });
    const total = jackpot.totals.reduce((a, b) => a + b, 0);
    expect(jackpot.jackpot).toEqual({ point: Math.floor((n(`${jackpot.clientSeed}:j:jackpot`) / 2 ** 52) * total), total });
    expect(jackpot.winners).toEqual([jackpotSeat(jackpot.totals, jackpot.jackpot!.point)]);

    const flat = { items: [{ valueCents: 7, oddsPpm: 100_000 }] };
    const elimination = settleBattle({ battleId: 'e', mode: 'elimination', teamLayout: null, playerClientSeeds: ['a', 'b', 'c', 'd'], rounds: [flat, flat, flat, flat], serverSeed });
    // Every value ties, so each round's roll picks among the seats still in.
    const standing = [0, 1, 2, 3];
    elimination.eliminations!.forEach((e, i) => {
      const round = 1 + i;
      expect(e.round).toBe(round);
      const index = Math.floor((n(`${elimination.clientSeed}:e:eliminate:${round}`) / 2 ** 52) * standing.length);
      expect(e.tie).toEqual({ tied: [...standing], index });
      expect(e.seat).toBe(standing[index]);
      standing.splice(index, 1);
    });
    expect(elimination.winners).toEqual(standing);
  });

  it('a fast battle plays every round in half the time', () => {
    expect(battleSchedule(0, 10, true)).toEqual({ startedAtMs: 3_000, completedAtMs: 3_000 + 10 * 1_800 });
    expect(battleSchedule(0, 10, false).completedAtMs - 3_000).toBe(2 * 10 * 1_800);
  });
});
