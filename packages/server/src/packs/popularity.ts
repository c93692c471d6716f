/**
 * A pack's open count (the marketplace's "Most Popular" order), counted in
 * memory and written once a second in one statement, not once per open: every
 * open of a popular pack would otherwise queue on that pack's row. A crash
 * loses at most the last second's counts; no money or item depends on them.
 */
import type { Database } from '../db/client';

const FLUSH_SQL = `WITH c AS (
  SELECT * FROM json_to_recordset($1::json) AS c(id uuid, n int)
), locked AS (
  SELECT p.id FROM packs p JOIN c USING (id) ORDER BY p.id FOR UPDATE OF p
)
UPDATE packs p SET opens_count = p.opens_count + c.n FROM c JOIN locked USING (id) WHERE p.id = c.id`;

export type PopularityCounter = {
  add(packId: string, count: number): void;
  /** Writes what has been counted so far. */
  flush(): Promise<void>;
  /** Stops the timer and writes the rest. */
  close(): Promise<void>;
};

export function createPopularityCounter(db: Database, options: { everyMs?: number; onError?: (error: unknown) => void } = {}): PopularityCounter {
  let pending = new Map<string, number>();
  let running: Promise<void> = Promise.resolve();

  const flush = () => {
    running = running.then(async () => {
      if (pending.size === 0) return;
      const batch = pending;
      pending = new Map();
      try {
        await db.prepared('pack_popularity_flush', FLUSH_SQL, [JSON.stringify([...batch].map(([id, n]) => ({ id, n })))]);
      } catch (error) {
        // Keep the counts for the next flush.
        for (const [id, n] of batch) pending.set(id, (pending.get(id) ?? 0) + n);
        options.onError?.(error);
      }
    });
    return running;
  };

  const timer = setInterval(() => void flush(), options.everyMs ?? 1000);
  timer.unref();

  return {
    add(packId, count) {
      pending.set(packId, (pending.get(packId) ?? 0) + count);
    },
    flush,
    close: async () => {
      clearInterval(timer);
      await flush();
    },
  };
}
