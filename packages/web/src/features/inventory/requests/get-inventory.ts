import { useInfiniteQuery } from '@tanstack/react-query';
import { inventoryPageSchema } from '@lootforge/core/contracts/wallet-answers';
import { apiFetch } from '../../../lib/api';
import { useMe } from '../../../lib/session';
import { INVENTORY_PAGE_SIZE, inventoryQueryKey } from '../api';

/** The signed-in user's unsold items, newest first, 48 at a time. Idle while signed out. */
export function useInventory() {
  const { data: me } = useMe();
  return useInfiniteQuery({
    queryKey: inventoryQueryKey,
    queryFn: ({ pageParam, signal }) =>
      apiFetch(`/api/inventory?${new URLSearchParams({ limit: String(INVENTORY_PAGE_SIZE), offset: String(pageParam) })}`, { signal, schema: inventoryPageSchema }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset,
    enabled: Boolean(me),
    staleTime: 15_000,
  });
}
