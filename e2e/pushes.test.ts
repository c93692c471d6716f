/**
 * Pushes reach the page every time (DESIGN §7): a credit an admin makes shows
 * in the navbar, and a suspension moves the page to sign-in with its message,
 * right after the page loads, after the socket drops and reconnects, and over
 * and over, at 1440 and 375 px. Each change must show within PUSH_MS, well
 * before the page's own fallback would read it again (a query goes stale after
 * 15 s and is read again only on a new visit or a focus, which these pages never
 * get): only the push, or the read a page makes when its subscription is
 * confirmed (DESIGN §7), can show it in time.
 */
import type { Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { formatCents } from '../packages/core/src/money';
import { ADMIN_PASSWORD, createAdmin } from './support/admin';
import { describeBrowser } from './support/browser';
import { browserSuite, expectToast } from './support/fixture';
import { DESKTOP, PHONE, balancePill, openProfileMenu } from './support/page';
import type { TestServer } from './support/server';
import { signUpViaApi } from './support/sign-in';

/** How long a push may take here: far less than the 15 s after which the page would read its balance again on its own. */
const PUSH_MS = 10_000;

async function adminCookie(server: TestServer, email: string): Promise<string> {
  const { app } = server;
  await createAdmin(server, email);
  const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: ADMIN_PASSWORD }, remoteAddress: '203.0.113.9' });
  expect(login.statusCode, login.body).toBe(200);
  const cookie = login.cookies.find((c) => c.name === 'lf_admin')!;
  return `${cookie.name}=${cookie.value}`;
}

/** Loads a page and waits for its balance: the moment a change made now is most easily missed. */
async function load(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await balancePill(page).waitFor();
}

/** Ends every live connection to the server, as a network change or a restarted proxy would. */
function dropSockets(app: FastifyInstance): number {
  const clients = (app as unknown as { websocketServer: { clients: Set<{ terminate(): void }> } }).websocketServer.clients;
  const count = clients.size;
  for (const client of clients) client.terminate();
  return count;
}

describeBrowser('pushes', () => {
  const suite = browserSuite({ seed: true });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`a credit shows on the page at once, right after each load and after each reconnect, at ${viewport.width} px`, async () => {
      const { app } = suite.server;
      const admin = await adminCookie(suite.server, `pushes-${viewport.width}@example.com`);
      const { page, context, errors } = await suite.open(viewport);
      await signUpViaApi(page, suite.server);
      const { user } = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
      let balance = 100_000;
      const credit = async (cents: number, reason: string) => {
        const response = await app.inject({ method: 'POST', url: `/api/admin/users/${user.id}/adjust`, headers: { cookie: admin }, payload: { amountCents: cents, reason } });
        expect(response.statusCode, response.body).toBe(200);
        balance += cents;
      };
      const shows = async (what: string) => {
        await expect.poll(() => balancePill(page).innerText(), { timeout: PUSH_MS, message: what }).toContain(formatCents(balance));
      };

      for (let round = 1; round <= 6; round++) {
        // Right after the page loads: the credit is made the moment the balance is on screen.
        await load(page, round % 2 ? '/' : '/packs');
        await credit(100 + round, `After load ${round}`);
        await shows(`credit after load ${round}`);
        // A second credit on the same page.
        await credit(10 + round, `Same page ${round}`);
        await shows(`second credit on the page, round ${round}`);
        // The connection drops; the page reconnects and subscribes again by itself.
        expect(dropSockets(app)).toBeGreaterThan(0);
        await expect.poll(() => app.hub.connections(), { timeout: PUSH_MS }).toBeGreaterThan(0);
        await credit(1 + round, `After reconnect ${round}`);
        await shows(`credit after reconnect ${round}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`a suspension moves the page to sign-in with its message right after load, at ${viewport.width} px`, async () => {
      const { app } = suite.server;
      const admin = await adminCookie(suite.server, `suspends-${viewport.width}@example.com`);
      const { page, context } = await suite.open(viewport);
      await signUpViaApi(page, suite.server);
      const { user } = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
      await load(page, '/packs');
      const suspended = await app.inject({ method: 'POST', url: `/api/admin/users/${user.id}/suspend`, headers: { cookie: admin }, payload: { reason: 'Push test' } });
      expect(suspended.statusCode, suspended.body).toBe(200);
      await expectToast(page, 'This account is suspended.');
      await page.waitForURL('**/loginsignup', { timeout: PUSH_MS });
      await context.close();
    });
  }

  it('signing out in one tab signs the other tab of the same browser out at once', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    await signUpViaApi(page, suite.server);
    await load(page, '/packs');
    const other = await context.newPage();
    await load(other, '/');
    await (await openProfileMenu(page)).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/loginsignup');
    // The other tab is told its session ended, and shows a visitor's bar without a reload.
    await balancePill(other).waitFor({ state: 'detached', timeout: PUSH_MS });
    await other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).first().waitFor({ timeout: PUSH_MS });
    expect(errors).toEqual([]);
    await context.close();
  });
});
