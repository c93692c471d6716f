import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FairnessInputError, hashServerSeed, pickByTicket, rollIndex, rollTicket, ticketRanges, TICKETS } from './fairness';

const seed = 'a'.repeat(64);

describe('provably fair rolls', () => {
  it('computes the ticket exactly as DESIGN §5 describes', () => {
    const message = 'client:7';
    const hex = createHmac('sha256', seed).update(message).digest('hex');
    const expected = Math.floor((parseInt(hex.slice(0, 13), 16) / 2 ** 52) * 100_000) + 1;
    expect(rollTicket(seed, message)).toBe(expected);
  });

  it('keeps every ticket within 1..100000', () => {
    for (let nonce = 0; nonce < 2_000; nonce++) {
      const ticket = rollTicket(seed, `c:${nonce}`);
      expect(ticket).toBeGreaterThanOrEqual(1);
      expect(ticket).toBeLessThanOrEqual(TICKETS);
    }
  });

  it.each(['undefined', '', 'A'.repeat(64), 'ab'.repeat(31), 'g'.repeat(64)])('refuses the server seed %j', (bad) => {
    expect(() => rollTicket(bad, 'c:0')).toThrow(FairnessInputError);
  });

  it('hashes a server seed with SHA-256', () => {
    expect(hashServerSeed(seed)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('maps tickets onto ranges as wide as the odds, in stored order', () => {
    const odds = [50_000, 30_000, 19_999, 1];
    expect(ticketRanges(odds)).toEqual([
      { from: 1, to: 50_000 },
      { from: 50_001, to: 80_000 },
      { from: 80_001, to: 99_999 },
      { from: 100_000, to: 100_000 },
    ]);
    expect([1, 50_000, 50_001, 80_000, 80_001, 99_999, 100_000].map((t) => pickByTicket(odds, t))).toEqual([0, 0, 1, 1, 2, 2, 3]);
    expect(() => pickByTicket([10, 20], 31)).toThrow(FairnessInputError);
  });

  it('breaks ties with an index below the count', () => {
    for (let i = 0; i < 200; i++) {
      const index = rollIndex(seed, `t:${i}`, 3);
      expect([0, 1, 2]).toContain(index);
    }
  });
});

describe('roll distribution', () => {
  it('lands 100,000 rolls on items in proportion to their odds (chi-square)', () => {
    const odds = [40_000, 25_000, 15_000, 10_000, 6_000, 3_000, 900, 100];
    const counts = new Array<number>(odds.length).fill(0);
    const rolls = 100_000;
    const server = 'c0ffee'.repeat(10) + 'beef';
    for (let nonce = 0; nonce < rolls; nonce++) counts[pickByTicket(odds, rollTicket(server, `chi:${nonce}`))]! += 1;
    const chiSquare = odds.reduce((sum, o, i) => {
      const expected = (rolls * o) / 100_000;
      return sum + (counts[i]! - expected) ** 2 / expected;
    }, 0);
    // 7 degrees of freedom: the 99.99th percentile is about 29.9.
    expect(chiSquare).toBeLessThan(29.9);
    // And not suspiciously perfect either (below the 0.01st percentile, about 0.4).
    expect(chiSquare).toBeGreaterThan(0.4);
    // 100,000 HMACs: seconds of CPU, more on a busy machine.
  }, 60_000);
});
