import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { adminAuditQueryKey, adminCashierQueryKey } from '../api';

/** POST /api/admin/cashier/withdrawals/:id/reject `{ reason }`: the amount goes back to the player's wallet (audited). */
export function useRejectWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiFetch(`/api/admin/cashier/withdrawals/${encodeURIComponent(id)}/reject`, { method: 'POST', body: { reason } }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminCashierQueryKey }), queryClient.invalidateQueries({ queryKey: adminAuditQueryKey })]),
  });
}
