/**
 * A database that records every statement its transactions send, so a
 * benchmark can check that the pgbench script it runs is what the server
 * really sends.
 */
import type { Database } from '../../packages/server/src/db/client';

/**
 * A statement a transaction sent. `round`: statements of the same round were sent together, each
 * before the answer to the one before it came (pipelined, one round trip); BEGIN goes with the first.
 */
export type Captured = { name: string | null; text: string; params: readonly unknown[]; round: number };

export function watchTransactions(db: Database, captured: Captured[]): Database {
  return {
    ...db,
    transaction: (fn) =>
      db.transaction((tx) => {
        let unanswered = 0;
        let round = 0;
        const watch = <T>(entry: Omit<Captured, 'round'>, send: () => Promise<T>): Promise<T> => {
          if (unanswered === 0) round++;
          captured.push({ ...entry, round });
          unanswered++;
          return send().finally(() => unanswered--);
        };
        return fn({
          scope: tx.scope,
          get orm() {
            return tx.orm;
          },
          query: (text, params = []) => watch({ name: null, text, params }, () => tx.query(text, params)),
          prepared: (name, text, params) => watch({ name, text, params }, () => tx.prepared(name, text, params)),
          onCommit: (fn) => tx.onCommit(fn),
        });
      }),
  };
}

/** Sent once per server process, then remembered: account ids, and a pack table kept by its hash (DESIGN §23). A running server does not send these. */
const ONCE_PER_PROCESS = new Set(['ledger_find_account', 'ledger_insert_account', 'pack_table_keep']);

export function withoutAccountLookups(captured: Captured[]): Captured[] {
  return captured.filter((c) => !c.name || !ONCE_PER_PROCESS.has(c.name));
}
