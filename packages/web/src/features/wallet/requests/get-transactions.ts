import { useInfiniteQuery } from '@tanstack/react-query';
import type { WalletTransaction } from '@lootforge/core/contracts/wallet-answers';
import { apiFetch } from '../../../lib/api';
import { useMe } from '../../../lib/session';
import { walletQueryKey } from '../../../lib/wallet-balance';

export type { WalletTransaction };

const PAGE_SIZE = 20;

/** Under the wallet key, so invalidating the wallet refreshes the list too. */
export const walletTransactionsQueryKey = [...walletQueryKey, 'transactions'] as const;

/** GET /api/wallet/transactions, newest first, a page of 20 at a time. Idle while signed out. */
export function useWalletTransactions() {
  const { data: me } = useMe();
  return useInfiniteQuery({
    queryKey: walletTransactionsQueryKey,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam !== null) params.set('cursor', String(pageParam));
      // The schema comes with the answer: the live wallet (every page) shares this module's query key.
      return apiFetch(`/api/wallet/transactions?${params}`, { signal, schema: () => import('@lootforge/core/contracts/wallet-answers').then((m) => m.transactionsPageSchema) });
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(me),
    staleTime: 15_000,
  });
}
