/**
 * Real databases for tests: a fresh in-memory PGlite, or a fresh database on
 * the PostgreSQL server named by TEST_DATABASE_URL. Without that variable the
 * PostgreSQL tests are skipped and say so, except in CI, where they fail.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { describe, inject, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client';

declare module 'vitest' {
  // Augmenting vitest's own interface needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** The migrated PGlite this run's global setup dumped (test/global-setup.ts). */
    pgliteTemplate: string;
  }
}

export const postgresUrl = process.env.TEST_DATABASE_URL;
const inCi = process.env.CI === 'true' || process.env.CI === '1';

/** Database files read once per test file, by path. */
const dumps = new Map<string, Blob>();

function readDump(file: string): Blob | undefined {
  if (!dumps.has(file) && fs.existsSync(file)) dumps.set(file, new Blob([fs.readFileSync(file)]));
  return dumps.get(file);
}

/** The migrated database the server project's global setup left for this run, if it did (test/global-setup.ts). */
function migratedTemplate(): Blob | undefined {
  let file: string | undefined;
  try {
    file = inject('pgliteTemplate');
  } catch {
    return undefined; // not under Vitest (a script using the test helpers): migrate as usual
  }
  return file ? readDump(file) : undefined;
}

/**
 * A fresh in-memory PGlite, migrated: a copy of `from` (a database file dumped with PGlite's
 * `dumpDataDir`) or of this run's migrated template when there is one.
 */
export async function freshPglite(from?: string): Promise<Database> {
  const db = await openPglite(undefined, { from: from ? readDump(from) : migratedTemplate() });
  // On a copy of the template this finds nothing to do; it keeps a stale or missing template harmless.
  await db.migrate();
  return db;
}

/** An empty database on the test server (or a copy of the database `template`); `drop` removes it. */
export async function freshPostgresUrl(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `lf_test_${randomBytes(6).toString('hex')}`;
  const asAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await asAdmin(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A fresh, migrated PostgreSQL database (a copy of the database `template`, when given); dropped on close. */
export async function freshPostgres(options: { max?: number; template?: string } = {}): Promise<Database> {
  const { url, drop } = await freshPostgresUrl(options.template);
  const db = await openPostgres(url, options);
  await db.migrate();
  return {
    ...db,
    close: async () => {
      await db.close();
      await drop();
    },
  };
}

/** `describe` for tests that need PostgreSQL. */
export function describePostgres(name: string, body: () => void): void {
  if (postgresUrl) {
    describe(name, body);
    return;
  }
  if (inCi) {
    describe(name, () => {
      it('needs PostgreSQL: set TEST_DATABASE_URL', () => {
        throw new Error('TEST_DATABASE_URL is not set; CI requires the PostgreSQL tests to run.');
      });
    });
    return;
  }
  console.warn(`[skipped] ${name}: set TEST_DATABASE_URL to run it against PostgreSQL`);
  describe.skip(name, body);
}

/** Runs the same suite on PGlite and on PostgreSQL. */
export function describeEachDatabase(name: string, body: (open: () => Promise<Database>) => void): void {
  describe(`${name} [pglite]`, () => body(() => freshPglite()));
  describePostgres(`${name} [postgres]`, () => body(() => freshPostgres()));
}
