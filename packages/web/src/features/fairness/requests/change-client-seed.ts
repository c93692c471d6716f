import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seedPairsChangedSchema } from '@lootforge/core/contracts/fairness-answers';
import { apiFetch } from '../../../lib/api';
import { seedPairsQueryKey, type SeedPairs } from '../api';

/** POST /api/fairness/client-seed: a new client seed starts a new pair and reveals the old server seed. */
export function useChangeClientSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) => apiFetch('/api/fairness/client-seed', { method: 'POST', body: { clientSeed }, schema: seedPairsChangedSchema }),
    onSuccess: ({ active, previous }) => queryClient.setQueryData<SeedPairs>(seedPairsQueryKey, { active, previous }),
  });
}
