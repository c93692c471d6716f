import { useMutation, useQueryClient } from '@tanstack/react-query';
import { limitsAnswerSchema } from '@lootforge/core/contracts/limits-answers';
import type { BreakPeriod } from '@lootforge/core/limits';
import { apiFetch } from '../../../lib/api';
import { meQueryKey } from '../../../lib/session';
import { limitsQueryKey } from '../api';

/**
 * POST /api/limits/exclusion: a break (24 hours to 6 weeks) or a self-exclusion (6 months to
 * permanent); starts at once, never shortens what runs. /api/me is asked again: a self-excluded
 * player's pages hide promotions (`selfExcluded`).
 */
export function useTakeBreak() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (period: BreakPeriod) => apiFetch('/api/limits/exclusion', { method: 'POST', body: { period }, schema: limitsAnswerSchema }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: limitsQueryKey }), queryClient.invalidateQueries({ queryKey: meQueryKey })]),
  });
}
