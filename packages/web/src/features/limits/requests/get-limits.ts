import { useQuery } from '@tanstack/react-query';
import { limitsAnswerSchema } from '@lootforge/core/contracts/limits-answers';
import { apiFetch } from '../../../lib/api';
import { useMe } from '../../../lib/session';
import { limitsQueryKey } from '../api';

/** GET /api/limits: each period's limit, wager so far and pending change, the break and the exclusion. */
export function useLimits() {
  const { data: me } = useMe();
  return useQuery({
    queryKey: [...limitsQueryKey, me?.id ?? null],
    queryFn: ({ signal }) => apiFetch('/api/limits', { signal, schema: limitsAnswerSchema }),
    enabled: Boolean(me),
  });
}
