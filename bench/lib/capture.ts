/**
 * A database that records every statement its transactions send, so a
 * benchmark can check that the pgbench script it runs is what the server
 * really sends.
 */
import type { Database } from '../../packages/server/src/db/client';

export type Captured = { name: string | null; text: string; params: readonly unknown[] };

export function watchTransactions(db: Database, captured: Captured[]): Database {
  return {
    ...db,
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          scope: tx.scope,
          get orm() {
            return tx.orm;
          },
          query: (text, params = []) => (captured.push({ name: null, text, params }), tx.query(text, params)),
          prepared: (name, text, params) => (captured.push({ name, text, params }), tx.prepared(name, text, params)),
          onCommit: (fn) => tx.onCommit(fn),
        }),
      ),
  };
}

/** Account ids are looked up once per server process, then remembered: a running server does not send these. */
export function withoutAccountLookups(captured: Captured[]): Captured[] {
  return captured.filter((c) => c.name !== 'ledger_find_account' && c.name !== 'ledger_insert_account');
}
