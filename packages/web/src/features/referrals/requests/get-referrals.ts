import { useQuery } from '@tanstack/react-query';
import { referralsAnswerSchema } from '@lootforge/core/contracts/referrals-answers';
import { apiFetch } from '../../../lib/api';
import { useMe } from '../../../lib/session';
import { referralsKeyFor } from '../api';

/** GET /api/referrals: the code and link, the players referred with their wager, and the earnings. Idle while signed out. */
export function useReferrals() {
  const { data: me } = useMe();
  return useQuery({
    queryKey: referralsKeyFor(me?.id ?? null),
    queryFn: ({ signal }) => apiFetch('/api/referrals', { signal, schema: referralsAnswerSchema }),
    enabled: Boolean(me),
    staleTime: 10_000,
  });
}
