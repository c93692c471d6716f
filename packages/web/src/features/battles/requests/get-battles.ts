import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { type BattleQuery, PAGE_SIZE, battleKeys, battlePageSchema } from '../api';

function searchOf(query: BattleQuery): string {
  const params = new URLSearchParams({ filter: query.filter, sort: query.sort });
  if (query.mode) params.set('mode', query.mode);
  if (query.minPriceCents !== null) params.set('minPriceCents', String(query.minPriceCents));
  if (query.maxPriceCents !== null) params.set('maxPriceCents', String(query.maxPriceCents));
  return params.toString();
}

function pageQuery(path: string) {
  return ({ pageParam, signal }: { pageParam: string | null; signal: AbortSignal }) => {
    const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
    if (pageParam) params.set('cursor', pageParam);
    return apiFetch(`${path}${path.includes('?') ? '&' : '?'}${params}`, { signal, schema: battlePageSchema });
  };
}

export function useBattleList(query: BattleQuery) {
  return useInfiniteQuery({
    queryKey: battleKeys.list(query),
    queryFn: pageQuery(`/api/battles?${searchOf(query)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 10_000,
  });
}

export function useMyBattles(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: battleKeys.mine,
    queryFn: pageQuery('/api/me/battles'),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    staleTime: 10_000,
  });
}
