import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { adminAuditQueryKey, adminCashierQueryKey } from '../api';

/** POST /api/admin/cashier/withdrawals/:id/approve: the payout goes to the provider. */
export function useApproveWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/admin/cashier/withdrawals/${encodeURIComponent(id)}/approve`, { method: 'POST' }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminCashierQueryKey }), queryClient.invalidateQueries({ queryKey: adminAuditQueryKey })]),
  });
}
