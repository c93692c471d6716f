import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShippingAddress } from '@lootforge/core/contracts/cashier';
import { shippingOrderAnswerSchema } from '@lootforge/core/contracts/cashier-answers';
import { apiFetch } from '../../../lib/api';
import { showBalance, walletQueryKey } from '../../../lib/wallet-balance';
import { inventoryQueryKey } from '../../inventory/api';
import { cashierKeys, newIdempotencyKey } from '../api';

/**
 * POST /api/shipping: the items leave the inventory and the fee leaves the balance in one go
 * (the navbar shows the new balance from the answer).
 */
export function useCreateShippingOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { inventoryIds: string[]; address: ShippingAddress }) =>
      apiFetch('/api/shipping', { method: 'POST', body: input, headers: { 'Idempotency-Key': newIdempotencyKey() }, schema: shippingOrderAnswerSchema }),
    onSuccess: ({ balanceCents }) => {
      showBalance(queryClient, balanceCents);
      void queryClient.invalidateQueries({ queryKey: [...walletQueryKey, 'transactions'] });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: inventoryQueryKey });
      void queryClient.invalidateQueries({ queryKey: cashierKeys.all });
    },
  });
}
