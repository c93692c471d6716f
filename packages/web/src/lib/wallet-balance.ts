/** The signed-in player's balance: shown in the navbar on every page, and patched by every feature that moves money. */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { WalletBalance } from '@lootforge/core/contracts/wallet-answers';
import { apiFetch } from './api';
import { useMe } from './session';

/** Read on every page: the schema comes with the answer, not with the first download (decision 018). */
const walletBalanceSchema = () => import('@lootforge/core/contracts/wallet-answers').then((m) => m.walletBalanceSchema);

export type { WalletBalance };

export const walletQueryKey = ['wallet'] as const;

/**
 * Balances the page was told (a push, a money call's answer), counted. A read of /api/wallet that was
 * under way when one was shown answers with it instead: the read may have left the server before the
 * change it describes (a push overtaking the read of the page's first moments, say).
 */
const told = { count: 0, balanceCents: 0 };

/** Shows a balance the page has just been told, newer than any read still under way. */
export function showBalance(queryClient: QueryClient, balanceCents: number): void {
  told.count++;
  told.balanceCents = balanceCents;
  queryClient.setQueryData<WalletBalance>(walletQueryKey, { balanceCents });
}

/** The signed-in user's balance (GET /api/wallet). Idle while signed out. */
export function useWalletBalance() {
  const { data: me } = useMe();
  return useQuery({
    queryKey: walletQueryKey,
    queryFn: async ({ signal }) => {
      const before = told.count;
      const answer = await apiFetch('/api/wallet', { signal, schema: walletBalanceSchema });
      return told.count === before ? answer : { balanceCents: told.balanceCents };
    },
    enabled: Boolean(me),
    staleTime: 15_000,
  });
}
