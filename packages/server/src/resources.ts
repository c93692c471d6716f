/**
 * The outside things the app runs on, chosen by config: database (PGlite or
 * PostgreSQL), bus (memory or Redis) and file storage (local).
 */
import path from 'node:path';
import type { Config } from './config';
import { openPglite, openPostgres, type Database } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import type { Bus } from './realtime/bus';
import { createMemoryBus } from './realtime/memory-bus';
import { createRedisBus } from './realtime/redis-bus';
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

export async function openResources(config: Config, given: Partial<Resources> = {}): Promise<Resources & { close(): Promise<void> }> {
  const opened: Array<() => Promise<void>> = [];
  try {
    const db = given.db ?? (await openDatabase(config));
    if (!given.db) opened.push(() => db.close());
    const bus = given.bus ?? (config.redisUrl ? await createRedisBus(config.redisUrl) : createMemoryBus());
    if (!given.bus) opened.push(() => bus.close());
    const storage = given.storage ?? createLocalStorage(path.join(config.dataDir, 'files'));
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
