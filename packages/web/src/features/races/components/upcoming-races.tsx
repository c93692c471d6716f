import { Card, CardHeader } from '../../../components/ui/card';
import { ClockIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { formatCountdown } from '../../../lib/countdown';
import { useNow } from '../../../lib/use-now';
import type { Race } from '../api';
import { raceTitle, raceWindowLabel } from '../race-labels';

/** Races an admin has set up that have not started: when they start and what they pay. */
export function UpcomingRaces({ races }: { races: Race[] }) {
  const now = useNow();
  return (
    <Card>
      <CardHeader title="Coming up" icon={<ClockIcon className="size-4 text-cool" />} />
      <ul className="divide-y divide-line">
        {races.map((race) => (
          <li key={race.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 sm:px-5">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-bold text-fg">{raceTitle(race)}</p>
              <p className="text-xs text-fg-subtle">{raceWindowLabel(race)}</p>
            </div>
            <p className="text-sm text-fg-muted">
              Starts in <span className="font-semibold text-fg tabular-nums">{formatCountdown(Date.parse(race.startsAt) - now)}</span>
            </p>
            <Money cents={race.poolCents} className="text-sm font-bold text-accent" />
          </li>
        ))}
      </ul>
    </Card>
  );
}
