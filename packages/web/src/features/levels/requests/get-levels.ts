import { useQuery } from '@tanstack/react-query';
import { levelsAnswerSchema } from '@lootforge/core/contracts/levels-answers';
import { apiFetch } from '../../../lib/api';
import { useMe } from '../../../lib/session';
import { levelsQueryKey } from '../api';

/** GET /api/levels: the player's level and XP, the free cases waiting, and every tier's table. Idle while signed out. */
export function useLevels() {
  const { data: me } = useMe();
  return useQuery({
    queryKey: [...levelsQueryKey, me?.id ?? null],
    queryFn: ({ signal }) => apiFetch('/api/levels', { signal, schema: levelsAnswerSchema }),
    enabled: Boolean(me),
    staleTime: 10_000,
  });
}
