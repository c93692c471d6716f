import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reconciliationAnswerSchema } from '@lootforge/core/contracts/cashier-answers';
import type * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api';
import { adminCashierQueryKey } from '../api';

export type Reconciliation = z.infer<typeof reconciliationAnswerSchema>;
export type Mismatch = Reconciliation['mismatches'][number];

export const reconciliationQueryKey = (date: string) => [...adminCashierQueryKey, 'reconciliation', date] as const;

/** GET /api/admin/cashier/reconciliation?date=: the provider's settled list against our completed deposits and withdrawals of that UTC day. */
export function useReconciliation(date: string) {
  return useQuery({
    queryKey: reconciliationQueryKey(date),
    queryFn: ({ signal }) => apiFetch(`/api/admin/cashier/reconciliation?${new URLSearchParams({ date })}`, { signal, schema: reconciliationAnswerSchema }),
    placeholderData: keepPreviousData,
  });
}
