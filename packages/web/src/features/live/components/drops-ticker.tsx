import { Link } from 'react-router';
import { TICKER_MIN_CENTS } from '@lootforge/core/contracts/live';
import { PackageIcon, TrophyIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import { CONTAINER } from '../../../lib/layout';
import { displayName } from '../../../lib/display-name';
import { rarityOf } from '../../../lib/rarity';
import { liveSourceHref, type LiveEntry } from '../api';
import { useLiveFeed } from '../requests/get-live-feed';
import '../live.css';

const SHOWN = 14;

/**
 * The strip of notable drops across the top of every page: the latest opens and battle wins worth
 * TICKER_MIN_CENTS or more, newest at the left, each coloured by its rarity and linked to its pack
 * or battle. Fed by GET /api/live?minValueCents= and then the `live` topic, like the Live Opens
 * panel; it shows nothing until there is something to show.
 */
export function DropsTicker() {
  const feed = useLiveFeed({ minValueCents: TICKER_MIN_CENTS });
  const entries = feed.entries.slice(0, SHOWN);
  if (entries.length === 0) return null;

  return (
    <section aria-label="Live drops" className="border-b border-line/70 bg-ink-950/70">
      <div className={cn(CONTAINER, 'flex h-11 items-center gap-3')}>
        <span className="flex shrink-0 items-center gap-1.5 text-[11px] font-bold tracking-wider text-fg-subtle uppercase">
          <span className="relative flex size-2">
            <span className="absolute inline-flex size-full rounded-full bg-success/60 motion-safe:animate-ping" />
            <span className="relative inline-flex size-2 rounded-full bg-success" />
          </span>
          <span className="hidden sm:inline">Live drops</span>
        </span>
        <ol className="flex min-w-0 flex-1 gap-2 overflow-hidden [mask-image:linear-gradient(90deg,black_85%,transparent)]">
          {entries.map((entry) => (
            <TickerChip key={entry.id} entry={entry} />
          ))}
        </ol>
      </div>
    </section>
  );
}

function TickerChip({ entry }: { entry: LiveEntry }) {
  const rarity = rarityOf(entry.valueCents);
  const isWin = entry.kind === 'battle_win';
  return (
    <li data-ticker-entry={entry.id} className="shrink-0 motion-safe:animate-[live-entry-in_900ms_ease-out]">
      <Link
        to={liveSourceHref(entry)}
        className={cn('flex h-8 items-center gap-2 rounded-lg border bg-ink-900/80 pr-2.5 pl-1 text-xs transition-colors hover:bg-ink-800', rarity.borderClass)}
      >
        <span className="relative grid size-6 place-items-center overflow-hidden rounded-md bg-ink-950/60">
          <span aria-hidden="true" className={cn('absolute inset-0', rarity.glowClass)} />
          {entry.thumbUrl ? (
            <img src={entry.thumbUrl} alt="" loading="lazy" decoding="async" className="relative size-5 rounded object-cover" />
          ) : isWin ? (
            <TrophyIcon className={cn('relative size-3.5', rarity.textClass)} />
          ) : (
            <PackageIcon className={cn('relative size-3.5', rarity.textClass)} />
          )}
        </span>
        <span className="max-w-[9rem] truncate font-semibold text-fg">{isWin ? 'Battle win' : entry.itemName}</span>
        <Money cents={entry.valueCents} className={cn('font-bold', rarity.textClass)} />
        <span className="hidden max-w-[7rem] truncate text-fg-subtle md:inline">{displayName(entry.userName)}</span>
      </Link>
    </li>
  );
}
