/** The upgrader page's arithmetic (upgrader-math.ts): targets in range, the reason a spin is blocked, the dial's arc and needle. */
import { describe, expect, it } from 'vitest';
import { UPGRADE_TICKETS, upgradeChancePpm, upgradeWins } from '@lootforge/core/upgrader';
import { landingRotation, maxTargetCents, pickableTargets, SPIN_TURNS, ticketDegrees, upgradeBlocker, winningArc } from './upgrader-math';

const options = { houseEdge: 0.08, minChancePpm: 10_000, maxChancePpm: 750_000 };

describe('upgrader targets', () => {
  it('asks the catalogue up to the dearest item a stake reaches at 1 %, and not a cent beyond', () => {
    for (const stakeCents of [1, 99, 250, 1_234, 99_999, 1_000_000]) {
      const bound = maxTargetCents(stakeCents, options);
      expect(upgradeChancePpm(stakeCents, bound, options.houseEdge)).toBeGreaterThanOrEqual(options.minChancePpm);
      expect(upgradeChancePpm(stakeCents, bound + 1, options.houseEdge)).toBeLessThan(options.minChancePpm);
    }
    expect(maxTargetCents(0, options)).toBe(0);
    // The catalogue's filter stops at $1,000,000.00.
    expect(maxTargetCents(50_000_000, options)).toBe(100_000_000);
  });

  it('lists only dearer items with a chance from 1 % to 75 %, dearest first, and says when cheaper pages hold no more', () => {
    const items = [200_000, 9_200, 9_199, 500, 123, 100, 99].map((valueCents) => ({ name: `$${valueCents}`, valueCents }));
    const { targets, exhausted } = pickableTargets(items, 100, options);
    // $2,000 is 0.046 %; $92.00 is exactly 1 %; $91.99 just over; $5.00 is 18.4 %; $1.23 is 74.79 %; $1.00 is the stake itself.
    expect(targets.map((target) => [target.item.valueCents, target.chancePpm])).toEqual([
      [9_200, 10_000],
      [9_199, 10_001],
      [500, 184_000],
      [123, 747_967],
    ]);
    expect(exhausted).toBe(true);
    expect(pickableTargets(items.slice(0, 3), 100, options).exhausted).toBe(false);
  });

  it('lists every item without a chance while nothing is staked', () => {
    const items = [{ valueCents: 500 }, { valueCents: 5 }];
    expect(pickableTargets(items, 0, options)).toEqual({ targets: items.map((item) => ({ item, chancePpm: null })), exhausted: false });
  });

  it.each([
    [{ stakeCents: 0, targetCents: null }, 'Pick items or an amount to stake.'],
    [{ stakeCents: 100, targetCents: null }, 'Pick a target item.'],
    [{ stakeCents: 100, targetCents: 100 }, 'Pick a target worth more than what you stake.'],
    [{ stakeCents: 100, targetCents: 110 }, 'Pick a target with a win chance between 1 % and 75 %.'],
    [{ stakeCents: 100, targetCents: 20_000 }, 'Pick a target with a win chance between 1 % and 75 %.'],
    [{ stakeCents: 100, targetCents: 500, balancePartCents: 100, balanceCents: 50 }, 'That is more than your balance.'],
    [{ stakeCents: 100, targetCents: 500, balancePartInvalid: true }, 'Enter the amount as dollars and cents, like 2.50.'],
    [{ stakeCents: 100, targetCents: 500 }, null],
  ])('blocks the Upgrade button with the reason: %o → %s', (input, reason) => {
    expect(upgradeBlocker({ itemCount: 1, balancePartInvalid: false, balancePartCents: 0, balanceCents: 10_000, options, ...input })).toBe(reason);
  });
});

describe('the dial', () => {
  it('draws the winning run at the start of the circle for under and at its end for over', () => {
    expect(winningArc(250_000, 'under')).toEqual({ start: 0, end: 0.25 });
    expect(winningArc(250_000, 'over')).toEqual({ start: 0.75, end: 1 });
    expect(winningArc(10_000, 'over')).toEqual({ start: 0.99, end: 1 });
  });

  it('puts every ticket inside the drawn run exactly when it wins', () => {
    for (const chancePpm of [10_000, 333_333, 750_000]) {
      for (const direction of ['under', 'over'] as const) {
        const arc = winningArc(chancePpm, direction);
        for (const ticket of [1, chancePpm, chancePpm + 1, UPGRADE_TICKETS - chancePpm, UPGRADE_TICKETS - chancePpm + 1, UPGRADE_TICKETS]) {
          const at = ticketDegrees(ticket) / 360;
          // Ticket t covers the slot ((t − 1) / 1 000 000, t / 1 000 000]: on a run's closing edge it belongs to the run.
          const inside = at > arc.start && at <= arc.end;
          expect(inside, `${direction} ${chancePpm} ticket ${ticket}`).toBe(upgradeWins(ticket, chancePpm, direction));
        }
      }
    }
  });

  it('points the needle at ticket / 1 000 000 of the circle, clockwise from the top', () => {
    expect(ticketDegrees(250_000)).toBe(90);
    expect(ticketDegrees(500_000)).toBe(180);
    expect(ticketDegrees(UPGRADE_TICKETS)).toBe(360);
  });

  it('spins the needle clockwise at least the whole turns, from wherever it rests, onto the ticket', () => {
    for (const from of [0, 45, 359.9, 1_530, 3 * 360 + 300]) {
      for (const ticket of [1, 125_000, 999_999]) {
        const to = landingRotation(from, ticket);
        expect(to - from).toBeGreaterThanOrEqual(SPIN_TURNS * 360);
        expect(to - from).toBeLessThan((SPIN_TURNS + 1) * 360);
        expect(((to % 360) + 360) % 360).toBeCloseTo(ticketDegrees(ticket) % 360, 9);
      }
    }
  });
});
