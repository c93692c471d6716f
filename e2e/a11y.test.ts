/**
 * Accessibility of every page, with axe-core run inside real Chromium at 1440 and 375 px: no
 * serious or critical violation anywhere, for a visitor, a signed-in player and an operator
 * (every route of the router, with data in it: demo players, finished and open battles, packs).
 * And the core loop usable by keyboard alone: open a pack without touching the mouse.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoActivity } from '../packages/server/src/catalogue/demo-activity';
import { createAdmin, submitAdminLogin } from './support/admin';
import { describeBrowser } from './support/browser';
import { browserSuite } from './support/fixture';
import { DESKTOP, PHONE, balancePill, openSiteMenu, screenshotFromTop } from './support/page';
import { packsByPrice } from './support/play';
import { randomPhone, randomUserName, signUpViaApi, signUpViaUi } from './support/sign-in';

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

type Violation = { id: string; impact: string | null; help: string; nodes: Array<{ target: string[]; failureSummary?: string }> };

/**
 * Runs axe on the page as it stands (after its data has loaded) and returns the serious and
 * critical violations, each as one readable line. Evaluated through the DevTools protocol, so the
 * site's Content-Security-Policy does not stop the injected script.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id} (${violation.help}): ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ')}`);
}

/** Waits until the page has its data: a heading in the content, and no placeholder still shimmering. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1, main h2, h1').first().waitFor();
  await expect.poll(() => page.locator('[data-skeleton]').count(), { timeout: 15_000, message: `${page.url()} still shows a loading placeholder` }).toBe(0);
  // Entrance transitions finish (colour contrast is measured on the final colours).
  await page.waitForTimeout(400);
}

async function auditRoutes(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
    for (const line of await seriousViolations(page)) found.push(`${path}: ${line}`);
    // Every page, for people to look at (.tmp/screenshots/page-*.png).
    const slug = path.replace(/\?.*$/, '').replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    await screenshotFromTop(page, `page-${slug}-${page.viewportSize()?.width ?? 0}`, 100);
  }
  return found;
}

describeBrowser('accessibility (axe-core)', () => {
  const suite = browserSuite({ seed: true });
  const ids = { finishedBattle: '', openBattle: '', pack: '', player: 'NovaRunner', userId: '' };

  it('sets the scene: demo players, finished battles, an open battle', async () => {
    await seedDemoActivity(suite.server.app.resources.db, suite.server.app.config.houseEdge);
    const { page, context } = await suite.open(DESKTOP);
    await signUpViaApi(page, suite.server, randomUserName('host'));
    const [pack] = await packsByPrice(page);
    ids.pack = pack!.id;
    const created = await page.request.post('/api/battles', {
      data: { players: 2, mode: 'normal', packIds: [pack!.id] },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(created.status(), await created.text()).toBe(200);
    ids.openBattle = ((await created.json()) as { battle: { id: string } }).battle.id;
    const [finished] = await suite.server.app.resources.db.query<{ id: string }>(`SELECT id FROM battles WHERE status = 'settled' ORDER BY created_at LIMIT 1`);
    ids.finishedBattle = finished!.id;
    const [demo] = await suite.server.app.resources.db.query<{ id: string }>(`SELECT id FROM users WHERE user_name = $1`, [ids.player]);
    ids.userId = demo!.id;
    await context.close();
  });

  /** Each page a visitor sees, as [what it is, its path once the scene is set]. */
  const publicPages: Array<[string, () => string]> = [
    ['the home page', () => '/'],
    ['/homepage', () => '/homepage'],
    ['the packs', () => '/packs'],
    ['finished battles', () => '/battlepage1?tab=finished'],
    ['sign-in', () => '/loginsignup'],
    ['the races', () => '/race'],
    ['rewards', () => '/rewards'],
    ["a pack's page", () => `/productdetails?id=${ids.pack}`],
    ["a pack's drop chances", () => `/dropchance?id=${ids.pack}`],
    ["a pack's items", () => `/scrollpage?id=${ids.pack}`],
    ['the battle list', () => '/allbattle'],
    ['a finished battle', () => `/allbattlesecondsec/${ids.finishedBattle}`],
    ['an open battle', () => `/allbattlesecondsec/${ids.openBattle}`],
    ['coming soon', () => '/comingsoon'],
    ['search results', () => '/search?q=a'],
    ["a player's profile", () => `/u/${ids.player}`],
    ["a battle's fairness check", () => `/fairness?battleId=${ids.finishedBattle}`],
    ['a page that does not exist', () => '/no-such-page'],
    ['admin sign-in', () => '/admin'],
  ];
  const playerPaths = ['/wallet', '/editprofile', '/referrals', '/limits', '/forgemain', '/createbattle', '/createpack', '/otp'];
  const adminPaths = () => ['/adminusers', `/adminusers/${ids.userId}`, '/adminfinance', '/adminraces', '/adminsecurity', '/adminitems', '/adminplayerlimits'];

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
      it.each(publicPages)('finds no serious or critical violation on %s', async (_name, path) => {
        expect(await auditRoutes(visitor!.page, [path()])).toEqual([]);
      });
    });

    it(`finds none on a player's own pages at ${viewport.width} px, /signup included`, async () => {
      const { page, context } = await suite.open(viewport);
      // /signup is what a new player sees between the code and the profile.
      const signup = await auditSignup(page);
      await page.getByLabel('Username').fill(randomUserName('a11y'));
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      const pages = await auditRoutes(page, playerPaths);
      // The bar's menus, open.
      if (viewport.width === PHONE.width) await openSiteMenu(page);
      else await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Profile menu' }).click();
      await page.getByRole('button', { name: 'Logout' }).waitFor();
      const menus = (await seriousViolations(page)).map((line) => `open menu: ${line}`);
      expect([...signup, ...pages, ...menus]).toEqual([]);
      await context.close();
    });

    it(`finds none in the operator console at ${viewport.width} px`, async () => {
      const { page, context } = await suite.open(viewport);
      const email = `a11y-${viewport.width}@example.com`;
      await createAdmin(suite.server, email);
      await submitAdminLogin(page, { email });
      await page.waitForURL((url) => url.pathname !== '/admin');
      expect(await auditRoutes(page, adminPaths())).toEqual([]);
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
    for (const line of await seriousViolations(page)) found.push(`/loginsignup (country list): ${line}`);
    await page.keyboard.press('Escape');
    const phone = randomPhone();
    await page.getByLabel('Phone number').fill(phone.slice('+91'.length));
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('OTP', { exact: true }).waitFor();
    for (const line of await seriousViolations(page)) found.push(`/loginsignup (code step): ${line}`);
    const code = suite.server.sms.messages.filter((message) => message.to === phone).at(-1)?.code;
    await page.getByLabel('OTP', { exact: true }).fill(code ?? '');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL((url) => url.pathname === '/signup');
    await settled(page);
    for (const line of await seriousViolations(page)) found.push(`/signup: ${line}`);
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
