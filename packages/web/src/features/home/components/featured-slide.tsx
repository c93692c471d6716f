import type { ReactNode } from 'react';
import { formatDuration } from '@lootforge/core/rewards';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { ClockIcon, PackageIcon, SparklesIcon, TrophyIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { displayName } from '../../../lib/display-name';
import { useNow } from '../../../lib/use-now';
import { packHref } from '../../packs/components/pack-card';
import type { PackSummary } from '../../packs/api';
import type { Race } from '../../races/api';
import { poolLabel, raceTitle } from '../../races/race-labels';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Every slide's frame: the words and the action on the left (below on a phone), the art on the right, one glow behind both. */
function SlideFrame({ glow, art, children }: { glow: string; art: ReactNode; children: ReactNode }) {
  return (
    <div className="relative isolate grid h-full grid-cols-1 md:min-h-80 md:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:grid-cols-[minmax(0,1fr)_minmax(0,36rem)]">
      <div aria-hidden="true" className={`absolute inset-0 -z-10 ${glow}`} />
      <div className="relative grid h-52 place-items-center sm:h-60 md:order-last md:h-auto">{art}</div>
      <div className="flex flex-col justify-center gap-4 px-5 pt-1 pb-6 sm:px-8 sm:pb-8 md:py-10 md:pr-4 lg:pl-12">{children}</div>
    </div>
  );
}

function Amount({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <p className="text-[11px] font-semibold tracking-[0.16em] text-fg-subtle uppercase">{label}</p>
      <p className="text-3xl leading-tight font-extrabold text-accent drop-shadow-[0_2px_12px_rgb(247_169_40/0.35)] sm:text-4xl">{children}</p>
    </div>
  );
}

function Title({ children }: { children: ReactNode }) {
  return <h3 className="text-2xl font-extrabold tracking-tight text-balance text-fg sm:text-4xl lg:text-5xl">{children}</h3>;
}

/** A featured pack: its crate large, its name, what it holds, its price (warm: it is what you pay) and the way to it. */
export function PackSlide({ pack }: { pack: PackSummary }) {
  const community = pack.kind === 'community';
  const image = pack.imageUrl ?? pack.thumbUrl;
  return (
    <SlideFrame
      glow="bg-[radial-gradient(55%_85%_at_82%_45%,rgb(99_102_241/0.32),transparent_70%),radial-gradient(45%_70%_at_0%_100%,rgb(247_169_40/0.13),transparent_65%)]"
      art={
        image ? (
          <>
            {/* The crate's own colours, blurred, as its glow. */}
            <img src={image} alt="" aria-hidden="true" draggable={false} className="absolute inset-0 m-auto size-3/4 object-contain opacity-45 blur-3xl" />
            <img
              src={image}
              alt=""
              draggable={false}
              decoding="async"
              className="absolute inset-0 size-full object-contain p-4 drop-shadow-[0_24px_30px_rgb(0_0_0/0.55)] sm:p-6 md:p-8"
            />
          </>
        ) : (
          <>
            <div aria-hidden="true" className="absolute size-44 rounded-full bg-cool-strong/35 blur-3xl sm:size-60" />
            <PackageIcon className="relative size-24 text-fg-subtle" />
          </>
        )
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="accent">
          <SparklesIcon className="size-3.5" />
          Featured pack
        </Badge>
        <Badge tone={community ? 'violet' : 'cool'}>{community ? 'Community' : 'Official'}</Badge>
      </div>
      <Title>{pack.name}</Title>
      <p className="text-sm text-fg-muted">
        {pack.itemCount} items · {compact.format(pack.opensCount)} {pack.opensCount === 1 ? 'open' : 'opens'}
        {community ? ` · by ${displayName(pack.creatorName)}` : ''}
      </p>
      <div className="flex flex-wrap items-end gap-x-8 gap-y-4">
        <Amount label="Price">
          <Money cents={pack.priceCents} />
        </Amount>
        <ButtonLink to={packHref(pack.id)} size="lg" draggable={false} icon={<PackageIcon className="size-5" />}>
          Open pack<span className="sr-only">: {pack.name}</span>
        </ButtonLink>
      </div>
    </SlideFrame>
  );
}

/** A running race: its prize pool (warm: it is what you win), how long it has left, and the way to the board. */
export function RaceSlide({ race }: { race: Race }) {
  // Whole minutes are all it shows, so a tick a minute keeps it true.
  const now = useNow(60_000);
  const leftMs = Date.parse(race.endsAt) - now;
  return (
    <SlideFrame
      glow="bg-[radial-gradient(55%_85%_at_82%_45%,rgb(247_169_40/0.26),transparent_70%),radial-gradient(45%_70%_at_0%_100%,rgb(99_102_241/0.16),transparent_65%)]"
      art={
        <>
          <div aria-hidden="true" className="absolute size-44 rounded-full bg-accent/30 blur-3xl sm:size-60" />
          <div aria-hidden="true" className="relative grid size-32 place-items-center rounded-full border border-accent/40 bg-ink-950/50 shadow-[0_0_0_12px_rgb(247_169_40/0.07),0_0_0_26px_rgb(247_169_40/0.04)] sm:size-40">
            <TrophyIcon className="size-16 text-accent drop-shadow-[0_6px_18px_rgb(247_169_40/0.5)] sm:size-20" />
          </div>
        </>
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="success">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-success motion-safe:animate-pulse" />
          Live race
        </Badge>
        <Badge>Top {race.prizes.length} paid</Badge>
      </div>
      <Title>{raceTitle(race)}</Title>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
        <span className="inline-flex items-center gap-1.5">
          <ClockIcon className="size-4 text-fg-subtle" />
          {leftMs > 0 ? `Ends in ${formatDuration(leftMs)}` : 'Paying the prizes…'}
        </span>
        {race.minWagerCents > 0 ? (
          <span>
            Wager <Money cents={race.minWagerCents} className="font-semibold text-fg" /> to be ranked
          </span>
        ) : null}
      </p>
      <div className="flex flex-wrap items-end gap-x-8 gap-y-4">
        <Amount label="Prize pool">{poolLabel(race.poolCents)}</Amount>
        <ButtonLink to="/race" size="lg" draggable={false} icon={<TrophyIcon className="size-5" />}>
          Join the race<span className="sr-only">: {raceTitle(race)}</span>
        </ButtonLink>
      </div>
    </SlideFrame>
  );
}

/** A slide's shape while the packs and races load. */
export function FeaturedSlideSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading featured packs and races"
      className="grid grid-cols-1 overflow-hidden rounded-3xl border border-line bg-ink-850 md:min-h-80 md:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:grid-cols-[minmax(0,1fr)_minmax(0,36rem)]"
    >
      <div className="grid h-52 place-items-center sm:h-60 md:order-last md:h-auto">
        <Skeleton className="size-36 rounded-3xl sm:size-44" />
      </div>
      <div className="flex flex-col justify-center gap-4 px-5 pt-1 pb-6 sm:px-8 sm:pb-8 md:py-10 lg:pl-12">
        <Skeleton className="h-5 w-32 rounded-full" />
        <Skeleton className="h-9 w-3/4 max-w-sm" />
        <Skeleton className="h-4 w-1/2 max-w-xs" />
        <div className="flex items-end gap-8">
          <Skeleton className="h-10 w-28" tone="accent" />
          <Skeleton className="h-12 w-40 rounded-xl" />
        </div>
      </div>
    </div>
  );
}
