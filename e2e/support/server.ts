/**
 * The real server for browser tests: the whole app, with the built web app,
 * on a fresh embedded database and a random port. Codes sent by SMS or
 * e-mail land in in-memory outboxes the test can read, as a person would
 * read their phone. With `oidc`, a real OpenID provider runs beside it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../packages/server/src/app';
import { outboxSender, type Outbox } from '../../packages/server/src/auth/senders';
import { seedDemoCatalogue } from '../../packages/server/src/catalogue/seed-demo';
import { testConfig, type Config } from '../../packages/server/src/config';
import type { Database } from '../../packages/server/src/db/client';
import { freshPglite, freshPostgres, postgresUrl } from '../../packages/server/src/test/databases';
import type { Bus } from '../../packages/server/src/realtime/bus';
import type { Clock } from '../../packages/server/src/clock';
import type { SeededTemplate } from '../global-setup';
import { startOidcProvider, type TestProvider } from '../../packages/server/src/test/oidc-provider';
import { freePort } from '../../packages/server/src/test/ports';

export type TestServer = {
  app: FastifyInstance;
  url: string;
  sms: Outbox;
  email: Outbox;
  oidc: TestProvider | undefined;
  close(): Promise<void>;
};

/**
 * `clock`: the time the server's rules see (races, rewards), for a test that plays yesterday's race.
 * `database`: where the server keeps its data. By default PostgreSQL when TEST_DATABASE_URL names a
 * server (as in CI: far less CPU per request than the embedded database, on a machine that also
 * runs the browsers), else the embedded PGlite; 'pglite' keeps a file on the embedded default
 * `npm start` runs, so that stack is driven end to end in CI as well.
 */
export type ServerOptions = { seed?: boolean; oidc?: boolean; db?: Database; database?: 'pglite'; bus?: Bus; config?: Partial<Config>; clock?: Clock };

/**
 * A fresh database for one test file's server: a copy of the run's migrated database, or of the
 * one seeded with the demo catalogue (e2e/global-setup.ts), so no file migrates or seeds its own.
 */
function freshDatabase(options: ServerOptions, seeded: SeededTemplate | undefined): Promise<Database> {
  if (options.database === 'pglite' || !postgresUrl) return freshPglite(seeded?.pglite);
  return freshPostgres({ template: seeded?.postgres });
}

export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  // Built for this run by the global setup.
  const webDist = inject('webDist');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootforge-e2e-'));
  // The seeded copy holds the catalogue the run's seed made, with the house edge tests run at, its
  // images in local storage; a server with another edge or storage seeds its own.
  const seeded = options.seed && !options.db && options.config?.houseEdge === undefined && options.config?.storage === undefined ? inject('seeded') : undefined;
  // Its images, where the server's local storage keeps files (resources.ts: `<dataDir>/files`).
  if (seeded) fs.cpSync(seeded.files, path.join(dataDir, 'files'), { recursive: true });
  const db = options.db ?? (await freshDatabase(options, seeded));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const oidc = options.oidc ? await startOidcProvider([`${url}/api/auth/oidc/testid/callback`]) : undefined;
  const sms = outboxSender();
  const email = outboxSender();
  const app = await buildApp(
    testConfig({
      dataDir,
      webDist,
      port,
      publicUrl: url,
      oidc: oidc ? { id: 'testid', label: 'TestID', issuer: oidc.issuer, clientId: oidc.clientId, clientSecret: oidc.clientSecret } : undefined,
      otpPerIpPerHour: 1_000,
      ...options.config,
    }),
    // The rain's sweep is left to the test that calls sweepRain (a real half hour could close one mid-test).
    { db, senders: { sms, email }, rainSweeper: false, transparencySweeper: false, ...(options.bus ? { bus: options.bus } : {}), ...(options.clock ? { clock: options.clock } : {}) },
  );
  if (options.seed && !seeded) await seedDemoCatalogue(db, app.resources.storage, app.config.houseEdge);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    url,
    sms,
    email,
    oidc,
    close: async () => {
      await app.close();
      if (!options.db) await db.close();
      await oidc?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
