import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { seedPairsQueryKey, type SeedPairs } from '../api';

type Answer = SeedPairs & { message: string };

/** POST /api/fairness/rotate: reveals the active server seed and starts a new pair (same client seed). */
export function useRotateSeedPair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<Answer>('/api/fairness/rotate', { method: 'POST' }),
    onSuccess: ({ active, previous }) => queryClient.setQueryData<SeedPairs>(seedPairsQueryKey, { active, previous }),
  });
}
