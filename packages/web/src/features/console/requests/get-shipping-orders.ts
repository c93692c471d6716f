import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ShippingStatus } from '@lootforge/core/cashier';
import { adminShippingAnswerSchema } from '@lootforge/core/contracts/cashier-answers';
import type * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api';
import { adminCashierQueryKey } from '../api';
import { QUEUE_REFRESH_MS, type StatusFilter } from '../cashier-console';

export type AdminShippingOrder = z.infer<typeof adminShippingAnswerSchema>['orders'][number];

/** GET /api/admin/shipping?status=: players' shipping orders, all or in one state. */
export function useShippingOrders(status: StatusFilter<ShippingStatus>) {
  return useQuery({
    queryKey: [...adminCashierQueryKey, 'shipping', status],
    queryFn: ({ signal }) => apiFetch(`/api/admin/shipping${status === 'all' ? '' : `?status=${status}`}`, { signal, schema: adminShippingAnswerSchema }),
    select: (answer) => answer.orders,
    placeholderData: keepPreviousData,
    // An open console keeps its queue current: new requests arrive, payouts complete.
    refetchInterval: QUEUE_REFRESH_MS,
  });
}
