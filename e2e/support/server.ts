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
import { openPglite, type Database } from '../../packages/server/src/db/client';
import type { Bus } from '../../packages/server/src/realtime/bus';
import type { Clock } from '../../packages/server/src/clock';
import { startOidcProvider, type TestProvider } from '../../packages/server/src/test/oidc-provider';

export type TestServer = {
  app: FastifyInstance;
  url: string;
  sms: Outbox;
  email: Outbox;
  oidc: TestProvider | undefined;
  close(): Promise<void>;
};

/** Finds a free port first: the public URL (OpenID redirect) must name it before the app starts. */
async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** `clock`: the time the server's rules see (races, rewards), for a test that plays yesterday's race. */
export type ServerOptions = { seed?: boolean; oidc?: boolean; db?: Database; bus?: Bus; config?: Partial<Config>; clock?: Clock };

export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  // Built for this run by the global setup.
  const webDist = inject('webDist');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootforge-e2e-'));
  const db = options.db ?? (await openPglite());
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
    { db, senders: { sms, email }, ...(options.bus ? { bus: options.bus } : {}), ...(options.clock ? { clock: options.clock } : {}) },
  );
  if (options.seed) await seedDemoCatalogue(db, app.resources.storage, app.config.houseEdge);
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
