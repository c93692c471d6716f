import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { seedPairsQueryKey, type SeedPairs } from '../api';

/** GET /api/fairness: the active pair (hash, client seed, nonce) and the last revealed pairs. */
export function useSeedPairs(enabled: boolean) {
  return useQuery({
    queryKey: seedPairsQueryKey,
    queryFn: ({ signal }) => apiFetch<SeedPairs>('/api/fairness', { signal }),
    enabled,
  });
}
