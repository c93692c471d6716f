import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchAnswerSchema } from '@lootforge/core/contracts/wallet-answers';
import { apiFetch } from '../../../lib/api';
import { searchQueryKey } from '../api';

/** GET /api/search?q=: up to 8 of each kind; idle while the query is empty. */
export function useSearch(q: string) {
  return useQuery({
    queryKey: [...searchQueryKey, q],
    queryFn: ({ signal }) => apiFetch(`/api/search?${new URLSearchParams({ q })}`, { signal, schema: searchAnswerSchema }),
    enabled: q !== '',
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}
