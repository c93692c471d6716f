/**
 * Runs the server: load config, migrate, seed the demo catalogue into an
 * empty database, listen, and close cleanly on SIGINT/SIGTERM.
 *
 * With WORKERS above 1 (PostgreSQL and Redis only) this process migrates and
 * seeds, then forks that many server processes sharing one port: each is a
 * whole instance (DESIGN §1), so they share nothing but the database and the
 * bus. A worker that dies is replaced.
 */
import cluster from 'node:cluster';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config';
import { buildApp } from './app';
import { DataDirLockedError } from './db/data-dir-lock';
import { seedDemoIfEmpty } from './catalogue/seed-demo';
import type { Database } from './db/client';
import { openDatabase } from './resources';
import { createLocalStorage, type Storage } from './storage/storage';

/** How long a stopping server waits for the requests in flight. */
const CLOSE_LIMIT_MS = 10_000;

async function seedIfEmpty(db: Database, storage: Storage, config: Config, log: (message: string) => void) {
  const result = await seedDemoIfEmpty(db, storage, config.houseEdge);
  if (result.seeded) log(`seeded the demo catalogue: ${result.items} items, ${result.packs} packs`);
  if (result.activity) log(`seeded demo activity: ${result.activity.players} players, ${result.activity.opens} opens, ${result.activity.battles} battles against bots`);
}

async function serve(config: Config) {
  const app = await buildApp(config);
  const { db, storage } = app.resources;
  if (config.seedDemo) await seedIfEmpty(db, storage, config, (m) => app.log.info(m));
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
  const db = await openDatabase(config);
  try {
    await db.migrate();
    if (config.seedDemo) await seedIfEmpty(db, createLocalStorage(path.join(config.dataDir, 'files')), config, console.log);
  } finally {
    await db.close();
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
