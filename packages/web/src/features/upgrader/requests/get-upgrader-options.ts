import { useQuery } from '@tanstack/react-query';
import { upgraderOptionsSchema } from '@lootforge/core/contracts/upgrader-answers';
import { apiFetch } from '../../../lib/api';
import { upgraderKeys } from '../api';

/** GET /api/upgrader/options: the house edge and chance bounds the server prices upgrades with. */
export function useUpgraderOptions() {
  return useQuery({
    queryKey: upgraderKeys.options,
    queryFn: ({ signal }) => apiFetch('/api/upgrader/options', { signal, schema: upgraderOptionsSchema }),
    staleTime: 5 * 60_000,
  });
}
