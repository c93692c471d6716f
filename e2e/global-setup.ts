/**
 * Before the browser tests: builds the web app once, into a folder of this run's own (so two runs
 * at once never serve each other's half-written build), and makes the databases each test file's
 * server starts from a copy of: migrated, and migrated with the demo catalogue (its database rows
 * and its drawn images). Drawing the catalogue's images takes seconds of CPU; doing it once here
 * instead of once per test file is most of what a seeded server's start cost. Skipped when
 * Chromium is missing.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { seedDemoCatalogue } from '../packages/server/src/catalogue/seed-demo';
import { testConfig } from '../packages/server/src/config';
import { openPglite, openPostgres, type Database } from '../packages/server/src/db/client';
import { createLocalStorage } from '../packages/server/src/storage/storage';
import { freshPostgresUrl, postgresUrl } from '../packages/server/src/test/databases';
import migratedTemplate from '../packages/server/src/test/global-setup';
import { chromiumPath } from './support/browser';

/** The demo catalogue, seeded once for the run: each seeded server starts from copies of these. */
export type SeededTemplate = {
  /** A PGlite database file (`freshPglite(file)`). */
  pglite: string;
  /** A PostgreSQL database to create copies of (`freshPostgres({ template })`), when TEST_DATABASE_URL names a server. */
  postgres?: string;
  /** The images both databases point to: a copy goes in each server's local file storage. */
  files: string;
};

declare module 'vitest' {
  // Augmenting vitest's own interface needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    webDist: string;
    seeded: SeededTemplate;
  }
}

export default async function setup(project: TestProject) {
  if (!chromiumPath()) return;
  const root = fileURLToPath(new URL('..', import.meta.url));
  const work = path.join(root, '.tmp', `e2e-${process.pid}`);
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  const cleanUp: Array<() => unknown> = [() => fs.rmSync(work, { recursive: true, force: true })];
  const tearDown = async () => {
    for (const step of cleanUp.reverse()) await step();
  };
  try {
    // Each test file's server starts from a copy of one migrated database, as the server tests do.
    cleanUp.push(await migratedTemplate(project));
    const webDist = path.join(work, 'web');
    execFileSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--config', 'packages/web/vite.config.ts', '--logLevel', 'warn', '--outDir', webDist, '--emptyOutDir'],
      { cwd: root, stdio: 'inherit' },
    );
    project.provide('webDist', webDist);
    const seeded = await seedTemplates(work, project.getProvidedContext().pgliteTemplate, cleanUp);
    project.provide('seeded', seeded);
  } catch (error) {
    await tearDown();
    throw error;
  }
  return tearDown;
}

/** `migrated`: the run's migrated PGlite file, which the embedded seeded copy starts from. */
async function seedTemplates(work: string, migrated: string, cleanUp: Array<() => unknown>): Promise<SeededTemplate> {
  const files = path.join(work, 'seed-files');
  const storage = createLocalStorage(files);
  const seed = async (db: Database) => {
    await db.migrate();
    await seedDemoCatalogue(db, storage, testConfig().houseEdge);
  };

  const pglite = path.join(work, 'seeded.tar');
  const embedded = await openPglite(undefined, { from: new Blob([fs.readFileSync(migrated)]) });
  try {
    await seed(embedded);
    fs.writeFileSync(pglite, Buffer.from(await (await embedded.dump()).arrayBuffer()));
  } finally {
    await embedded.close();
  }
  if (!postgresUrl) return { pglite, files };

  const { url, drop } = await freshPostgresUrl();
  cleanUp.push(drop);
  const server = await openPostgres(url);
  try {
    await seed(server);
  } finally {
    await server.close();
  }
  return { pglite, postgres: new URL(url).pathname.slice(1), files };
}
