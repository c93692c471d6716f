import { useId, useState, type ReactNode } from 'react';
import { useDebounce } from 'use-debounce';
import { formatCents } from '@lootforge/core/money';
import { formatMultiplier, formatPercent } from '@lootforge/core/upgrader';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { SearchIcon, SparklesIcon } from '../../../components/ui/icons';
import { SearchInput } from '../../../components/ui/input';
import { ItemThumb } from '../../../components/ui/item-thumb';
import { LoadError } from '../../../components/ui/load-error';
import { LoadMore } from '../../../components/ui/load-more';
import { Money } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { rarityOf } from '../../../lib/rarity';
import type { CatalogueItem, UpgraderOptions } from '../api';
import { useTargets } from '../requests/get-targets';
import { maxTargetCents, pickableTargets } from '../upgrader-math';

/** How long typing (or a change of stake) must pause before the catalogue is asked again. */
const PAUSE_MS = 250;

/** The least chance the list shows: any reachable target, or only likelier ones. */
const CHANCE_FLOORS = [
  { label: 'Any', ppm: null },
  { label: '10 %+', ppm: 100_000 },
  { label: '25 %+', ppm: 250_000 },
  { label: '50 %+', ppm: 500_000 },
] as const;

/**
 * The right of the upgrader: the catalogue items the stake can reach, dearest first, each with its
 * chance (two decimals) and multiplier; searchable, and narrowed to likelier targets on request.
 * With nothing staked it lists the catalogue without chances, so a target can be picked first.
 */
export function TargetPicker({
  options,
  stakeCents,
  pickedId,
  onPick,
  disabled,
}: {
  options: UpgraderOptions;
  stakeCents: number;
  pickedId: string | null;
  onPick: (item: CatalogueItem) => void;
  disabled: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [floorPpm, setFloorPpm] = useState<number | null>(null);
  const [q] = useDebounce(text.trim(), PAUSE_MS);
  const [askedStakeCents] = useDebounce(stakeCents, PAUSE_MS);
  const rangeOptions = { ...options, minChancePpm: Math.min(Math.max(floorPpm ?? options.minChancePpm, options.minChancePpm), options.maxChancePpm) };
  const maxPriceCents = askedStakeCents > 0 ? maxTargetCents(askedStakeCents, rangeOptions) : null;
  const list = useTargets({ q, maxPriceCents });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const { targets, exhausted } = pickableTargets(items, stakeCents, rangeOptions);
  const staked = stakeCents > 0;

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <ul aria-label="Loading targets" className="flex flex-col gap-1.5 p-3">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index}>
            <Skeleton className="h-14 rounded-xl" />
          </li>
        ))}
      </ul>
    );
  } else if (list.isError) {
    body = <LoadError compact title="We could not load the targets" query={list} />;
  } else if (targets.length === 0) {
    body = (
      <EmptyState
        compact
        icon={<SearchIcon />}
        title={q ? `No target matches “${q}”` : 'No target in reach'}
        description={
          staked
            ? `Targets must be worth more than your stake, with a win chance between ${formatPercent(rangeOptions.minChancePpm, 0)} and ${formatPercent(options.maxChancePpm, 0)}.`
            : 'Try another search.'
        }
      />
    );
  } else {
    body = (
      <>
        <fieldset disabled={disabled} className="min-w-0">
          <legend className="sr-only">Targets</legend>
          <ul aria-label="Targets" className={cn('flex flex-col gap-1.5 p-3 transition-opacity', list.isPlaceholderData && 'opacity-60')}>
            {targets.map(({ item, chancePpm }) => {
              const picked = item.id === pickedId;
              const rarity = rarityOf(item.valueCents);
              return (
                <li key={item.id} data-target-item={item.name}>
                  <label
                    className={cn(
                      'relative flex cursor-pointer items-center gap-3 rounded-xl border px-2.5 py-2 transition-[border-color,background-color]',
                      'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-cool',
                      picked ? 'border-accent/70 bg-accent/10' : 'border-line bg-ink-950/30 hover:border-line-strong hover:bg-ink-800',
                      disabled && 'cursor-not-allowed',
                    )}
                  >
                    <input
                      type="radio"
                      name={`${id}-target`}
                      checked={picked}
                      onChange={() => onPick(item)}
                      className="sr-only"
                      aria-label={`${item.name}, ${formatCents(item.valueCents)}${chancePpm === null ? '' : `, ${formatPercent(chancePpm)} chance`}`}
                    />
                    <ItemThumb src={item.thumbUrl} valueCents={item.valueCents} name="" className="size-11" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-semibold text-fg">{item.name}</span>
                      <Money cents={item.valueCents} className={cn('text-sm font-bold', rarity.textClass)} />
                    </span>
                    <span className="flex shrink-0 flex-col items-end text-right">
                      <span data-target-chance="" className="text-sm font-bold text-fg tabular-nums">
                        {chancePpm === null ? '—' : formatPercent(chancePpm)}
                      </span>
                      {staked ? <span className="text-xs font-semibold text-fg-subtle tabular-nums">{formatMultiplier(stakeCents, item.valueCents)}</span> : null}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
        {exhausted ? null : <LoadMore list={list} label="More targets" />}
      </>
    );
  }

  return (
    <Card className="flex min-w-0 flex-col overflow-hidden" aria-busy={list.isPending}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-3 sm:px-5">
        <h2 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-fg">
          <SparklesIcon className="size-4 text-accent" />
          Pick a target
        </h2>
        <span className="text-xs text-fg-subtle">Dearest first</span>
      </div>
      <div className="flex flex-col gap-2.5 border-b border-line p-3 sm:flex-row sm:items-center">
        <SearchInput id={`${id}-q`} label="Search targets" placeholder="Search items" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} className="min-w-0 flex-1" />
        <div role="radiogroup" aria-label="Least chance" className="grid shrink-0 grid-cols-4 gap-1 rounded-xl border border-line bg-ink-950/50 p-1">
          {CHANCE_FLOORS.map((floor) => (
            <button
              key={floor.label}
              type="button"
              role="radio"
              aria-checked={floorPpm === floor.ppm}
              disabled={floor.ppm !== null && floor.ppm > options.maxChancePpm}
              onClick={() => setFloorPpm(floor.ppm)}
              className={cn(
                'h-9 rounded-lg px-2 text-xs font-semibold whitespace-nowrap tabular-nums transition-colors disabled:opacity-40',
                floorPpm === floor.ppm ? 'bg-ink-700 text-fg ring-1 ring-line-strong' : 'text-fg-muted hover:text-fg',
              )}
            >
              {floor.label}
            </button>
          ))}
        </div>
      </div>
      {/* Relative: the hidden radios (absolutely placed) stay inside the scrolled box, not below the page. */}
      <div className="relative max-h-[26rem] min-h-0 overflow-y-auto sm:max-h-[30rem]">{body}</div>
    </Card>
  );
}
