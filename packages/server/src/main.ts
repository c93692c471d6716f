/**
 * Runs the server: load config, migrate, seed the demo catalogue into an
 * empty database, listen, and close cleanly on SIGINT/SIGTERM. While
 * PostgreSQL cannot be reached at start, it waits for it with backoff and
 * answers 503 on its port meanwhile (startup.ts).
 *
 * With WORKERS above 1 (PostgreSQL and Redis only) this process migrates and
 * seeds, then forks that many server processes sharing one port: each is a
 * whole instance (DESIGN §1), so they share nothing but the database and the
 * bus. A worker that dies is replaced.
 */
import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config';
import { buildApp } from './app';
import { DataDirLockedError } from './db/data-dir-lock';
import { seedDemoIfEmpty } from './catalogue/seed-demo';
import type { Database } from './db/client';
import { openStorage } from './resources';
import type { Storage } from './storage/storage';
import { answerWhileStarting, openMigratedDatabase } from './startup';

/** How long a stopping server waits for the requests in flight. */
const CLOSE_LIMIT_MS = 10_000;

async function seedIfEmpty(db: Database, storage: Storage, config: Config, log: (message: string) => void) {
  const result = await seedDemoIfEmpty(db, storage, config.houseEdge);
  if (result.seeded) log(`seeded the demo catalogue: ${result.items} items, ${result.packs} packs`);
  if (result.activity) log(`seeded demo activity: ${result.activity.players} players, ${result.activity.opens} opens, ${result.activity.battles} battles against bots, ${result.activity.messages} chat messages`);
}

/**
 * The database, opened and migrated once it can be reached. While it cannot, the port answers 503
 * (not in a worker: its siblings serve the port) and SIGINT/SIGTERM end the wait; undefined then.
 */
async function awaitDatabase(config: Config): Promise<{ db: Database; listening?: Awaited<ReturnType<typeof answerWhileStarting>> } | undefined> {
  const stop = new AbortController();
  const onSignal = (signal: string) => {
    console.log(`${signal}: closing`);
    stop.abort();
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const listening = config.databaseUrl && !cluster.isWorker ? await answerWhileStarting(config) : undefined;
  try {
    const db = await openMigratedDatabase(config, { log: (message) => console.error(message), stop: stop.signal });
    if (!db) {
      await listening?.close();
      return undefined;
    }
    return { db, listening };
  } catch (error) {
    await listening?.close();
    throw error;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

async function serve(config: Config) {
  const opened = await awaitDatabase(config);
  if (!opened) process.exit(0);
  const { db } = opened;
  const app = await buildApp(config, { db });
  // Opened here, so closed here: after the app's own onClose hooks.
  app.addHook('onClose', async () => db.close());
  const { storage } = app.resources;
  if (config.seedDemo) await seedIfEmpty(db, storage, config, (m) => app.log.info(m));
  // The 503s stop only now, so the port goes quiet for no longer than it takes to listen again.
  await opened.listening?.close();
  const address = await app.listen({ port: config.port, host: config.host });
  const worker = cluster.isWorker ? `, worker ${cluster.worker!.id} of ${config.workers}` : '';
  app.log.info(`LootForge is up on ${config.publicUrl} (listening at ${address}; database: ${db.kind}, bus: ${app.resources.bus.kind}${worker})`);

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    // Stops accepting, lets the requests in flight (and their transactions) finish, then closes the
    // database and the bus (the app's onClose hooks). A request stuck past the limit does not hold the exit.
    const limit = setTimeout(() => {
      app.log.error(`still closing after ${CLOSE_LIMIT_MS / 1000} s; exiting`);
      process.exit(1);
    }, CLOSE_LIMIT_MS);
    limit.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
}

/** Migrates and seeds once, then keeps `config.workers` server processes running until told to stop. */
async function supervise(config: Config) {
  const opened = await awaitDatabase(config);
  if (!opened) process.exit(0);
  const { db } = opened;
  try {
    if (config.seedDemo) {
      const storage = openStorage(config);
      await seedIfEmpty(db, storage, config, console.log).finally(() => storage.close?.());
    }
  } finally {
    await db.close();
    // Workers take the port over from here.
    await opened.listening?.close();
  }
  let stopping = false;
  let quickDeaths = 0;
  const fork = () => {
    const started = Date.now();
    // Migrated and seeded here already.
    const worker = cluster.fork({ SEED_DEMO: 'false' });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      // A worker that cannot even start (its database is away, say) is started again later and later,
      // up to every 30 s, but never given up on: the site comes back by itself when the database does.
      quickDeaths = Date.now() - started < 10_000 ? quickDeaths + 1 : 0;
      const delayMs = quickDeaths === 0 ? 0 : Math.min(30_000, 500 * 2 ** (quickDeaths - 1));
      console.error(`worker ${worker.id} stopped (${signal ?? `exit code ${code}`}); starting another${delayMs ? ` in ${delayMs / 1000} s` : ''}`);
      setTimeout(() => {
        if (!stopping) fork();
      }, delayMs);
    });
  };
  for (let i = 0; i < config.workers; i++) fork();

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping ${config.workers} workers`);
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

async function main() {
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) await supervise(config);
  else await serve(config);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
