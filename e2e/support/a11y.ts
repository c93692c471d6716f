/**
 * What the accessibility walks share (e2e/a11y-visitor.test.ts, e2e/a11y-player.test.ts): axe-core
 * run inside real Chromium, a page counted as loaded once its placeholders are gone, and the scene
 * both walk through (demo players, finished, open and running battles, packs, a player with a
 * history).
 */
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { seedDemoActivity } from '../../packages/server/src/catalogue/demo-activity';
import type { BrowserSuite } from './fixture';
import { DESKTOP, screenshotFromTop } from './page';
import { openPacks, packCostingAtLeast, packsByPrice } from './play';
import { randomUserName, signUpViaApi } from './sign-in';

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

type Violation = { id: string; impact: string | null; help: string; nodes: Array<{ target: string[]; failureSummary?: string }> };

/**
 * Runs axe on the page as it stands (after its data has loaded) and returns every violation, each
 * as one readable line: the walk finds none of any impact, so a new one of any impact is news.
 * Evaluated through the DevTools protocol, so the site's Content-Security-Policy does not stop the
 * injected script.
 */
export async function violations(page: Page): Promise<string[]> {
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
export async function settled(page: Page): Promise<void> {
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

export async function auditRoutes(page: Page, paths: string[], shotPrefix = 'page'): Promise<string[]> {
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

/** Where the scene's pages are, once it is set. */
export type Scene = { finishedBattle: string; openBattle: string; pack: string; player: string; userId: string; playerCookies: Awaited<ReturnType<BrowserContext['cookies']>> };

/** Creates a battle as the page's player and returns its id. */
export async function createBattle(page: Page, body: object): Promise<string> {
  const created = await page.request.post('/api/battles', { data: body, headers: { 'Idempotency-Key': crypto.randomUUID() } });
  expect(created.status(), await created.text()).toBe(200);
  return ((await created.json()) as { battle: { id: string } }).battle.id;
}

/**
 * Sets the scene: demo players and finished battles, an open battle, and (with `withPlayer`) a
 * player with a history: packs opened, a seed pair revealed, a reward claimed (its countdown
 * showing), a battle hosted against bots and one joined; their session is `playerCookies`.
 */
export async function setScene(suite: BrowserSuite, { withPlayer }: { withPlayer: boolean }): Promise<Scene> {
  await seedDemoActivity(suite.server.app.resources.db, suite.server.app.config.houseEdge);
  const { page, context } = await suite.open(DESKTOP);
  await signUpViaApi(page, suite.server, randomUserName('host'));
  const [pack] = await packsByPrice(page);
  const openBattle = await createBattle(page, { players: 2, mode: 'normal', packIds: [pack!.id] });
  let playerCookies: Scene['playerCookies'] = [];
  if (withPlayer) {
    const toJoin = await createBattle(page, { players: 2, mode: 'shared', packIds: [pack!.id] });
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
  }
  const db = suite.server.app.resources.db;
  const [finished] = await db.query<{ id: string }>(`SELECT id FROM battles WHERE status = 'settled' ORDER BY created_at LIMIT 1`);
  const player = 'NovaRunner';
  const [demo] = await db.query<{ id: string }>(`SELECT id FROM users WHERE user_name = $1`, [player]);
  await context.close();
  return { finishedBattle: finished!.id, openBattle, pack: pack!.id, player, userId: demo!.id, playerCookies };
}

/** Each page a visitor sees, as [what it is, its path once the scene is set]. */
export const publicPages: Array<[string, (ids: Scene) => string]> = [
  ['the home page', () => '/'],
  ['/homepage', () => '/homepage'],
  ['the packs', () => '/packs'],
  ['finished battles', () => '/battlepage1?tab=finished'],
  ['sign-in', () => '/loginsignup'],
  ['the races', () => '/race'],
  ['rewards', () => '/rewards'],
  ['the upgrader', () => '/upgrader'],
  ["a pack's page", (ids) => `/productdetails?id=${ids.pack}`],
  ["a pack's drop chances", (ids) => `/dropchance?id=${ids.pack}`],
  ["a pack's items", (ids) => `/scrollpage?id=${ids.pack}`],
  ['the battle list', () => '/allbattle'],
  ['a finished battle', (ids) => `/allbattlesecondsec/${ids.finishedBattle}`],
  ['an open battle', (ids) => `/allbattlesecondsec/${ids.openBattle}`],
  ['coming soon', () => '/comingsoon'],
  ['search results', () => '/search?q=a'],
  ["a player's profile", (ids) => `/u/${ids.player}`],
  ["a battle's fairness check", (ids) => `/fairness?battleId=${ids.finishedBattle}`],
  ['a page that does not exist', () => '/no-such-page'],
  ['admin sign-in', () => '/admin'],
];
/** A player's own pages, as [what it is, its path]. */
export const playerPages: Array<[string, (ids: Scene) => string]> = [
  ['the wallet', () => '/wallet'],
  ['levels', () => '/levels'],
  ['the profile editor', () => '/editprofile'],
  ['referrals', () => '/referrals'],
  ['limits', () => '/limits'],
  ['their battle history', () => '/forgemain'],
  ['the battle creator', () => '/createbattle'],
  ['the pack creator', () => '/createpack'],
  ['the code page', () => '/otp'],
  ['the cashier', () => '/cashier'],
  ['the withdrawal form', () => '/cashier?tab=withdraw'],
  ['identity verification', () => '/verify'],
  ['shipping', () => '/shipping'],
];
/** The console's pages. */
export const adminPaths = (ids: Scene) => ['/adminusers', `/adminusers/${ids.userId}`, '/adminfinance', '/admincashier', '/adminraces', '/adminpromos', '/adminchat', '/adminsecurity', '/adminitems', '/adminplayerlimits'];

