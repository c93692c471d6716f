/**
 * The site as a whole, at 1440 and 375 px: every section reached from the bar, the profile menu,
 * and being brought back to the page that asked for a sign-in.
 */
import { expect, it } from 'vitest';
import { describeBrowser } from './support/browser';
import { browserSuite } from './support/fixture';
import { DESKTOP, PHONE, balancePill, expectNoSideScroll, openProfileMenu, screenshotFromTop, openSiteMenu } from './support/page';
import { randomPhone, signInViaUi, signUpViaApi, signUpViaUi } from './support/sign-in';

const SECTIONS = [
  { label: 'Battles', path: '/battlepage1', heading: 'Battles' },
  { label: 'Packs', path: '/packs', heading: 'Packs' },
  { label: 'Upgrader', path: '/upgrader', heading: 'Upgrader' },
  { label: 'Race', path: '/race', heading: 'Race' },
  { label: 'Rewards', path: '/rewards', heading: 'Rewards' },
] as const;

describeBrowser('site navigation', () => {
  // On the embedded database `npm start` runs, whatever the other browser tests use.
  const suite = browserSuite({ seed: true, database: 'pglite' });

  for (const viewport of [DESKTOP, PHONE]) {
    const width = viewport.width;
    it(`reaches every section from the top bar at ${width} px`, async () => {
      const { page, context, errors } = await suite.open(viewport);
      await signUpViaUi(page, suite.server);
      await balancePill(page).getByText('$1,000.00').waitFor();
      for (const section of SECTIONS) {
        if (width === PHONE.width) {
          await openSiteMenu(page);
          await page.locator('#site-menu').getByRole('link', { name: section.label, exact: true }).click();
        } else {
          await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: section.label, exact: true }).click();
        }
        await page.waitForURL((url) => url.pathname === section.path);
        // The section's own heading, exactly: the home page's "Open packs. Win battles. …" would match
        // "Battles" loosely while the new page is still being drawn, and a menu opened then closes as it lands.
        await page.getByRole('heading', { level: 1, name: section.heading, exact: true }).waitFor();
        await expectNoSideScroll(page, width);
      }

      // The avatar's menu: the player's own pages and Logout.
      const menu = await openProfileMenu(page);
      for (const name of ['Profile', 'Wallet', 'History', 'Referrals', 'Fairness']) expect(await menu.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
      await screenshotFromTop(page, `site-profile-menu-${width}`, 200);
      await menu.getByRole('link', { name: 'Fairness' }).click();
      await page.waitForURL('**/fairness');
      await expect.poll(() => page.locator('#profile-menu').isVisible()).toBe(false);
      await (await openProfileMenu(page)).getByRole('link', { name: 'History' }).click();
      await page.waitForURL('**/forgemain');
      // Escape closes it and gives focus back to the avatar.
      await openProfileMenu(page);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('#profile-menu').isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Profile menu');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('brings a player back to the pack they tried to open after signing in', async () => {
    const setup = await suite.open(DESKTOP);
    const phone = randomPhone();
    await signInViaUi(setup.page, suite.server, phone);
    expect((await setup.page.request.post('/api/profile', { data: { userName: 'ReturnPlayer' } })).status()).toBe(200);
    await setup.context.close();

    const { page, context, errors } = await suite.open(PHONE);
    await page.goto('/packs');
    await page.locator('a[href^="/productdetails?id="]').first().click();
    await page.waitForURL('**/productdetails?id=*');
    const packUrl = new URL(page.url());
    await page.getByRole('button', { name: /^Open for/ }).click();
    await page.waitForURL('**/loginsignup');
    await signInViaUi(page, suite.server, phone);
    await page.waitForURL((url) => url.pathname === packUrl.pathname && url.search === packUrl.search);
    await balancePill(page).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('brings a visitor back to their history and to the battle they tried to join', async () => {
    const host = await suite.open(DESKTOP);
    await signUpViaApi(host.page, suite.server);
    const packs = (await (await host.page.request.get('/api/packs')).json()) as { packs: Array<{ id: string }> };
    const created = await host.page.request.post('/api/battles', { data: { players: 2, mode: 'normal', packIds: [packs.packs[0]!.id] }, headers: { 'Idempotency-Key': crypto.randomUUID() } });
    expect(created.status()).toBe(200);
    const { battle } = (await created.json()) as { battle: { id: string } };

    const setup = await suite.open(DESKTOP);
    const phone = randomPhone();
    await signInViaUi(setup.page, suite.server, phone);
    expect((await setup.page.request.post('/api/profile', { data: { userName: 'JoinLater' } })).status()).toBe(200);
    await setup.context.close();

    const { page, context, errors } = await suite.open(DESKTOP);
    // History asks for a sign-in: after it, the history is where the player lands.
    await page.goto('/forgemain');
    await page.waitForURL((url) => url.pathname === '/');
    await signInViaUi(page, suite.server, phone);
    await page.waitForURL('**/forgemain');
    await (await openProfileMenu(page)).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/loginsignup');

    // Join from the battle's page while signed out: back on that battle after signing in.
    await page.goto(`/allbattlesecondsec/${battle.id}`);
    await page.getByRole('button', { name: /Join/ }).first().click();
    await page.waitForURL('**/loginsignup');
    await signInViaUi(page, suite.server, phone);
    await page.waitForURL(`**/allbattlesecondsec/${battle.id}`);
    expect(errors).toEqual([]);
    await context.close();
    await host.context.close();
  });
});
