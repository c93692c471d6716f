import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { inventoryPageSchema, sellAnswerSchema, type InventoryItem, type InventoryPage } from '@lootforge/core/contracts/wallet-answers';
import { apiFetch } from '../../lib/api';
import { useTopic } from '../../lib/realtime';
import { useMe } from '../../lib/session';
import { walletQueryKey } from '../../lib/wallet-balance';

export type { InventoryItem, InventoryPage };

export const INVENTORY_PAGE_SIZE = 48;
export const inventoryQueryKey = ['inventory'] as const;

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

/** Sells items back for their value: `{ ids }` or `{ all: true }`. */
export function useSellItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: string[] } | { all: true }) => apiFetch('/api/inventory/sell', { method: 'POST', body, schema: sellAnswerSchema }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: inventoryQueryKey });
      void queryClient.invalidateQueries({ queryKey: walletQueryKey });
    },
  });
}

/** Keeps the inventory live from the `user` topic: items added by an open elsewhere, or sold in another tab. */
export function useLiveInventory(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useTopic(signedIn ? 'user' : null, (event) => {
    if (event === 'inventory') void queryClient.invalidateQueries({ queryKey: inventoryQueryKey });
  });
}
