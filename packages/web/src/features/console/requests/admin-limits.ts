import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminLimitsAnswerSchema } from '@lootforge/core/contracts/limits-answers';
import { apiFetch } from '../../../lib/api';
import { adminAuditQueryKey } from '../api';

const adminLimitsQueryKey = (userId: string) => ['admin', 'limits', userId] as const;

/** GET /api/admin/users/:id/limits: a player's limits, break and exclusion, for an admin. */
export function useAdminLimits(userId: string) {
  return useQuery({
    queryKey: adminLimitsQueryKey(userId),
    queryFn: ({ signal }) => apiFetch(`/api/admin/users/${encodeURIComponent(userId)}/limits`, { signal, schema: adminLimitsAnswerSchema }),
  });
}

/** POST /api/admin/users/:id/limits/lift-exclusion `{ reason }`: audited. */
export function useLiftExclusion(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiFetch(`/api/admin/users/${encodeURIComponent(userId)}/limits/lift-exclusion`, { method: 'POST', body: { reason }, schema: adminLimitsAnswerSchema }),
    onSuccess: (answer) => queryClient.setQueryData(adminLimitsQueryKey(userId), answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAuditQueryKey }),
  });
}
