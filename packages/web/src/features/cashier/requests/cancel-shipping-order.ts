import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shippingOrderAnswerSchema } from '@lootforge/core/contracts/cashier-answers';
import { apiFetch } from '../../../lib/api';
import { showBalance, walletQueryKey } from '../../../lib/wallet-balance';
import { inventoryQueryKey } from '../../inventory/api';
import { cashierKeys } from '../api';

/** POST /api/shipping/:id/cancel, while the order is still requested: the items come back and the fee is refunded. */
export function useCancelShippingOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => apiFetch(`/api/shipping/${encodeURIComponent(orderId)}/cancel`, { method: 'POST', schema: shippingOrderAnswerSchema }),
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
