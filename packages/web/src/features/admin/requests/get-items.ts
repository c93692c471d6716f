import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { adminItemsQueryKey, type AdminItem } from '../api';

export type ItemsPage = { items: AdminItem[]; total: number; nextCursor: number | null };

const PAGE_SIZE = 100;

/** GET /api/admin/items: newest number first, 100 at a time. */
export function useAdminItems() {
  return useInfiniteQuery({
    queryKey: adminItemsQueryKey,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam !== null) params.set('cursor', String(pageParam));
      return apiFetch<ItemsPage>(`/api/admin/items?${params}`, { signal });
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
