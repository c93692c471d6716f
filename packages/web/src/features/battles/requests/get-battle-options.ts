import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { battleKeys, battleOptionsAnswerSchema } from '../api';

/**
 * GET /api/battles/options: what this site offers when creating a battle (turbo can be switched
 * off site-wide, DESIGN §16b). It changes only when the server restarts, so it is read once per
 * page load.
 */
export function useBattleOptions() {
  return useQuery({
    queryKey: battleKeys.options,
    queryFn: ({ signal }) => apiFetch('/api/battles/options', { signal, schema: battleOptionsAnswerSchema }),
    staleTime: Infinity,
  });
}
