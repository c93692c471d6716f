import { useQuery } from '@tanstack/react-query';
import { walletBalanceSchema, type WalletBalance } from '@lootforge/core/contracts/wallet-answers';
import { apiFetch } from '../../lib/api';
import { useMe } from '../auth/api';

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
