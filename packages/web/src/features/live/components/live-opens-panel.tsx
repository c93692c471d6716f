import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PackageIcon, SwordsIcon, TrophyIcon, ZapIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { Money } from '../../../components/ui/money';
import { SkeletonRows } from '../../../components/ui/skeleton-rows';
import { cn } from '../../../lib/cn';
import { displayName } from '../../../lib/display-name';
import { rarityOf } from '../../../lib/rarity';
import { liveSourceHref, type LiveEntry } from '../api';
import { useLiveFeed } from '../requests/get-live-feed';
import '../live.css';

function ago(at: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.round(hours / 24)}d ago`;
}

/** A clock for the "2m ago" labels: ticks every 30 s while mounted. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function LiveRow({ entry, now, fresh }: { entry: LiveEntry; now: number; fresh: boolean }) {
  const rarity = rarityOf(entry.valueCents);
  const isWin = entry.kind === 'battle_win';
  return (
    <li
      data-live-entry={entry.id}
      className={cn(
        'relative flex items-center gap-3 px-4 py-2.5 sm:px-5',
        fresh && 'motion-safe:animate-[live-entry-in_900ms_ease-out]',
      )}
    >
      <span aria-hidden="true" className={cn('absolute inset-y-2 left-0 w-0.5 rounded-full', rarity.swatchClass)} />
      <span className="relative grid size-11 shrink-0 place-items-center overflow-hidden rounded-xl bg-ink-950/60 ring-1 ring-line ring-inset">
        <span className={cn('absolute inset-0', rarity.glowClass)} />
        {entry.thumbUrl ? (
          <img src={entry.thumbUrl} alt="" loading="lazy" decoding="async" className="relative size-9 rounded-md object-cover" />
        ) : isWin ? (
          <TrophyIcon className={cn('relative size-5', rarity.textClass)} />
        ) : (
          <PackageIcon className={cn('relative size-5', rarity.textClass)} />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-fg" title={entry.itemName}>
          {entry.itemName}
        </p>
        <p className="mt-0.5 flex min-w-0 items-center gap-1.5 text-xs text-fg-subtle">
          <Avatar src={entry.avatarThumbUrl} name={entry.userName} size="xs" className="ring-1" />
          <span className="truncate font-medium text-fg-muted">{displayName(entry.userName)}</span>
          <span aria-hidden="true">·</span>
          <Link
            to={liveSourceHref(entry)}
            className="inline-flex min-w-0 items-center gap-1 truncate rounded text-cool hover:text-cool-hover focus-visible:outline-2"
          >
            {isWin ? <SwordsIcon className="size-3 shrink-0" /> : null}
            <span className="truncate">{entry.source.name}</span>
          </Link>
        </p>
      </div>
      <div className="shrink-0 text-right">
        <Money cents={entry.valueCents} className={cn('block text-sm font-bold', rarity.textClass)} />
        <span className="text-[11px] text-fg-subtle">{ago(entry.at, now)}</span>
      </div>
    </li>
  );
}

/**
 * The "Live Opens" side panel: pack opens and battle wins across the site as they happen
 * (GET /api/live, then the realtime `live` topic). Each row links to its pack or battle.
 */
export function LiveOpensPanel({ className, listClassName }: { className?: string; listClassName?: string }) {
  const feed = useLiveFeed();
  const now = Math.max(useMinuteClock(), feed.now);
  // Rows that arrive after the first paint get a short highlight.
  const [initialIds, setInitialIds] = useState<Set<string> | null>(null);
  if (initialIds === null && !feed.isPending) setInitialIds(new Set(feed.entries.map((entry) => entry.id)));

  return (
    <Card className={cn('flex flex-col overflow-hidden', className)} aria-busy={feed.isPending}>
      <CardHeader
        title="Live Opens"
        icon={<ZapIcon className="size-4 text-accent" />}
        extra={
          <span className="inline-flex items-center gap-1.5 text-xs font-medium text-fg-subtle">
            <span className="relative flex size-2">
              <span className="absolute inline-flex size-full rounded-full bg-success/60 motion-safe:animate-ping" />
              <span className="relative inline-flex size-2 rounded-full bg-success" />
            </span>
            Live
          </span>
        }
      />
      {feed.isPending ? (
        <SkeletonRows
          label="Loading live opens"
          count={5}
          rowClassName="gap-3 px-4 py-2.5 sm:px-5"
          thumbClassName="size-11"
          titleClassName="w-28"
          lineClassName="w-36"
          trailingClassName="h-4 w-12"
          className="divide-y divide-line/70"
        />
      ) : feed.isError ? (
        <LoadError title="The live feed is unavailable" query={feed} compact />
      ) : feed.entries.length === 0 ? (
        <EmptyState
          compact
          icon={<ZapIcon />}
          title="No opens yet"
          description="Packs opened and battles won across LootForge stream in here as they happen."
        />
      ) : (
        <ul aria-label="Live opens" className={cn('divide-y divide-line/70 overflow-y-auto', listClassName)}>
          {feed.entries.map((entry) => (
            <LiveRow key={entry.id} entry={entry} now={now} fresh={initialIds !== null && !initialIds.has(entry.id)} />
          ))}
        </ul>
      )}
    </Card>
  );
}
