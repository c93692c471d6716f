import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { PackageIcon, UserIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { displayName } from '../../../lib/display-name';
import type { PackSummary } from '../api';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

export function packHref(id: string): string {
  return `/productdetails?id=${encodeURIComponent(id)}`;
}

/** A pack in a grid: its crate, name, price (warm: it is what you pay), items, opens, and its maker. */
/** `eager` for the cards in the first screenful: they load at once instead of when scrolled to. */
export function PackCard({ pack, eager = false, className }: { pack: PackSummary; eager?: boolean; className?: string }) {
  const community = pack.kind === 'community';
  return (
    <Link
      to={packHref(pack.id)}
      data-pack-card={pack.name}
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-card border border-line bg-ink-850/80 transition-[border-color,background-color,transform,box-shadow] duration-200',
        'hover:-translate-y-0.5 hover:border-accent/40 hover:bg-ink-800 hover:shadow-[0_18px_40px_-20px_rgb(247_169_40/0.45)]',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cool',
        className,
      )}
    >
      <div className="relative aspect-square overflow-hidden bg-[radial-gradient(circle_at_50%_40%,rgb(99_102_241/0.18),transparent_65%)]">
        {pack.imageUrl || pack.thumbUrl ? (
          <img
            src={pack.imageUrl ?? pack.thumbUrl ?? undefined}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-contain p-3 transition-transform duration-300 group-hover:scale-[1.04] group-hover:-rotate-1"
          />
        ) : (
          <PackageIcon className="absolute inset-0 m-auto size-14 text-fg-subtle" />
        )}
        {community ? (
          <Badge tone="violet" className="absolute top-2.5 left-2.5 backdrop-blur">
            Community
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 border-t border-line/70 p-3 sm:p-3.5">
        <h3 className="truncate text-sm font-semibold text-fg sm:text-[15px]" title={pack.name}>
          {pack.name}
        </h3>
        <div className="flex items-center justify-between gap-2">
          <Money cents={pack.priceCents} className="rounded-lg bg-accent/12 px-2 py-0.5 text-sm font-bold text-accent ring-1 ring-accent/25 ring-inset" />
          <span className="text-xs whitespace-nowrap text-fg-subtle tabular-nums">{pack.itemCount} items</span>
        </div>
        <div className="mt-auto flex items-center justify-between gap-2 text-xs text-fg-subtle">
          {community ? (
            <span className="flex min-w-0 items-center gap-1 truncate">
              <UserIcon className="size-3.5 shrink-0" />
              <span className="truncate">by {displayName(pack.creatorName)}</span>
            </span>
          ) : (
            <span className="font-medium text-cool/90">Official</span>
          )}
          <span className="shrink-0 tabular-nums">
            {compact.format(pack.opensCount)} {pack.opensCount === 1 ? 'open' : 'opens'}
          </span>
        </div>
      </div>
    </Link>
  );
}

export function PackCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col overflow-hidden rounded-card border border-line bg-ink-850/80">
      <Skeleton className="aspect-square rounded-none" />
      <div className="flex flex-col gap-2.5 p-3.5">
        <Skeleton className="h-4 w-3/4" />
        <div className="flex justify-between">
          <Skeleton className="h-5 w-16" tone="accent" />
          <Skeleton className="h-4 w-12" />
        </div>
        <Skeleton className="h-3 w-1/2" />
      </div>
    </div>
  );
}

/** The responsive grid every pack list uses. */
export const PACK_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4';

/** Six packs in even rows: 2 on phones, 3 from small screens up. */
export const PACK_GRID_HOME = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4';
