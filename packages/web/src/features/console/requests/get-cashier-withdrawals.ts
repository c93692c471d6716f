import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WithdrawalStatus } from '@lootforge/core/cashier';
import { adminWithdrawalsAnswerSchema } from '@lootforge/core/contracts/cashier-answers';
import type * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api';
import { adminCashierQueryKey } from '../api';
import { QUEUE_REFRESH_MS, type StatusFilter } from '../cashier-console';

export type AdminWithdrawal = z.infer<typeof adminWithdrawalsAnswerSchema>['withdrawals'][number];

/** GET /api/admin/cashier/withdrawals?status=: the queue (requested) or any other state's. */
export function useCashierWithdrawals(status: StatusFilter<WithdrawalStatus>) {
  return useQuery({
    queryKey: [...adminCashierQueryKey, 'withdrawals', status],
    queryFn: ({ signal }) => apiFetch(`/api/admin/cashier/withdrawals${status === 'all' ? '' : `?status=${status}`}`, { signal, schema: adminWithdrawalsAnswerSchema }),
    select: (answer) => answer.withdrawals,
    placeholderData: keepPreviousData,
    // An open console keeps its queue current: new requests arrive, payouts complete.
    refetchInterval: QUEUE_REFRESH_MS,
  });
}
