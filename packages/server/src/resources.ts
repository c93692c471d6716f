/**
 * The outside things the app runs on, chosen by config: database (PGlite or
 * PostgreSQL), bus (memory or Redis) and file storage (a local folder or an
 * S3-compatible bucket).
 */
import path from 'node:path';
import type { Config } from './config';
import { openPglite, openPostgres, type Database } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import type { Bus } from './realtime/bus';
import { createMemoryBus } from './realtime/memory-bus';
import { createRedisBus } from './realtime/redis-bus';
import { createS3Storage } from './storage/s3-storage';
import { createLocalStorage, type Storage } from './storage/storage';

export type Resources = { db: Database; bus: Bus; storage: Storage };

export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const unlock = lockDataDir(config.dataDir);
  try {
    const db = await openPglite(path.join(config.dataDir, 'pglite'));
    return {
      ...db,
      close: async () => {
        await db.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** The configured file storage: the bucket when STORAGE_URL names one, else DATA_DIR/files. */
export function openStorage(config: Config): Storage {
  return config.storage.kind === 's3' ? createS3Storage(config.storage.location) : createLocalStorage(path.join(config.dataDir, 'files'));
}

export async function openResources(config: Config, given: Partial<Resources> = {}): Promise<Resources & { close(): Promise<void> }> {
  const opened: Array<() => Promise<void>> = [];
  try {
    const db = given.db ?? (await openDatabase(config));
    if (!given.db) opened.push(() => db.close());
    const bus = given.bus ?? (config.redisUrl ? await createRedisBus(config.redisUrl) : createMemoryBus());
    if (!given.bus) opened.push(() => bus.close());
    const storage = given.storage ?? openStorage(config);
    if (!given.storage && storage.close) opened.push(() => storage.close!());
    return {
      db,
      bus,
      storage,
      close: async () => {
        for (const close of opened.reverse()) await close();
      },
    };
  } catch (error) {
    for (const close of opened.reverse()) await close().catch(() => {});
    throw error;
  }
}
