/**
 * Runs the server: load config, migrate, seed the demo catalogue into an
 * empty database, listen, and close cleanly on SIGINT/SIGTERM.
 */
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { DataDirLockedError } from './db/data-dir-lock';
import { seedDemoCatalogue } from './catalogue/seed-demo';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const { db, storage } = app.resources;
  if (config.seedDemo) {
    const [{ count }] = (await db.query<{ count: number }>('SELECT COUNT(*)::int AS count FROM items')) as [{ count: number }];
    if (count === 0) {
      const result = await seedDemoCatalogue(db, storage, config.houseEdge);
      if (result.seeded) app.log.info(`seeded the demo catalogue: ${result.items} items, ${result.packs} packs`);
    }
  }
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`LootForge is up on ${config.publicUrl} (listening at ${address}; database: ${db.kind}, bus: ${app.resources.bus.kind})`);

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
