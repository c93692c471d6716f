/**
 * Boots the whole app for a test: on a database given (`db`, left open), on
 * one made by `openDb` (closed with the app; e.g. the `open` of
 * describeEachDatabase), or on a fresh in-memory PGlite.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import { testConfig, type Config } from '../config';
import { freshPglite } from './databases';
import type { Database } from '../db/client';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export async function testApp(options: { config?: Partial<Config>; openDb?: () => Promise<Database> } & BuildOptions = {}): Promise<FastifyInstance> {
  const { config, openDb = freshPglite, ...given } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootforge-test-'));
  const app = await buildApp(testConfig({ dataDir, ...config }), { ...given, db: given.db ?? (await openDb()) });
  app.addHook('onClose', async () => {
    if (!given.db) await app.resources.db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}
