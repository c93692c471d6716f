/** A history row says what the battle did for the player: a seat that won nothing is a loss, never "Won $0.00". */
import { describe, expect, it } from 'vitest';
import { phraseText } from '../../lib/money-phrase';
import { historyResult } from './history-result';

type Case = { name: string; status?: 'open' | 'running' | 'completed' | 'cancelled'; paid: number; received: number | null; kept?: number | null; kind: string; text: string };

describe('historyResult', () => {
  it.each<Case>([
    { name: 'a seat the host sponsored in full that won nothing', paid: 0, received: 0, kind: 'lost', text: 'Lost $0.00 · the host sponsored your seat, and it won nothing' },
    { name: 'a paid seat that won nothing', paid: 150, received: 0, kind: 'lost', text: 'Lost $1.50 · paid $1.50, received nothing' },
    { name: 'a win worth more than the entry', paid: 150, received: 1_000, kind: 'won', text: 'Won $8.50 · paid $1.50, received $10.00' },
    { name: 'a sponsored seat that won', paid: 0, received: 72, kind: 'won', text: 'Won $0.72 · paid $0.00, received $0.72' },
    { name: 'a share worth less than the entry', paid: 150, received: 72, kind: 'lost', text: 'Lost $0.78 · paid $1.50, received $0.72' },
    { name: 'a share worth the entry', paid: 150, received: 150, kind: 'even', text: 'Broke even · paid $1.50, received $1.50' },
    {
      name: 'a borrower\u2019s win',
      paid: 300,
      received: 700,
      kept: 300,
      kind: 'won',
      text: 'Won $4.00 · paid $3.00, received $7.00 (the house kept $3.00 for the part of the entry it lent)',
    },
    { name: 'a battle still playing', status: 'running', paid: 150, received: null, kind: 'pending', text: 'Paid $1.50 · result when the reels end' },
    { name: 'a cancelled battle', status: 'cancelled', paid: 0, received: 0, kind: 'refunded', text: 'Refunded in full' },
  ])('$name', ({ status = 'completed', paid, received, kept = received === null ? null : 0, kind, text }) => {
    const result = historyResult({ seat: 1, paidCents: paid, receivedCents: received, houseKeptCents: kept }, status);
    expect(result.kind).toBe(kind);
    expect(phraseText([...result.headline, ...result.detail])).toBe(text);
  });
});
