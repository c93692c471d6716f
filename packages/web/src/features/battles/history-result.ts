import type { MoneyPhrase } from '../../lib/money-phrase';
import type { BattleCard } from './api';

type Mine = NonNullable<BattleCard['mine']>;

/**
 * What a battle did for the player, as their history row says it: `headline` is the result (won,
 * lost, broke even), `detail` what they paid and received and what the house kept of a win for the
 * part of the entry it lent (DESIGN §12). A seat that received nothing lost what it paid, even when
 * that was nothing (a seat the host sponsored in full): it never reads as a win.
 */
export type HistoryResult = { kind: 'refunded' | 'pending' | 'won' | 'lost' | 'even'; headline: MoneyPhrase; detail: MoneyPhrase };

export function historyResult(mine: Mine, status: BattleCard['status']): HistoryResult {
  const paid = { cents: mine.paidCents };
  if (status === 'cancelled') return { kind: 'refunded', headline: ['Refunded in full'], detail: [] };
  if (mine.receivedCents === null) return { kind: 'pending', headline: ['Paid ', paid], detail: [' · result when the reels end'] };
  if (mine.receivedCents === 0) {
    return {
      kind: 'lost',
      headline: ['Lost ', paid],
      detail: mine.paidCents === 0 ? [' · the host sponsored your seat, and it won nothing'] : [' · paid ', paid, ', received nothing'],
    };
  }
  const net = mine.receivedCents - mine.paidCents;
  const kept = mine.houseKeptCents ?? 0;
  return {
    kind: net > 0 ? 'won' : net < 0 ? 'lost' : 'even',
    headline: net > 0 ? ['Won ', { cents: net }] : net < 0 ? ['Lost ', { cents: -net }] : ['Broke even'],
    detail: [
      ' · paid ',
      paid,
      ', received ',
      { cents: mine.receivedCents },
      ...(kept > 0 ? [' (the house kept ', { cents: kept }, ' for the part of the entry it lent)'] : []),
    ],
  };
}
