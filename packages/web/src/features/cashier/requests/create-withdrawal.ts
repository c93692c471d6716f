import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalCreatedSchema } from '@lootforge/core/contracts/cashier-answers';
import { apiFetch } from '../../../lib/api';
import { showBalance, walletQueryKey } from '../../../lib/wallet-balance';
import { cashierKeys, newIdempotencyKey } from '../api';

/**
 * POST /api/cashier/withdrawals with a fresh Idempotency-Key per attempt. The amount leaves the
 * balance at once (held until it is paid out): the navbar shows the new balance from the answer.
 */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { amountCents: number; destination: string }) =>
      apiFetch('/api/cashier/withdrawals', {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': newIdempotencyKey() },
        schema: withdrawalCreatedSchema,
      }),
    onSuccess: ({ balanceCents }) => {
      showBalance(queryClient, balanceCents);
      void queryClient.invalidateQueries({ queryKey: [...walletQueryKey, 'transactions'] });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cashierKeys.all }),
  });
}
