/** Whether this instance can serve: its database answers. */
import type { Database } from '../db/client';
import { pingDatabase } from './repository';

export type Health = { ok: true; db: Database['kind'] } | { ok: false; db: Database['kind']; error: unknown };

export async function checkHealth(db: Database): Promise<Health> {
  try {
    await pingDatabase(db);
    return { ok: true, db: db.kind };
  } catch (error) {
    return { ok: false, db: db.kind, error };
  }
}
