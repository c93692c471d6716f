/**
 * Starting while PostgreSQL is away (a failover, a database that boots after
 * the app): the first connection and the migrations are tried again with
 * backoff instead of the process exiting, and meanwhile the port answers 503
 * (`/api/health` says the database is down), so a load balancer keeps the
 * instance out of rotation and the site comes up by itself (DESIGN §18).
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from './config';
import type { Database } from './db/client';
import { DATABASE_UNREACHABLE, databaseUnreachable } from './http/errors';
import { openDatabase } from './resources';

/** The first retry after half a second, then twice as long each time, up to this. */
export const MAX_RETRY_DELAY_MS = 30_000;

export function retryDelayMs(attempt: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, 500 * 2 ** attempt);
}

/** Whether this failure (or what caused it: the migrator wraps the driver's errors) means the database could not be reached. */
function unreachable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    if (databaseUnreachable(cause)) return true;
  }
  return false;
}

/**
 * Opens the database and migrates it, trying again for as long as it cannot
 * be reached; any other failure (a migration that fails, a locked data
 * directory) is thrown at once. Resolves undefined when `stop` is aborted.
 */
export async function openMigratedDatabase(config: Config, options: { log: (message: string) => void; stop?: AbortSignal }): Promise<Database | undefined> {
  for (let attempt = 0; ; attempt++) {
    let db: Database | undefined;
    try {
      db = await openDatabase(config);
      await db.migrate();
      return db;
    } catch (error) {
      await db?.close().catch(() => {});
      if (!unreachable(error)) throw error;
      const delayMs = retryDelayMs(attempt);
      options.log(`waiting for the database (${(error as Error).message || String(error)}); trying again in ${delayMs / 1000} s`);
      try {
        await sleep(delayMs, undefined, { signal: options.stop });
      } catch {
        return undefined;
      }
    }
  }
}

/**
 * Listens on the site's port while the database is awaited: `/api/health`
 * answers 503 in its usual shape, every other request 503 with the message
 * the site gives when its database is away, and a Retry-After.
 */
export async function answerWhileStarting(config: Config): Promise<{ address: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const health = request.url === '/api/health' || request.url?.startsWith('/api/health?');
    const body = health
      ? { ok: false, starting: true, db: config.databaseUrl ? 'postgres' : 'pglite', parts: { database: 'down', bus: 'down' } }
      : { error: { code: 'unavailable', message: DATABASE_UNREACHABLE } };
    response.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '5', 'cache-control': 'no-store' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const bound = server.address();
  const address = typeof bound === 'object' && bound ? `http://${bound.address}:${bound.port}` : String(bound);
  return {
    address,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
