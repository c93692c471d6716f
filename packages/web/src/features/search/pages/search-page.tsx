import { useEffect, useId } from 'react';
import { Form, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { SearchIcon } from '../../../components/ui/icons';
import { Input, Label } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { readableError } from '../../../lib/readable-error';
import { EMPTY_QUERY_MESSAGE, type SearchResults } from '../api';
import { SearchResultsView, SECTIONS } from '../components/search-results';
import { SearchSkeleton } from '../components/search-skeleton';
import { useSearch } from '../requests/get-search';

function countOf(results: SearchResults): number {
  return results.packs.length + results.items.length + results.players.length + results.battles.length;
}

/** /search?q=: packs, items, players and battles matching the query (the navbar's GET form lands here). */
export function SearchPage() {
  const id = useId();
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const search = useSearch(query);

  // A failed search is also said in a toast, once per failure.
  const failure = search.isError ? readableError(search.error) : null;
  useEffect(() => {
    if (failure) toast.error(failure);
  }, [failure, search.errorUpdatedAt]);

  // While a new query loads, the previous answer stays up (dimmed) instead of a flash of skeletons.
  const results = search.data;
  const total = results ? countOf(results) : null;

  return (
    <Page>
      <PageHeader
        title={query ? `Results for “${query}”` : 'Search'}
        documentTitle={query ? `Search: ${query}` : 'Search'}
        description={
          query && total !== null && !search.isPlaceholderData
            ? `${total === 0 ? 'Nothing' : total === 1 ? '1 result' : `${total} results`} across packs, items, players and battles.`
            : 'Packs, items, players and battles.'
        }
      />
      <Form action="/search" method="get" role="search" aria-label="Search LootForge" className="flex max-w-2xl items-center gap-2">
        <Label htmlFor={`${id}-q`} className="sr-only">
          Search
        </Label>
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute top-4 left-3.5 size-4 text-fg-subtle" />
          <Input
            key={query}
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={query}
            placeholder="Pack, item, player or battle id"
            inputSize="lg"
            className="pl-10"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
          />
        </div>
        <Button type="submit" variant="secondary" size="lg">
          Search
        </Button>
      </Form>

      {query === '' ? (
        <Card>
          <EmptyState icon={<SearchIcon />} title={EMPTY_QUERY_MESSAGE} description="Look up a pack, an item, a player, or a battle by its id or by a pack it uses." />
        </Card>
      ) : search.isError ? (
        <Card>
          <LoadError title="The search did not go through" description={failure} query={search} />
        </Card>
      ) : !results ? (
        <SearchSkeleton />
      ) : total === 0 && !search.isPlaceholderData ? (
        <Card>
          <EmptyState
            icon={<SearchIcon />}
            title={`Nothing matches “${query}”`}
            description="Check the spelling or try a shorter word. Battles are found by their id or by the name of a pack they use."
            action={
              <>
                <ButtonLink to="/packs" variant="secondary">
                  Browse packs
                </ButtonLink>
                <ButtonLink to="/allbattle" variant="outline">
                  All battles
                </ButtonLink>
              </>
            }
          />
        </Card>
      ) : (
        <div className={cn('flex flex-col gap-4 transition-opacity', search.isPlaceholderData && 'opacity-60')} aria-busy={search.isPlaceholderData || undefined}>
          <nav aria-label="Result groups" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
            {SECTIONS.map((section) => (
              <a
                key={section.id}
                href={`#${section.id}`}
                className="inline-flex shrink-0 items-center gap-2 rounded-full border border-line bg-ink-850 px-3 py-1.5 text-sm font-medium text-fg-muted transition-colors hover:border-line-strong hover:text-fg"
              >
                {section.title}
                <span className="rounded-full bg-ink-700 px-1.5 text-xs font-semibold text-fg tabular-nums">{results[section.key].length}</span>
              </a>
            ))}
          </nav>
          <SearchResultsView results={results} />
        </div>
      )}
    </Page>
  );
}
