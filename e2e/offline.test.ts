/**
 * Money is never sent by itself: with the connection down, the page says so in a banner, and an
 * Open clicked meanwhile fails at once with "You are offline — nothing was charged." and is not
 * sent when the connection comes back. A list whose request fails offers Try again, which works
 * once the server answers again. At 1440 and 375 px.
 */
import { expect, it } from 'vitest';
import { formatCents } from '@lootforge/core/money';
import { describeBrowser } from './support/browser';
import { browserSuite, expectToast } from './support/fixture';
import { DESKTOP, PHONE, screenshotFromTop } from './support/page';
import { signUpViaApi } from './support/sign-in';

type PackRow = { id: string; name: string; priceCents: number };

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
  }
});
