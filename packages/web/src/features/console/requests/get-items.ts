import { useInfiniteQuery } from '@tanstack/react-query';
import { adminItemsPageSchema, type AdminItemsPage } from '@lootforge/core/contracts/admin-answers';
import { apiFetch } from '../../../lib/api';
import { adminItemsQueryKey } from '../api';

export type ItemsPage = AdminItemsPage;

const PAGE_SIZE = 100;

/** GET /api/admin/items: newest number first, 100 at a time. */
export function useAdminItems() {
  return useInfiniteQuery({
    queryKey: adminItemsQueryKey,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam !== null) params.set('cursor', String(pageParam));
      return apiFetch(`/api/admin/items?${params}`, { signal, schema: adminItemsPageSchema });
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
