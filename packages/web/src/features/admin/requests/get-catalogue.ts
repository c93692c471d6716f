import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { CATALOGUE_PAGE_SIZE, catalogueQueryKey, type CataloguePage } from '../pack-api';

/** GET /api/items?q=&limit=48&offset=: the catalogue to pick a pack's items from, dearest first. */
export function useCatalogue(q: string, offset: number) {
  return useQuery({
    queryKey: catalogueQueryKey(q, offset),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(CATALOGUE_PAGE_SIZE), offset: String(offset) });
      if (q) params.set('q', q);
      return apiFetch<CataloguePage>(`/api/items?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
