import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ArrowLeftIcon, PackageIcon, ShieldIcon, UserIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { CopyButton } from '../../../components/ui/copy-button';
import { cn } from '../../../lib/cn';
import { displayName } from '../../../lib/display-name';
import { rarityOf } from '../../../lib/rarity';
import type { PackDetail } from '../api';
import { chanceLabel } from '@lootforge/core/odds';
import { expectedValueCents } from '@lootforge/core/pack';

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div data-pack-stat={label} className="min-w-0 rounded-xl border border-line bg-ink-950/40 px-2 py-1.5 sm:px-3 sm:py-2">
      <dt className="truncate text-[10px] font-semibold tracking-wider text-fg-subtle uppercase sm:text-[11px]">{label}</dt>
      <dd className="mt-0.5 truncate text-sm font-bold text-fg tabular-nums sm:text-base">{children}</dd>
    </div>
  );
}

export function BackToPacks() {
  return (
    <Link to="/packs" className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-fg-muted hover:text-fg">
      <ArrowLeftIcon className="size-4" />
      Packs
    </Link>
  );
}

/** The top of a pack page: the crate, the name, who made it, the price and the key numbers. */
export function PackHero({ pack, title = 'h1' }: { pack: PackDetail; title?: 'h1' | 'h2' }) {
  const best = pack.items.reduce((top, item) => (item.valueCents > top.valueCents ? item : top), pack.items[0]!);
  // What an open returns on average, from the odds shown (the same formula prices the pack).
  const expected = expectedValueCents(pack.items);
  const returnPercent = pack.priceCents > 0 ? (expected / pack.priceCents) * 100 : null;
  const Heading = title;
  return (
    <Card className="relative isolate overflow-hidden p-4 sm:p-6">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50%_120%_at_0%_0%,rgb(99_102_241/0.20),transparent_65%),radial-gradient(40%_100%_at_100%_100%,rgb(247_169_40/0.10),transparent_65%)]"
      />
      {/* On a phone the crate sits small beside the name, so the reel and the Open button fit on the first screen. */}
      <div className="grid grid-cols-[5rem_minmax(0,1fr)] items-center gap-x-4 gap-y-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-x-6 sm:gap-y-0">
        <div className="relative grid size-20 shrink-0 place-items-center sm:row-span-2 sm:size-40">
          <span aria-hidden="true" className="absolute inset-2 rounded-full bg-radial from-cool-strong/35 to-transparent to-70% blur-md" />
          {pack.imageUrl || pack.thumbUrl ? (
            <img src={pack.imageUrl ?? pack.thumbUrl ?? undefined} alt={`${pack.name} pack`} className="relative size-full object-contain drop-shadow-[0_14px_24px_rgb(0_0_0/0.55)]" />
          ) : (
            <PackageIcon className="relative size-10 text-fg-subtle sm:size-16" />
          )}
        </div>
        <div className="min-w-0 sm:self-end">
          <div className="flex flex-wrap items-center gap-1.5 sm:gap-2">
            {pack.kind === 'community' ? (
              <Badge tone="violet">
                <UserIcon className="size-3" />
                Community · by {displayName(pack.creatorName)}
              </Badge>
            ) : (
              <Badge tone="cool">Official</Badge>
            )}
            <Badge tone="neutral">
              <ShieldIcon className="size-3" />
              Provably fair
            </Badge>
          </div>
          <Heading className="mt-1.5 text-xl font-extrabold tracking-tight text-fg sm:mt-2 sm:text-3xl">{pack.name}</Heading>
        </div>
        <div className="col-span-2 min-w-0 sm:col-span-1 sm:col-start-2 sm:self-start">
          {/* On a phone the columns follow what they hold (a best drop of $1,000.00 needs the room). */}
          <dl className="grid grid-cols-[1fr_0.8fr_1.35fr_0.85fr] gap-1.5 sm:mt-4 sm:grid-cols-4 sm:gap-2">
            <Stat label="Price">
              <Money cents={pack.priceCents} className="text-accent" />
            </Stat>
            <Stat label="Items">{pack.itemCount}</Stat>
            <Stat label="Best drop">
              {best ? <Money cents={best.valueCents} className={rarityOf(best.valueCents).textClass} /> : '—'}
              {best ? <span className="ml-1 hidden text-xs font-medium text-fg-subtle sm:inline">{chanceLabel(best.oddsPpm)}</span> : null}
            </Stat>
            <Stat label="Opens">{pack.opensCount.toLocaleString('en-US')}</Stat>
          </dl>
          {returnPercent !== null ? (
            <p className="mt-2 text-xs text-fg-muted" data-return-to-player>
              Expected value <Money cents={Math.round(expected)} className="font-semibold text-fg" /> an open ·{' '}
              <span className="font-semibold text-fg">{returnPercent.toFixed(1)} %</span> return to player
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2 sm:mt-4">
            <ButtonLink to={`/dropchance?id=${encodeURIComponent(pack.id)}`} variant="secondary" size="sm">
              Drop chances
            </ButtonLink>
            <ButtonLink to="/fairness" variant="ghost" size="sm" icon={<ShieldIcon className="size-4" />}>
              How rolls work
            </ButtonLink>
            {pack.kind === 'community' ? (
              <span className="self-center text-xs text-fg-subtle">Creator commission {(pack.commissionBp / 100).toFixed(1)}% of each open</span>
            ) : null}
          </div>
        </div>
      </div>
    </Card>
  );
}

export function PackHeroSkeleton() {
  return (
    <Card className="p-4 sm:p-6" aria-hidden="true">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <Skeleton className="mx-auto size-36 rounded-3xl sm:mx-0 sm:size-40" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-5 w-28" />
          <Skeleton className="h-8 w-56" />
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-14 rounded-xl" />
            ))}
          </div>
        </div>
      </div>
    </Card>
  );
}

type ContentItem = Pick<PackDetail['items'][number], 'itemId' | 'name' | 'valueCents' | 'oddsPpm' | 'thumbUrl'>;

/**
 * Every item of the pack, best drops first, each on its rarity glow with value and chance.
 * `heading` names the list (a level case's tier); the link to the drop chances page is for packs on sale.
 */
export function PackContents({
  pack,
  heading = 'What\u2019s inside',
  dropChances = true,
}: {
  pack: { id: string; items: readonly ContentItem[]; tableHash?: string };
  heading?: string;
  dropChances?: boolean;
}) {
  const items = [...pack.items].sort((a, b) => b.valueCents - a.valueCents || a.oddsPpm - b.oddsPpm);
  return (
    <section aria-labelledby="pack-contents-heading" className="flex flex-col gap-3">
      <div className="flex items-end justify-between gap-3">
        <div>
          <h2 id="pack-contents-heading" className="text-lg font-bold tracking-tight">
            {heading}
          </h2>
          <p className="text-sm text-fg-subtle">{items.length} items, best drops first</p>
        </div>
        {dropChances ? (
          <Link to={`/dropchance?id=${encodeURIComponent(pack.id)}`} className="shrink-0 text-sm font-semibold text-cool hover:text-cool-hover">
            Drop chances
          </Link>
        ) : null}
      </div>
      <ul aria-label="Items in this pack" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
        {items.map((item) => {
          const rarity = rarityOf(item.valueCents);
          return (
            <li
              key={item.itemId}
              data-pack-item={item.name}
              className={cn('relative flex flex-col items-center overflow-hidden rounded-2xl border bg-ink-850/80 p-3 text-center', rarity.borderClass)}
            >
              <span className="absolute top-2 right-2 rounded-md bg-ink-950/70 px-1.5 py-0.5 text-[11px] font-semibold text-fg-muted tabular-nums ring-1 ring-line">
                {chanceLabel(item.oddsPpm)}
              </span>
              <span aria-hidden="true" className={cn('absolute inset-x-0 bottom-0 h-0.5', rarity.swatchClass)} />
              <span className="relative grid size-24 place-items-center sm:size-28">
                <span aria-hidden="true" className={cn('absolute inset-0 rounded-full', rarity.glowClass)} />
                {item.thumbUrl ? (
                  <img src={item.thumbUrl} alt="" loading="lazy" decoding="async" className="relative size-4/5 rounded-xl object-cover drop-shadow-[0_8px_16px_rgb(0_0_0/0.5)]" />
                ) : (
                  <PackageIcon className={cn('relative size-10', rarity.textClass)} />
                )}
              </span>
              <p className="mt-2 line-clamp-2 min-h-10 text-sm leading-5 font-medium text-fg">{item.name}</p>
              <Money cents={item.valueCents} className={cn('mt-1 text-base font-bold', rarity.textClass)} />
              <span className="sr-only">Chance {chanceLabel(item.oddsPpm)}</span>
            </li>
          );
        })}
      </ul>
      {pack.tableHash ? (
        // The committed table (DESIGN §23): every open records this hash, and /fairness checks it.
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-line bg-ink-950/40 px-4 py-2.5 text-xs">
          <span className="font-semibold text-fg-muted">Drop table hash</span>
          <code className="min-w-0 flex-1 font-mono text-fg [overflow-wrap:anywhere]" data-table-hash={pack.tableHash}>
            {pack.tableHash}
          </code>
          <CopyButton value={pack.tableHash} label="Copy the table hash" />
        </div>
      ) : null}
    </section>
  );
}
