/**
 * A pack's open count (the marketplace's "Most Popular" order), counted in
 * memory and written once a second in one statement, not once per open: every
 * open of a popular pack would otherwise queue on that pack's row. A crash
 * loses at most the last second's counts; no money or item depends on them.
 */
import type { Database } from '../db/client';
import { addPackOpens } from './repository';

export type PopularityCounter = {
  add(packId: string, count: number): void;
  /** Opens of a pack counted here and not yet written (a pack page adds them, so a player's own open shows at once). */
  pending(packId: string): number;
  /** Writes what has been counted so far. */
  flush(): Promise<void>;
  /** Stops the timer and writes the rest. */
  close(): Promise<void>;
};

export function createPopularityCounter(db: Database, options: { everyMs?: number; onError?: (error: unknown) => void } = {}): PopularityCounter {
  let pending = new Map<string, number>();
  // The counts being written: still not in the pack's row until the write answers, so still counted here.
  let writing = new Map<string, number>();
  let running: Promise<void> = Promise.resolve();

  const flush = () => {
    running = running.then(async () => {
      if (pending.size === 0) return;
      writing = pending;
      pending = new Map();
      try {
        await addPackOpens(db, [...writing].map(([packId, count]) => ({ packId, count })));
      } catch (error) {
        // Keep the counts for the next flush.
        for (const [id, n] of writing) pending.set(id, (pending.get(id) ?? 0) + n);
        options.onError?.(error);
      } finally {
        writing = new Map();
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
    pending: (packId) => (pending.get(packId) ?? 0) + (writing.get(packId) ?? 0),
    flush,
    close: async () => {
      clearInterval(timer);
      await flush();
    },
  };
}
