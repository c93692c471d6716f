import { useQuery } from '@tanstack/react-query';
import { adminPackAnswerSchema } from '@lootforge/core/contracts/admin-answers';
import { apiFetch } from '../../../lib/api';
import { adminPackQueryKey } from '../pack-api';

/** GET /api/admin/packs/:id: one pack of any kind with its items, odds and pictures, listed or not. */
export function useAdminPack(id: string | null) {
  return useQuery({
    queryKey: adminPackQueryKey(id ?? ''),
    queryFn: ({ signal }) => apiFetch(`/api/admin/packs/${encodeURIComponent(id ?? '')}`, { signal, schema: adminPackAnswerSchema }),
    select: (data) => data.pack,
    enabled: id !== null,
    staleTime: 0,
  });
}
