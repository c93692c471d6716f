/**
 * The database function loader (db/functions.ts, decision 021): a changed
 * file is applied once, an unchanged one not at all, a changed signature
 * replaces the old one, and instances starting at once apply each file once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checksumOf, functionFiles, type FunctionFile } from './functions';
import { openPostgres, type Database } from './client';
import { describeEachDatabase, describePostgres, freshPostgresUrl } from '../test/databases';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Writes `files` (path → text) into a directory of their own and reads them as the loader does. */
function filesOf(files: Record<string, string>): FunctionFile[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lf-functions-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return functionFiles(dir);
}

const probe = (args: string, result: number) => `CREATE OR REPLACE FUNCTION lf_probe(${args}) RETURNS int LANGUAGE sql AS 'SELECT ${result}';\n`;

/** The server's own files plus a probe function, so a test can change one file and leave the rest as they are. */
const withProbe = (text: string) => [...functionFiles(), ...filesOf({ 'probe/lf-probe.sql': text })];

describe('function files', () => {
  it("are the server's own, each creating the function its name says", () => {
    const names = functionFiles().map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['ledger_post', 'ledger_refuse', 'stake_and_post']));
  });

  it('refuse a file that creates another function, two functions, or not with CREATE OR REPLACE', () => {
    expect(() => filesOf({ 'a/lf-probe.sql': probe('a int', 1).replace('lf_probe', 'lf_other') })).toThrow(/must create exactly one function, lf_probe \(it creates lf_other\)/);
    expect(() => filesOf({ 'a/lf-probe.sql': probe('a int', 1) + probe('b int', 2) })).toThrow(/exactly one function/);
    expect(() => filesOf({ 'a/lf-probe.sql': probe('a int', 1).replace(' OR REPLACE', '') })).toThrow(/CREATE OR REPLACE/);
  });
});

describeEachDatabase('database functions', (open) => {
  let db: Database;
  afterEach(async () => db?.close());

  const recorded = async () =>
    Object.fromEntries((await db.query<{ name: string; checksum: string }>(`SELECT name, checksum FROM db_functions ORDER BY name`)).map((r) => [r.name, r.checksum]));
  const signatures = async () =>
    (await db.query<{ signature: string }>(`SELECT oid::regprocedure::text AS signature FROM pg_proc WHERE proname = 'lf_probe'`)).map((r) => r.signature);

  it('records every file once migrated, and a second start applies none', async () => {
    db = await open();
    expect(await recorded()).toEqual(Object.fromEntries(functionFiles().map((f) => [f.name, checksumOf(f.text)])));
    expect(await db.migrate()).toEqual({ functionsApplied: [] });
  });

  it('applies a changed file once, and only that file', async () => {
    db = await open();
    expect((await db.migrate(withProbe(probe('a int', 1)))).functionsApplied).toEqual(['lf_probe']);
    expect((await db.query<{ r: number }>(`SELECT lf_probe(0) AS r`))[0]!.r).toBe(1);
    expect((await db.migrate(withProbe(probe('a int', 1)))).functionsApplied).toEqual([]);

    const changed = withProbe(probe('a int', 2));
    expect((await db.migrate(changed)).functionsApplied).toEqual(['lf_probe']);
    expect((await db.migrate(changed)).functionsApplied).toEqual([]);
    expect((await db.query<{ r: number }>(`SELECT lf_probe(0) AS r`))[0]!.r).toBe(2);
    expect((await recorded()).lf_probe).toBe(checksumOf(probe('a int', 2)));
  });

  it('replaces a function whose arguments changed, leaving no old signature behind', async () => {
    db = await open();
    await db.migrate(withProbe(probe('a int', 1)));
    expect(await signatures()).toEqual(['lf_probe(integer)']);
    await db.migrate(withProbe(probe('a int, b text', 3)));
    expect(await signatures()).toEqual(['lf_probe(integer,text)']);
  });

  it('applies nothing of a file that fails, and records nothing for it', async () => {
    db = await open();
    await expect(db.migrate(withProbe(probe('a int', 1).replace("'SELECT 1'", "'SELECT nope'")))).rejects.toThrow();
    expect(await signatures()).toEqual([]);
    expect((await recorded()).lf_probe).toBeUndefined();
    expect((await db.migrate(withProbe(probe('a int', 1)))).functionsApplied).toEqual(['lf_probe']);
  });
});

describePostgres('database functions, instances starting at once [postgres]', () => {
  it('apply each changed file once between them', async () => {
    const { url, drop } = await freshPostgresUrl();
    const instances = await Promise.all([1, 2, 3].map(() => openPostgres(url, { max: 2 })));
    try {
      const first = await Promise.all(instances.map((db) => db.migrate()));
      expect(first.flatMap((r) => r.functionsApplied).sort()).toEqual(functionFiles().map((f) => f.name).sort());

      const files = withProbe(probe('a int', 7));
      const second = await Promise.all(instances.map((db) => db.migrate(files)));
      expect(second.flatMap((r) => r.functionsApplied)).toEqual(['lf_probe']);
      expect((await instances[0]!.query<{ r: number }>(`SELECT lf_probe(0) AS r`))[0]!.r).toBe(7);
    } finally {
      await Promise.all(instances.map((db) => db.close()));
      await drop();
    }
  });
});
