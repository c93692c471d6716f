/**
 * A database that times every statement the server's code sends through it, by what the
 * statement does ("insert liability_nodes", "read pack_opens"), so a figure can be split into the
 * database's part and the server's own (the rest of the wall time: hashing, JSON, commits).
 * Statements sent at once (the returns sweep reads three tables together) are each counted in
 * full, so their sum may exceed the wall time.
 */
import type { Database, Sql } from '../../packages/server/src/db/client';

export type StatementTimes = Map<string, { count: number; ms: number }>;

/** What a statement does, from its text: the table it writes, else the tables it reads ("read pack_opens+pack_tables"). */
export function statementKind(text: string): string {
  const write = /^\s*(INSERT INTO|UPDATE|DELETE FROM)\s+(\w+)/i.exec(text);
  if (write) return `${write[1]!.split(' ')[0]!.toLowerCase()} ${write[2]}`;
  const tables = [...new Set([...text.matchAll(/(?<!epoch\s)\b(?:FROM|JOIN)\s+(\w+)\b(?!\s*\()/gi)].map((m) => m[1]!))];
  return tables.length > 0 ? `read ${tables.join('+')}` : text.trim().split(/\s+/).slice(0, 3).join(' ');
}

function timedSql<T extends Sql>(sql: T, times: StatementTimes): T {
  const timed = async <R>(text: string, run: () => Promise<R>): Promise<R> => {
    const started = performance.now();
    try {
      return await run();
    } finally {
      const kind = statementKind(text);
      const entry = times.get(kind) ?? { count: 0, ms: 0 };
      entry.count++;
      entry.ms += performance.now() - started;
      times.set(kind, entry);
    }
  };
  return {
    ...sql,
    scope: sql.scope,
    get orm() {
      return sql.orm;
    },
    query: (text: string, params?: readonly unknown[]) => timed(text, () => sql.query(text, params)),
    prepared: (name: string, text: string, params: readonly unknown[]) => timed(text, () => sql.prepared(name, text, params)),
    onCommit: (fn: () => void) => sql.onCommit(fn),
  } as T;
}

/** `db` with each statement (in and out of its transactions) timed into `times`. */
export function timedDatabase(db: Database, times: StatementTimes): Database {
  return { ...timedSql(db, times), transaction: (fn) => db.transaction((tx) => fn(timedSql(tx, times))) };
}

/** "read accounts 1 × 310 ms, insert liability_nodes 40 × 2,100 ms", largest first. */
export function describeTimes(times: StatementTimes): string {
  return [...times]
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(([kind, t]) => `${kind} ${t.count} × ${t.ms.toFixed(0)} ms`)
    .join(', ');
}

export const totalMs = (times: StatementTimes) => [...times.values()].reduce((sum, t) => sum + t.ms, 0);
