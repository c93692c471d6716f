/**
 * Migrates one embedded database before the server tests and leaves it as a
 * file for this run (decision 021): each suite's `freshPglite` starts from a
 * copy of it instead of creating and migrating a database of its own, several
 * times faster. Made anew each run, from the migrations and function files as
 * they are now.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/client';

export default async function setup(project: TestProject) {
  const dir = fileURLToPath(new URL('../../../../.tmp', import.meta.url));
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  const db = await openPglite();
  try {
    await db.migrate();
    fs.writeFileSync(file, Buffer.from(await (await db.dump()).arrayBuffer()));
  } finally {
    await db.close();
  }
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(file, { force: true });
}
