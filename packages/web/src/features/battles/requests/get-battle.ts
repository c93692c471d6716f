import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { type BattleSnapshot, battleAnswerSchema, battleKeys } from '../api';

/** `key`: a private battle's key, from its link (the host's own battle shows without it). */
export async function fetchBattle(id: string, signal?: AbortSignal, key?: string | null): Promise<BattleSnapshot> {
  const sentAt = Date.now();
  const query = key ? `?${new URLSearchParams({ key })}` : '';
  const { battle } = await apiFetch(`/api/battles/${encodeURIComponent(id)}${query}`, { signal, schema: battleAnswerSchema });
  const receivedAt = Date.now();
  // The server stamped serverNow somewhere between sending and receiving: assume the middle.
  return { battle, clockOffsetMs: battle.serverNow - (sentAt + receivedAt) / 2 };
}

export function useBattle(id: string, key: string | null = null) {
  return useQuery({
    queryKey: battleKeys.detail(id),
    queryFn: ({ signal }) => fetchBattle(id, signal, key),
    staleTime: 30_000,
  });
}
