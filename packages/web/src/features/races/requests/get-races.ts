import { useQuery } from '@tanstack/react-query';
import { racesAnswerSchema } from '@lootforge/core/contracts/races-answers';
import { apiFetch } from '../../../lib/api';
import { useMe } from '../../../lib/session';
import { racesKeyFor, type Race } from '../api';

/**
 * When to ask again: just after the next running race ends, every few seconds while one that has
 * ended waits for its payout (the sweep pays within a minute), otherwise every minute as a safety
 * net; the live boards themselves arrive on the `races` topic (use-live-races.ts).
 */
function nextCheckMs(races: Race[] | undefined): number {
  const now = Date.now();
  const ends = (races ?? []).filter((race) => race.status === 'running').map((race) => Date.parse(race.endsAt));
  if (ends.some((end) => end <= now)) return 5_000;
  const untilNextEnd = Math.min(...ends, now + 60_000) - now;
  return Math.max(1_000, Math.min(60_000, untilNextEnd + 1_500));
}

/**
 * GET /api/races: running and upcoming races, then the most recent finished ones, with the
 * signed-in player's own standing in each.
 */
export function useRaces() {
  const { data: me } = useMe();
  return useQuery({
    queryKey: racesKeyFor(me?.id ?? null),
    queryFn: ({ signal }) => apiFetch('/api/races', { signal, schema: racesAnswerSchema }),
    select: (data) => data.races,
    staleTime: 10_000,
    refetchInterval: (query) => nextCheckMs(query.state.data?.races),
  });
}
