import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { describePostgres, freshPostgresUrl } from './test/databases';
import { postgresBinaries, startOwnPostgres } from './test/own-services';
import { freePort } from './test/ports';

const mainFile = fileURLToPath(new URL('./main.ts', import.meta.url));

function start(env: Record<string, string>, command: string[] = ['--import', 'tsx', mainFile]) {
  const child = spawn(process.execPath, command, {
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'info', SEED_DEMO: 'false', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

describe('the server process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootforge-lock-'));
  const running: ChildProcess[] = [];
  afterAll(() => {
    for (const child of running) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start a second time on the same DATA_DIR, and says why', async () => {
    const first = start({ DATA_DIR: dataDir });
    running.push(first.child);
    await expect.poll(first.output, { timeout: 60_000, interval: 200 }).toContain('LootForge is up');

    const second = start({ DATA_DIR: dataDir });
    running.push(second.child);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Another server (pid ${first.child.pid}) is already using DATA_DIR`);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('a fresh start with the demo publishes its first liability tree and returns within a minute, and the chat shows the demo players and a rain countdown', async () => {
    const freshDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootforge-fresh-'));
    const server = start({ DATA_DIR: freshDir, SEED_DEMO: 'true' });
    running.push(server.child);
    try {
      await expect.poll(server.output, { timeout: 120_000, interval: 200 }).toContain('LootForge is up');
      const site = `http://127.0.0.1:${/listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(server.output())![1]}`;
      const published = async () => (await (await fetch(`${site}/api/transparency`)).json()) as { liabilities: Array<{ leafCount: number; totalCents: number }>; returns: Array<{ game: string }> };
      await expect.poll(async () => (await published()).liabilities.length, { timeout: 60_000, interval: 500 }).toBe(1);
      await expect.poll(async () => (await published()).returns.length, { timeout: 60_000, interval: 500 }).toBeGreaterThan(0);
      const figures = await published();
      // The tree was taken after the demo players were seeded: their wallets are in it.
      expect(figures.liabilities[0]!.leafCount).toBeGreaterThanOrEqual(4);
      expect(figures.returns.some((r) => r.game === 'pack')).toBe(true);
      const chat = (await (await fetch(`${site}/api/chat`)).json()) as { messages: Array<{ userName: string }> };
      expect(chat.messages.length).toBeGreaterThan(0);
      const rain = (await (await fetch(`${site}/api/rain`)).json()) as { rain: { opensAt: string; poolCents: number } };
      expect(Date.parse(rain.rain.opensAt)).toBeGreaterThan(Date.now() - 2 * 60_000);
      expect(rain.rain.poolCents).toBeGreaterThan(0);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      fs.rmSync(freshDir, { recursive: true, force: true });
    }
  }, 240_000);

  it('runs compiled: `npm run build:server` makes plain JavaScript that node starts with no TypeScript loader, and SIGTERM closes it cleanly', async () => {
    const serverRoot = fileURLToPath(new URL('..', import.meta.url));
    const built = spawn(process.execPath, [path.join(serverRoot, 'build.mjs')], { stdio: 'inherit' });
    expect(await new Promise((resolve) => built.on('exit', resolve))).toBe(0);
    const compiledDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootforge-compiled-'));
    const server = start({ DATA_DIR: compiledDir }, [path.join(serverRoot, 'dist', 'main.js')]);
    running.push(server.child);
    await expect.poll(server.output, { timeout: 60_000, interval: 200 }).toContain('LootForge is up');
    const port = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(server.output())![1];
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toMatchObject({ ok: true, db: 'pglite' });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM: closing');
    fs.rmSync(compiledDir, { recursive: true, force: true });
  });

  it('stops with a readable message when the configuration is wrong', async () => {
    const bad = start({ DATA_DIR: dataDir, HOUSE_EDGE: 'lots' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('Invalid configuration:');
    expect(bad.output()).toContain('HOUSE_EDGE must be a number');
  });
});

describePostgres('the server as several worker processes [postgres]', () => {
  it('starts WORKERS processes on one port, each a whole instance, and stops them all on SIGTERM', async () => {
    if (!process.env.REDIS_URL) throw new Error('REDIS_URL is needed for this test');
    const fresh = await freshPostgresUrl();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootforge-workers-'));
    const server = start({ DATABASE_URL: fresh.url, REDIS_URL: process.env.REDIS_URL, WORKERS: '2', DATA_DIR: dataDir });
    try {
      await expect.poll(() => server.output().match(/LootForge is up/g)?.length ?? 0, { timeout: 60_000, interval: 200 }).toBe(2);
      const ports = [...server.output().matchAll(/listening at http:\/\/127\.0\.0\.1:(\d+); database: postgres, bus: redis, worker (\d) of 2/g)];
      expect(new Set(ports.map((m) => m[2]))).toEqual(new Set(['1', '2']));
      expect(new Set(ports.map((m) => m[1])).size).toBe(1);
      const answers = await Promise.all(Array.from({ length: 6 }, () => fetch(`http://127.0.0.1:${ports[0]![1]}/api/packs`)));
      for (const answer of answers) expect(answer.status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output().match(/SIGTERM: closing/g)?.length).toBe(2);
    } finally {
      server.child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
      await fresh.drop();
    }
  });

  it('replaces a worker that dies while its database is away; the replacement waits for the database and the site comes back with it', async () => {
    if (!process.env.REDIS_URL) throw new Error('REDIS_URL is needed for this test');
    if (!postgresBinaries()) throw new Error('PostgreSQL binaries (initdb, pg_ctl) are needed for this test');
    const pg = await startOwnPostgres();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootforge-workers-'));
    const server = start({ DATABASE_URL: pg.url, REDIS_URL: process.env.REDIS_URL, WORKERS: '2', DATA_DIR: dataDir });
    const ups = () => server.output().match(/LootForge is up/g)?.length ?? 0;
    try {
      await expect.poll(ups, { timeout: 60_000, interval: 200 }).toBe(2);
      pg.stop();
      // A worker dies while the database is away; its replacement waits for the database instead of dying.
      const workerPid = Number(execFileSync('pgrep', ['-P', String(server.child.pid)]).toString().trim().split('\n')[0]);
      process.kill(workerPid, 'SIGKILL');
      await expect.poll(() => server.output().match(/waiting for the database/g)?.length ?? 0, { timeout: 60_000, interval: 200 }).toBeGreaterThanOrEqual(2);
      // Only the killed worker stopped: its replacement is still waiting.
      expect(server.output().match(/worker \d+ stopped/g)).toHaveLength(1);
      expect(server.child.exitCode).toBeNull();
      pg.start();
      await expect.poll(ups, { timeout: 60_000, interval: 200 }).toBe(3);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n--- server output ---\n${server.output()}`, { cause: error });
    } finally {
      server.child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
      pg.destroy();
    }
  }, 180_000);

  it.each([
    ['one process', '1', 1],
    ['a supervisor and two workers', '2', 2],
  ])('starts with the database away (%s): answers 503 meanwhile, then comes up by itself when it returns', async (_name, workers, instances) => {
    if (!process.env.REDIS_URL) throw new Error('REDIS_URL is needed for this test');
    if (!postgresBinaries()) throw new Error('PostgreSQL binaries (initdb, pg_ctl) are needed for this test');
    const pg = await startOwnPostgres();
    pg.stop();
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootforge-cold-'));
    const server = start({ DATABASE_URL: pg.url, REDIS_URL: process.env.REDIS_URL, WORKERS: workers, DATA_DIR: dataDir, PORT: String(port) });
    const site = `http://127.0.0.1:${port}`;
    try {
      await expect.poll(() => server.output().match(/waiting for the database/g)?.length ?? 0, { timeout: 60_000, interval: 200 }).toBeGreaterThanOrEqual(2);
      expect(server.child.exitCode).toBeNull();
      const health = await fetch(`${site}/api/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ ok: false, starting: true, parts: { database: 'down' } });
      const page = await fetch(`${site}/api/packs`);
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('5');
      expect(await page.json()).toEqual({ error: { code: 'unavailable', message: 'The site cannot reach its database right now. Please try again in a moment.' } });

      pg.start();
      await expect.poll(() => server.output().match(/LootForge is up/g)?.length ?? 0, { timeout: 90_000, interval: 200 }).toBe(instances);
      expect((await fetch(`${site}/api/health`)).status).toBe(200);
      expect((await fetch(`${site}/api/packs`)).status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n--- server output ---\n${server.output()}`, { cause: error });
    } finally {
      server.child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
      pg.destroy();
    }
  }, 180_000);

  it('stops cleanly on SIGTERM while it is still waiting for the database', async () => {
    const port = await freePort();
    // Nothing listens on this port: the database is away for good.
    const away = await freePort();
    const server = start({ DATABASE_URL: `postgres://postgres@127.0.0.1:${away}/none`, PORT: String(port) });
    try {
      await expect.poll(() => server.output(), { timeout: 60_000, interval: 200 }).toContain('waiting for the database');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(503);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }
  });

  it('refuses WORKERS above 1 on the embedded database, and says why', async () => {
    const bad = start({ WORKERS: '2', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'lootforge-workers-')) });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('WORKERS above 1 needs DATABASE_URL (PostgreSQL) and REDIS_URL');
  });
});
