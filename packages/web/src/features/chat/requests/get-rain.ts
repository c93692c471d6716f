import { useQuery, useQueryClient } from '@tanstack/react-query';
import { rainAnswerSchema, rainEventSchema, type RainState } from '@lootforge/core/contracts/rain-answers';
import { apiFetch } from '../../../lib/api';
import { SUBSCRIBED, readAgain, useTopic } from '../../../lib/realtime';
import { rainQueryKey } from '../api';

/** The rain as this page knows it, with the moment (this browser's clock) the server's `serverNow` was read. */
export type KnownRain = RainState & { receivedAt: number };

const known = (rain: RainState): KnownRain => ({ ...rain, receivedAt: Date.now() });

/**
 * GET /api/rain (the rain open now or next, and whether this player joined), kept live by the
 * `chat` topic's `rain` events: a new pool after a tip, the next rain after a close (not joined).
 */
export function useRain(live: boolean, userId: string | null) {
  const queryClient = useQueryClient();
  const queryKey = rainQueryKey(userId);
  useTopic(live ? 'chat' : null, (event, data) => {
    if (event === SUBSCRIBED) return void readAgain(queryClient, queryKey);
    if (event !== 'rain') return;
    const parsed = rainEventSchema.safeParse(data);
    if (!parsed.success) return;
    queryClient.setQueryData<KnownRain>(queryKey, (current) => known({ ...parsed.data, joined: current?.id === parsed.data.id ? current.joined : false }));
  });
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => known((await apiFetch('/api/rain', { signal, schema: rainAnswerSchema })).rain),
    enabled: live,
    staleTime: 30_000,
  });
}
