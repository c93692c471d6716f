import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { useMe } from '../../auth/api';
import { walletQueryKey } from '../api';

export type WalletTransaction = {
  id: number;
  /** signup_bonus, battle_win, battle_entry, battle_refund, pack_open, item_sale … */
  kind: string;
  /** The spec's type where it names one: 0 signup bonus, 1 contest win, 2 battle entry. */
  type: number | null;
  label: string;
  /** Positive when money came in, negative when it went out. */
  amountCents: number;
  senderId: string | null;
  createdAt: string;
};

export type TransactionsPage = { transactions: WalletTransaction[]; nextCursor: number | null };

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
      return apiFetch<TransactionsPage>(`/api/wallet/transactions?${params}`, { signal });
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(me),
    staleTime: 15_000,
  });
}
