/**
 * Two server processes on one PostgreSQL and one Redis: a person watching a
 * battle on the page served by process B sees a join made through process A,
 * without reloading.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { openPostgres, type Database } from '../packages/server/src/db/client';
import { freshPostgresUrl } from '../packages/server/src/test/databases';
import { createTestPack, standardPackItems } from '../packages/server/src/test/catalogue';
import { randomPhone } from '../packages/server/src/test/users';
import { describeBrowser, launchBrowser } from './support/browser';
import { openPage, screenshot } from './support/page';

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const inCi = process.env.CI === 'true' || process.env.CI === '1';
const mainFile = fileURLToPath(new URL('../packages/server/src/main.ts', import.meta.url));

type ServerProcess = { url: string; child: ChildProcess; output: () => string; stop(): Promise<void> };

async function startProcess(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootforge-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'info', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const started = Date.now();
  let url: string | undefined;
  while (!url) {
    url = /listening at (http:\/\/127\.0\.0\.1:\d+);/.exec(output)?.[1];
    if (child.exitCode !== null || Date.now() - started > 60_000) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs up through a process's HTTP API, reading the code from its console SMS line, as an operator would. */
async function signUpOver(server: ServerProcess, userName: string): Promise<string> {
  const phone = randomPhone();
  const send = await fetch(`${server.url}/api/auth/phone/send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone, ageConfirmed: true }) });
  expect(send.status).toBe(200);
  let code: string | undefined;
  for (let i = 0; i < 50 && !code; i++) {
    code = new RegExp(`SMS to \\${phone}: your LootForge code is (\\d{6})`).exec(server.output())?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const verify = await fetch(`${server.url}/api/auth/phone/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone, code }) });
  expect(verify.status).toBe(200);
  const cookie = verify.headers.getSetCookie()[0]!.split(';')[0]!;
  const profile = await fetch(`${server.url}/api/profile`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ userName }) });
  expect(profile.status).toBe(200);
  return cookie;
}

if (!postgresUrl || !redisUrl) {
  if (inCi) {
    it('needs PostgreSQL and Redis', () => {
      throw new Error('TEST_DATABASE_URL and REDIS_URL are required in CI for the cross-process browser test.');
    });
  } else {
    console.warn('[skipped] cross-process browser test: set TEST_DATABASE_URL and REDIS_URL to run it');
    it.skip('a browser on one process sees a join made on another', () => {});
  }
} else {
  describeBrowser('two server processes on one PostgreSQL and Redis', () => {
    let db: Database;
    let drop: () => Promise<void>;
    let a: ServerProcess;
    let b: ServerProcess;
    let browser: Browser;
    beforeAll(async () => {
      const fresh = await freshPostgresUrl();
      drop = fresh.drop;
      db = await openPostgres(fresh.url);
      await db.migrate();
      const env = { DATABASE_URL: fresh.url, REDIS_URL: redisUrl, WEB_DIST: inject('webDist') };
      [a, b] = await Promise.all([startProcess(env), startProcess(env)]);
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
      await Promise.all([a?.stop(), b?.stop()]);
      await db?.close();
      await drop?.();
    });

    it('a browser on process B sees a join made through process A', async () => {
      const { packId } = await createTestPack(db, { items: standardPackItems, name: 'Cross Pack' });
      const host = await signUpOver(a, 'HostOnA');
      const guest = await signUpOver(a, 'GuestOnA');
      const created = await fetch(`${a.url}/api/battles`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: host },
        body: JSON.stringify({ players: 3, mode: 'normal', packIds: [packId] }),
      });
      const battleId = ((await created.json()) as { battle: { id: string } }).battle.id;

      const { page, context } = await openPage(browser, b.url);
      await page.goto(`/allbattlesecondsec/${battleId}`);
      await page.getByText('HostOnA').first().waitFor();
      expect(await page.getByText('GuestOnA').count()).toBe(0);

      const joined = await fetch(`${a.url}/api/battles/${battleId}/join`, { method: 'POST', headers: { cookie: guest } });
      expect(joined.status).toBe(200);
      await page.getByText('GuestOnA').first().waitFor({ timeout: 10_000 });
      await screenshot(page, 'cross-process-join-seen-on-b');
      await context.close();
    });
  });
}
