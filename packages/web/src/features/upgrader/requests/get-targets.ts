import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { catalogueAnswerSchema } from '@lootforge/core/contracts/packs-answers';
import { apiFetch } from '../../../lib/api';
import { TARGET_PAGE_SIZE, upgraderKeys } from '../api';

/**
 * GET /api/items?q=&maxPriceCents=: the catalogue, dearest first, up to what the stake reaches at
 * the least chance (no bound while nothing is staked), a page at a time. The previous list stays
 * up while a new stake or search loads.
 */
export function useTargets(search: { q: string; maxPriceCents: number | null }) {
  return useInfiniteQuery({
    queryKey: upgraderKeys.targets(search),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(TARGET_PAGE_SIZE), offset: String(pageParam) });
      if (search.q) params.set('q', search.q);
      if (search.maxPriceCents !== null) params.set('maxPriceCents', String(search.maxPriceCents));
      return apiFetch(`/api/items?${params}`, { signal, schema: catalogueAnswerSchema });
    },
    initialPageParam: 0,
    getNextPageParam: (last) => (last.offset + last.items.length < last.total ? last.offset + last.items.length : undefined),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
