/**
 * Money is never sent by itself: with the connection down, the page says so in a banner, and an
 * Open clicked meanwhile fails at once with "You are offline — nothing was charged." and is not
 * sent when the connection comes back. A list whose request fails offers Try again, which works
 * once the server answers again. A page whose code was not downloaded before the connection went
 * down says so inside the site (the navbar still works) and opens by itself when the connection is
 * back; one whose download failed while online offers Try again; code that fails to run still gets
 * the error page. At 1440 and 375 px.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { formatCents } from '@lootforge/core/money';
import { describeBrowser } from './support/browser';
import { browserSuite, expectToast } from './support/fixture';
import { DESKTOP, openSiteMenu, PHONE, screenshotFromTop } from './support/page';
import { signUpViaApi } from './support/sign-in';

type PackRow = { id: string; name: string; priceCents: number };

/** Follows a link of the navbar as a person does: in the bar at 1440 px, in the menu on a phone. */
async function followNavLink(page: Page, width: number, name: string): Promise<void> {
  const links = width === DESKTOP.width ? page.getByRole('navigation', { name: 'Main' }) : await openSiteMenu(page);
  await links.getByRole('link', { name, exact: true }).click();
}

describeBrowser('offline', () => {
  const suite = browserSuite({ seed: true });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`refuses an open while offline, says nothing was charged, and sends nothing later at ${viewport.width} px`, async () => {
      const { page, context, errors } = await suite.open(viewport);
      await signUpViaApi(page, suite.server);
      const { packs } = (await (await page.request.get('/api/packs?type=official&limit=50')).json()) as { packs: PackRow[] };
      const starter = packs.find((pack) => pack.name === 'Starter Stash')!;
      const wallet = async () => ((await (await page.request.get('/api/wallet')).json()) as { balanceCents: number }).balanceCents;
      const owned = async () => ((await (await page.request.get('/api/inventory')).json()) as { items: unknown[] }).items.length;
      const before = { balance: await wallet(), items: await owned() };

      await page.goto(`/productdetails?id=${starter.id}`);
      const open = page.getByRole('button', { name: `Open for ${formatCents(starter.priceCents)}` });
      await open.waitFor();
      const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
      expect(await banner.count()).toBe(0);

      await context.setOffline(true);
      await banner.waitFor();
      await open.click();
      await expectToast(page, 'You are offline — nothing was charged.');
      await screenshotFromTop(page, `offline-open-${viewport.width}`);

      // Back online: the banner goes, and the click was not kept to be sent now.
      await context.setOffline(false);
      await banner.waitFor({ state: 'detached' });
      await page.waitForTimeout(1_500);
      expect(await wallet()).toBe(before.balance);
      expect(await owned()).toBe(before.items);

      // And the same button works again.
      const [answer] = await Promise.all([page.waitForResponse((r) => r.url().includes(`/api/packs/${starter.id}/open`)), open.click()]);
      expect(answer.status()).toBe(200);
      await expect.poll(wallet, { timeout: 15_000 }).toBe(before.balance - starter.priceCents);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`shows Try again when the battle list cannot load, and loads it when clicked, at ${viewport.width} px`, async () => {
      const { page, context } = await suite.open(viewport);
      const failing = (route: { abort: () => Promise<void> }) => route.abort();
      await page.route('**/api/battles?*', failing);
      await page.goto('/battlepage1');
      const retry = page.getByRole('button', { name: 'Try again' });
      await retry.waitFor({ timeout: 30_000 });
      await screenshotFromTop(page, `battle-list-error-${viewport.width}`);
      await page.unroute('**/api/battles?*', failing);
      await retry.click();
      await retry.waitFor({ state: 'detached' });
      expect(await page.getByRole('tab', { name: 'Open' }).isVisible()).toBe(true);
      await context.close();
    });

    it(`opens a page not downloaded yet by itself when the connection comes back, saying so inside the site meanwhile, at ${viewport.width} px`, async () => {
      const { page, context, errors } = await suite.open(viewport);
      await page.goto('/');
      await page.getByRole('tab', { name: 'Open' }).waitFor();
      await context.setOffline(true);
      await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor();

      // /race has never been opened in this page load: its code is not in the browser.
      await followNavLink(page, viewport.width, 'Race');
      const offline = page.getByRole('heading', { name: 'You are offline', level: 1 });
      await offline.waitFor();
      expect(await page.getByText('Something went wrong').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
      await screenshotFromTop(page, `offline-page-not-downloaded-${viewport.width}`);

      // The navbar still works, and the page still waits for the connection when opened again.
      await followNavLink(page, viewport.width, 'Battles');
      await page.getByRole('tab', { name: 'Open' }).waitFor();
      await followNavLink(page, viewport.width, 'Race');
      await offline.waitFor();

      // Back online: the page arrives with nothing pressed, and no reload of the document.
      await page.evaluate(() => ((window as Window & { samePageLoad?: boolean }).samePageLoad = true));
      await context.setOffline(false);
      await page.getByRole('heading', { name: 'Race', level: 1 }).waitFor();
      expect(await offline.count()).toBe(0);
      expect(await page.evaluate(() => (window as Window & { samePageLoad?: boolean }).samePageLoad)).toBe(true);
      await screenshotFromTop(page, `offline-page-arrived-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('offers Try again for a page whose download failed while online, and opens it when pressed', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    await page.goto('/');
    await page.getByRole('tab', { name: 'Open' }).waitFor();
    const failing = (route: { abort: () => Promise<void> }) => route.abort();
    await page.route('**/assets/rewards-page-*.js', failing);
    await followNavLink(page, DESKTOP.width, 'Rewards');
    await page.getByRole('heading', { name: 'This page did not download', level: 1 }).waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    await screenshotFromTop(page, 'offline-page-download-failed-1440');

    await page.unroute('**/assets/rewards-page-*.js', failing);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Rewards', level: 1 }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('still shows the error page for a page whose code fails to run', async () => {
    const { page, context } = await suite.open(DESKTOP);
    await page.goto('/');
    await page.getByRole('tab', { name: 'Open' }).waitFor();
    await page.route('**/assets/race-page-*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("race page broke");' }));
    await followNavLink(page, DESKTOP.width, 'Race');
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    expect(await page.getByRole('heading', { name: /You are offline|This page did not download/ }).count()).toBe(0);
    await context.close();
  });
});
