import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LimitsChange } from '@lootforge/core/contracts/limits';
import { limitsAnswerSchema } from '@lootforge/core/contracts/limits-answers';
import { apiFetch } from '../../../lib/api';
import { limitsQueryKey } from '../api';

/** PUT /api/limits: lowering applies at once, raising or removing 24 hours later (the answer says which). */
export function useChangeLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: LimitsChange) => apiFetch('/api/limits', { method: 'PUT', body: change, schema: limitsAnswerSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: limitsQueryKey }),
  });
}
