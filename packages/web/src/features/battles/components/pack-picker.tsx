import { formatCents } from '@lootforge/core/money';
import { Button } from '../../../components/ui/button';
import { PackageIcon, PlusIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import type { usePackSearch } from '../requests/search-packs';
import type { RoundPack } from '../battle-draft';

export function PackThumb({ pack, className }: { pack: Pick<RoundPack, 'name' | 'thumbUrl'>; className?: string }) {
  return (
    <span className={cn('grid shrink-0 place-items-center overflow-hidden rounded-lg bg-ink-750', className)}>
      {pack.thumbUrl ? (
        <img src={pack.thumbUrl} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
      ) : (
        <PackageIcon className="size-1/2 text-fg-subtle" />
      )}
    </span>
  );
}

/** The packs a search found, each a button that adds it as the next round. */
export function PackPicker({ search, onAdd, disabled }: { search: ReturnType<typeof usePackSearch>; onAdd: (pack: RoundPack) => void; disabled: boolean }) {
  if (search.isPending) {
    return (
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-busy="true" aria-label="Loading packs">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-[4.5rem] rounded-xl" />
        ))}
      </div>
    );
  }
  if (search.isError) {
    return (
      <div className="flex flex-col items-center gap-2 py-4 text-center">
        <p className="text-sm text-fg-muted">Packs could not be loaded. {errorMessage(search.error)}</p>
        <Button variant="secondary" size="sm" loading={search.isFetching} onClick={() => void search.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const packs = search.data.packs;
  if (packs.length === 0) return <p className="py-4 text-center text-sm text-fg-muted">No packs match that search.</p>;
  return (
    <ul aria-label="Packs" className={cn('grid max-h-72 grid-cols-1 gap-2 overflow-y-auto pr-1 sm:grid-cols-2', search.isFetching && 'opacity-70')}>
      {packs.map((pack) => (
        <li key={pack.id}>
          <button
            type="button"
            onClick={() => onAdd(pack)}
            disabled={disabled}
            aria-label={`Add ${pack.name}, ${formatCents(pack.priceCents)}`}
            className="group flex w-full items-center gap-3 rounded-xl bg-ink-850 p-2 text-left ring-1 ring-line ring-inset transition-colors hover:bg-ink-800 hover:ring-line-strong disabled:opacity-50"
          >
            <PackThumb pack={pack} className="size-12" />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold">{pack.name}</span>
              <Money cents={pack.priceCents} className="text-sm text-accent" />
            </span>
            <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-cool/10 text-cool ring-1 ring-cool/30 ring-inset group-hover:bg-cool/20">
              <PlusIcon className="size-4" />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
