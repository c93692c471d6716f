import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { catalogueAnswerSchema, type CatalogueItem } from '@lootforge/core/contracts/packs-answers';
import { apiFetch } from '../../../lib/api';

export type { CatalogueItem };

/** The catalogue shows 48 items (DESIGN §3) a page ("Showing 1 - 48 of 5818"). */
export const CATALOGUE_PAGE_SIZE = 48;

export type CatalogueSearch = { q: string; maxPriceCents: number | null; offset: number };

export const catalogueQueryKey = ['catalogue'] as const;

/** GET /api/items?q=&maxPriceCents=&limit=48&offset=: the items packs are made from, dearest first. */
export function useCatalogue(search: CatalogueSearch) {
  return useQuery({
    queryKey: [...catalogueQueryKey, search],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(CATALOGUE_PAGE_SIZE), offset: String(search.offset) });
      if (search.q) params.set('q', search.q);
      if (search.maxPriceCents !== null) params.set('maxPriceCents', String(search.maxPriceCents));
      return apiFetch(`/api/items?${params}`, { signal, schema: catalogueAnswerSchema });
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
