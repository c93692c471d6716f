import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { packListAnswerSchema } from '@lootforge/core/contracts/packs-answers';
import { apiFetch } from '../../../lib/api';
import { PACK_PAGE_SIZE, type PackListParams, packKeys } from '../api';

function listUrl(params: PackListParams & { limit: number; offset: number }): string {
  const search = new URLSearchParams({ type: params.type, filter: params.filter, limit: String(params.limit), offset: String(params.offset) });
  if (params.q.trim()) search.set('q', params.q.trim());
  return `/api/packs?${search}`;
}

/**
 * The marketplace, a page at a time (offset paging): with thousands of packs only what is on
 * screen is ever fetched. The previous answer stays up while a new search loads.
 */
export function usePackList(params: PackListParams, limit = PACK_PAGE_SIZE) {
  return useInfiniteQuery({
    queryKey: packKeys.list({ ...params, limit }),
    queryFn: ({ pageParam, signal }) => apiFetch(listUrl({ ...params, limit, offset: pageParam }), { signal, schema: packListAnswerSchema }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset,
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
}

/** The newest packs of any kind (home page). */
export function useNewestPacks(limit: number) {
  return useQuery({
    queryKey: packKeys.list({ q: '', type: 'any', filter: 'all', limit }),
    queryFn: ({ signal }) => apiFetch(listUrl({ q: '', type: 'any', filter: 'all', limit, offset: 0 }), { signal, schema: packListAnswerSchema }),
    staleTime: 30_000,
  });
}
