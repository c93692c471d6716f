/**
 * Accessibility of every page, with axe-core run inside real Chromium at 1440 and 375 px: no
 * violation of any impact anywhere (serious and critical ones, and the moderate ones a
 * screen-reader user trips on: a skipped heading level, two landmarks of one name), for a visitor,
 * a signed-in player with a history (packs opened, a seed pair revealed, a reward claimed, battles
 * hosted and joined), a brand-new player and an operator: every route of the router, with data in
 * it (demo players, finished, open and running battles, packs). And the core loop usable by
 * keyboard alone: open a pack without touching the mouse.
 */
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoActivity } from '../packages/server/src/catalogue/demo-activity';
import { createAdmin, submitAdminLogin } from './support/admin';
import { describeBrowser } from './support/browser';
import { browserSuite } from './support/fixture';
import { DESKTOP, PHONE, balancePill, openSiteMenu, screenshotFromTop, screenshotView } from './support/page';
import { openPacks, packCostingAtLeast, packsByPrice } from './support/play';
import { randomPhone, randomUserName, signUpViaApi, signUpViaUi } from './support/sign-in';

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

type Violation = { id: string; impact: string | null; help: string; nodes: Array<{ target: string[]; failureSummary?: string }> };

/**
 * Runs axe on the page as it stands (after its data has loaded) and returns every violation, each
 * as one readable line: the walk finds none of any impact, so a new one of any impact is news.
 * Evaluated through the DevTools protocol, so the site's Content-Security-Policy does not stop the
 * injected script.
 */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return found.map(
    (violation) => `${violation.impact ?? 'unrated'} ${violation.id} (${violation.help}): ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Waits until the page has its data: a heading in the content, and no placeholder still shimmering. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1, main h2, h1').first().waitFor();
  await expect.poll(() => page.locator('[data-skeleton]').count(), { timeout: 15_000, message: `${page.url()} still shows a loading placeholder` }).toBe(0);
  // Entrance transitions finish (colour contrast is measured on the final colours): the page asks
  // for reduced motion, so each lasts 1 ms (styles.css), and two frames see them through.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The page's name in a screenshot's file name. */
function slugOf(path: string): string {
  return path.replace(/\?.*$/, '').replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
}

async function auditRoutes(page: Page, paths: string[], shotPrefix = 'page'): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
    for (const line of await violations(page)) found.push(`${path}: ${line}`);
    // Every page, for people to look at (.tmp/screenshots/page-*.png, player-*.png, new-player-*.png).
    await screenshotFromTop(page, `${shotPrefix}-${slugOf(path)}-${page.viewportSize()?.width ?? 0}`, 100);
  }
  return found;
}

describeBrowser('accessibility (axe-core)', () => {
  const suite = browserSuite({ seed: true });
  const ids = { finishedBattle: '', openBattle: '', pack: '', player: 'NovaRunner', userId: '' };
  /** The session of the player with a history, for each of their tabs. */
  let playerCookies: Awaited<ReturnType<BrowserContext['cookies']>> = [];

  /** Creates a battle as the page's player and returns its id. */
  async function createBattle(page: Page, body: object): Promise<string> {
    const created = await page.request.post('/api/battles', { data: body, headers: { 'Idempotency-Key': crypto.randomUUID() } });
    expect(created.status(), await created.text()).toBe(200);
    return ((await created.json()) as { battle: { id: string } }).battle.id;
  }

  it('sets the scene: demo players, finished battles, an open battle, a player with a history', async () => {
    await seedDemoActivity(suite.server.app.resources.db, suite.server.app.config.houseEdge);
    const { page, context } = await suite.open(DESKTOP);
    await signUpViaApi(page, suite.server, randomUserName('host'));
    const [pack] = await packsByPrice(page);
    ids.pack = pack!.id;
    ids.openBattle = await createBattle(page, { players: 2, mode: 'normal', packIds: [pack!.id] });
    const toJoin = await createBattle(page, { players: 2, mode: 'shared', packIds: [pack!.id] });
    // The player: packs opened, a seed pair revealed, a reward claimed (its countdown showing), a
    // battle hosted against bots and one joined.
    await signUpViaApi(page, suite.server, randomUserName('a11y'));
    await openPacks(page, pack!, 3);
    expect((await page.request.post('/api/fairness/rotate')).status()).toBe(200);
    // 0.2 % of $5 is the first whole cent a reward pays.
    await openPacks(page, await packCostingAtLeast(page, 500), 1);
    const claimed = await page.request.post('/api/rewards/daily/claim');
    expect(claimed.status(), await claimed.text()).toBe(200);
    const hosted = await createBattle(page, { players: 2, mode: 'normal', packIds: [pack!.id] });
    expect((await page.request.post(`/api/battles/${hosted}/fill-bots`)).status()).toBe(200);
    const joined = await page.request.post(`/api/battles/${toJoin}/join`, { data: {}, headers: { 'Idempotency-Key': crypto.randomUUID() } });
    expect(joined.status(), await joined.text()).toBe(200);
    playerCookies = await context.cookies();
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
  /** A player's own pages, as [what it is, its path]. */
  const playerPages: Array<[string, () => string]> = [
    ['the wallet', () => '/wallet'],
    ['the profile editor', () => '/editprofile'],
    ['referrals', () => '/referrals'],
    ['limits', () => '/limits'],
    ['their battle history', () => '/forgemain'],
    ['the battle creator', () => '/createbattle'],
    ['the pack creator', () => '/createpack'],
    ['the code page', () => '/otp'],
  ];
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
      it.each(publicPages)('finds no violation on %s', async (_name, path) => {
        expect(await auditRoutes(visitor!.page, [path()])).toEqual([]);
      });
    });

    // The same pages and the player's own, on one tab of the player with a history.
    describe(`a signed-in player's pages at ${viewport.width} px`, () => {
      let player: Awaited<ReturnType<typeof suite.open>> | undefined;
      beforeAll(async () => {
        player = await suite.open(viewport);
        await player.context.addCookies(playerCookies);
      });
      afterAll(async () => {
        await player?.context.close();
      });
      it.each([...publicPages, ...playerPages])('finds no violation on %s', async (_name, path) => {
        expect(await auditRoutes(player!.page, [path()], 'player')).toEqual([]);
      });

      it('finds no violation on a running battle of theirs, and its rounds strip scrolls by keyboard', async () => {
        const page = player!.page;
        const [pack] = await packsByPrice(page);
        // Twenty rounds against bots: it plays for over a minute, and its rounds overflow the strip at both widths.
        const running = await createBattle(page, { players: 2, mode: 'normal', packIds: Array.from({ length: 20 }, () => pack!.id) });
        expect((await page.request.post(`/api/battles/${running}/fill-bots`)).status()).toBe(200);
        await page.goto(`/allbattlesecondsec/${running}`);
        const stage = page.locator('[data-stage-label]');
        await stage.filter({ hasText: /^Round \d+ of 20$/ }).waitFor();
        await settled(page);
        const found = await violations(page);
        expect(await stage.innerText(), 'the battle was still running when audited').toMatch(/^Round \d+ of 20$/);
        expect(found).toEqual([]);
        // Someone without a pointer scrolls the strip with the arrow keys once it has focus.
        const strip = page.getByRole('region', { name: 'Rounds' });
        await strip.focus();
        const before = await strip.evaluate((element) => element.scrollLeft);
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(before);
        await screenshotView(page, `player-running-battle-${viewport.width}`);
      });
    });

    it(`finds none for a new player at ${viewport.width} px: /signup, their empty pages, the open menus`, async () => {
      const { page, context } = await suite.open(viewport);
      // /signup is what a new player sees between the code and the profile.
      const signup = await auditSignup(page);
      await page.getByLabel('Username').fill(randomUserName('a11y'));
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      const pages = await auditRoutes(page, ['/wallet', '/forgemain', '/referrals'], 'new-player');
      // The bar's menus, open.
      if (viewport.width === PHONE.width) await openSiteMenu(page);
      else await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Profile menu' }).click();
      await page.getByRole('button', { name: 'Logout' }).waitFor();
      const menus = (await violations(page)).map((line) => `open menu: ${line}`);
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
