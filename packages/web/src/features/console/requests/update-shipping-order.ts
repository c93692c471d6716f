import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { adminAuditQueryKey, adminCashierQueryKey } from '../api';
import type { ShippingUpdate } from '../cashier-console';

/** POST /api/admin/shipping/:id: the order's next state, with the carrier and tracking when shipped, a reason when cancelled. */
export function useUpdateShippingOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: ShippingUpdate }) => apiFetch(`/api/admin/shipping/${encodeURIComponent(id)}`, { method: 'POST', body: update }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminCashierQueryKey }), queryClient.invalidateQueries({ queryKey: adminAuditQueryKey })]),
  });
}
