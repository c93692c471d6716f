import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PACK_FILTERS, PACK_TYPES } from '@lootforge/core/contracts/packs';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyCard } from '../../../components/ui/empty-state';
import { PackageIcon, PlusIcon } from '../../../components/ui/icons';
import { Label, SearchInput, Select } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { LiveOpensPanel } from '../../live/components/live-opens-panel';
import { type PackFilter } from '../api';
import { usePackList } from '../requests/get-packs';
import { PACK_GRID, PackCard, PackCardSkeleton } from '../components/pack-card';
import { useDebounce } from 'use-debounce';

type ListedType = (typeof PACK_TYPES)[number]['value'];

const count = new Intl.NumberFormat('en-US');

function readType(value: string | null): ListedType {
  return PACK_TYPES.some((type) => type.value === value) ? (value as ListedType) : 'official';
}

function readFilter(value: string | null): PackFilter {
  return PACK_FILTERS.some((filter) => filter.value === value) ? (value as PackFilter) : 'popular';
}

/** Loads the next page when the end of the list scrolls into view. */
function useLoadMoreWhenVisible(enabled: boolean, loadMore: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const loadRef = useRef(loadMore);
  useEffect(() => {
    loadRef.current = loadMore;
  });
  useEffect(() => {
    const target = ref.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadRef.current();
    }, { rootMargin: '600px 0px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}

/** /packs: the marketplace, official and community packs, searched, sorted and paged from the server. */
export function PacksPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const type = readType(params.get('type'));
  const filter = readFilter(params.get('filter'));
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [q] = useDebounce(search.trim(), 300);

  function update(changes: Record<string, string>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  }

  // The settled search goes into the address, so Back and a shared link keep it.
  useEffect(() => {
    if ((params.get('q') ?? '') === q) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (q) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [q, params, setParams]);

  const list = usePackList({ q, type, filter });
  const packs = list.data?.pages.flatMap((page) => page.packs) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const sentinel = useLoadMoreWhenVisible(Boolean(list.hasNextPage) && !list.isFetchingNextPage, () => void list.fetchNextPage());
  const stale = list.isPlaceholderData;
  const typeLabel = PACK_TYPES.find((item) => item.value === type)!.label;
  const otherType = PACK_TYPES.find((item) => item.value !== type)!;

  return (
    <Page>
      <PageHeader
        title="Packs"
        description="Official packs from LootForge and community packs made by players. Every pack lists its odds, and every open can be verified."
        actions={
          <ButtonLink to="/createpack" variant="secondary" icon={<PlusIcon className="size-4.5" />}>
            Create Pack
          </ButtonLink>
        }
      />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-4">
          {/* The heading the pack cards' names sit under (the live opens beside have theirs). */}
          <h2 className="sr-only">{typeLabel}</h2>
          <Card className="p-3 sm:p-4">
            {/* Named: the bar's own search is the page's other search landmark. */}
            <form role="search" aria-label="Packs" onSubmit={(event) => event.preventDefault()} className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
              <SearchInput
                id={`${id}-q`}
                label="Search packs"
                placeholder="Search packs"
                value={search}
                maxLength={100}
                onChange={(event) => setSearch(event.target.value)}
              />
              <div>
                <Label htmlFor={`${id}-type`} className="sr-only">
                  Sort
                </Label>
                <Select id={`${id}-type`} value={type} onChange={(event) => update({ type: event.target.value })} options={PACK_TYPES} />
              </div>
              <div>
                <Label htmlFor={`${id}-filter`} className="sr-only">
                  Filter
                </Label>
                <Select id={`${id}-filter`} value={filter} onChange={(event) => update({ filter: event.target.value })} options={PACK_FILTERS} />
              </div>
            </form>
          </Card>

          <div className="flex min-h-5 items-center justify-between gap-3 text-sm text-fg-subtle">
            <p aria-live="polite" data-pack-total={list.isPending ? undefined : total}>
              {list.isPending ? 'Loading packs…' : `${count.format(total)} ${total === 1 ? 'pack' : 'packs'}`}
            </p>
            {list.isFetching && !list.isFetchingNextPage && !list.isPending ? <Spinner size="sm" label="Updating" /> : null}
          </div>

          {list.isPending ? (
            <ul aria-label="Loading packs" className={PACK_GRID}>
              {Array.from({ length: 8 }, (_, index) => (
                <li key={index}>
                  <PackCardSkeleton />
                </li>
              ))}
            </ul>
          ) : list.isError && packs.length === 0 ? (
            <Card>
              <LoadError title="We could not load the packs" description="Check your connection and try again." query={list} />
            </Card>
          ) : packs.length === 0 ? (
            <EmptyCard
              icon={<PackageIcon />}
              title={q ? `No ${typeLabel.toLowerCase()} match “${q}”` : `No ${typeLabel.toLowerCase()} here yet`}
              description={
                filter === 'over_500' || filter === 'over_1000'
                  ? 'Nothing is priced that high right now. Try another filter.'
                  : `Try another search, or look through the ${otherType.label.toLowerCase()}.`
              }
              action={
                <>
                  <Button variant="secondary" onClick={() => update({ type: otherType.value })}>
                    Show {otherType.label}
                  </Button>
                  <ButtonLink to="/createpack" variant="ghost">
                    Create a pack
                  </ButtonLink>
                </>
              }
            />
          ) : (
            <>
              <ul aria-label="Packs" aria-busy={stale} className={`${PACK_GRID} transition-opacity ${stale ? 'opacity-60' : ''}`}>
                {packs.map((pack, index) => (
                  <li key={pack.id}>
                    <PackCard pack={pack} eager={index < 12} className="h-full" />
                  </li>
                ))}
              </ul>
              <div ref={sentinel} className="flex flex-col items-center gap-2 pt-2">
                <p className="text-xs text-fg-subtle">
                  Showing {count.format(packs.length)} of {count.format(total)}
                </p>
                {list.hasNextPage ? (
                  <Button variant="outline" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                    Load more
                  </Button>
                ) : null}
              </div>
            </>
          )}
        </div>
        <LiveOpensPanel className="h-fit lg:sticky lg:top-24" listClassName="max-h-[32rem] lg:max-h-[calc(100dvh-12rem)]" />
      </div>
    </Page>
  );
}
