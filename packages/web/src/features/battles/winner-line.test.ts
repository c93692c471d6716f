/**
 * The winner panel says what each winner actually receives, from the battle's published results:
 * an uneven split to the cent, and what the house kept of a borrower's win.
 */
import { describe, expect, it } from 'vitest';
import { decideBattle, type BattleMode, type SeatBorrows } from '@lootforge/core/battle';
import { phraseText } from '../../lib/money-phrase';
import { winnersLine } from './winner-line';

/** None of these battles needs a roll to decide it. */
const unexpected = (): number => {
  throw new Error('unexpected roll');
};
const noDraws = { tiebreak: unexpected, eliminate: unexpected, jackpotValue: unexpected };

/** A battle's results as the server publishes them: core's decision of the values unboxed. */
function results(mode: BattleMode, values: number[][], borrows?: SeatBorrows) {
  const { totals, winners, payouts, totalValueCents, tiebreak, shares, houseKeepsCents } = decideBattle({ mode, teamLayout: null, cursed: false, values, borrows, draws: noDraws });
  return { rolls: [], totals, winners, payouts, totalValueCents, tiebreak, shares, houseKeepsCents };
}

describe('winnersLine', () => {
  it.each<[string, ReturnType<typeof results>, string]>([
    ['one winner takes the value unboxed', results('normal', [[900, 100]]), 'Receives $10.00: the value of the items unboxed ($10.00)'],
    ['a shared pot that divides evenly', results('shared', [[100, 80, 36]]), 'Each receives $0.72: the value of the items unboxed ($2.16 in all)'],
    ['a shared pot of $2.17: the first seat receives a cent more', results('shared', [[100, 80, 37]]), 'One receives $0.73, two receive $0.72 each: the value of the items unboxed ($2.17 in all)'],
    [
      'a winner who borrowed 300 c of a 1000 c entry',
      results('normal', [[1_000, 0]], { entryCents: 1_000, borrowedCents: [300, 0] }),
      'Receives $7.00: the value of the items unboxed ($10.00), less $3.00 the house kept for the part of the entry it lent',
    ],
    [
      'a shared battle where one seat borrowed',
      results('shared', [[600, 400]], { entryCents: 1_000, borrowedCents: [0, 500] }),
      'One receives $5.00, one receives $2.50: the value of the items unboxed ($10.00 in all), less $2.50 the house kept for the part of the entry it lent',
    ],
  ])('%s', (_, published, text) => {
    expect(phraseText(winnersLine(published))).toBe(text);
  });

  it('reads a battle settled before shares were published by the rule it was paid by', () => {
    const earlier = results('normal', [[1_001, 0]], { percents: [30, 0] });
    const { shares: _shares, houseKeepsCents: _kept, ...published } = earlier;
    expect(phraseText(winnersLine(published))).toBe('Receives $7.00: the value of the items unboxed ($10.01), less $3.01 the house kept for the part of the entry it lent');
  });
});
