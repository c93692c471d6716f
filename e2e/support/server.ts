/**
 * The real server for browser tests: the whole app, with the built web app,
 * on a fresh embedded database and a random port.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../packages/server/src/app';
import { testConfig } from '../../packages/server/src/config';
import { openPglite } from '../../packages/server/src/db/client';
import { seedDemoCatalogue } from '../../packages/server/src/catalogue/seed-demo';

export type TestServer = { app: FastifyInstance; url: string; close(): Promise<void> };

const webDist = fileURLToPath(new URL('../../packages/web/dist', import.meta.url));

export async function startServer(options: { seed?: boolean } = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootforge-e2e-'));
  const db = await openPglite();
  const port = 0;
  const app = await buildApp(testConfig({ dataDir, webDist, port }), { db });
  if (options.seed) await seedDemoCatalogue(db, app.resources.storage, app.config.houseEdge);
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    app,
    url,
    close: async () => {
      await app.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
