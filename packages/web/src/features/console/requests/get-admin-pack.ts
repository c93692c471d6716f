import { useQuery } from '@tanstack/react-query';
import { adminPackAnswerSchema } from '@lootforge/core/contracts/admin-answers';
import { packAnswerSchema } from '@lootforge/core/contracts/packs-answers';
import { ApiError, apiFetch } from '../../../lib/api';
import { adminPackQueryKey, packListingQueryKey } from '../pack-api';

/** GET /api/admin/packs/:id: one pack with its items and odds, listed or not. */
export function useAdminPack(id: string | null) {
  return useQuery({
    queryKey: adminPackQueryKey(id ?? ''),
    queryFn: ({ signal }) => apiFetch(`/api/admin/packs/${encodeURIComponent(id ?? '')}`, { signal, schema: adminPackAnswerSchema }),
    select: (data) => data.pack,
    enabled: id !== null,
    staleTime: 0,
  });
}

/**
 * Whether the pack is listed in the marketplace, with its item pictures: the admin answer does
 * not say, but the public GET /api/packs/:id answers 404 for a hidden pack.
 */
export function usePackListing(id: string | null) {
  return useQuery({
    queryKey: packListingQueryKey(id ?? ''),
    queryFn: async ({ signal }) => {
      try {
        const { pack } = await apiFetch(`/api/packs/${encodeURIComponent(id ?? '')}`, { signal, schema: packAnswerSchema });
        return { listed: true, pack } as const;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { listed: false, pack: null } as const;
        throw error;
      }
    },
    enabled: id !== null,
    staleTime: 0,
  });
}
