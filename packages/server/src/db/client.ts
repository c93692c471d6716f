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
import { fileURLToPath } from 'node:url';
import * as schema from './schema';

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
};

/**
 * A transaction's `Sql`. On PostgreSQL, `BEGIN` travels with the first
 * statement (one round trip, not two), and `commitWith` sends the last
 * statement and `COMMIT` together, and `inOnePacket` sends several at once
 * (the ledger's payment and the last statement: `payThenFinish`), so a money
 * path of three statements costs two round trips. Nothing that can fail may
 * follow `commitWith`: by then the transaction has committed.
 */
export type Tx = Sql & {
  commitWith<T = Row>(name: string, text: string, params: readonly unknown[]): Promise<T[]>;
  /**
   * Runs `send`, which starts statements without awaiting them, and puts
   * all it sends into one packet. Only safe when a failure of an earlier
   * statement aborts the transaction (PostgreSQL then skips the rest).
   */
  inOnePacket<T>(send: () => T): T;
};

export type Database = Sql & {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function openPglite(dataDir?: string): Promise<Database> {
  // pg_trgm backs the name searches (migration 0004), as on PostgreSQL.
  const client = await PGlite.create(dataDir ?? 'memory://', { extensions: { pg_trgm } });
  const orm = drizzlePglite(client, { schema }) as unknown as Orm;
  const run = async <T>(text: string, params: readonly unknown[] = []) =>
    (await client.query<T>(text, params as unknown[])).rows;
  const scope = {};
  return {
    kind: 'pglite',
    scope,
    orm,
    query: run,
    prepared: (_name, text, params) => run(text, params),
    transaction: (fn) =>
      client.transaction(async (tx) => {
        let txOrm: Orm | undefined;
        const run = async (text: string, params: readonly unknown[] = []) => (await tx.query(text, params as unknown[])).rows as never;
        return fn({
          scope,
          query: run,
          prepared: (_name, text, params) => run(text, params),
          // In-process: no round trips to save; PGlite commits when fn returns.
          commitWith: (_name, text, params) => run(text, params),
          inOnePacket: (send) => send(),
          get orm() {
            txOrm ??= drizzlePglite(tx as unknown as PGlite, { schema }) as unknown as Orm;
            return txOrm;
          },
        });
      }),
    migrate: async () => {
      await migratePglite(orm as never, { migrationsFolder });
    },
    close: () => client.close(),
  };
}

/**
 * A transaction on one pipelined connection: BEGIN is written in the same
 * packet as the first statement (or before the first ORM query), COMMIT in
 * the same packet as `commitWith`'s statement. Both answers are awaited, so
 * an error in either is the caller's error.
 */
function pipelinedTransaction(client: pg.PoolClient, sql: Sql): Tx & { commit(): Promise<void> } {
  const stream = (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;
  let begun: Promise<unknown> | undefined;
  /** Set when COMMIT is sent with `commitWith`: its outcome, which `commit()` reports. */
  let ending: Promise<unknown> | undefined;
  let txOrm: Orm | undefined;
  const open = () => {
    // Once COMMIT is on its way (or has failed), nothing more may run: it would run outside the transaction.
    if (ending) throw new Error('This transaction has already ended.');
  };
  const begin = () => {
    begun = client.query('BEGIN');
    // Awaited with the statement it travels with, or at commit.
    begun.catch(() => {});
    return begun;
  };
  /** Sends the statement with BEGIN before it (the first time) and COMMIT after it (`commit`), in one packet. */
  const together = async <T>(statement: () => Promise<T[]>, commit: boolean): Promise<T[]> => {
    open();
    stream.cork();
    let first: Promise<unknown> | undefined;
    let rows: Promise<T[]>;
    let last: Promise<unknown> | undefined;
    try {
      if (!begun) first = begin();
      rows = statement();
      if (commit) last = client.query('COMMIT');
    } finally {
      stream.uncork();
    }
    const all = Promise.all([first ?? begun, rows, last]);
    if (commit) {
      ending = all;
      ending.catch(() => {});
    }
    const [, result] = await all;
    return result;
  };
  return {
    scope: sql.scope,
    query: (text, params) => together(() => sql.query(text, params), false),
    prepared: (name, text, params) => together(() => sql.prepared(name, text, params), false),
    commitWith: (name, text, params) => together(() => sql.prepared(name, text, params), true),
    inOnePacket: (send) => {
      stream.cork();
      try {
        return send();
      } finally {
        stream.uncork();
      }
    },
    get orm() {
      open();
      if (!begun) begin();
      return (txOrm ??= sql.orm);
    },
    commit: async () => {
      // A failed `commitWith` (its error swallowed by the caller) fails the transaction here too.
      if (ending) {
        await ending;
        return;
      }
      if (!begun) return;
      await begun;
      await client.query('COMMIT');
    },
  };
}

/** bigint and numeric come back as JS numbers: cents fit well inside 2^53. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20 || oid === 1700) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

const MIGRATION_LOCK = 72_001;

export async function openPostgres(connectionString: string, options: { max?: number } = {}): Promise<Database> {
  // Pipeline mode: a query is written at once, not after the previous answer, so a
  // transaction can send BEGIN with its first statement and COMMIT with its last.
  const pool = new pg.Pool({ connectionString, max: options.max ?? 20, types: pgTypes as never, pipeline: true } as pg.PoolConfig);
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => {});
  const orm = drizzlePg(pool, { schema }) as unknown as Orm;
  const scope = {};
  const sqlFor = (client: pg.Pool | pg.PoolClient, ormFor: () => Orm): Sql => ({
    scope,
    query: async (text, params = []) => (await client.query(text, params as unknown[])).rows,
    prepared: async (name, text, params) => (await client.query({ name, text, values: params as unknown[] })).rows,
    get orm() {
      return ormFor();
    },
  });
  return {
    kind: 'postgres',
    ...sqlFor(pool, () => orm),
    transaction: async (fn) => {
      // A deadlock or serialisation failure rolls everything back, so the whole
      // transaction can safely run again; the money paths avoid them by lock
      // order, and this is the safety net.
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect();
        const tx = pipelinedTransaction(client, sqlFor(client, () => drizzlePg(client, { schema }) as unknown as Orm));
        try {
          const result = await fn(tx);
          await tx.commit();
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          const code = (error as { code?: string }).code;
          if (attempt < 3 && (code === '40P01' || code === '40001')) continue;
          throw error;
        } finally {
          client.release();
        }
      }
    },
    migrate: async () => {
      // Several instances may start at once: only one migrates at a time.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
