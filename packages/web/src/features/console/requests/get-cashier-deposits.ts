import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DepositStatus } from '@lootforge/core/cashier';
import { adminDepositsAnswerSchema } from '@lootforge/core/contracts/cashier-answers';
import type * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api';
import { adminCashierQueryKey } from '../api';
import { QUEUE_REFRESH_MS, type StatusFilter } from '../cashier-console';

export type AdminDeposit = z.infer<typeof adminDepositsAnswerSchema>['deposits'][number];

/** GET /api/admin/cashier/deposits?status=: deposits, all or in one state (review: the provider reported another amount). */
export function useCashierDeposits(status: StatusFilter<DepositStatus>) {
  return useQuery({
    queryKey: [...adminCashierQueryKey, 'deposits', status],
    queryFn: ({ signal }) => apiFetch(`/api/admin/cashier/deposits${status === 'all' ? '' : `?status=${status}`}`, { signal, schema: adminDepositsAnswerSchema }),
    select: (answer) => answer.deposits,
    placeholderData: keepPreviousData,
    // An open console keeps its queue current: new requests arrive, payouts complete.
    refetchInterval: QUEUE_REFRESH_MS,
  });
}
