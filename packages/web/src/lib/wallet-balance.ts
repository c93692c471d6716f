/** The signed-in player's balance: shown in the navbar on every page, and patched by every feature that moves money. */
import { useQuery } from '@tanstack/react-query';
import type { WalletBalance } from '@lootforge/core/contracts/wallet-answers';
import { apiFetch } from './api';
import { useMe } from './session';

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
