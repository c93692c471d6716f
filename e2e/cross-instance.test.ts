/**
 * Two server processes' worth of app on one PostgreSQL and one Redis: a
 * person watching a battle on instance B sees a join made on instance A,
 * without reloading.
 */
import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPostgres, type Database } from '../packages/server/src/db/client';
import { createRedisBus } from '../packages/server/src/realtime/redis-bus';
import { freshPostgresUrl } from '../packages/server/src/test/databases';
import { createTestPack, standardPackItems } from '../packages/server/src/test/catalogue';
import { signUp } from '../packages/server/src/test/users';
import { describeBrowser, launchBrowser } from './support/browser';
import { openPage, screenshot } from './support/page';
import { startServer, type TestServer } from './support/server';

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const inCi = process.env.CI === 'true' || process.env.CI === '1';

if (!postgresUrl || !redisUrl) {
  if (inCi) {
    it('needs PostgreSQL and Redis', () => {
      throw new Error('TEST_DATABASE_URL and REDIS_URL are required in CI for the cross-instance browser test.');
    });
  } else {
    console.warn('[skipped] cross-instance browser test: set TEST_DATABASE_URL and REDIS_URL to run it');
    it.skip('a browser on one instance sees a join made on another', () => {});
  }
} else {
  describeBrowser('two instances on one PostgreSQL and Redis', () => {
    let dbA: Database;
    let dbB: Database;
    let drop: () => Promise<void>;
    let a: TestServer;
    let b: TestServer;
    let browser: Browser;
    beforeAll(async () => {
      const fresh = await freshPostgresUrl();
      drop = fresh.drop;
      dbA = await openPostgres(fresh.url);
      dbB = await openPostgres(fresh.url);
      const channel = `e2e:${randomBytes(4).toString('hex')}`;
      a = await startServer({ db: dbA, bus: await createRedisBus(redisUrl, { channel }) });
      b = await startServer({ db: dbB, bus: await createRedisBus(redisUrl, { channel }) });
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
      for (const server of [a, b]) {
        await server?.close();
        await server?.app.resources.bus.close();
      }
      await dbA?.close();
      await dbB?.close();
      await drop?.();
    });

    it('a browser on instance B sees a join made on instance A', async () => {
      const { packId } = await createTestPack(dbA, { items: standardPackItems, name: 'Cross Pack' });
      const host = await signUp(a.app, a.sms, 'HostOnA');
      const guest = await signUp(a.app, a.sms, 'GuestOnA');
      const created = await a.app.inject({ method: 'POST', url: '/api/battles', headers: { cookie: host.cookie }, payload: { players: 3, mode: 'normal', packIds: [packId] } });
      const battleId = created.json().battle.id as string;

      const { page, context } = await openPage(browser, b.url);
      await page.goto(`/allbattlesecondsec/${battleId}`);
      await page.getByText('HostOnA').first().waitFor();
      expect(await page.getByText('GuestOnA').count()).toBe(0);

      const joined = await a.app.inject({ method: 'POST', url: `/api/battles/${battleId}/join`, headers: { cookie: guest.cookie } });
      expect(joined.statusCode).toBe(200);
      await page.getByText('GuestOnA').first().waitFor({ timeout: 10_000 });
      await screenshot(page, 'cross-instance-join-seen-on-b');
      await context.close();
    });
  });
}
