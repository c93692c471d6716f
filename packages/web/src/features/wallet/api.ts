import { useQuery } from '@tanstack/react-query';
import type { WalletBalance } from '@lootforge/core/contracts/wallet-answers';
import { apiFetch } from '../../lib/api';
import { useMe } from '../auth/api';

/** Read on every page: the schema comes with the answer, not with the first download (decision 018). */
const walletBalanceSchema = () => import('@lootforge/core/contracts/wallet-answers').then((m) => m.walletBalanceSchema);

export type { WalletBalance };

export const walletQueryKey = ['wallet'] as const;

/** The signed-in user's balance (GET /api/wallet). Idle while signed out. */
export function useWalletBalance() {
  const { data: me } = useMe();
  return useQuery({
    queryKey: walletQueryKey,
    queryFn: () => apiFetch('/api/wallet', { schema: walletBalanceSchema }),
    enabled: Boolean(me),
    staleTime: 15_000,
  });
}

/** GET /api/wallet/summary: lifetime staked and won back (the wallet page's totals). */
export function useWalletSummary() {
  const { data: me } = useMe();
  return useQuery({
    queryKey: [...walletQueryKey, 'summary'],
    queryFn: ({ signal }) => apiFetch('/api/wallet/summary', { signal, schema: () => import('@lootforge/core/contracts/wallet-answers').then((m) => m.walletSummarySchema) }),
    enabled: Boolean(me),
  });
}
