/** Boots the whole app on a fresh in-memory PGlite for a test. */
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import { testConfig, type Config } from '../config';
import { freshPglite } from './databases';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export async function testApp(options: { config?: Partial<Config> } & BuildOptions = {}): Promise<FastifyInstance> {
  const { config, ...given } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootforge-test-'));
  const app = await buildApp(testConfig({ dataDir, ...config }), { db: given.db ?? (await freshPglite()), ...given });
  app.addHook('onClose', async () => {
    if (!given.db) await app.resources.db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}
