import { useQuery } from '@tanstack/react-query';
import { upgraderOptionsSchema } from '@lootforge/core/contracts/upgrader-answers';
import { apiFetch } from '../../../lib/api';
import { fairnessQueryKey } from '../api';

/** GET /api/upgrader/options: the house edge the server prices upgrades with, to recompute a chance. */
export function useUpgraderHouseEdge() {
  return useQuery({
    queryKey: [...fairnessQueryKey, 'upgrader-options'],
    queryFn: ({ signal }) => apiFetch('/api/upgrader/options', { signal, schema: upgraderOptionsSchema }),
    select: (options) => options.houseEdge,
    staleTime: 5 * 60_000,
  });
}
