import { LevelBadge } from '../../../components/ui/level-badge';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { CrownIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import type { Race, RaceLeader } from '../api';
import { ordinal } from '../race-labels';

// The podium (DESIGN §13): 2nd, 1st, 3rd from left to right, 1st raised. Read in rank order (the
// list is 1st, 2nd, 3rd; `order` places them).
const PLACES = [
  { rank: 1, order: 'order-2', pedestal: 'h-28 sm:h-32', ring: 'ring-rarity-legendary/80', text: 'text-rarity-legendary', glow: 'from-rarity-legendary/22', edge: 'border-rarity-legendary/40' },
  { rank: 2, order: 'order-1', pedestal: 'h-20 sm:h-24', ring: 'ring-[#cbd5e1]/60', text: 'text-[#dbe2ec]', glow: 'from-[#cbd5e1]/14', edge: 'border-[#cbd5e1]/25' },
  { rank: 3, order: 'order-3', pedestal: 'h-16 sm:h-20', ring: 'ring-[#d97706]/70', text: 'text-[#f59e0b]', glow: 'from-[#d97706]/16', edge: 'border-[#d97706]/30' },
] as const;

/** The top three on pedestals, each with their wager and the prize their rank pays. */
export function Podium({ race, myName }: { race: Race; myName: string | null }) {
  const leaderAt = (rank: number): RaceLeader | undefined => race.leaders.find((leader) => leader.rank === rank);
  const prizeAt = (rank: number) => race.prizes.find((prize) => prize.rank === rank)?.prizeCents ?? 0;
  return (
    <ol aria-label="Top three" className="mx-auto grid w-full max-w-3xl grid-cols-3 items-end gap-2 sm:gap-4">
      {PLACES.map((place) => {
        const leader = leaderAt(place.rank);
        const prize = leader?.prizeCents ?? prizeAt(place.rank);
        const mine = Boolean(leader && myName && leader.userName === myName);
        return (
          <li key={place.rank} data-podium-rank={place.rank} className={cn('flex min-w-0 flex-col items-center', place.order)}>
            <div className="relative flex w-full min-w-0 flex-col items-center px-1 pb-3 text-center">
              {place.rank === 1 ? <CrownIcon className="mb-1 size-6 text-rarity-legendary drop-shadow-[0_0_10px_rgb(245_179_1/0.6)]" /> : null}
              <Avatar name={leader?.userName ?? null} size="lg" ringClass={mine ? 'ring-cool' : place.ring} className={cn(place.rank === 1 && 'sm:size-16')} />
              <p className={cn('mt-2 w-full truncate text-sm font-bold', leader ? 'text-fg' : 'font-medium text-fg-subtle')}>
                {leader ? (
                  <span className="inline-flex max-w-full items-center gap-1.5">
                    <LevelBadge level={leader.level} />
                    <Link to={`/u/${encodeURIComponent(leader.userName)}`} className="truncate hover:text-cool hover:underline">
                      {leader.userName}
                    </Link>
                  </span>
                ) : (
                  'No racer yet'
                )}
              </p>
              {mine ? <span className="text-[10px] font-bold tracking-wider text-cool uppercase">You</span> : null}
              <p className="mt-0.5 text-xs text-fg-muted">
                {leader ? (
                  <>
                    <Money cents={leader.wagerCents} className="font-semibold text-fg" /> <span className="hidden sm:inline">wagered</span>
                  </>
                ) : (
                  <span className="hidden sm:inline">Take this spot</span>
                )}
              </p>
            </div>
            <div
              className={cn(
                'relative flex w-full flex-col items-center justify-start gap-1 overflow-hidden rounded-t-xl border border-b-0 bg-linear-to-b to-ink-850 pt-2.5',
                place.glow,
                place.edge,
                place.pedestal,
              )}
            >
              <span className={cn('text-lg font-extrabold sm:text-xl', place.text)}>{ordinal(place.rank)}</span>
              {prize > 0 ? <Money cents={prize} className="rounded-full bg-ink-950/60 px-2 py-0.5 text-[11px] font-bold text-accent ring-1 ring-accent/25 sm:text-xs" /> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
