import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { DiceIcon, PackageIcon, SearchIcon } from '../../../components/ui/icons';
import { SearchInput } from '../../../components/ui/input';
import { Money } from '../../../components/ui/money';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { usePack } from '../requests/get-pack';
import { usePackList } from '../requests/get-packs';
import { PackContents, PackHero, PackHeroSkeleton } from '../components/pack-hero';
import { PackStage } from '../components/pack-stage';
import { useDebounce } from 'use-debounce';

function PackPicker({ selectedId, onSelect }: { selectedId: string | null; onSelect: (id: string) => void }) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [q] = useDebounce(search.trim(), 300);
  const list = usePackList({ q, type: 'any', filter: 'popular' });
  const packs = list.data?.pages.flatMap((page) => page.packs) ?? [];

  return (
    <Card className="flex h-fit flex-col overflow-hidden lg:sticky lg:top-24">
      <CardHeader title="Choose a pack" icon={<PackageIcon className="size-4 text-cool" />} />
      <div className="border-b border-line p-3">
        <SearchInput id={`${id}-q`} label="Search packs" placeholder="Search packs" value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      {list.isPending ? (
        <div className="space-y-2 p-3">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-12" />
          ))}
        </div>
      ) : packs.length === 0 ? (
        <EmptyState compact icon={<SearchIcon />} title="No packs found" description="Try another name." />
      ) : (
        <ul aria-label="Packs to try" className="max-h-72 overflow-y-auto p-1.5 lg:max-h-[calc(100dvh-16rem)]">
          {packs.map((pack) => {
            const selected = pack.id === selectedId;
            return (
              <li key={pack.id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onSelect(pack.id)}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-xl px-2 py-1.5 text-left transition-colors',
                    selected ? 'bg-accent/10 ring-1 ring-accent/40 ring-inset' : 'hover:bg-ink-800',
                  )}
                >
                  <span className="grid size-10 shrink-0 place-items-center overflow-hidden rounded-lg bg-ink-750">
                    {pack.thumbUrl ? <img src={pack.thumbUrl} alt="" loading="lazy" className="size-full object-cover" /> : <PackageIcon className="size-4 text-fg-subtle" />}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-semibold text-fg">{pack.name}</span>
                    <span className="text-xs text-fg-subtle">
                      {pack.itemCount} items{pack.kind === 'community' ? ' · community' : ''}
                    </span>
                  </span>
                  <Money cents={pack.priceCents} className="text-sm font-semibold text-accent" />
                </button>
              </li>
            );
          })}
          {list.hasNextPage ? (
            <li className="p-1.5">
              <Button variant="ghost" size="sm" className="w-full" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                More packs
              </Button>
            </li>
          ) : null}
        </ul>
      )}
    </Card>
  );
}

/** /scrollpage: spin any pack for free to see how the reel works; no money moves. */
export function DemoSpinPage() {
  const [params, setParams] = useSearchParams();
  const popular = usePackList({ q: '', type: 'any', filter: 'popular' });
  const selectedId = params.get('id') ?? popular.data?.pages[0]?.packs[0]?.id ?? null;
  const pack = usePack(selectedId);

  return (
    <Page>
      <PageHeader
        title="Demo Spin"
        eyebrow={
          <Badge tone="violet">
            <DiceIcon className="size-3.5" />
            Demo — no money
          </Badge>
        }
        description="Try any pack for free. The roll uses your browser's secure random numbers and the pack's real odds, but no money moves and nothing is kept."
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <PackPicker selectedId={selectedId} onSelect={(id) => setParams({ id }, { replace: true })} />
        <div className="flex min-w-0 flex-col gap-6">
          {!selectedId && !popular.isPending ? (
            <Card>
              <EmptyState icon={<PackageIcon />} title="Choose a pack" description="Pick any pack on the left to spin it for free." />
            </Card>
          ) : pack.isError ? (
            <Card>
              <EmptyState icon={<PackageIcon />} title="That pack is not available" description="Pick another pack on the left." />
            </Card>
          ) : pack.isPending || !pack.data ? (
            <>
              <PackHeroSkeleton />
              <Skeleton className="h-64 rounded-card" />
            </>
          ) : (
            <>
              <PackHero pack={pack.data} title="h2" />
              <PackStage key={pack.data.id} pack={pack.data} demoOnly />
              <PackContents pack={pack.data} />
            </>
          )}
        </div>
      </div>
    </Page>
  );
}
