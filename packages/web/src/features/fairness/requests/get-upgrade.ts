import { useQuery } from '@tanstack/react-query';
import { upgradeAnswerSchema } from '@lootforge/core/contracts/upgrader-answers';
import { apiFetch } from '../../../lib/api';
import { fairnessQueryKey } from '../api';

/** GET /api/upgrader/:id: the signed-in player's own upgrade, its roll and seeds' hash; idle until there is an id. */
export function useUpgradeToVerify(upgradeId: string | null) {
  return useQuery({
    queryKey: [...fairnessQueryKey, 'upgrade', upgradeId],
    queryFn: ({ signal }) => apiFetch(`/api/upgrader/${encodeURIComponent(upgradeId ?? '')}`, { signal, schema: upgradeAnswerSchema }),
    select: (data) => data.upgrade,
    enabled: upgradeId !== null,
    // An upgrade never changes once rolled.
    staleTime: Infinity,
  });
}
