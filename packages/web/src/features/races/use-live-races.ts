import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { raceEventSchema } from '@lootforge/core/contracts/races-answers';
import { SUBSCRIBED, useTopic } from '../../lib/realtime';
import { useMe } from '../../lib/session';
import { racesKeyFor, racesQueryKey, type Race } from './api';

/** A rank outside the top 10 moves as others play: read it again at most this often while boards change. */
const MY_RANK_EVERY_MS = 5_000;

/**
 * Keeps /race live. Each `race` event on the `races` topic replaces that race's board in the
 * cache at once; the player's own standing (not in the event) is taken from the board when they
 * are on it, and otherwise read again shortly (throttled), as it is after each of their own stakes
 * (a `balance` event on their `user` topic). A race the list does not know, or one just paid,
 * makes the list load again.
 */
export function useLiveRaces(): void {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const key = racesKeyFor(me?.id ?? null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastRefresh = useRef(0);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    },
    [],
  );

  function refreshSoon(minGapMs: number) {
    if (timer.current) return;
    const waitMs = Math.max(300, lastRefresh.current + minGapMs - Date.now());
    timer.current = setTimeout(() => {
      timer.current = null;
      lastRefresh.current = Date.now();
      void queryClient.invalidateQueries({ queryKey: racesQueryKey });
    }, waitMs);
  }

  useTopic('races', (event, data) => {
    // Boards pushed before the page was listening were not heard: read them once.
    if (event === SUBSCRIBED) refreshSoon(0);
    if (event !== 'race') return;
    // Pushed boards are checked like answers: one the page cannot read is dropped.
    const parsed = raceEventSchema.safeParse(data);
    if (!parsed.success) return;
    const incoming = parsed.data;
    let known = false;
    let standingMayHaveMoved = false;
    queryClient.setQueryData<{ races: Race[] }>(key, (current) => {
      if (!current) return current;
      return {
        races: current.races.map((race) => {
          if (race.id !== incoming.id) return race;
          known = true;
          const onBoard = me?.userName ? incoming.leaders.find((leader) => leader.userName === me.userName) : undefined;
          if (race.me === null) return { ...incoming, me: null };
          if (onBoard) return { ...incoming, me: { rank: onBoard.rank, wagerCents: onBoard.wagerCents } };
          // Ranked but not on the board (or just pushed off it): others passing changes the rank.
          if (race.me.rank !== null) standingMayHaveMoved = true;
          return { ...incoming, me: race.me };
        }),
      };
    });
    if (!known || incoming.status === 'finished') refreshSoon(0);
    else if (standingMayHaveMoved) refreshSoon(MY_RANK_EVERY_MS);
  });

  // The player's own stakes change their wager: a balance event follows each one.
  useTopic(me ? 'user' : null, (event) => {
    if (event === 'balance' || event === SUBSCRIBED) refreshSoon(0);
  });
}
