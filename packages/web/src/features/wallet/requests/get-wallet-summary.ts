import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { useMe } from '../../../lib/session';
import { walletQueryKey } from '../../../lib/wallet-balance';

/** GET /api/wallet/summary: lifetime staked and won back (the wallet page's totals). */
export function useWalletSummary() {
  const { data: me } = useMe();
  return useQuery({
    queryKey: [...walletQueryKey, 'summary'],
    queryFn: ({ signal }) => apiFetch('/api/wallet/summary', { signal, schema: () => import('@lootforge/core/contracts/wallet-answers').then((m) => m.walletSummarySchema) }),
    enabled: Boolean(me),
  });
}
