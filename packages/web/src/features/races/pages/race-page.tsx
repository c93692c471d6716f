import { useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { TrophyIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';

type RacePeriod = 'daily' | 'weekly';

// Prize pools from the spec: daily $5000, weekly $50000.
const RACES: Record<RacePeriod, { label: string; prizeCents: number; window: string }> = {
  daily: { label: 'Daily Race ($5000)', prizeCents: 500_000, window: 'Resets every day' },
  weekly: { label: 'Weekly Race ($50000)', prizeCents: 5_000_000, window: 'Resets every week' },
};

const PODIUM = [
  { rank: 2, label: '2nd', height: 'h-20 sm:h-24', ring: 'ring-[#cbd5e1]/40', text: 'text-[#cbd5e1]' },
  { rank: 1, label: '1st', height: 'h-28 sm:h-32', ring: 'ring-rarity-legendary/60', text: 'text-rarity-legendary' },
  { rank: 3, label: '3rd', height: 'h-16 sm:h-20', ring: 'ring-[#d97706]/50', text: 'text-[#f59e0b]' },
] as const;

const LOWER_RANKS = ['4th', '5th', '6th', '7th'] as const;

/** /race: daily and weekly wager races with a podium and the next ranks. */
export function RacePage() {
  const [period, setPeriod] = useState<RacePeriod>('daily');
  const race = RACES[period];

  return (
    <Page>
      <PageHeader title="Race" description="Play battles and open packs to climb the board. The top of the board shares the prize pool." />
      <Tabs
        idPrefix="race"
        label="Race period"
        items={[
          { id: 'daily', label: RACES.daily.label },
          { id: 'weekly', label: RACES.weekly.label },
        ]}
        active={period}
        onChange={setPeriod}
        className="sm:self-start"
      />

      <div id={`race-panel-${period}`} role="tabpanel" aria-labelledby={`race-tab-${period}`} className="flex flex-col gap-6">
        <Card className="relative isolate overflow-hidden p-5 sm:p-6">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(60%_120%_at_50%_0%,rgb(245_179_1/0.16),transparent_70%)]"
          />
          <div className="flex flex-col items-center text-center">
            <TrophyIcon className="size-8 text-rarity-legendary" />
            <p className="mt-2 text-xs font-semibold tracking-[0.16em] text-fg-subtle uppercase">Prize pool</p>
            <Money cents={race.prizeCents} className="mt-1 text-4xl font-extrabold text-accent sm:text-5xl" />
            <p className="mt-2 text-sm text-fg-muted">{race.window}</p>
          </div>

          <ol aria-label="Top three" className="mx-auto -mb-5 mt-8 grid max-w-xl grid-cols-3 items-end gap-3 sm:-mb-6 sm:gap-5">
            {PODIUM.map((place) => (
              <li key={place.rank} className="flex flex-col items-center gap-2">
                <Avatar name={null} size="lg" ringClass={place.ring} />
                <p className="text-sm font-medium text-fg-subtle">No racer yet</p>
                <div
                  className={cn(
                    'flex w-full items-start justify-center rounded-t-xl border border-b-0 border-line bg-linear-to-b from-ink-700 to-ink-850 pt-3',
                    place.height,
                  )}
                >
                  <span className={cn('text-lg font-extrabold', place.text)}>{place.label}</span>
                </div>
              </li>
            ))}
          </ol>
        </Card>

        <Card>
          <ol aria-label="Ranks 4 to 7" className="divide-y divide-line">
            {LOWER_RANKS.map((rank) => (
              <li key={rank} className="flex items-center gap-4 px-4 py-3 sm:px-5">
                <span className="w-9 text-sm font-bold text-fg-subtle tabular-nums">{rank}</span>
                <Avatar name={null} size="sm" />
                <span className="flex-1 text-sm text-fg-subtle">Open spot</span>
                <span className="text-sm text-fg-subtle">—</span>
              </li>
            ))}
          </ol>
          <p className="border-t border-line px-4 py-3 text-center text-sm text-fg-muted sm:px-5">
            No one has raced yet. Your name could be the first on the board.
          </p>
        </Card>
      </div>
    </Page>
  );
}
