import { useMutation, useQueryClient } from '@tanstack/react-query';
import { claimAnswerSchema } from '@lootforge/core/contracts/levels-answers';
import { apiFetch } from '../../../lib/api';
import { inventoryQueryKey } from '../../inventory/api';
import { levelsQueryKey, type Claim } from '../api';

/**
 * POST /api/levels/claim → the free open. Claimed or refused, the levels are read again (a case
 * claimed elsewhere disappears); a claim adds an item to the inventory.
 */
export function useClaimCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (claim: Claim) => apiFetch('/api/levels/claim', { method: 'POST', body: claim, schema: claimAnswerSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryQueryKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: levelsQueryKey }),
  });
}
