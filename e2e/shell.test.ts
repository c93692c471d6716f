import { expect, it } from 'vitest';
import { describeBrowser } from './support/browser';
import { browserSuite } from './support/fixture';
import { DESKTOP, PHONE, screenshot, expectNoSideScroll } from './support/page';

describeBrowser('site shell', () => {
  // On the embedded database `npm start` runs, whatever the other browser tests use.
  const suite = browserSuite({ seed: true, database: 'pglite' });

  it('loads the home page with the navigation bar and the footer', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByRole('link', { name: 'LootForge' }).isVisible()).toBe(true);
    await expect.poll(() => nav.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Wallet' }).count()).toBe(0);
    expect(await page.getByText('powered by a DAO').isVisible()).toBe(true);
    await screenshot(page, 'shell-home-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows each navigation link to its route', async () => {
    const { page, context } = await suite.open(DESKTOP);
    await page.goto('/packs');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Battles' }).click();
    await page.waitForURL('**/battlepage1');
    await nav.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/loginsignup');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await nav.getByRole('link', { name: 'LootForge' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // History needs a signed-in user: a visitor is sent to /.
    await page.goto('/forgemain');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('opens a typed address at the top, not where the last page was left', async () => {
    const { page, context, errors } = await suite.open(PHONE);
    await page.goto('/packs');
    await page.locator('a[href^="/productdetails"]').first().waitFor();
    // Far down the packs, then a new address typed in the same tab.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    await page.goto('/rewards');
    await page.locator('[data-reward="monthly"]').waitFor();
    // Long enough to have been scrolled as far, had the old position been put back.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2_000);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders the app after a reload on a deep route', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    const response = await page.goto('/allbattlesecondsec/x');
    expect(response?.status()).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    for (const path of ['/productdetails?id=abc', '/fairness', '/adminlogin', '/search?q=gold']) {
      await page.goto(path);
      await expect.poll(() => page.locator('h1').count()).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('collapses the navigation behind a menu button on a phone', async () => {
    const { page, context } = await suite.open(PHONE);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Battles' }).isVisible()).toBe(false);
    await toggle.click();
    await screenshot(page, 'shell-menu-phone');
    await page.locator('#site-menu').getByRole('link', { name: 'Battles' }).click();
    await page.waitForURL('**/battlepage1');
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    await expectNoSideScroll(page, PHONE.width);
    await screenshot(page, 'shell-battles-phone');
    await context.close();
  });

  it('says plainly when an answer is not what the page expects, instead of breaking', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    // A server (or a proxy in between) answering the battle list with the wrong shape.
    await page.route('**/api/battles?**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ battles: [{ id: 42 }] }) }));
    await page.goto('/');
    await page.getByText('We could not load the battles').waitFor();
    await page.getByText('The server sent an answer this page cannot read. Please reload and try again.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
