/**
 * The database functions (PL/pgSQL), applied at start right after the
 * migrations and under the same lock (decision 021). Each lives in one
 * `.sql` file beside the code that calls it, named after the function it
 * creates (`stakes/stake-and-post.sql` creates `stake_and_post`), so a
 * change to a function reads as a diff of one file. Migrations change
 * tables only.
 *
 * `db_functions` holds the SHA-256 of the text last applied for each
 * function: a start applies a file only when that differs (Flyway's
 * repeatable migrations), all of them in one transaction. A file whose
 * function changed its arguments replaces the old signature: every other
 * function of that name is dropped in the same transaction.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type FunctionFile = { name: string; file: string; text: string };

/** What the loader needs of a connection: a query inside the transaction the caller opened. */
export type FunctionRunner = { query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]> };

/**
 * Where the files are: src/ in development and tests (this file is
 * src/db/functions.ts), or dist/functions/ beside the compiled dist/main.js
 * (and dist/scripts/*.js), where the build copies them with their paths.
 */
function functionsRoot(): string {
  const candidates = ['..', './functions', '../functions'].map((relative) => fileURLToPath(new URL(relative, import.meta.url)));
  const root = candidates.find((folder) => fs.existsSync(path.join(folder, 'ledger', 'ledger-post.sql')));
  if (!root) throw new Error(`No database function files under ${candidates.join(' or ')}`);
  return root;
}

/** Every `.sql` file under `root` (default: the server's sources), sorted by path. */
export function functionFiles(root = functionsRoot()): FunctionFile[] {
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => functionFile(path.join(root, file)));
}

/** Reads one file and checks it creates the function its name promises, and nothing else. */
export function functionFile(file: string): FunctionFile {
  const name = path.basename(file, '.sql').replaceAll('-', '_');
  const text = fs.readFileSync(file, 'utf8');
  const created = [...text.matchAll(/^\s*CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+([a-z_][a-z0-9_]*)\s*\(/gim)].map((m) => m[1]!.toLowerCase());
  if (created.length !== 1 || created[0] !== name) {
    throw new Error(`${file} must create exactly one function, ${name} (it creates ${created.join(', ') || 'none'})`);
  }
  if (!/CREATE\s+OR\s+REPLACE\s+FUNCTION/i.test(text)) throw new Error(`${file} must say CREATE OR REPLACE FUNCTION, so an unchanged signature keeps its function`);
  return { name, file, text };
}

export const checksumOf = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Applies each file whose checksum differs from the one recorded, inside the
 * caller's transaction (which holds the migration lock); returns the names
 * applied, in order.
 */
export async function applyFunctions(sql: FunctionRunner, files: FunctionFile[] = functionFiles()): Promise<string[]> {
  const rows = await sql.query<{ name: string; checksum: string }>(`SELECT name, checksum FROM db_functions`);
  const applied = new Map(rows.map((row) => [row.name, row.checksum]));
  const changed: string[] = [];
  for (const { name, text } of files) {
    const checksum = checksumOf(text);
    if (applied.get(name) === checksum) continue;
    await sql.query(text);
    // CREATE OR REPLACE rewrote (or made) this function's row in this transaction; any other row of
    // that name is an earlier signature.
    const stale = await sql.query<{ signature: string }>(
      `SELECT oid::regprocedure::text AS signature FROM pg_proc
       WHERE proname = $1 AND pronamespace = current_schema()::regnamespace AND xmin::text <> (pg_current_xact_id()::text::bigint % 4294967296)::text`,
      [name],
    );
    for (const { signature } of stale) await sql.query(`DROP FUNCTION ${signature}`);
    await sql.query(
      `INSERT INTO db_functions (name, checksum, applied_at) VALUES ($1, $2, now())
       ON CONFLICT (name) DO UPDATE SET checksum = EXCLUDED.checksum, applied_at = EXCLUDED.applied_at`,
      [name, checksum],
    );
    changed.push(name);
  }
  return changed;
}
