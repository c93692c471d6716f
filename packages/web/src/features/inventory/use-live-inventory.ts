import { useQueryClient } from '@tanstack/react-query';
import { SUBSCRIBED, readAgain, useTopic } from '../../lib/realtime';
import { inventoryQueryKey } from './api';

/** Keeps the inventory live from the `user` topic: items added by an open elsewhere, or sold in another tab. */
export function useLiveInventory(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useTopic(signedIn ? 'user' : null, (event) => {
    if (event === 'inventory') void queryClient.invalidateQueries({ queryKey: inventoryQueryKey });
    // An item added while the socket was not yet (or no longer) listening is read on (re)subscribing.
    if (event === SUBSCRIBED) void readAgain(queryClient, inventoryQueryKey);
  });
}
