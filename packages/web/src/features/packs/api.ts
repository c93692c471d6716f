import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PackDetail, PackFilter, PackSummary } from '@lootforge/core/contracts/packs';
import { ApiError, apiFetch } from '../../lib/api';
import { inventoryQueryKey } from '../inventory/api';
import { walletQueryKey } from '../wallet/api';

export type { PackDetail, PackFilter, PackSummary };
export type PackItem = PackDetail['items'][number];
export type PackType = 'official' | 'community' | 'any';

export type PackListPage = { packs: PackSummary[]; total: number; nextOffset: number | null };
export type PackListParams = { q: string; type: PackType; filter: PackFilter };

/** One pack open as the server answers it, with the roll's fairness data. */
export type PackOpen = {
  openId: string;
  inventoryId: string;
  itemId: string;
  name: string;
  valueCents: number;
  thumbUrl: string | null;
  imageUrl: string | null;
  ticket: number;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
};
export type OpenAnswer = { opens: PackOpen[]; priceCents: number };

export type CatalogueItem = { id: string; name: string; valueCents: number; thumbUrl: string | null; imageUrl: string | null };
export type CataloguePage = { items: CatalogueItem[]; total: number; offset: number };

export const PACK_PAGE_SIZE = 24;
/** Spec: the Create Pack catalogue shows 48 items a page ("Showing 1 - 48 of 5818"). */
export const CATALOGUE_PAGE_SIZE = 48;

export const packKeys = {
  all: ['packs'] as const,
  list: (params: PackListParams & { limit: number }) => ['packs', 'list', params] as const,
  detail: (id: string) => ['packs', 'detail', id] as const,
  catalogue: (params: { q: string; maxPriceCents: number | null; offset: number }) => ['packs', 'catalogue', params] as const,
};

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
    queryFn: ({ pageParam, signal }) => apiFetch<PackListPage>(listUrl({ ...params, limit, offset: pageParam }), { signal }),
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
    queryFn: ({ signal }) => apiFetch<PackListPage>(listUrl({ q: '', type: 'any', filter: 'all', limit, offset: 0 }), { signal }),
    staleTime: 30_000,
  });
}

export function usePack(id: string | null) {
  return useQuery({
    queryKey: packKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiFetch<{ pack: PackDetail }>(`/api/packs/${encodeURIComponent(id!)}`, { signal }).then((answer) => answer.pack),
    enabled: Boolean(id),
    staleTime: 60_000,
    // A pack that does not exist will not start existing on a retry.
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}

/** POST /api/packs/:id/open with a fresh Idempotency-Key per click. */
export function useOpenPack(packId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (count: number) =>
      apiFetch<OpenAnswer>(`/api/packs/${encodeURIComponent(packId)}/open`, {
        method: 'POST',
        body: { count },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: walletQueryKey });
      void queryClient.invalidateQueries({ queryKey: inventoryQueryKey });
      // Its opens count moved.
      void queryClient.invalidateQueries({ queryKey: packKeys.detail(packId) });
    },
  });
}

/** The Create Pack catalogue: 48 items a page, searchable, under a max price. */
export function useCatalogue(params: { q: string; maxPriceCents: number | null; offset: number }) {
  return useQuery({
    queryKey: packKeys.catalogue(params),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ limit: String(CATALOGUE_PAGE_SIZE), offset: String(params.offset) });
      if (params.q.trim()) search.set('q', params.q.trim());
      if (params.maxPriceCents !== null) search.set('maxPriceCents', String(params.maxPriceCents));
      return apiFetch<CataloguePage>(`/api/items?${search}`, { signal });
    },
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}

export type CreatePackInput = { name: string; commissionBp: number; items: Array<{ itemId: string; oddsPpm: number }> };

export function useCreatePack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePackInput) => apiFetch<{ pack: PackSummary; message: string }>('/api/packs', { method: 'POST', body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: packKeys.all });
    },
  });
}
