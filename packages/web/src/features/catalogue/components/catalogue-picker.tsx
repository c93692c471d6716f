import { useId } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { SearchIcon } from '../../../components/ui/icons';
import { DollarInput, Label, SearchInput } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Pager } from '../../../components/ui/pager';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { CATALOGUE_PAGE_SIZE, type CatalogueItem } from '../requests/get-catalogue';
import { useCatalogueSearch } from '../use-catalogue-search';
import { CatalogueItems, CatalogueSkeleton, type CatalogueLayout } from './catalogue-items';

/**
 * The catalogue to make a pack from, for a player's /createpack and the admin's pack editor:
 * search (and, with `withMaxPrice`, a max price), 48 a page with Prev / Next, and a pick on each
 * item. It goes inside the caller's card, under its header.
 */
export function CataloguePicker({
  layout,
  chosen,
  full,
  onPick,
  withMaxPrice = false,
}: {
  layout: CatalogueLayout;
  chosen: ReadonlySet<string>;
  full: boolean;
  onPick: (item: CatalogueItem) => void;
  withMaxPrice?: boolean;
}) {
  const search = useCatalogueSearch();
  const { catalogue } = search;
  const items = catalogue.data?.items ?? [];

  return (
    <>
      <SearchFields search={search} withMaxPrice={withMaxPrice} />
      {catalogue.isPending ? (
        <CatalogueSkeleton layout={layout} />
      ) : catalogue.isError ? (
        <LoadError title="Could not load the catalogue" description={errorMessage(catalogue.error)} query={catalogue} compact />
      ) : items.length === 0 ? (
        <EmptyState
          compact
          icon={<SearchIcon />}
          title={search.q ? `No items match “${search.q}”` : search.filtered ? 'No items match' : 'The catalogue is empty'}
          description={search.filtered ? (withMaxPrice ? 'Try another name or a higher max price.' : 'Try another name.') : undefined}
        />
      ) : (
        <>
          <CatalogueItems layout={layout} items={items} chosen={chosen} full={full} onPick={onPick} dimmed={catalogue.isPlaceholderData} />
          <Pager
            offset={search.offset}
            pageSize={CATALOGUE_PAGE_SIZE}
            shown={items.length}
            total={catalogue.data?.total ?? 0}
            busy={catalogue.isPlaceholderData}
            onOffset={search.setOffset}
          />
        </>
      )}
    </>
  );
}

function SearchFields({ search, withMaxPrice }: { search: ReturnType<typeof useCatalogueSearch>; withMaxPrice: boolean }) {
  const id = useId();
  return (
    <div className={cn('grid grid-cols-1 gap-3 border-b border-line p-3 sm:p-4', withMaxPrice && 'sm:grid-cols-[minmax(0,1fr)_11rem]')}>
      <SearchInput id={`${id}-search`} label="Search items" placeholder="Search items" value={search.text} onChange={(event) => search.setText(event.target.value)} />
      {withMaxPrice ? (
        <div>
          <Label htmlFor={`${id}-max`} className="sr-only">
            Max price
          </Label>
          <DollarInput
            id={`${id}-max`}
            placeholder="Max price"
            value={search.maxPrice}
            aria-invalid={search.maxPriceInvalid || undefined}
            onChange={(event) => search.setMaxPrice(event.target.value)}
          />
        </div>
      ) : null}
    </div>
  );
}
