import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  chanceRangeMessage,
  DEFAULT_UPGRADER_MAX_CHANCE_PPM,
  formatMultiplier,
  formatPercent,
  TARGET_NOT_DEARER_MESSAGE,
  TOO_MANY_ITEMS_MESSAGE,
  UPGRADE_TICKETS,
  upgradeChancePpm,
  upgradeMessage,
  upgradeRefusal,
  upgradeTicket,
  upgradeWins,
} from './upgrader';
import { hmacSha256Hex } from './sha256';

const SEED = 'a'.repeat(64);

describe('the upgrader (DESIGN §20)', () => {
  it('keeps the house edge on every input: chance × T ≤ (1 − e) × S, and within one part per million of it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 300_000 }),
        (stake, target, edgePpm) => {
          const edge = edgePpm / 1_000_000;
          const chance = upgradeChancePpm(stake, target, edge);
          // In whole numbers: chance · T ≤ (1 000 000 − e·1 000 000) · S < (chance + 1) · T.
          const kept = BigInt(1_000_000 - edgePpm) * BigInt(stake);
          expect(BigInt(chance) * BigInt(target) <= kept).toBe(true);
          expect(BigInt(chance + 1) * BigInt(target) > kept).toBe(true);
        },
      ),
    );
  });

  it('gives exactly chancePpm winning tickets of the million in both directions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: UPGRADE_TICKETS - 1 }), (chance) => {
        // The winning tickets form one run at either end; count them by its edges.
        expect(upgradeWins(chance, chance, 'under')).toBe(true);
        expect(upgradeWins(chance + 1, chance, 'under')).toBe(false);
        expect(upgradeWins(1, chance, 'under')).toBe(true);
        const firstOver = UPGRADE_TICKETS - chance + 1;
        expect(upgradeWins(firstOver, chance, 'over')).toBe(true);
        expect(upgradeWins(firstOver - 1, chance, 'over')).toBe(false);
        expect(upgradeWins(UPGRADE_TICKETS, chance, 'over')).toBe(true);
        // under: tickets 1..chance; over: firstOver..1 000 000; both runs hold `chance` tickets.
        expect(UPGRADE_TICKETS - firstOver + 1).toBe(chance);
      }),
    );
  });

  it('rolls the ticket from the seed pair as the design says', () => {
    const h = hmacSha256Hex(SEED, 'client:7:upgrade');
    const n = Number.parseInt(h.slice(0, 13), 16);
    expect(upgradeMessage('client', 7)).toBe('client:7:upgrade');
    expect(upgradeTicket(SEED, 'client', 7)).toBe(Math.floor((n / 2 ** 52) * 1_000_000) + 1);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (nonce) => {
        const ticket = upgradeTicket(SEED, 'seed', nonce);
        expect(ticket).toBeGreaterThanOrEqual(1);
        expect(ticket).toBeLessThanOrEqual(UPGRADE_TICKETS);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses what the design refuses, in its words', () => {
    const base = { houseEdge: 0.08, maxChancePpm: DEFAULT_UPGRADER_MAX_CHANCE_PPM, itemCount: 2 };
    expect(upgradeRefusal({ ...base, stakeCents: 1_000, targetCents: 2_000 })).toBeNull();
    expect(upgradeRefusal({ ...base, stakeCents: 1_000, targetCents: 1_000 })).toBe(TARGET_NOT_DEARER_MESSAGE);
    expect(upgradeRefusal({ ...base, stakeCents: 1_000, targetCents: 200_000 })).toBe('Pick a target with a win chance between 1 % and 75 %.');
    expect(upgradeRefusal({ ...base, stakeCents: 1_000, targetCents: 1_100 })).toBe(chanceRangeMessage(DEFAULT_UPGRADER_MAX_CHANCE_PPM));
    expect(upgradeRefusal({ ...base, itemCount: 11, stakeCents: 1_000, targetCents: 2_000 })).toBe(TOO_MANY_ITEMS_MESSAGE);
    expect(formatPercent(375_200)).toBe('37.52 %');
    expect(formatMultiplier(1_000, 2_650)).toBe('×2.65');
  });
});
