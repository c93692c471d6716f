/**
 * One database interface over embedded PGlite (default) and PostgreSQL.
 *
 * Repositories get a `Sql`: raw parameterised SQL for the hot money paths
 * (named prepared statements on PostgreSQL), and a drizzle `orm` for the
 * rest. A transaction hands its own `Sql` to the callback; the outer
 * database must not be used inside it (PGlite would wait for itself).
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from './schema';
import { applyFunctions, type FunctionFile } from './functions';

export type Schema = typeof schema;
export type Orm = PgDatabase<PgQueryResultHKT, Schema>;
export type Row = Record<string, unknown>;

export type Sql = {
  query<T = Row>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** A statement run often: prepared once per connection on PostgreSQL. */
  prepared<T = Row>(name: string, text: string, params: readonly unknown[]): Promise<T[]>;
  readonly orm: Orm;
  /** The same object for a database and all its transactions: a key for per-database caches. */
  readonly scope: object;
  /** Runs `fn` once the work done through this `Sql` has committed (at once outside a transaction); never after a rollback. */
  onCommit(fn: () => void): void;
};

/** A transaction's `Sql`: everything run through it commits or rolls back together. */
export type Tx = Sql;

export type Database = Sql & {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Runs the migrations, then applies the database functions whose files changed (db/functions.ts),
   * under one lock; `functions` replaces the server's own files (tests). Returns the functions applied.
   */
  migrate(functions?: FunctionFile[]): Promise<{ functionsApplied: string[] }>;
  close(): Promise<void>;
};

/** packages/server/drizzle, seen from src/db/client.ts (development, tests) or from the compiled dist/main.js. */
const migrationsFolder = ['../../drizzle', '../drizzle']
  .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
  .find((folder) => fs.existsSync(path.join(folder, 'meta', '_journal.json')))!;

/** Commit callbacks of one transaction: run in order after COMMIT, dropped on rollback. */
function commitHooks() {
  const hooks: Array<() => void> = [];
  return { add: (fn: () => void) => void hooks.push(fn), run: () => hooks.forEach((fn) => fn()) };
}

/** `from`: start from a copy of a database dumped with PGlite's `dumpDataDir` (tests start from a migrated one). */
export type PgliteDatabase = Database & { kind: 'pglite'; /** The whole database as a file `openPglite` can start `from`. */ dump(): Promise<Blob> };

export async function openPglite(dataDir?: string, options: { from?: Blob } = {}): Promise<PgliteDatabase> {
  // pg_trgm backs the name searches (migration 0004), as on PostgreSQL.
  const client = await PGlite.create(dataDir ?? 'memory://', { extensions: { pg_trgm }, loadDataDir: options.from });
  const orm = drizzlePglite(client, { schema }) as unknown as Orm;
  const run = async <T>(text: string, params: readonly unknown[] = []) => (await client.query<T>(text, params as unknown[])).rows;
  const scope = {};
  return {
    kind: 'pglite',
    scope,
    orm,
    query: run,
    prepared: (_name, text, params) => run(text, params),
    onCommit: (fn) => fn(),
    transaction: async (fn) => {
      const hooks = commitHooks();
      const result = await client.transaction(async (tx) => {
        let txOrm: Orm | undefined;
        const runInTx = async (text: string, params: readonly unknown[] = []) => (await tx.query(text, params as unknown[])).rows as never;
        return fn({
          scope,
          query: runInTx,
          prepared: (_name, text, params) => runInTx(text, params),
          onCommit: hooks.add,
          get orm() {
            txOrm ??= drizzlePglite(tx as unknown as PGlite, { schema }) as unknown as Orm;
            return txOrm;
          },
        });
      });
      hooks.run();
      return result;
    },
    migrate: async (functions) => {
      // One process per data directory (the data-dir lock), so the migrations need no lock of their own here.
      await migratePglite(orm as never, { migrationsFolder });
      const functionsApplied = await client.transaction((tx) => applyFunctions({ query: async (text, params) => (await tx.query(text, params as unknown[])).rows as never }, functions));
      return { functionsApplied };
    },
    dump: async () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** bigint and numeric come back as JS numbers (as PGlite gives them): cents fit well inside 2^53. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20 || oid === 1700) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

const MIGRATION_LOCK = 72_001;

type Sender = <T>(query: () => Promise<T>) => Promise<T>;

/**
 * Statements of a transaction sent together (one round trip, decision 036) and run in the order
 * sent: `inOrder([() => lock(tx), () => read(tx)])` starts each in turn and answers with their
 * results, or with the first failure in that order. The ones after a failure fail only because it
 * aborted the transaction, and may be heard of first. Each is started by a function so that one
 * throwing before it sends anything still leaves the ones sent before it awaited.
 */
export async function inOrder<T extends ReadonlyArray<() => unknown> | []>(statements: T): Promise<{ -readonly [K in keyof T]: T[K] extends () => infer R ? Awaited<R> : never }> {
  const started: unknown[] = [];
  let thrown: { error: unknown } | undefined;
  for (const start of statements) {
    try {
      started.push(start());
    } catch (error) {
      thrown = { error };
      break;
    }
  }
  const settled = await Promise.allSettled(started);
  for (const result of settled) if (result.status === 'rejected') throw result.reason;
  if (thrown) throw thrown.error;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as never;
}

/**
 * Sends the statements a transaction asks for in the same turn of the event loop (`Promise.all`
 * of two statements, BEGIN and the first) in one write: the connection's socket is corked from the
 * first of them until the turn ends. With pipeline mode they then cost one round trip.
 */
function sameTurnSender(client: pg.PoolClient): Sender {
  const socket = (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;
  let corked = false;
  return (query) => {
    if (!corked) {
      corked = true;
      socket.cork();
      setImmediate(() => {
        corked = false;
        socket.uncork();
      });
    }
    return query();
  };
}

export async function openPostgres(connectionString: string, options: { max?: number } = {}): Promise<Database> {
  // While PostgreSQL is unreachable a request fails within 5 s (the error handler answers 503) instead of
  // waiting for a connection forever; the pool connects again by itself once the database is back.
  // Pipeline mode (decision 036): a statement is sent without waiting for the answers to the ones
  // before it on the same connection; they are still run and answered in order.
  const pool = new pg.Pool({ connectionString, max: options.max ?? 20, types: pgTypes as never, connectionTimeoutMillis: 5_000, keepAlive: true, pipeline: true } as pg.PoolConfig);
  // A client that loses its server must not crash the process: idle ones report to the pool, and a
  // checked-out one reports through the query that fails, so the event itself needs no more than a listener.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const orm = drizzlePg(pool, { schema }) as unknown as Orm;
  const scope = {};
  const sqlFor = (client: pg.Pool | pg.PoolClient, onCommit: (fn: () => void) => void, ormFor: () => Orm, send: Sender = (query) => query()): Sql => ({
    scope,
    query: async (text, params = []) => (await send(() => client.query(text, params as unknown[]))).rows,
    prepared: async (name, text, params) => (await send(() => client.query({ name, text, values: params as unknown[] }))).rows,
    onCommit,
    get orm() {
      return ormFor();
    },
  });
  return {
    kind: 'postgres',
    ...sqlFor(pool, (fn) => fn(), () => orm),
    transaction: async (fn) => {
      // A deadlock or serialisation failure rolls everything back, so the whole
      // transaction can safely run again; the money paths avoid them by lock
      // order, and this is the safety net.
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect();
        const hooks = commitHooks();
        const send = sameTurnSender(client);
        let txOrm: Orm | undefined;
        let broken: Error | undefined;
        try {
          // BEGIN goes out in one write with the statements the transaction asks for first: no
          // round trip of its own (decision 036). Its answer comes before theirs. A statement asked
          // for later waits for it, should it not have come yet: so if BEGIN ever failed on a live
          // connection, only that first write could have run outside the transaction.
          const begun = send(() => client.query('BEGIN'));
          let answered = false;
          begun.then(() => (answered = true), () => {});
          let firstTurn = true;
          setImmediate(() => (firstTurn = false));
          const sendInTx: Sender = (query) => (answered || firstTurn ? send(query) : begun.then(() => send(query)));
          const result = await fn(sqlFor(client, hooks.add, () => (txOrm ??= drizzlePg(client, { schema }) as unknown as Orm), sendInTx));
          await begun;
          await client.query('COMMIT');
          hooks.run();
          return result;
        } catch (error) {
          // A connection that cannot even roll back is not given to anyone else.
          await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
          const code = (error as { code?: string }).code;
          if (attempt < 3 && (code === '40P01' || code === '40001')) continue;
          throw error;
        } finally {
          client.release(broken);
        }
      }
    },
    migrate: async (functions) => {
      // Several instances may start at once: only one migrates at a time, and the next finds the
      // migrations run and the functions' checksums current.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client), { migrationsFolder });
        await client.query('BEGIN');
        try {
          const functionsApplied = await applyFunctions({ query: async (text, params) => (await client.query(text, params as unknown[])).rows }, functions);
          await client.query('COMMIT');
          return { functionsApplied };
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        }
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
