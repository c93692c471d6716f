import { Button } from './button';

/** What a paged list (TanStack Query's infinite query) offers the button that fetches its next page. */
export type PagedList = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/**
 * The button under a paged list that fetches its next page, and nothing once the last page is in.
 * `footer` sits at the bottom of a card, full width; `page` stands under a page-wide grid, centred.
 */
export function LoadMore({ list, look = 'footer', label }: { list: PagedList; look?: 'footer' | 'page'; label?: string }) {
  if (!list.hasNextPage) return null;
  const page = look === 'page';
  return (
    <div className={page ? 'flex justify-center' : 'border-t border-line p-3 sm:p-4'}>
      <Button
        variant="outline"
        size={page ? 'lg' : 'md'}
        className={page ? 'min-w-44' : 'w-full'}
        loading={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
      >
        {label ?? (page ? 'Show More' : 'Load more')}
      </Button>
    </div>
  );
}
