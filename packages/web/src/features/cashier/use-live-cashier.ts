import { useQueryClient, type Query } from '@tanstack/react-query';
import { SUBSCRIBED, useTopic } from '../../lib/realtime';
import { useMe } from '../../lib/session';
import { cashierKeys, movesCashier } from './api';

/** The player's own cashier reads (not a sandbox checkout's). */
const players = (query: Query) => query.queryKey[0] === cashierKeys.all[0] && query.queryKey[1] !== 'sandbox';

/**
 * Keeps /cashier, /verify and /shipping current from the signed-in player's `user` topic: a
 * completed deposit (its balance push), a refunded withdrawal, items back from a cancelled order.
 * The navbar's own subscription keeps the balance itself live.
 */
export function useLiveCashier(): void {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  useTopic(me ? 'user' : null, (event) => {
    if (event === SUBSCRIBED) {
      // Whatever changed while the socket was not listening is read again.
      void queryClient.cancelQueries({ predicate: players }).then(() => queryClient.invalidateQueries({ predicate: players }));
      return;
    }
    if (movesCashier(event)) void queryClient.invalidateQueries({ predicate: players });
  });
}
