import { useQuery } from '@tanstack/react-query';
import { cashierAnswerSchema } from '@lootforge/core/contracts/cashier-answers';
import { apiFetch } from '../../../lib/api';
import { useMe } from '../../../lib/session';
import { cashierKeys } from '../api';
import { isWaiting } from '../statuses';

/**
 * GET /api/cashier: the balance, what may be withdrawn, the play-through still due, the
 * verification state, the limits, and the player's deposits and withdrawals. Read again whenever
 * the page comes back into view (a player back from the provider's checkout in another tab), and
 * every few seconds while a payment or payout is on its way.
 */
export function useCashier() {
  const { data: me } = useMe();
  return useQuery({
    queryKey: cashierKeys.summary(me?.id ?? null),
    queryFn: ({ signal }) => apiFetch('/api/cashier', { signal, schema: cashierAnswerSchema }),
    enabled: Boolean(me),
    staleTime: 5_000,
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) => (query.state.data && isWaiting(query.state.data, Date.now()) ? 5_000 : false),
  });
}
