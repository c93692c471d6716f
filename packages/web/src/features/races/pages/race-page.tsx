import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { TrophyIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeletons } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { useMe } from '../../../lib/session';
import { PastRaces } from '../components/past-races';
import { RaceBoard } from '../components/race-board';
import { UpcomingRaces } from '../components/upcoming-races';
import { byTabOrder, raceTabLabel } from '../race-labels';
import { useRaces } from '../requests/get-races';
import { useLiveRaces } from '../use-live-races';

/**
 * /race: the running races as tabs (DESIGN §13's "Daily Race ($5000)" and "Weekly Race ($50000)",
 * and any race an admin made), each with its countdown, pool, podium, board and the player's own
 * standing, kept live over the `races` topic; then the finished races with their winners.
 */
export function RacePage() {
  const { data: me } = useMe();
  const races = useRaces();
  useLiveRaces();
  const [picked, setPicked] = useState<string | null>(null);

  const running = (races.data ?? []).filter((race) => race.status === 'running').sort(byTabOrder);
  // Admins' races not started yet; the next daily and weekly races are always there and need no mention.
  const upcoming = (races.data ?? []).filter((race) => race.status === 'scheduled' && race.kind === 'custom');
  const finished = (races.data ?? []).filter((race) => race.status === 'finished');
  const active = running.find((race) => String(race.id) === picked) ?? running[0];

  return (
    <Page>
      <PageHeader title="Race" description="Open packs and join battles to climb the board. When the clock runs out, the top of the board shares the prize pool." />
      {races.isPending ? (
        <RaceSkeleton />
      ) : races.isError ? (
        <Card>
          <LoadError title="We could not load the races" description={races.error.message} query={races} />
        </Card>
      ) : !active ? (
        <Card>
          <EmptyState icon={<TrophyIcon />} title="No race is running right now" description="A new race starts soon. Past winners are below." />
        </Card>
      ) : (
        <>
          {running.length > 1 ? (
            <Tabs
              idPrefix="race"
              label="Running races"
              items={running.map((race) => ({ id: String(race.id), label: raceTabLabel(race) }))}
              active={String(active.id)}
              onChange={setPicked}
              className="sm:self-start"
            />
          ) : null}
          <div id={`race-panel-${active.id}`} role={running.length > 1 ? 'tabpanel' : undefined} aria-labelledby={running.length > 1 ? `race-tab-${active.id}` : undefined}>
            <RaceBoard race={active} myName={me?.userName ?? null} signedIn={Boolean(me)} />
          </div>
        </>
      )}
      {upcoming.length > 0 ? <UpcomingRaces races={upcoming} /> : null}
      {races.data ? <PastRaces races={finished} myName={me?.userName ?? null} /> : null}
    </Page>
  );
}

function RaceSkeleton() {
  return (
    <div aria-label="Loading the races" role="status" className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <Skeletons className="flex flex-col gap-4" shapes={['h-10 w-72 rounded-2xl', 'h-96 rounded-card', 'h-64 rounded-card']} />
      <Skeletons className="flex flex-col gap-4" shapes={['h-52 rounded-card', 'h-64 rounded-card']} />
    </div>
  );
}
