import { MAX_LEVEL, tierLevels, tierOf } from '@lootforge/core/levels';
import { Card } from '../../../components/ui/card';
import { FigureGrid } from '../../../components/ui/figure-grid';
import { LevelBadge } from '../../../components/ui/level-badge';
import { Money } from '../../../components/ui/money';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Skeleton } from '../../../components/ui/skeleton';
import type { LevelsAnswer } from '../api';

const xpFormat = new Intl.NumberFormat('en-US');

/** "12,345 XP" */
export function formatXp(xp: number): string {
  return `${xpFormat.format(xp)} XP`;
}

/** The player's level, the bar to the next one and what it takes: the top of /levels. */
export function LevelHero({ levels }: { levels: LevelsAnswer | undefined }) {
  if (!levels) {
    return (
      <Card className="p-5 sm:p-6">
        <Skeleton className="h-16 w-48" />
        <Skeleton className="mt-5 h-3 w-full" />
      </Card>
    );
  }
  const { level, xp, levelXp, nextLevelXp } = levels;
  const top = nextLevelXp === null;
  const percent = top ? 100 : ((xp - levelXp) / (nextLevelXp - levelXp)) * 100;
  const tier = tierLevels(tierOf(level));
  return (
    <Card className="relative overflow-hidden p-5 sm:p-6" data-level={level}>
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-16 size-64 rounded-full bg-accent/10 blur-3xl" />
      <div className="relative flex flex-col gap-5 sm:flex-row sm:items-center sm:gap-8">
        <div className="flex items-center gap-4">
          <LevelBadge level={level} size="lg" decorative />
          <div>
            <p className="text-xs font-semibold tracking-wider text-fg-subtle uppercase">Your level</p>
            <p className="text-3xl font-black tracking-tight">Level {level}</p>
            <p className="text-sm text-fg-muted">
              Tier {tierOf(level)} · levels {tier.from}–{tier.to}
            </p>
          </div>
        </div>
        <div className="min-w-0 flex-1">
          <div className="mb-2 flex items-baseline justify-between gap-3 text-sm">
            <span className="font-semibold text-fg">{formatXp(xp)}</span>
            <span className="text-fg-muted">{top ? `Level ${MAX_LEVEL}: the top` : `Level ${level + 1} at ${formatXp(nextLevelXp)}`}</span>
          </div>
          <ProgressBar label={top ? 'Top level reached' : `Progress to level ${level + 1}`} percent={percent} fill="bg-linear-to-r from-accent to-accent-hover" className="h-3" />
          <p className="mt-2 text-sm text-fg-muted">
            {top ? (
              'You have reached the highest level.'
            ) : (
              <>
                Wager <Money cents={nextLevelXp - xp} className="font-semibold text-fg" /> more to reach level {level + 1} and its free case.
              </>
            )}
          </p>
        </div>
      </div>
      <FigureGrid
        className="relative mt-5 sm:grid-cols-3"
        figures={[
          { label: 'Total XP', value: formatXp(xp) },
          { label: 'Wagered', value: <Money cents={xp} /> },
          { label: 'Free cases waiting', value: String(levels.claimable.length), tone: levels.claimable.length > 0 ? 'text-accent' : undefined },
        ]}
      />
    </Card>
  );
}
