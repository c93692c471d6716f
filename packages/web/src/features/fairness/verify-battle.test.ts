/**
 * The battle verifier on /fairness recomputes a battle from its seeds and
 * compares every figure with what the server published: a battle as the
 * server settles it passes every check, and each kind of tampering is named.
 */
import { describe, expect, it } from 'vitest';
import { seatsBorrowedCents, settleBattle, type BattleMode } from '@lootforge/core/battle';
import type { BattleDetail } from '@lootforge/core/contracts/battles';
import { battleClientSeed, hashServerSeed } from '@lootforge/core/fairness';
import { NOT_SETTLED, verifyBattle } from './verify-battle';

const SERVER_SEED = 'a'.repeat(32) + '0123456789abcdef'.repeat(2);
const items = [
  { itemId: 'i1', name: 'Sticker', valueCents: 50, oddsPpm: 60_000, thumbUrl: null },
  { itemId: 'i2', name: 'Cap', valueCents: 900, oddsPpm: 30_000, thumbUrl: null },
  { itemId: 'i3', name: 'Watch', valueCents: 25_000, oddsPpm: 10_000, thumbUrl: null },
];
const pack = { packId: 'p1', name: 'Starter', priceCents: 3_500, thumbUrl: null, items, tableHash: null };

/** A settled battle as the server publishes it: its results are settleBattle's own. */
function settledBattle(mode: BattleMode, players: number, rounds: number, borrowPercents: number[] = [], options: { earlierRule?: boolean } = {}): BattleDetail {
  const playerClientSeeds = Array.from({ length: players }, (_, seat) => `seed-${seat}`);
  const seatBorrows = playerClientSeeds.map((_, seat) => borrowPercents[seat] ?? 0);
  const id = '7b0c6a52-3f0e-4a1e-9a57-8a0f5f0c1d2e';
  const entryCents = pack.priceCents * rounds;
  // Settled now, a battle records the borrowed cents' rule; one settled before it was paid by each seat's percentage.
  const borrows = options.earlierRule ? { percents: seatBorrows } : { entryCents, borrowedCents: seatsBorrowedCents({ entryCents, fundPercent: 0 }, seatBorrows) };
  const outcome = settleBattle({ battleId: id, mode, teamLayout: null, cursed: false, playerClientSeeds, borrows, rounds: Array(rounds).fill(pack), serverSeed: SERVER_SEED });
  const { clientSeed, rolls, totals, winners, payouts, totalValueCents, tiebreak, shares, houseKeepsCents, points, eliminations, jackpot, borrowRule } = outcome;
  return {
    id,
    mode,
    modeLabel: mode,
    cursed: false,
    fast: false,
    private: false,
    fundPercent: 0,
    joinCents: pack.priceCents * rounds,
    teamLayout: null,
    players,
    joined: players,
    entryCents: pack.priceCents * rounds,
    potCents: pack.priceCents * rounds * players,
    status: 'completed',
    isActive: 1,
    hostName: 'p0',
    seats: playerClientSeeds.map((_, seat) => ({ seat, userName: `p${seat}`, avatarThumbUrl: null, isBot: false, level: 1, team: null, payoutCents: payouts[seat]!, borrowPercent: seatBorrows[seat]! })),
    rounds: Array(rounds).fill({ packId: pack.packId, name: pack.name, priceCents: pack.priceCents, thumbUrl: null }),
    winners: [],
    createdAt: 0,
    startedAt: 0,
    completedAt: 0,
    packs: [pack],
    roundPacks: Array(rounds).fill(0),
    results: { rolls, totals, winners, payouts, totalValueCents, tiebreak, shares, houseKeepsCents, points, eliminations, jackpot, ...(borrowRule && { borrowRule }) },
    key: null,
    fairness: { serverSeedHash: hashServerSeed(SERVER_SEED), serverSeed: SERVER_SEED, clientSeed, playerClientSeeds },
    serverNow: 0,
  };
}

const check = (battle: BattleDetail, input = { serverSeed: '', clientSeed: '' }) => {
  const result = verifyBattle(battle, input);
  if (!result.ok) throw new Error(result.error);
  return result.value;
};

describe('verifyBattle', () => {
  it.each<[BattleMode, number, number]>([
    ['normal', 2, 3],
    ['shared', 3, 1],
    ['point_rush', 4, 5],
    ['elimination', 4, 3],
    ['jackpot', 5, 2],
    ['terminal', 2, 4],
  ])('passes every check of a %s battle (%i players, %i rounds) as the server settled it', (mode, players, rounds) => {
    const result = check(settledBattle(mode, players, rounds));
    expect(result.failed).toEqual([]);
    expect(result.hash.ok && result.clientSeed.ok).toBe(true);
    expect(result.rounds).toHaveLength(rounds);
  });

  it.each<[BattleMode, number, number, number[], string[]]>([
    ['elimination', 4, 3, [], ['Eliminations', 'Winners’ shares']],
    ['point_rush', 4, 5, [], ['Points', 'Tie-break', 'Winners’ shares']],
    ['jackpot', 5, 2, [], ['Jackpot point', 'Winners’ shares']],
    ['normal', 2, 3, [], ['Tie-break', 'Winners’ shares']],
    ['shared', 3, 1, [0, 40], ['Winners’ shares', 'Kept by the house from borrowers']],
  ])('shows only the figures a %s battle uses (%i players, %i rounds, borrows %j)', (mode, players, rounds, borrows, figures) => {
    expect(check(settledBattle(mode, players, rounds, borrows)).modeFigures).toEqual(figures.map((name) => ({ name, ok: true })));
  });

  it('still names a figure the mode does not use when the server published one that is wrong', () => {
    const battle = settledBattle('elimination', 4, 3);
    const forged = { ...battle, results: { ...battle.results!, points: [3, 0, 0, 0] } };
    const result = check(forged);
    expect(result.failed).toEqual(['Points']);
    expect(result.modeFigures).toContainEqual({ name: 'Points', ok: false });
  });

  it('names a tampered roll, total, payout and winner', () => {
    const battle = settledBattle('normal', 2, 2);
    const results = battle.results!;
    const loser = results.winners[0] === 0 ? 1 : 0;
    const forged: BattleDetail = {
      ...battle,
      results: {
        ...results,
        rolls: results.rolls.map((round, r) => round.map((roll, seat) => (r === 1 && seat === loser ? { ...roll, ticket: roll.ticket === 1 ? 2 : 1 } : roll))),
        totals: results.totals.map((total, seat) => (seat === loser ? total + 1 : total)),
        winners: [loser],
        payouts: results.payouts.map((_, seat) => (seat === loser ? results.totalValueCents : 0)),
      },
    };
    expect(check(forged).failed).toEqual([`Round 2, seat ${loser + 1}`, `Total of seat ${loser + 1}`, 'Winners', 'Payouts']);
  });

  it('names a server seed that does not match the published hash, and a combined client seed that differs', () => {
    const battle = settledBattle('normal', 2, 1);
    const otherSeed = 'b'.repeat(64);
    expect(check(battle, { serverSeed: otherSeed, clientSeed: '' }).failed).toContain('Server seed hash');
    const entered = check(battle, { serverSeed: '', clientSeed: battleClientSeed(['x', 'y']) });
    expect(entered.failed).toEqual(['Client seed']);
  });

  it('refuses a battle not settled yet, and a server seed that is not 64 hex characters, with the words it shows', () => {
    const battle = settledBattle('normal', 2, 1);
    expect(verifyBattle({ ...battle, results: null }, { serverSeed: '', clientSeed: '' })).toEqual({ ok: false, error: NOT_SETTLED });
    const bad = verifyBattle(battle, { serverSeed: 'not-hex', clientSeed: '' });
    expect(bad.ok).toBe(false);
    expect(bad.ok ? '' : bad.error).toMatch(/64/);
  });

  it("checks what borrowers leave to the house against the seat's own percentage", () => {
    const battle = settledBattle('shared', 2, 2, [50, 0]);
    expect(check(battle).failed).toEqual([]);
    const forged = { ...battle, seats: battle.seats.map((seat) => ({ ...seat, borrowPercent: 0 })) };
    expect(check(forged).failed).toEqual(expect.arrayContaining(['Payouts']));
  });

  it('verifies a battle settled before the borrowed-cents rule by the rule it was paid by, and flags one that claims the wrong rule', () => {
    const earlier = settledBattle('shared', 2, 2, [50, 0], { earlierRule: true });
    expect(earlier.results!.borrowRule).toBeUndefined();
    expect(check(earlier).failed).toEqual([]);
    const relabelled = { ...earlier, results: { ...earlier.results!, borrowRule: 'share_of_entry' as const } };
    expect(check(relabelled).failed).toEqual(expect.arrayContaining(['Payouts']));
  });
});
