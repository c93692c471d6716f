import { useQuery } from '@tanstack/react-query';
import { sandboxPaymentAnswerSchema } from '@lootforge/core/contracts/cashier-answers';
import { apiFetch } from '../../../lib/api';
import { cashierKeys } from '../api';

/** GET /api/cashier/sandbox/:providerRef: the sandbox provider's payment (no sign-in: it is the provider's page). */
export function useSandboxPayment(providerRef: string) {
  return useQuery({
    queryKey: cashierKeys.sandbox(providerRef),
    queryFn: ({ signal }) => apiFetch(`/api/cashier/sandbox/${encodeURIComponent(providerRef)}`, { signal, schema: sandboxPaymentAnswerSchema }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
