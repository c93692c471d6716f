import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seedPairsChangedSchema } from '@lootforge/core/contracts/fairness-answers';
import { apiFetch } from '../../../lib/api';
import { seedPairsQueryKey, type SeedPairs } from '../api';

/** POST /api/fairness/rotate: reveals the active server seed and starts a new pair (same client seed). */
export function useRotateSeedPair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/api/fairness/rotate', { method: 'POST', schema: seedPairsChangedSchema }),
    onSuccess: ({ active, previous }) => queryClient.setQueryData<SeedPairs>(seedPairsQueryKey, { active, previous }),
  });
}
