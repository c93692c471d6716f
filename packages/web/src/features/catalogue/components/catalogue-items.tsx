import { PACK_MAX_ITEMS } from '@lootforge/core/pack';
import { formatCents } from '@lootforge/core/money';
import { Button } from '../../../components/ui/button';
import { CheckCircleIcon, PlusIcon } from '../../../components/ui/icons';
import { ItemArt } from '../../../components/ui/item-art';
import { ItemThumb } from '../../../components/ui/item-thumb';
import { Money } from '../../../components/ui/money';
import { SkeletonRows } from '../../../components/ui/skeleton-rows';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { rarityOf } from '../../../lib/rarity';
import type { CatalogueItem } from '../requests/get-catalogue';

/**
 * How the catalogue's items are shown: `grid`, picture tiles that toggle, for a wide column (a
 * player's /createpack); `list`, compact rows with Add, for the admin editor's side column.
 */
export type CatalogueLayout = 'grid' | 'list';

type ItemsProps = { items: CatalogueItem[]; chosen: ReadonlySet<string>; full: boolean; onPick: (item: CatalogueItem) => void; dimmed: boolean };

export function CatalogueItems({ layout, items, chosen, full, onPick, dimmed }: ItemsProps & { layout: CatalogueLayout }) {
  if (layout === 'list') {
    return (
      <ul aria-label="Catalogue" aria-busy={dimmed} className={cn('max-h-[28rem] divide-y divide-line overflow-y-auto lg:max-h-[34rem]', dimmed && 'opacity-60')}>
        {items.map((item) => (
          <CatalogueRow key={item.id} item={item} added={chosen.has(item.id)} full={full} onAdd={onPick} />
        ))}
      </ul>
    );
  }
  return (
    <ul aria-label="Catalogue" aria-busy={dimmed} className={cn('grid grid-cols-2 gap-2 p-3 transition-opacity sm:grid-cols-3 sm:p-4 xl:grid-cols-4', dimmed && 'opacity-60')}>
      {items.map((item) => (
        <CatalogueTile key={item.id} item={item} chosen={chosen.has(item.id)} full={full} onToggle={onPick} />
      ))}
    </ul>
  );
}

function CatalogueTile({ item, chosen, full, onToggle }: { item: CatalogueItem; chosen: boolean; full: boolean; onToggle: (item: CatalogueItem) => void }) {
  const blocked = !chosen && full;
  return (
    <li>
      <button
        type="button"
        aria-pressed={chosen}
        aria-label={`${chosen ? 'Remove' : 'Add'} ${item.name}, ${formatCents(item.valueCents)}`}
        disabled={blocked}
        title={blocked ? `A pack holds at most ${PACK_MAX_ITEMS} items` : undefined}
        onClick={() => onToggle(item)}
        className={cn(
          'group relative flex h-full w-full flex-col items-center gap-1 rounded-xl border p-2.5 text-center transition-[background-color,border-color,box-shadow]',
          chosen ? 'border-accent/60 bg-accent/8 shadow-[0_0_0_1px_rgb(247_169_40/0.35)_inset]' : 'border-line bg-ink-950/40 hover:border-line-strong hover:bg-ink-800',
          blocked && 'cursor-not-allowed opacity-45',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'absolute top-2 right-2 grid size-6 place-items-center rounded-full ring-1 transition-colors',
            chosen ? 'bg-accent text-accent-fg ring-accent' : 'bg-ink-800 text-fg-subtle ring-line-strong group-hover:text-fg',
          )}
        >
          {chosen ? <CheckCircleIcon className="size-4" /> : <PlusIcon className="size-3.5" />}
        </span>
        <ItemArt item={item} className="size-20" />
        <span className="line-clamp-2 min-h-8 text-xs leading-4 font-medium text-fg">{item.name}</span>
        <Money cents={item.valueCents} className={cn('text-sm font-bold', rarityOf(item.valueCents).textClass)} />
      </button>
    </li>
  );
}

function CatalogueRow({ item, added, full, onAdd }: { item: CatalogueItem; added: boolean; full: boolean; onAdd: (item: CatalogueItem) => void }) {
  return (
    <li className="flex items-center gap-3 px-4 py-2.5">
      <ItemThumb src={item.thumbUrl} valueCents={item.valueCents} name={item.name} className="size-10" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-fg">{item.name}</p>
        <Money cents={item.valueCents} className={cn('text-xs font-semibold', rarityOf(item.valueCents).textClass)} />
      </div>
      {added ? (
        <span className="inline-flex h-8 items-center gap-1 px-2 text-xs font-semibold text-success">
          <CheckCircleIcon className="size-4" />
          Added
        </span>
      ) : (
        <Button variant="secondary" size="sm" disabled={full} onClick={() => onAdd(item)} aria-label={`Add ${item.name}`}>
          <PlusIcon className="size-4" />
          Add
        </Button>
      )}
    </li>
  );
}

export function CatalogueSkeleton({ layout }: { layout: CatalogueLayout }) {
  if (layout === 'list') {
    return (
      <SkeletonRows
        label="Loading the catalogue"
        count={6}
        rowClassName="gap-3 px-4 py-2.5"
        thumbClassName="size-10"
        titleClassName="w-32"
        lineClassName="w-12"
      />
    );
  }
  return (
    <ul aria-label="Loading the catalogue" className="grid grid-cols-2 gap-2 p-3 sm:grid-cols-3 sm:p-4 xl:grid-cols-4">
      {Array.from({ length: 12 }, (_, index) => (
        <li key={index}>
          <Skeleton className="h-40 rounded-xl" />
        </li>
      ))}
    </ul>
  );
}
