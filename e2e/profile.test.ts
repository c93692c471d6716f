/** Public profiles at /u/{name}: reached from a battle seat and from search, at 1440 and 375 px. */
import { expect, it } from 'vitest';
import { describeBrowser } from './support/browser';
import { browserSuite } from './support/fixture';
import { DESKTOP, PHONE, expectNoSideScroll, screenshotFromTop } from './support/page';
import { randomUserName, signUpViaApi } from './support/sign-in';

describeBrowser('public profiles', () => {
  const suite = browserSuite({ seed: true });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`opens a player's profile from their battle seat at ${viewport.width} px`, async () => {
      const host = await suite.open(DESKTOP);
      const { userName } = await signUpViaApi(host.page, suite.server, randomUserName('seat'));
      const packs = (await (await host.page.request.get('/api/packs')).json()) as { packs: Array<{ id: string; priceCents: number }> };
      const cheapest = packs.packs.sort((a, b) => a.priceCents - b.priceCents)[0]!;
      const created = await host.page.request.post('/api/battles', { data: { players: 2, mode: 'normal', packIds: [cheapest.id] }, headers: { 'Idempotency-Key': crypto.randomUUID() } });
      expect(created.status()).toBe(200);
      const { battle } = (await created.json()) as { battle: { id: string } };

      const { page, context, errors } = await suite.open(viewport);
      await page.goto(`/allbattlesecondsec/${battle.id}`);
      await page.locator('[data-seat="0"]').getByRole('link', { name: userName }).click();
      await page.waitForURL(`**/u/${encodeURIComponent(userName)}`);
      await page.getByRole('heading', { level: 1, name: userName }).waitFor();
      await page.getByText(/^Joined /).waitFor();
      const record = page.getByRole('definition');
      expect(await record.count()).toBe(3);
      expect(await page.getByRole('list', { name: 'Recent battles' }).locator('[data-battle-card]').count()).toBe(1);
      await expectNoSideScroll(page, viewport.width);
      await screenshotFromTop(page, `profile-${viewport.width}`);

      // Search finds the player and leads to the same page.
      await page.goto(`/search?q=${encodeURIComponent(userName)}`);
      await page.getByRole('list', { name: 'Players' }).getByRole('link', { name: userName }).click();
      await page.waitForURL(`**/u/${encodeURIComponent(userName)}`);
      await page.getByRole('heading', { level: 1, name: userName }).waitFor();

      // An unknown name says so.
      await page.goto('/u/nobody-at-all');
      await page.getByText('No such player').waitFor();
      expect(errors).toEqual([]);
      await context.close();
      await host.context.close();
    });
  }
});
