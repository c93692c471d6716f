import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { searchQueryKey, type SearchResults } from '../api';

/** GET /api/search?q=: up to 8 of each kind; idle while the query is empty. */
export function useSearch(q: string) {
  return useQuery({
    queryKey: [...searchQueryKey, q],
    queryFn: ({ signal }) => apiFetch<SearchResults>(`/api/search?${new URLSearchParams({ q })}`, { signal }),
    enabled: q !== '',
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}
