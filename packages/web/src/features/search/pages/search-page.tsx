import { useId } from 'react';
import { Form, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { SearchIcon } from '../../../components/ui/icons';
import { Input, Label } from '../../../components/ui/input';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';

/** /search?q=: packs, items, battles and players matching the query. */
export function SearchPage() {
  const id = useId();
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();

  return (
    <Page>
      <PageHeader
        title={query ? `Results for “${query}”` : 'Search'}
        description="Packs, items, battles and players."
      />
      <Form action="/search" method="get" role="search" className="flex max-w-2xl items-center gap-2">
        <Label htmlFor={`${id}-q`} className="sr-only">
          Search
        </Label>
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute top-3.5 left-3.5 size-4 text-fg-subtle" />
          <Input key={query} id={`${id}-q`} name="q" type="search" defaultValue={query} placeholder="Search LootForge" inputSize="lg" className="pl-10" />
        </div>
        <Button type="submit" variant="secondary" size="lg">
          Search
        </Button>
      </Form>
      <Card>
        <EmptyState
          icon={<SearchIcon />}
          title={query ? 'No results to show yet' : 'Type something to search'}
          description={
            query
              ? 'Search across packs, items, battles and players is being connected. Results will appear here.'
              : 'Look up a pack, an item, a battle id or a player.'
          }
        />
      </Card>
    </Page>
  );
}
