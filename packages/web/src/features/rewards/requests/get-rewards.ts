import { useQuery } from '@tanstack/react-query';
import { rewardsAnswerSchema } from '@lootforge/core/contracts/rewards-answers';
import { apiFetch } from '../../../lib/api';
import { useMe } from '../../../lib/session';
import { rewardsQueryKey } from '../api';

/** GET /api/rewards: each reward's amount ready now, when it may be claimed, and its progress. Idle while signed out. */
export function useRewards() {
  const { data: me } = useMe();
  return useQuery({
    queryKey: [...rewardsQueryKey, me?.id ?? null],
    queryFn: ({ signal }) => apiFetch('/api/rewards', { signal, schema: rewardsAnswerSchema }),
    select: (data) => data.rewards,
    enabled: Boolean(me),
    staleTime: 10_000,
  });
}
