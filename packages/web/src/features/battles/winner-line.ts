import { seatWinnings } from '@lootforge/core/battle';
import { receivesPhrase, type MoneyPhrase } from '../../lib/money-phrase';
import type { BattleDetail } from './api';

type Results = NonNullable<BattleDetail['results']>;

/**
 * The winner panel's sentence, from the figures the battle published: what the winners receive,
 * exact to the cent (a pot that does not divide evenly gives the first seats a cent more), of the
 * value unboxed, less what the house kept of borrowers' wins for the part of the entry it lent
 * (DESIGN §12).
 */
export function winnersLine(results: Results): MoneyPhrase {
  const winnings = seatWinnings(results);
  const received = [...results.winners].sort((a, b) => a - b).map((seat) => winnings[seat]?.receivedCents ?? 0);
  const keptCents = winnings.reduce((sum, seat) => sum + seat.houseKeptCents, 0);
  return [
    ...receivesPhrase(received),
    ': the value of the items unboxed (',
    { cents: results.totalValueCents },
    results.winners.length > 1 ? ' in all)' : ')',
    ...(keptCents > 0 ? [', less ', { cents: keptCents }, ' the house kept for the part of the entry it lent'] : []),
  ];
}
