import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LiveEntry } from '@lootforge/core/contracts/wallet-answers';
import { apiFetch } from '../../../lib/api';
import { SUBSCRIBED, readAgain, useTopic } from '../../../lib/realtime';
import { LIVE_FEED_SIZE, liveQueryKey } from '../api';

/** The ticker is on every page: its schemas come with its first answer, not with the first download (decision 018). */
const liveAnswers = () => import('@lootforge/core/contracts/wallet-answers');
const liveAnswerSchema = () => liveAnswers().then((m) => m.liveAnswerSchema);

/** Newest first, one row per id (the later `at` wins), at most LIVE_FEED_SIZE. */
function mergeEntries(current: readonly LiveEntry[], incoming: readonly LiveEntry[], minValueCents = 0): LiveEntry[] {
  const byId = new Map(current.map((entry) => [entry.id, entry]));
  for (const entry of incoming) {
    if (entry.valueCents < minValueCents) continue;
    const known = byId.get(entry.id);
    byId.set(entry.id, known ? { ...entry, at: Math.max(known.at, entry.at) } : entry);
  }
  return [...byId.values()].sort((a, b) => b.at - a.at).slice(0, LIVE_FEED_SIZE);
}

/**
 * The latest opens and wins: GET /api/live, again each time the `live` topic is subscribed (what
 * was published before that was not heard), and every `entry` on the topic is put on top (deduplicated by id, newest first, 20 kept). An entry stays hidden until its `at`, so a
 * win never shows before the reel that reveals it has stopped.
 */
export function useLiveFeed({ minValueCents = 0 }: { minValueCents?: number } = {}) {
  const queryClient = useQueryClient();
  // The ticker's notable drops and the panel's every drop are two lists fed by one topic.
  const key = minValueCents > 0 ? ([...liveQueryKey, minValueCents] as const) : liveQueryKey;
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const { entries } = await apiFetch(minValueCents > 0 ? `/api/live?minValueCents=${minValueCents}` : '/api/live', { signal, schema: liveAnswerSchema });
      // A refetch keeps what the socket already said, including how long an entry is held back.
      return mergeEntries(queryClient.getQueryData<LiveEntry[]>(key) ?? [], entries, minValueCents);
    },
    // Fresh on each visit (events are only heard while a panel is on screen).
    staleTime: 10_000,
    refetchOnWindowFocus: false,
  });

  useTopic('live', (event, data) => {
    // Subscribed (again): what was published while the page loaded or the socket was away is read now.
    if (event === SUBSCRIBED) void readAgain(queryClient, key);
    if (event !== 'entry') return;
    // Pushed events are checked like answers: one the page cannot read is dropped.
    void liveAnswers().then(({ liveEntrySchema }) => {
      const entry = liveEntrySchema.safeParse(data);
      if (entry.success) queryClient.setQueryData<LiveEntry[]>(key, (current = []) => mergeEntries(current, [entry.data], minValueCents));
    });
  });

  const entries = query.data;
  const [now, setNow] = useState(() => Date.now());
  // Wake up when the next held-back entry is due (and not before).
  useEffect(() => {
    const pending = (entries ?? []).filter((entry) => entry.at > now).map((entry) => entry.at);
    if (pending.length === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, Math.min(...pending) - Date.now()) + 20);
    return () => clearTimeout(timer);
  }, [entries, now]);

  const visible = (entries ?? []).filter((entry) => entry.at <= now);
  return { entries: visible, isPending: query.isPending, isError: query.isError, refetch: query.refetch, now };
}
