import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { adminAuditQueryKey, adminCashierQueryKey } from '../api';

export type KycDecision = { userId: string; decision: 'approve' } | { userId: string; decision: 'reject'; reason: string };

/** POST /api/admin/kyc/:userId/approve, or /reject `{ reason }` (audited; the player reads the reason on /verify). */
export function useDecideKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: KycDecision) =>
      apiFetch(`/api/admin/kyc/${encodeURIComponent(input.userId)}/${input.decision}`, {
        method: 'POST',
        ...(input.decision === 'reject' ? { body: { reason: input.reason } } : {}),
      }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminCashierQueryKey }), queryClient.invalidateQueries({ queryKey: adminAuditQueryKey })]),
  });
}
