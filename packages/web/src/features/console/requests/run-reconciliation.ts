import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reconciliationAnswerSchema } from '@lootforge/core/contracts/cashier-answers';
import { apiFetch } from '../../../lib/api';
import { reconciliationQueryKey } from './get-reconciliation';

/** POST /api/admin/cashier/reconciliation/run `{ date }`: compares that day now; the answer is the day's new report. */
export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => apiFetch('/api/admin/cashier/reconciliation/run', { method: 'POST', body: { date }, schema: reconciliationAnswerSchema }),
    onSuccess: (report, date) => queryClient.setQueryData(reconciliationQueryKey(date), report),
  });
}
