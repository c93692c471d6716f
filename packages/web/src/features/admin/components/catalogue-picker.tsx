import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { AlertIcon, CheckCircleIcon, PlusIcon, SearchIcon, SparklesIcon } from '../../../components/ui/icons';
import { Input, Label } from '../../../components/ui/input';
import { Money } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { rarityOf } from '../../../lib/rarity';
import { readableError } from '../../auth/readable-error';
import { CATALOGUE_PAGE_SIZE, type CatalogueItem } from '../pack-api';
import { useCatalogue } from '../requests/get-catalogue';
import { ItemThumb } from './item-thumb';
import { Pager } from './pack-list';

/** The catalogue to pick a pack's items from: search, 48 a page, Add on each row. */
export function CataloguePicker({ chosen, full, onAdd }: { chosen: ReadonlySet<string>; full: boolean; onAdd: (item: CatalogueItem) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const catalogue = useCatalogue(query, (page - 1) * CATALOGUE_PAGE_SIZE);
  const rows = catalogue.data?.items ?? [];

  // Search as the admin types, once they pause.
  useEffect(() => {
    const next = text.trim();
    if (next === query) return;
    const timer = window.setTimeout(() => {
      setQuery(next);
      setPage(1);
    }, 250);
    return () => window.clearTimeout(timer);
  }, [text, query]);

  return (
    <Card className="flex flex-col overflow-hidden">
      <CardHeader title="Catalogue" icon={<SparklesIcon className="size-4 text-cool" />} extra={full ? <span className="text-xs font-medium text-accent">50 items max reached</span> : null} />
      <div className="border-b border-line p-3 sm:px-4">
        <Label htmlFor={`${id}-q`} className="sr-only">
          Search the catalogue
        </Label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-3.5 left-3.5 size-4 text-fg-subtle" />
          <Input
            id={`${id}-q`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search items"
            autoComplete="off"
            className="pl-10"
          />
        </div>
      </div>
      {catalogue.isPending ? (
        <ul aria-label="Loading the catalogue" className="divide-y divide-line">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index} className="flex items-center gap-3 px-4 py-2.5">
              <Skeleton className="size-10 rounded-xl" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-3.5 w-32" />
                <Skeleton className="h-3 w-12" />
              </div>
            </li>
          ))}
        </ul>
      ) : catalogue.isError ? (
        <EmptyState
          compact
          icon={<AlertIcon />}
          title="Could not load the catalogue"
          description={readableError(catalogue.error)}
          action={
            <Button variant="ghost" size="sm" loading={catalogue.isFetching} onClick={() => void catalogue.refetch()}>
              Try again
            </Button>
          }
        />
      ) : rows.length === 0 ? (
        <EmptyState compact icon={<SearchIcon />} title={query ? `No items match “${query}”` : 'The catalogue is empty'} description="Items are added on the Items tab." />
      ) : (
        <>
          <ul aria-label="Catalogue" className={cn('max-h-[28rem] divide-y divide-line overflow-y-auto lg:max-h-[34rem]', catalogue.isPlaceholderData && 'opacity-60')}>
            {rows.map((item) => {
              const added = chosen.has(item.id);
              const rarity = rarityOf(item.valueCents);
              return (
                <li key={item.id} className="flex items-center gap-3 px-4 py-2.5">
                  <ItemThumb src={item.thumbUrl} valueCents={item.valueCents} name={item.name} className="size-10" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-semibold text-fg">{item.name}</p>
                    <Money cents={item.valueCents} className={cn('text-xs font-semibold', rarity.textClass)} />
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
            })}
          </ul>
          <Pager page={page} total={catalogue.data?.total ?? 0} shown={rows.length} busy={catalogue.isFetching} onPage={setPage} pageSize={CATALOGUE_PAGE_SIZE} />
        </>
      )}
    </Card>
  );
}
