import { useQuery } from '@tanstack/react-query';
import { battleKeys } from '../../battles/api';
import { fetchBattle } from '../../battles/requests/get-battle';

/** GET /api/battles/:id, shared with the battle view's cache; idle until there is an id. */
export function useBattleToVerify(battleId: string | null, key: string | null) {
  return useQuery({
    queryKey: battleKeys.detail(battleId ?? ''),
    queryFn: ({ signal }) => fetchBattle(battleId ?? '', signal, key),
    select: (snapshot) => snapshot.battle,
    enabled: battleId !== null,
    staleTime: 10_000,
  });
}
