/**
 * Boots the whole app for a test: on a database given (`db`, left open), on
 * one made by `openDb` (closed with the app; e.g. the `open` of
 * describeEachDatabase), or on a fresh in-memory PGlite.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { outboxSender, type Outbox } from '../auth/senders';
import { createTestPack, standardPackItems } from './catalogue';
import { settableClock, type SettableClock } from './clock';
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
  // The rain's and the liability tree's sweeps are left to the tests that call them: on a test's clock a rain could close mid-test.
  const app = await buildApp(testConfig({ dataDir, ...config }), { rainSweeper: false, transparencySweeper: false, ...given, db: given.db ?? (await openDb()) });
  app.addHook('onClose', async () => {
    if (!given.db) await app.resources.db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

/** What a suite's app is booted with: `testApp`'s options, a start for a settable clock, and whether to make a test pack. */
export type AppSuiteOptions = Omit<Parameters<typeof testApp>[0] & object, 'clock' | 'db' | 'senders'> & {
  /** Starts the app on a settable clock at this moment (`suite.clock`); without it the app reads the system clock. */
  at?: Date | string;
  /** Makes a $17.01 pack of standardPackItems before the first test (`suite.pack`). */
  pack?: boolean;
  /** Sends e-mail codes to an outbox of their own (`suite.email`) instead of the log. */
  email?: boolean;
};

export type AppSuite = {
  readonly app: FastifyInstance;
  /** The app's database. */
  readonly db: Database;
  /** Where the app's SMS codes go (signUp and signInByPhone read them there). */
  readonly sms: Outbox;
  readonly email: Outbox;
  readonly clock: SettableClock;
  readonly pack: { packId: string; priceCents: number; itemIds: string[] };
};

/**
 * The server tests' frame, as `browserSuite` is the browser tests': one app
 * for the suite it is called in, on a database of its own (`openDb`, e.g. the
 * `open` of describeEachDatabase; a fresh PGlite without it), booted before
 * the suite's first test and closed after its last. The fields are set once
 * it has booted: read them inside tests and hooks, not while the suite is
 * being declared.
 */
export function appSuite(options: AppSuiteOptions = {}): AppSuite {
  const { at, pack, email, ...given } = options;
  const parts: Partial<{ -readonly [K in keyof AppSuite]: AppSuite[K] }> = {};
  beforeAll(async () => {
    parts.sms = outboxSender();
    if (email) parts.email = outboxSender();
    if (at !== undefined) parts.clock = settableClock(at);
    parts.app = await testApp({ ...given, clock: parts.clock, senders: { sms: parts.sms, ...(parts.email ? { email: parts.email } : {}) } });
    parts.db = parts.app.resources.db;
    if (pack) parts.pack = await createTestPack(parts.db, { items: standardPackItems });
  });
  afterAll(async () => {
    await parts.app?.close();
  });
  const hint: Partial<Record<keyof AppSuite, string>> = { clock: 'give `at`', pack: 'give `pack: true`', email: 'give `email: true`' };
  const suite = {} as AppSuite;
  for (const key of ['app', 'db', 'sms', 'email', 'clock', 'pack'] as const) {
    Object.defineProperty(suite, key, {
      get: () => {
        const value = parts[key];
        if (value === undefined) throw new Error(`appSuite: ${key} is not there (${hint[key] ?? 'read it inside a test or hook'})`);
        return value;
      },
    });
  }
  return suite;
}
