import { useMutation, useQueryClient } from '@tanstack/react-query';
import { depositCreatedSchema } from '@lootforge/core/contracts/cashier-answers';
import { apiFetch } from '../../../lib/api';
import { cashierKeys, newIdempotencyKey } from '../api';

/**
 * POST /api/cashier/deposits with a fresh Idempotency-Key per attempt: the deposit, with the
 * provider's checkout to send the browser to.
 */
export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amountCents: number) =>
      apiFetch('/api/cashier/deposits', {
        method: 'POST',
        body: { amountCents },
        headers: { 'Idempotency-Key': newIdempotencyKey() },
        schema: depositCreatedSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cashierKeys.all }),
  });
}
