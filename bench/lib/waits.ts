/**
 * What PostgreSQL's backends were doing during a phase, sampled from
 * pg_stat_activity: running, waiting for a lock, waiting for the client
 * inside a transaction (the client is the bottleneck, holding its locks
 * meanwhile), or writing the WAL. Printed as the average number of backends
 * in each state, so it adds up to the busy connection count.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../packages/server/src/db/client';

export function sampleWaits(db: Database, database: string): { stop(): Promise<string> } {
  const counts = new Map<string, number>();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const rows = await db.query<{ what: string; n: number }>(
        `SELECT CASE WHEN state = 'active' AND wait_event IS NULL THEN 'running'
                     WHEN state = 'idle in transaction' THEN 'waiting for the client in a transaction'
                     WHEN state = 'idle' THEN 'idle'
                     ELSE state || ': ' || wait_event_type || ' ' || wait_event END AS what, count(*)::int AS n
         FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() GROUP BY 1`,
        [database],
      );
      for (const row of rows) counts.set(row.what, (counts.get(row.what) ?? 0) + Number(row.n));
      samples++;
      await sleep(20);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      const parts = [...counts].sort((a, b) => b[1] - a[1]).map(([what, n]) => `${what} ${(n / samples).toFixed(2)}`);
      return `  backends (average of ${samples} samples): ${parts.join(', ')}`;
    },
  };
}
