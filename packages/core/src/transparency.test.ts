import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TICKETS } from './fairness';
import { packPriceCents } from './pack';
import { seededRandom } from './seeded-random';
import { NO_PLAYS, range99Ppm, realisedPpm, tableHash, tableMoments, tableText, upgradeMoments, type ReturnTotals } from './transparency';

type Entry = { valueCents: number; oddsPpm: number };

/** `n` opens of a table at `price`, drawn with `random`: the totals the sweep would count. */
function simulate(entries: Entry[], price: number, n: number, random: () => number): ReturnTotals {
  const { evCents, varCents2 } = tableMoments(entries);
  let paid = 0;
  for (let i = 0; i < n; i++) {
    let ticket = Math.floor(random() * TICKETS);
    for (const e of entries) {
      if (ticket < e.oddsPpm) {
        paid += e.valueCents;
        break;
      }
      ticket -= e.oddsPpm;
    }
  }
  return { plays: n, stakedCents: price * n, paidCents: paid, evCents: evCents * n, varCents2: varCents2 * n };
}

const inside = (totals: ReturnTotals) => {
  const range = range99Ppm(totals)!;
  const realised = realisedPpm(totals)!;
  return realised >= range.lowPpm && realised <= range.highPpm;
};

describe('transparency', () => {
  it('hashes the table text of DESIGN §23 exactly', () => {
    const entries = [
      { itemId: 'a1', valueCents: 1_250, oddsPpm: 60_000 },
      { itemId: 'b2', valueCents: 90, oddsPpm: 40_000 },
    ];
    expect(tableText(entries)).toBe('[["a1",1250,60000],["b2",90,40000]]');
    expect(tableHash(entries)).toBe(createHash('sha256').update('[["a1",1250,60000],["b2",90,40000]]').digest('hex'));
    // Order, a value or a chance changed: another hash.
    expect(tableHash([...entries].reverse())).not.toBe(tableHash(entries));
    expect(tableHash([{ ...entries[0]!, valueCents: 1_251 }, entries[1]!])).not.toBe(tableHash(entries));
  });

  it('moments of a table and of an upgrade', () => {
    expect(tableMoments([{ valueCents: 100, oddsPpm: TICKETS }])).toEqual({ evCents: 100, varCents2: 0 });
    const half = tableMoments([
      { valueCents: 0, oddsPpm: TICKETS / 2 },
      { valueCents: 200, oddsPpm: TICKETS / 2 },
    ]);
    expect(half.evCents).toBeCloseTo(100, 9);
    expect(half.varCents2).toBeCloseTo(10_000, 6);
    expect(upgradeMoments(1_000, 250_000)).toEqual({ evCents: 250, varCents2: 0.25 * 0.75 * 1_000_000 });
    expect(range99Ppm(NO_PLAYS)).toBeNull();
    expect(realisedPpm(NO_PLAYS)).toBeNull();
  });

  it('a simulation with the published odds falls inside the 99 % range about 99 % of the time (seeded property)', () => {
    const tableArb = fc
      .array(fc.record({ valueCents: fc.integer({ min: 1, max: 50_000 }), weight: fc.integer({ min: 1, max: 20 }) }), { minLength: 2, maxLength: 8 })
      .map((rows) => {
        // Chances of at least 1 % each (a game with rarer prizes needs more plays for the normal shape to hold; docs/transparency.md).
        const total = rows.reduce((sum, r) => sum + r.weight, 0);
        const entries = rows.map((r) => ({ valueCents: r.valueCents, oddsPpm: Math.max(1_000, Math.floor((r.weight / total) * TICKETS)) }));
        const excess = entries.reduce((sum, e) => sum + e.oddsPpm, 0) - TICKETS;
        const largest = entries.reduce((best, e, i) => (e.oddsPpm > entries[best]!.oddsPpm ? i : best), 0);
        entries[largest]!.oddsPpm -= excess;
        return entries;
      })
      .filter((entries) => entries.every((e) => e.oddsPpm >= 1_000));
    let allHits = 0;
    let allTrials = 0;
    fc.assert(
      fc.property(tableArb, fc.integer({ min: 1, max: 2 ** 31 - 1 }), (entries, seed) => {
        const price = packPriceCents(entries, 0.08);
        const random = seededRandom(String(seed));
        const trials = 400;
        let hits = 0;
        for (let t = 0; t < trials; t++) if (inside(simulate(entries, price, 1_500, random))) hits++;
        expect(hits / trials).toBeGreaterThan(0.965);
        allHits += hits;
        allTrials += trials;
      }),
      { seed: 20_261_126, numRuns: 6 },
    );
    // Neither too narrow nor too wide: about 99 % over all of them.
    expect(allHits / allTrials).toBeGreaterThan(0.98);
    expect(allHits / allTrials).toBeLessThan(0.997);
  });

  it('a game whose odds are not as published falls outside the range', () => {
    const published = [
      { valueCents: 100, oddsPpm: 90_000 },
      { valueCents: 2_000, oddsPpm: 10_000 },
    ];
    // The rare prize actually comes half as often.
    const rigged = [
      { valueCents: 100, oddsPpm: 95_000 },
      { valueCents: 2_000, oddsPpm: 5_000 },
    ];
    const price = packPriceCents(published, 0.08);
    const played = simulate(rigged, price, 20_000, seededRandom('7'));
    const { evCents, varCents2 } = tableMoments(published);
    expect(inside({ ...played, evCents: evCents * 20_000, varCents2: varCents2 * 20_000 })).toBe(false);
  });
});
