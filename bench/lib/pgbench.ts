/**
 * pgbench, PostgreSQL's own load generator, running a transaction script on
 * a prepared database: the rate the database itself allows, to set beside
 * the same transaction sent through the server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../packages/server/src/db/client';
import { runWithCpu } from './cpu';

export function pgbenchPath(): string | undefined {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql') : [];
  const candidates = ['/usr/bin/pgbench', ...versions.map((v) => `/usr/lib/postgresql/${v}/bin/pgbench`)];
  return candidates.find((c) => fs.existsSync(c));
}

export type PgbenchResult = { tps: number; p50Ms: number; p99Ms: number; cpu: string };

/**
 * Runs `script` with prepared statements, `clients` connections, for `seconds`; latencies come from pgbench's per-transaction log.
 * `settings` are session settings for its connections (PGOPTIONS), such as `{ synchronous_commit: 'off' }`.
 */
export async function runPgbench(input: {
  pgbench: string;
  url: string;
  script: string;
  clients: number;
  seconds: number;
  defines?: Record<string, string>;
  settings?: Record<string, string>;
}): Promise<PgbenchResult> {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgbench-'));
  try {
    const target = new URL(input.url);
    const { output, cpu } = await runWithCpu(
      input.pgbench,
      [...Object.entries(input.defines ?? {}).flatMap(([name, value]) => ['-D', `${name}=${value}`]), '-n', '-M', 'prepared', '-c', String(input.clients), '-j', '2', '-T', String(input.seconds), '-f', input.script, '--log', `--log-prefix=${path.join(logDir, 'log')}`,
        '-h', target.searchParams.get('host') ?? target.hostname, '-p', target.port || '5432', '-U', decodeURIComponent(target.username || 'postgres'), target.pathname.slice(1)],
      { seconds: input.seconds, env: input.settings ? { ...process.env, PGOPTIONS: Object.entries(input.settings).map(([name, value]) => `-c ${name}=${value}`).join(' ') } : undefined },
    );
    const latencies: number[] = [];
    for (const file of fs.readdirSync(logDir)) {
      for (const line of fs.readFileSync(path.join(logDir, file), 'utf8').split('\n')) {
        const micros = Number(line.split(' ')[2]);
        if (line && Number.isFinite(micros)) latencies.push(micros / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    const pick = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
    return { tps: Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? 'NaN'), p50Ms: pick(0.5), p99Ms: pick(0.99), cpu };
  } finally {
    fs.rmSync(logDir, { recursive: true, force: true });
  }
}

export function describePgbench(label: string, r: PgbenchResult): string {
  return `${label}: ${r.tps.toFixed(0)} tx/s   p50 ${r.p50Ms.toFixed(2)} ms   p99 ${r.p99Ms.toFixed(2)} ms\n${r.cpu}`;
}

/** A parameter as pgbench sends it: text, arrays as PostgreSQL array literals. */
function asText(value: unknown): string {
  if (Array.isArray(value)) return `{${value.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
  if (value === null || value === undefined) throw new Error('a pgbench variable cannot be NULL');
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * A pgbench script that sends the server's own statements, unchanged, between
 * BEGIN and COMMIT, in the round trips the server sends them in: `rounds[s]` is statement s's
 * (captured, capture.ts); statements of one round, with BEGIN in the first, go out as one
 * pipeline. Without `rounds`, one after another. Each `$n` becomes a variable read per transaction from a
 * table holding the values the server would send (pgbench cannot use one
 * variable twice in a statement, so every occurrence has its own column).
 * Each client walks rows of its own: client c takes rows c+1, c+1+clients, …
 * Returns the script's text; `rows[r][s]` are statement s's parameters for
 * transaction r.
 */
export async function transactionScript(db: Database, input: { table: string; statements: string[]; rows: unknown[][][]; clients: number; rounds?: number[] }): Promise<string> {
  const columns: Array<{ statement: number; param: number }> = [];
  // A parameter that is NULL in every transaction is written into the statement (pgbench variables cannot be NULL).
  const alwaysNull = (statement: number, param: number) => input.rows.every((row) => row[statement]![param] === null);
  const texts = input.statements.map((sql, statement) =>
    sql.replace(/\$(\d+)/g, (_, n: string) => {
      if (alwaysNull(statement, Number(n) - 1)) return 'NULL';
      columns.push({ statement, param: Number(n) - 1 });
      return `:v${columns.length - 1}`;
    }),
  );
  await db.query(`CREATE TABLE ${input.table} (i int PRIMARY KEY, ${columns.map((_, k) => `v${k} text`).join(', ')})`);
  for (let start = 0; start < input.rows.length; start += 2_000) {
    const chunk = input.rows.slice(start, start + 2_000);
    await db.query(
      `INSERT INTO ${input.table} SELECT * FROM unnest($1::int[], ${columns.map((_, k) => `$${k + 2}::text[]`).join(', ')})`,
      [chunk.map((_, r) => start + r + 1), ...columns.map((c) => chunk.map((row) => asText(row[c.statement]![c.param])))],
    );
  }
  const body = input.rounds ? pipelined(texts, input.rounds) : ['BEGIN;', ...texts.map((text) => `${text};`), 'COMMIT;'];
  return ['\\set n :n + 1', `\\set i 1 + :client_id + ${input.clients} * (:n - 1)`, `SELECT * FROM ${input.table} WHERE i = :i \\gset`, ...body, ''].join('\n');
}

/** BEGIN and the statements, a pipeline a round trip (pgbench's \\startpipeline), then COMMIT. */
function pipelined(texts: string[], rounds: number[]): string[] {
  const lines: string[] = [];
  texts.forEach((text, s) => {
    const first = s === 0 || rounds[s] !== rounds[s - 1];
    const last = s === texts.length - 1 || rounds[s] !== rounds[s + 1];
    if (first) lines.push('\\startpipeline', ...(s === 0 ? ['BEGIN;'] : []));
    lines.push(`${text};`);
    if (last) lines.push('\\endpipeline');
  });
  return [...lines, 'COMMIT;'];
}

/** Parameters as compared with captured ones: times (the moment of a stake, its horizon) differ run to run. */
export function withoutTimes(params: ReadonlyArray<readonly unknown[]>): string {
  return JSON.stringify(params.map((list) => list.map((value) => (value instanceof Date ? 'a time' : value))));
}
