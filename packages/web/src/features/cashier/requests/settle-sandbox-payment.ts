import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sandboxPaymentAnswerSchema } from '@lootforge/core/contracts/cashier-answers';
import { apiFetch } from '../../../lib/api';
import { cashierKeys } from '../api';

export type SandboxOutcome = 'pay' | 'fail' | 'expire';

/**
 * POST /api/cashier/sandbox/:providerRef/pay, /fail or /expire: the three buttons of the sandbox's
 * checkout, one endpoint each with the same answer (the payment as it now stands). The provider
 * then tells our server through its webhook, as a real one would.
 */
export function useSettleSandboxPayment(providerRef: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: SandboxOutcome) =>
      apiFetch(`/api/cashier/sandbox/${encodeURIComponent(providerRef)}/${outcome}`, { method: 'POST', schema: sandboxPaymentAnswerSchema }),
    onSuccess: (answer) => queryClient.setQueryData(cashierKeys.sandbox(providerRef), answer),
  });
}
