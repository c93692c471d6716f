import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sellAnswerSchema } from '@lootforge/core/contracts/wallet-answers';
import { apiFetch } from '../../../lib/api';
import { walletQueryKey } from '../../../lib/wallet-balance';
import { inventoryQueryKey } from '../api';

/** Sells items back for their value: `{ ids }` or `{ all: true }`. */
export function useSellItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: string[] } | { all: true }) => apiFetch('/api/inventory/sell', { method: 'POST', body, schema: sellAnswerSchema }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: inventoryQueryKey });
      void queryClient.invalidateQueries({ queryKey: walletQueryKey });
    },
  });
}
