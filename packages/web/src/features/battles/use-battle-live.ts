/**
 * Realtime for battles (DESIGN §7): the `battles` topic keeps every list current, `battle:{id}`
 * keeps one battle's view current. Running battles turn "completed" on the server's clock
 * without an event, so the lists also fetch each one again when its reels end.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SUBSCRIBED, readAgain, useTopic } from '../../lib/realtime';
import { useMe } from '../../lib/session';
import { applyBattleChange, battleKeys, removeBattleFromLists, type BattleCard, type BattleDetail } from './api';
import { fetchBattle } from './requests/get-battle';

function isBattle(data: unknown): data is BattleCard {
  return typeof data === 'object' && data !== null && 'id' in data && 'seats' in data && 'status' in data;
}

export function useBattleListLive(cards: readonly BattleCard[]): void {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const userName = me?.userName ?? null;

  useTopic('battles', (event, data) => {
    // Battles made or changed before the list was listening (while the page loaded, or the socket was away).
    if (event === SUBSCRIBED) void readAgain(queryClient, battleKeys.lists);
    else if (event === 'battle' && isBattle(data)) applyBattleChange(queryClient, data, userName);
    else if (event === 'removed' && typeof data === 'object' && data !== null && 'id' in data) {
      removeBattleFromLists(queryClient, String((data as { id: unknown }).id));
    }
  });

  // The next running battle to finish: fetch it when its reels end so its winner shows.
  const next = cards
    .filter((card) => card.status === 'running' && card.completedAt > 0)
    .reduce<BattleCard | null>((soonest, card) => (!soonest || card.completedAt < soonest.completedAt ? card : soonest), null);
  const nextId = next?.id ?? null;
  const nextAt = next?.completedAt ?? 0;
  useEffect(() => {
    if (!nextId) return;
    const controller = new AbortController();
    let timer = 0;
    // Our clock may trail the server's a little: ask a moment after the end, and again if early.
    const ask = (attempt: number) => {
      fetchBattle(nextId, controller.signal)
        .then(({ battle }) => {
          applyBattleChange(queryClient, battle, userName);
          if (battle.status === 'running' && attempt < 5) timer = window.setTimeout(() => ask(attempt + 1), 1000);
        })
        .catch(() => undefined);
    };
    timer = window.setTimeout(() => ask(0), Math.max(250, nextAt - Date.now() + 400));
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [nextId, nextAt, queryClient, userName]);
}

/**
 * Follows a battle's own topic: its changes land in the query cache, and the number watching it
 * (every open page on it, on any instance) comes back, null until the server has said.
 * `key`: a private battle's key; its events go to `battle:{id}:{key}`.
 */
export function useBattleLive(battleId: string, key: string | null = null): { watchers: number | null } {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const userName = me?.userName ?? null;
  const [watchers, setWatchers] = useState<number | null>(null);
  useTopic(battleId ? `battle:${battleId}${key ? `:${key}` : ''}` : null, (event, data) => {
    if (event === 'watchers') {
      const count = (data as { count?: unknown } | null)?.count;
      if (typeof count === 'number') setWatchers(count);
      return;
    }
    if (isBattle(data) && 'packs' in data) {
      applyBattleChange(queryClient, data as BattleDetail, userName);
      return;
    }
    // `subscribed` says what came before was not heard: read the whole battle again.
    if (event === SUBSCRIBED) {
      void readAgain(queryClient, battleKeys.detail(battleId));
      return;
    }
    // An expiry sweep sends only { id }: ask for the whole battle.
    void queryClient.invalidateQueries({ queryKey: battleKeys.detail(battleId) });
  });
  return { watchers };
}
