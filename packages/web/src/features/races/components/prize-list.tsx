import { Card, CardHeader } from '../../../components/ui/card';
import { TrophyIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import type { Race } from '../api';
import { ordinal } from '../race-labels';

const MEDAL = ['text-rarity-legendary', 'text-[#dbe2ec]', 'text-[#f59e0b]'];

/** What each rank pays when the race ends; the player's own rank is marked. */
export function PrizeList({ race }: { race: Race }) {
  const myRank = race.me?.rank ?? null;
  return (
    <Card>
      <CardHeader title="Prizes" icon={<TrophyIcon className="size-4 text-rarity-legendary" />} extra={<Money cents={race.poolCents} className="text-sm font-bold text-accent" />} />
      <ol aria-label="Prize per rank" className="grid grid-cols-2 gap-x-4 px-4 py-2 sm:px-5">
        {race.prizes.map((prize) => (
          <li
            key={prize.rank}
            className={cn('flex items-center justify-between gap-2 border-b border-line/60 py-2 text-sm last:border-b-0 [&:nth-last-child(2):nth-child(odd)]:border-b-0', myRank === prize.rank && 'text-cool')}
          >
            <span className={cn('font-bold tabular-nums', MEDAL[prize.rank - 1] ?? 'text-fg-subtle', myRank === prize.rank && 'text-cool')}>{ordinal(prize.rank)}</span>
            <Money cents={prize.prizeCents} className="font-semibold text-fg" />
          </li>
        ))}
      </ol>
    </Card>
  );
}
