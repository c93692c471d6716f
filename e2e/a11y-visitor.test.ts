/**
 * Accessibility, with axe-core inside real Chromium at 1440 and 375 px, for everyone who is not
 * yet a player with a history: every public page as a visitor, a brand-new player's /signup,
 * empty pages and open menus, and the operator console. No violation of any impact anywhere
 * (serious and critical ones, and the moderate ones a screen-reader user trips on: a skipped
 * heading level, two landmarks of one name). And the core loop by keyboard alone: open a pack
 * without touching the mouse. The signed-in player's walk is e2e/a11y-player.test.ts.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, auditRoutes, publicPages, setScene, settled, violations, type Scene } from './support/a11y';
import { createAdmin, submitAdminLogin } from './support/admin';
import { describeBrowser } from './support/browser';
import { browserSuite } from './support/fixture';
import { DESKTOP, PHONE, balancePill, openSiteMenu } from './support/page';
import { randomPhone, randomUserName, signUpViaUi, skipDepositLimits } from './support/sign-in';

describeBrowser("accessibility (axe-core): a visitor's, a new player's and the console's pages", () => {
  const suite = browserSuite({ seed: true });
  let ids: Scene;

  beforeAll(async () => {
    ids = await setScene(suite, { withPlayer: false });
  });

  for (const viewport of [DESKTOP, PHONE]) {
    // One test per page (a slow machine times one page, not nineteen), on one visitor's tab.
    describe(`a visitor's pages at ${viewport.width} px`, () => {
      let visitor: Awaited<ReturnType<typeof suite.open>> | undefined;
      beforeAll(async () => {
        visitor = await suite.open(viewport);
      });
      afterAll(async () => {
        await visitor?.context.close();
      });
      it.each(publicPages)('finds no violation on %s', async (_name, path) => {
        expect(await auditRoutes(visitor!.page, [path(ids)])).toEqual([]);
      });
    });

    it(`finds none for a new player at ${viewport.width} px: /signup, their empty pages, the open menus`, async () => {
      const { page, context } = await suite.open(viewport);
      // /signup is what a new player sees between the code and the profile.
      const signup = await auditSignup(page);
      await page.getByLabel('Username').fill(randomUserName('a11y'));
      await page.getByRole('button', { name: 'Sign Up' }).click();
      // Signup's last step, the offer of deposit limits.
      await page.getByRole('heading', { name: 'Set your deposit limits' }).waitFor();
      await settled(page);
      const step = (await violations(page)).map((line) => `/signup (deposit limits): ${line}`);
      await skipDepositLimits(page);
      const pages = await auditRoutes(page, ['/wallet', '/forgemain', '/referrals', '/limits'], 'new-player');
      // The bar's menus, open.
      if (viewport.width === PHONE.width) await openSiteMenu(page);
      else await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Profile menu' }).click();
      await page.getByRole('button', { name: 'Logout' }).waitFor();
      const menus = (await violations(page)).map((line) => `open menu: ${line}`);
      expect([...signup, ...step, ...pages, ...menus]).toEqual([]);
      await context.close();
    });

    it(`finds none in the operator console at ${viewport.width} px`, async () => {
      const { page, context } = await suite.open(viewport);
      const email = `a11y-${viewport.width}@example.com`;
      await createAdmin(suite.server, email);
      await submitAdminLogin(page, { email });
      await page.waitForURL((url) => url.pathname !== '/admin');
      expect(await auditRoutes(page, adminPaths(ids))).toEqual([]);
      await context.close();
    });
  }

  /** Signs a new number in through the UI and audits /signup (and /loginsignup's code step on the way). */
  async function auditSignup(page: Page): Promise<string[]> {
    const found: string[] = [];
    await page.goto('/loginsignup');
    await settled(page);
    await page.getByRole('switch').click();
    // The country list, open.
    await page.getByRole('button', { name: /^Country:/ }).click();
    await page.getByRole('combobox', { name: 'Search countries' }).waitFor();
    for (const line of await violations(page)) found.push(`/loginsignup (country list): ${line}`);
    await page.keyboard.press('Escape');
    const phone = randomPhone();
    await page.getByLabel('Phone number').fill(phone.slice('+91'.length));
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('OTP', { exact: true }).waitFor();
    for (const line of await violations(page)) found.push(`/loginsignup (code step): ${line}`);
    const code = suite.server.sms.messages.filter((message) => message.to === phone).at(-1)?.code;
    await page.getByLabel('OTP', { exact: true }).fill(code ?? '');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL((url) => url.pathname === '/signup');
    await settled(page);
    for (const line of await violations(page)) found.push(`/signup: ${line}`);
    return found;
  }

  it('opens a pack with the keyboard alone', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    await signUpViaUi(page, suite.server);
    const before = await balancePill(page).innerText();
    await page.goto(`/productdetails?id=${ids.pack}`);
    await settled(page);
    // Tab from the top of the page to the Open button, as a keyboard user would, and press Enter.
    await page.locator('body').focus();
    let reached = false;
    for (let presses = 0; presses < 80 && !reached; presses++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => /^Open\b/.test(document.activeElement?.textContent?.trim() ?? '') && document.activeElement?.tagName === 'BUTTON');
    }
    expect(reached, 'the Open button is reachable with Tab').toBe(true);
    // Focus is visible where it is (a ring or outline, not nothing).
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return style.outlineStyle !== 'none' || style.boxShadow !== 'none';
    });
    expect(ring, 'the focused button shows where focus is').toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => balancePill(page).innerText(), { timeout: 20_000 }).not.toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });
});
