import { useQuery } from '@tanstack/react-query';
import { seedPairsSchema } from '@lootforge/core/contracts/fairness-answers';
import { apiFetch } from '../../../lib/api';
import { seedPairsQueryKey } from '../api';

/** GET /api/fairness: the active pair (hash, client seed, nonce) and the last revealed pairs. */
export function useSeedPairs(enabled: boolean) {
  return useQuery({
    queryKey: seedPairsQueryKey,
    queryFn: ({ signal }) => apiFetch('/api/fairness', { signal, schema: seedPairsSchema }),
    enabled,
  });
}
