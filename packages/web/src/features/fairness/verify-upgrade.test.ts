/**
 * The upgrade verifier on /fairness re-rolls an upgrade from its seeds and compares it with what
 * the server published: an upgrade as the server rolls it passes every check, a tampered server
 * seed or a wrong nonce is named, and under and over win exactly on their edges.
 */
import { describe, expect, it } from 'vitest';
import type { UpgradeView } from '@lootforge/core/contracts/upgrader-answers';
import { hashServerSeed, rollValue } from '@lootforge/core/fairness';
import { upgradeChancePpm, upgradeTicket, upgradeWins, type UpgradeDirection } from '@lootforge/core/upgrader';
import { NONCE_RULE } from './verify-pack';
import {
  CHANCE_MISSING,
  CHANCE_RULE,
  DIRECTION_RULE,
  HOUSE_EDGE_RULE,
  STAKE_RULE,
  TARGET_NOT_DEARER,
  upgradeFields,
  verifyUpgrade,
  verifyUpgradeView,
  winningRange,
  type UpgradeFields,
} from './verify-upgrade';

const SERVER_SEED = 'a'.repeat(32) + '0123456789abcdef'.repeat(2);
const CLIENT_SEED = 'lucky-seed.2026';
const NONCE = 3;
const HOUSE_EDGE = 0.08;
const TICKET = upgradeTicket(SERVER_SEED, CLIENT_SEED, NONCE);

/** An upgrade as the server publishes it: its ticket and result are the core's own. */
function rolledUpgrade(direction: UpgradeDirection, stakeCents = 1_000, targetValueCents = 2_500): UpgradeView {
  const chancePpm = upgradeChancePpm(stakeCents, targetValueCents, HOUSE_EDGE);
  const ticket = upgradeTicket(SERVER_SEED, CLIENT_SEED, NONCE);
  const won = upgradeWins(ticket, chancePpm, direction);
  return {
    id: '7b0c6a52-3f0e-4a1e-9a57-8a0f5f0c1d2e',
    won,
    chancePpm,
    houseEdgePpm: Math.round(HOUSE_EDGE * 1_000_000),
    ticket,
    direction,
    stakeCents,
    balanceCents: 0,
    targetValueCents,
    target: { itemId: 'i2', name: 'Watch' },
    staked: [{ inventoryId: 'inv1', itemId: 'i1', name: 'Cap', valueCents: stakeCents }],
    item: won ? { inventoryId: 'inv2', itemId: 'i2', name: 'Watch', valueCents: targetValueCents } : null,
    fairness: { serverSeedHash: hashServerSeed(SERVER_SEED), clientSeed: CLIENT_SEED, nonce: NONCE },
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

/** Fields typed by hand: the seeds, the nonce, a direction and a chance; nothing else. */
function typed(overrides: Partial<UpgradeFields> = {}): UpgradeFields {
  return { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: String(NONCE), direction: 'under', chancePpm: '500000', stake: '', target: '', houseEdge: '', serverSeedHash: '', ...overrides };
}

function check(fields: UpgradeFields, published: Parameters<typeof verifyUpgrade>[1] = null) {
  const result = verifyUpgrade(fields, published);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe('verifyUpgrade', () => {
  it.each<UpgradeDirection>(['under', 'over'])('passes every check of an upgrade rolled %s as the server rolled it', (direction) => {
    const upgrade = rolledUpgrade(direction);
    const result = verifyUpgradeView(upgrade, SERVER_SEED, HOUSE_EDGE);
    if (!result.ok) throw new Error(result.error);
    expect(result.value.failed).toEqual([]);
    expect(result.value.checks.map((c) => [c.name, c.ok])).toEqual([
      ['Server seed hash', true],
      ['Win chance', true],
      ['Ticket', true],
      ['Result', true],
    ]);
    expect(result.value.ticket).toBe(upgrade.ticket);
    expect(result.value.won).toBe(upgrade.won);
  });

  it('rolls the message clientSeed:nonce:upgrade and scales its first 52 bits to a ticket from 1 to 1,000,000', () => {
    const result = check(typed());
    expect(result.message).toBe(`${CLIENT_SEED}:${NONCE}:upgrade`);
    expect(result.value).toBe(Number.parseInt(result.hmac.slice(0, 13), 16));
    expect(result.value).toBe(rollValue(SERVER_SEED, result.message));
    expect(result.ticket).toBe(Math.floor((result.value / 2 ** 52) * 1_000_000) + 1);
    expect(result.serverSeedHash).toBe(hashServerSeed(SERVER_SEED));
  });

  it('names a server seed with one character changed: its hash is not the published one, and neither is the ticket', () => {
    const upgrade = rolledUpgrade('under');
    const tampered = SERVER_SEED.slice(0, -1) + (SERVER_SEED.endsWith('0') ? '1' : '0');
    const result = verifyUpgradeView(upgrade, tampered, HOUSE_EDGE);
    if (!result.ok) throw new Error(result.error);
    expect(result.value.failed).toEqual(expect.arrayContaining(['Server seed hash', 'Ticket']));
    expect(result.value.checks.find((c) => c.name === 'Server seed hash')).toMatchObject({ ok: false, published: upgrade.fairness.serverSeedHash, computed: hashServerSeed(tampered) });
  });

  it('names the ticket when the nonce is not the one the upgrade used; the seed still matches its hash', () => {
    const upgrade = rolledUpgrade('over');
    const fields = { ...upgradeFields(upgrade, SERVER_SEED, HOUSE_EDGE), nonce: String(NONCE + 1) };
    const result = check(fields, upgrade);
    expect(result.failed[0]).toBe('Ticket');
    expect(result.failed).not.toContain('Server seed hash');
    expect(result.message).toBe(`${CLIENT_SEED}:${NONCE + 1}:upgrade`);
  });

  it('names a result the server published wrongly, the ticket being right', () => {
    const upgrade = rolledUpgrade('under');
    const result = check(upgradeFields(upgrade, SERVER_SEED, HOUSE_EDGE), { ticket: upgrade.ticket, won: !upgrade.won });
    expect(result.failed).toEqual(['Result']);
  });

  it.each<[string, UpgradeDirection, number, boolean]>([
    ['under, the ticket is the chance', 'under', TICKET, true],
    ['under, the ticket is one above the chance', 'under', TICKET - 1, false],
    ['over, the ticket is the first of the last `chance` tickets', 'over', 1_000_000 - TICKET + 1, true],
    ['over, the ticket is just below them', 'over', 1_000_000 - TICKET, false],
    ['under at a chance of 0', 'under', 0, false],
    ['over at a chance of 0', 'over', 0, false],
    ['under at a chance of 100 %', 'under', 1_000_000, true],
    ['over at a chance of 100 %', 'over', 1_000_000, true],
  ])('on the edge: %s (%s at %i ppm wins: %s)', (_, direction, chancePpm, wins) => {
    const result = check(typed({ direction, chancePpm: String(chancePpm) }));
    expect(result.ticket).toBe(TICKET);
    expect(result.won).toBe(wins);
    const { from, to } = result.winning;
    expect(TICKET >= from && TICKET <= to).toBe(wins);
    expect(to - from + 1).toBe(chancePpm);
  });

  it('gives under and over winning ranges of exactly the chance at either end of the million', () => {
    expect(winningRange(375_200, 'under')).toEqual({ from: 1, to: 375_200 });
    expect(winningRange(375_200, 'over')).toEqual({ from: 624_801, to: 1_000_000 });
  });

  it('computes the chance from the stake, the target and the house edge when no chance is given, and names a chance that does not follow from them', () => {
    const computed = check(typed({ chancePpm: '', stake: '10.00', target: '25.00', houseEdge: '8' }));
    expect(computed.chancePpm).toBe(368_000);
    expect(computed.chanceFrom).toEqual({ stakeCents: 1_000, targetCents: 2_500, houseEdge: 0.08, chancePpm: 368_000 });
    expect(computed.checks).toEqual([]);
    // A chance better for the house than its edge allows is named: the roll uses the published chance.
    const stingy = check(typed({ chancePpm: '300000', stake: '10', target: '25', houseEdge: '8 %' }));
    expect(stingy.failed).toEqual(['Win chance']);
    expect(stingy.chancePpm).toBe(300_000);
  });

  it('compares only what was given when typed by hand: the hash when pasted, nothing else', () => {
    expect(check(typed()).checks).toEqual([]);
    expect(check(typed({ serverSeedHash: hashServerSeed(SERVER_SEED).toUpperCase() })).failed).toEqual([]);
    expect(check(typed({ serverSeedHash: hashServerSeed('b'.repeat(64)) })).failed).toEqual(['Server seed hash']);
  });

  it.each<[string, Partial<UpgradeFields>, string]>([
    ['a server seed that is not 64 hex characters', { serverSeed: 'undefined' }, 'The server seed must be 64 lowercase hex characters.'],
    ['no client seed', { clientSeed: ' ' }, 'A client seed is required.'],
    ['a nonce that is not a whole number', { nonce: '1.5' }, NONCE_RULE],
    ['no direction', { direction: 'sideways' }, DIRECTION_RULE],
    ['a chance above the million', { chancePpm: '1000001' }, CHANCE_RULE],
    ['a chance in percent', { chancePpm: '37.5 %' }, CHANCE_RULE],
    ['no chance and no stake', { chancePpm: '' }, CHANCE_MISSING],
    ['no chance, only a house edge', { chancePpm: '', houseEdge: '8' }, CHANCE_MISSING],
    ['a stake and a target without a house edge', { chancePpm: '', stake: '10', target: '25' }, HOUSE_EDGE_RULE],
    ['a stake that is not dollars', { chancePpm: '', stake: 'ten', target: '25', houseEdge: '8' }, STAKE_RULE],
    ['a house edge of 100 %', { chancePpm: '', stake: '10', target: '25', houseEdge: '100' }, HOUSE_EDGE_RULE],
    ['a target no dearer than the stake', { chancePpm: '', stake: '25', target: '25', houseEdge: '8' }, TARGET_NOT_DEARER],
  ])('refuses %s with the words it shows', (_, overrides, error) => {
    expect(verifyUpgrade(typed(overrides))).toEqual({ ok: false, error });
  });
});
