import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PackFilter } from '@lootforge/core/contracts/packs';
import { openAnswerSchema, packAnswerSchema, packCreatedSchema, packListAnswerSchema, packNameCheckAnswerSchema, packPricingSchema, type OpenAnswer, type PackDetail, type PackListPage, type PackOpen, type PackSummary } from '@lootforge/core/contracts/packs-answers';
import { ApiError, apiFetch } from '../../lib/api';
import { inventoryQueryKey } from '../inventory/api';
import { walletQueryKey } from '../../lib/wallet-balance';

export type { OpenAnswer, PackDetail, PackFilter, PackListPage, PackOpen, PackSummary };
export type PackItem = PackDetail['items'][number];
export type PackType = 'official' | 'community' | 'any';

export type PackListParams = { q: string; type: PackType; filter: PackFilter };

export const PACK_PAGE_SIZE = 24;

export const packKeys = {
  all: ['packs'] as const,
  list: (params: PackListParams & { limit: number }) => ['packs', 'list', params] as const,
  detail: (id: string) => ['packs', 'detail', id] as const,
  pricing: ['packs', 'pricing'] as const,
};

/** The house edge the server prices packs with (GET /api/packs/pricing): null until it has answered. */
export function usePackHouseEdge(): number | null {
  const pricing = useQuery({
    queryKey: packKeys.pricing,
    queryFn: ({ signal }) => apiFetch('/api/packs/pricing', { signal, schema: packPricingSchema }),
    staleTime: Infinity,
  });
  return pricing.data?.houseEdge ?? null;
}

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

export function usePack(id: string | null) {
  return useQuery({
    queryKey: packKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiFetch(`/api/packs/${encodeURIComponent(id!)}`, { signal, schema: packAnswerSchema }).then((answer) => answer.pack),
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
      apiFetch(`/api/packs/${encodeURIComponent(packId)}/open`, {
        method: 'POST',
        body: { count },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        schema: openAnswerSchema,
      }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: walletQueryKey });
      void queryClient.invalidateQueries({ queryKey: inventoryQueryKey });
      // Its opens count moved by these opens. The server writes counts about once a second, so
      // a refetch now could still answer the old number: count them here instead.
      queryClient.setQueryData<PackDetail>(packKeys.detail(packId), (pack) => (pack ? { ...pack, opensCount: pack.opensCount + answer.opens.length } : pack));
    },
  });
}

export type CreatePackInput = { name: string; commissionBp: number; items: Array<{ itemId: string; oddsPpm: number }> };

/** Whether a pack name is free and clean, asked while it is typed (debounced by the caller); idle for `null`. */
export function usePackNameCheck(name: string | null) {
  return useQuery({
    queryKey: [...packKeys.all, 'name-check', name?.toLowerCase() ?? ''],
    queryFn: ({ signal }) => apiFetch(`/api/packs/name-check?${new URLSearchParams({ name: name ?? '' })}`, { signal, schema: packNameCheckAnswerSchema }),
    enabled: name !== null,
    staleTime: 30_000,
  });
}

export function useCreatePack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePackInput) => apiFetch('/api/packs', { method: 'POST', body: input, schema: packCreatedSchema }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: packKeys.all });
    },
  });
}
