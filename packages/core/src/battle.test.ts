import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { battleSchedule, layoutsFor, settleBattle, splitEvenly, teamOfSeat, type BattleMode, type TeamLayout } from './battle';

const serverSeed = 'f'.repeat(63) + '0';
const pack = { items: [
  { valueCents: 10, oddsPpm: 60_000 },
  { valueCents: 500, oddsPpm: 30_000 },
  { valueCents: 10_000, oddsPpm: 9_000 },
  { valueCents: 250_000, oddsPpm: 1_000 },
] };
const flat = { items: [{ valueCents: 700, oddsPpm: 100_000 }] };
const seeds = (n: number) => Array.from({ length: n }, (_, i) => `seed-${i}`);

/** DESIGN §5 written out again with the platform's crypto, to check the core against. */
function referenceTicket(message: string) {
  const hex = createHmac('sha256', serverSeed).update(message).digest('hex');
  return Math.floor((parseInt(hex.slice(0, 13), 16) / 2 ** 52) * 100_000) + 1;
}

describe('battle outcome', () => {
  it('rolls every round for every seat with the DESIGN §5 messages', () => {
    const outcome = settleBattle({ battleId: 'b1', mode: 'normal', teamLayout: null, playerClientSeeds: seeds(3), rounds: [pack, pack], serverSeed });
    const clientSeed = createHash('sha256').update('seed-0:seed-1:seed-2').digest('hex');
    expect(outcome.clientSeed).toBe(clientSeed);
    for (let r = 0; r < 2; r++) for (let s = 0; s < 3; s++) expect(outcome.rolls[r]![s]!.ticket).toBe(referenceTicket(`${clientSeed}:b1:${r}:${s}`));
  });

  it('normal: the highest total takes everything', () => {
    const outcome = settleBattle({ battleId: 'n', mode: 'normal', teamLayout: null, playerClientSeeds: seeds(4), rounds: [pack, pack, pack], serverSeed });
    const best = Math.max(...outcome.totals);
    expect(outcome.winners).toHaveLength(1);
    expect(outcome.totals[outcome.winners[0]!]).toBe(best);
    expect(outcome.payouts[outcome.winners[0]!]).toBe(outcome.totalValueCents);
  });

  it('upside down: the lowest total takes everything', () => {
    const outcome = settleBattle({ battleId: 'u', mode: 'upside_down', teamLayout: null, playerClientSeeds: seeds(5), rounds: [pack, pack], serverSeed });
    expect(outcome.totals[outcome.winners[0]!]).toBe(Math.min(...outcome.totals));
    expect(outcome.payouts[outcome.winners[0]!]).toBe(outcome.totalValueCents);
  });

  it('shared: everyone gets an equal split, the odd cents to the first seats', () => {
    expect(splitEvenly(1001, [0, 1, 2], 3)).toEqual([334, 334, 333]);
    const outcome = settleBattle({ battleId: 's', mode: 'shared', teamLayout: null, playerClientSeeds: seeds(3), rounds: [pack], serverSeed });
    expect(outcome.winners).toEqual([0, 1, 2]);
    expect(outcome.payouts.reduce((a, b) => a + b, 0)).toBe(outcome.totalValueCents);
    expect(Math.max(...outcome.payouts) - Math.min(...outcome.payouts)).toBeLessThanOrEqual(1);
  });

  it('team: the team with the highest total wins and splits it', () => {
    const outcome = settleBattle({ battleId: 't', mode: 'team', teamLayout: '2v2v2', playerClientSeeds: seeds(6), rounds: [pack, pack], serverSeed });
    const teamTotals = [0, 1, 2].map((team) => outcome.totals.filter((_, seat) => teamOfSeat('2v2v2', seat) === team).reduce((a, b) => a + b, 0));
    const winningTeam = teamOfSeat('2v2v2', outcome.winners[0]!);
    expect(teamTotals[winningTeam]).toBe(Math.max(...teamTotals));
    expect(outcome.winners.every((seat) => teamOfSeat('2v2v2', seat) === winningTeam)).toBe(true);
    expect(outcome.payouts.filter((p) => p > 0)).toHaveLength(2);
  });

  it('breaks a tie with the tie-break roll among the tied seats, in seat order', () => {
    const outcome = settleBattle({ battleId: 'tie', mode: 'normal', teamLayout: null, playerClientSeeds: seeds(4), rounds: [flat], serverSeed });
    const clientSeed = outcome.clientSeed;
    const hex = createHmac('sha256', serverSeed).update(`${clientSeed}:tie:tiebreak`).digest('hex');
    const index = Math.floor((parseInt(hex.slice(0, 13), 16) / 2 ** 52) * 4);
    expect(outcome.tiebreak).toEqual({ tied: [0, 1, 2, 3], index });
    expect(outcome.winners).toEqual([index]);
  });

  it('breaks a tie between teams among the tied teams', () => {
    const outcome = settleBattle({ battleId: 'tt', mode: 'team', teamLayout: '2v2', playerClientSeeds: seeds(4), rounds: [flat], serverSeed });
    expect(outcome.tiebreak?.tied).toEqual([0, 1]);
    expect(outcome.winners).toEqual(outcome.tiebreak!.index === 0 ? [0, 1] : [2, 3]);
  });

  it('refuses a team battle whose layout does not fit', () => {
    expect(() => settleBattle({ battleId: 'x', mode: 'team', teamLayout: '5v5', playerClientSeeds: seeds(4), rounds: [pack], serverSeed })).toThrow(RangeError);
    expect(layoutsFor(4)).toEqual(['2v2']);
    expect(layoutsFor(6)).toEqual(['3v3', '2v2v2']);
    expect(layoutsFor(10)).toEqual(['5v5']);
    expect(layoutsFor(5)).toEqual([]);
  });

  it('schedules the reels after a 3 s countdown, 3.6 s per round', () => {
    expect(battleSchedule(1_000_000, 3)).toEqual({ startedAtMs: 1_003_000, completedAtMs: 1_003_000 + 3 * 3_600 });
  });

  it('property: payouts never lose or invent a cent, whatever the mode', () => {
    const modeArb = fc.constantFrom<[BattleMode, TeamLayout | null, number]>(
      ['normal', null, 2],
      ['upside_down', null, 7],
      ['shared', null, 3],
      ['shared', null, 10],
      ['team', '2v2', 4],
      ['team', '3v3', 6],
      ['team', '2v2v2', 6],
      ['team', '5v5', 10],
    );
    fc.assert(
      fc.property(modeArb, fc.integer({ min: 1, max: 6 }), fc.string({ minLength: 1, maxLength: 8 }), ([mode, layout, players], rounds, battleId) => {
        const outcome = settleBattle({ battleId, mode, teamLayout: layout, playerClientSeeds: seeds(players), rounds: Array(rounds).fill(pack), serverSeed });
        expect(outcome.payouts.reduce((a, b) => a + b, 0)).toBe(outcome.totalValueCents);
        expect(outcome.totals.reduce((a, b) => a + b, 0)).toBe(outcome.totalValueCents);
        expect(outcome.payouts.every((p) => Number.isSafeInteger(p) && p >= 0)).toBe(true);
        expect(outcome.winners.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});
