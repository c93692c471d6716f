/** Whether this instance can serve: its database answers, and whether live events cross instances. */
import type { Database } from '../db/client';
import type { Bus } from '../realtime/bus';
import { pingDatabase } from './repository';

export type Health = {
  ok: boolean;
  db: Database['kind'];
  /** Each part this instance depends on: the database is needed to serve; the bus only carries live events. */
  parts: { database: 'up' | 'down'; bus: 'up' | 'down' };
  error?: unknown;
};

export async function checkHealth(db: Database, bus: Bus): Promise<Health> {
  const busState = bus.healthy() ? 'up' : 'down';
  try {
    await pingDatabase(db);
    return { ok: true, db: db.kind, parts: { database: 'up', bus: busState } };
  } catch (error) {
    return { ok: false, db: db.kind, parts: { database: 'down', bus: busState }, error };
  }
}
