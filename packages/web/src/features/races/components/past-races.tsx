import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { HistoryIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import type { Race } from '../api';
import { ordinal, raceTitle, raceWindowLabel } from '../race-labels';

const PLACE_TEXT = ['text-rarity-legendary', 'text-[#dbe2ec]', 'text-[#f59e0b]'];

/** Finished races with their winners (the final standings, as paid), newest first. */
export function PastRaces({ races, myName }: { races: Race[]; myName: string | null }) {
  return (
    <section aria-labelledby="past-races-heading" className="flex flex-col gap-4">
      <div className="flex items-end justify-between gap-3">
        <h2 id="past-races-heading" className="flex items-center gap-2 text-lg font-bold text-fg">
          <HistoryIcon className="size-5 text-cool" />
          Past races
        </h2>
        {races.length > 0 ? <p className="hidden text-xs text-fg-subtle sm:block">Prizes are paid to the winners’ wallets when a race ends.</p> : null}
      </div>
      {races.length === 0 ? (
        <Card>
          <EmptyState compact icon={<HistoryIcon />} title="No race has finished yet" description="When the first race ends, its winners and their prizes show here." />
        </Card>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {races.map((race) => (
            <li key={race.id}>
              <PastRace race={race} myName={myName} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PastRace({ race, myName }: { race: Race; myName: string | null }) {
  // Final standings, in rank order: the podium, then the rest of the paid ranks on request.
  const winners = race.leaders.slice(0, 3);
  const more = race.leaders.slice(3);
  const paid = race.leaders.reduce((sum, leader) => sum + leader.prizeCents, 0);
  return (
    <Card data-past-race={race.id} className="flex h-full flex-col">
      <div className="flex items-start justify-between gap-3 border-b border-line px-4 py-3">
        <div className="min-w-0">
          <h3 className="truncate text-sm font-bold text-fg">{raceTitle(race)}</h3>
          <p className="text-xs text-fg-subtle">{raceWindowLabel(race)}</p>
        </div>
        <div className="shrink-0 text-right">
          <p className="text-[10px] font-semibold tracking-wider text-fg-subtle uppercase">Paid out</p>
          <Money cents={paid} className="text-sm font-bold text-accent" />
        </div>
      </div>
      {winners.length === 0 ? (
        <p className="flex-1 px-4 py-5 text-center text-sm text-fg-subtle">No one raced.</p>
      ) : (
        <ol aria-label={`Winners of ${raceTitle(race)}, ${raceWindowLabel(race)}`} className="flex flex-1 flex-col gap-1 px-2 py-2">
          {winners.map((winner) => (
            <li key={winner.rank} className={cn('flex items-center gap-2.5 rounded-lg px-2 py-1.5', myName === winner.userName && 'bg-cool/8')}>
              <span className={cn('w-8 text-xs font-extrabold tabular-nums', PLACE_TEXT[winner.rank - 1] ?? 'text-fg-subtle')}>{ordinal(winner.rank)}</span>
              <Avatar name={winner.userName} size="xs" />
              <span className="min-w-0 flex-1 truncate text-sm font-semibold text-fg">{winner.userName}</span>
              <span className="hidden text-xs text-fg-subtle min-[420px]:inline">
                <Money cents={winner.wagerCents} />
              </span>
              <Money cents={winner.prizeCents} className="shrink-0 text-right text-sm font-bold text-accent" />
            </li>
          ))}
        </ol>
      )}
      {more.length > 0 ? (
        <details className="group border-t border-line px-4 py-2 text-sm">
          <summary className="cursor-pointer list-none text-xs font-semibold text-cool hover:text-cool-hover">
            <span className="group-open:hidden">Show ranks 4–{3 + more.length}</span>
            <span className="hidden group-open:inline">Hide ranks 4–{3 + more.length}</span>
          </summary>
          <ol className="mt-1 flex flex-col">
            {more.map((leader) => (
              <li key={leader.rank} className="flex items-center gap-2.5 py-1 text-xs">
                <span className="w-8 font-bold text-fg-subtle tabular-nums">{ordinal(leader.rank)}</span>
                <span className="min-w-0 flex-1 truncate text-fg">{leader.userName}</span>
                <Money cents={leader.prizeCents} className="font-semibold text-accent" />
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </Card>
  );
}
