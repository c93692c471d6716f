import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { adminAuditQueryKey, adminCashierQueryKey } from '../api';
import type { DepositResolution } from '../cashier-console';

/** POST /api/admin/cashier/deposits/:id/resolve: a deposit under review is credited (at most what arrived) or failed, with a reason. */
export function useResolveDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolution }: { id: string; resolution: DepositResolution }) =>
      apiFetch(`/api/admin/cashier/deposits/${encodeURIComponent(id)}/resolve`, { method: 'POST', body: resolution }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminCashierQueryKey }), queryClient.invalidateQueries({ queryKey: adminAuditQueryKey })]),
  });
}
