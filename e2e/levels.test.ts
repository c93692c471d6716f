/**
 * Levels and free cases (DESIGN §21) in a real browser against the real server: a new player opens
 * packs on a pack's page until they reach level 2, finds /levels in the profile menu, claims the
 * level 2 case and the daily case (each reel lands on what the server drew, the item joins the
 * inventory), and a second claim of each from a page opened before is refused with the server's
 * words. At 1440 px with motion, and at 375 px with the accessibility check.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { ClaimAnswer, LevelsAnswer } from '@lootforge/core/contracts/levels-answers';
import { LEVEL_XP } from '@lootforge/core/levels';
import { formatCents } from '@lootforge/core/money';
import { violations } from './support/a11y';
import { describeBrowser } from './support/browser';
import { browserSuite, expectToast } from './support/fixture';
import { DESKTOP, expectNoSideScroll, MOTION, openProfileMenu, openSiteMenu, PHONE, screenshotFromTop, screenshotView } from './support/page';
import { openPacks, packCostingAtLeast } from './support/play';
import { randomUserName, signUpViaApi, signUpViaUi } from './support/sign-in';

async function levelsOf(page: Page): Promise<LevelsAnswer> {
  return (await (await page.request.get('/api/levels')).json()) as LevelsAnswer;
}

async function inventoryIds(page: Page): Promise<string[]> {
  return ((await (await page.request.get('/api/inventory?limit=100')).json()) as { items: Array<{ id: string }> }).items.map((item) => item.id);
}

/** Presses the claim button of one case and returns the server's answer. */
async function claim(page: Page, key: string): Promise<ClaimAnswer> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/levels/claim' && r.request().method() === 'POST'),
    page.locator(`[data-claimable="${key}"]`).getByRole('button', { name: 'Claim' }).click(),
  ]);
  expect(response.status()).toBe(200);
  return (await response.json()) as ClaimAnswer;
}

/** The reel of this claim (not an earlier one still on the page) has landed on the claimed item and the result names it. */
async function expectLanded(page: Page, answer: ClaimAnswer): Promise<void> {
  const open = answer.opens[0]!;
  await page.locator(`[data-claim-reveal="landed"][data-open-id="${open.openId}"]`).waitFor({ timeout: 15_000 });
  expect(await page.getByRole('img', { name: /^Free case reel: / }).getAttribute('aria-label')).toBe(`Free case reel: ${open.name}, ${formatCents(open.valueCents)}`);
  expect(await page.locator('[data-claimed-item]').textContent()).toBe(open.name);
  expect(await inventoryIds(page)).toContain(open.inventoryId);
}

describeBrowser('levels', () => {
  const suite = browserSuite({ seed: true });

  it('at 1440: opens packs to level 2, claims the level case and the daily case from /levels, and a second claim of each is refused', async () => {
    const { page, context, errors } = await suite.open(DESKTOP, MOTION);
    await signUpViaUi(page, suite.server, { userName: randomUserName('leveller') });

    // Level 2 is $10.00 wagered: open a pack on its page until the XP is there.
    const pack = await packCostingAtLeast(page, LEVEL_XP[2]! / 2);
    await page.goto(`/productdetails?id=${encodeURIComponent(pack.id)}`);
    for (let wagered = 0; wagered < LEVEL_XP[2]!; wagered += pack.priceCents) {
      const [response] = await Promise.all([
        page.waitForResponse((r) => /\/api\/packs\/[^/]+\/open$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST'),
        page.getByRole('button', { name: `Open for ${formatCents(pack.priceCents)}` }).click(),
      ]);
      expect(response.status()).toBe(200);
      await page.locator('[data-open-results="open"]').waitFor({ timeout: 15_000 });
    }
    const before = await levelsOf(page);
    expect(before.level).toBe(2);

    // /levels from the profile menu: level 2, the bar to level 3, the level 2 case and the daily case waiting.
    const menu = await openProfileMenu(page);
    await expect.poll(() => menu.textContent()).toContain('Level 2');
    await menu.getByRole('link', { name: 'Levels' }).click();
    await page.waitForURL('**/levels');
    await page.getByRole('heading', { name: 'Levels', level: 1 }).waitFor();
    await page.locator('[data-level="2"]').waitFor();
    expect(await page.getByRole('progressbar', { name: 'Progress to level 3' }).getAttribute('aria-valuenow')).toBe(
      String(Number((((before.xp - LEVEL_XP[2]!) / (LEVEL_XP[3]! - LEVEL_XP[2]!)) * 100).toFixed(3))),
    );
    await page.locator('[data-claimable="level:2"]').waitFor();
    await page.locator('[data-claimable="daily"]').waitFor();
    // The tier's table: the case the claims open, with its items.
    const tier = before.tiers[0]!;
    await page.getByRole('heading', { name: `${tier.pack!.name} · levels 1–9` }).waitFor();
    expect(await page.locator('[data-pack-item]').count()).toBe(tier.pack!.items.length);
    await screenshotFromTop(page, 'levels-ready-desktop');

    // Two more pages, opened now, still offer both cases after they are claimed on this one.
    const [stale, staleDaily] = [await context.newPage(), await context.newPage()];
    for (const other of [stale, staleDaily]) {
      await other.goto('/levels');
      await other.locator('[data-claimable="daily"]').waitFor();
    }

    const levelCase = await claim(page, 'level:2');
    expect(levelCase.claim).toEqual({ kind: 'level', level: 2 });
    expect(levelCase.packId).toBe(tier.pack!.id);
    await page.locator('[data-claim-reveal="spinning"]').waitFor();
    await screenshotView(page, 'levels-claim-spin-desktop');
    await expectLanded(page, levelCase);
    await expect.poll(() => page.locator('[data-claimable="level:2"]').count()).toBe(0);
    await screenshotFromTop(page, 'levels-claimed-desktop');

    const daily = await claim(page, 'daily');
    expect(daily.claim).toEqual({ kind: 'daily', level: 2 });
    await expectLanded(page, daily);
    await expect.poll(() => page.locator('[data-claimable="daily"]').count()).toBe(0);
    await page.locator('[data-daily-status]').getByText(/^Next daily case in \d\d:\d\d:\d\d$/).waitFor();

    // The stale pages' buttons: each claim refused with the server's words, nothing opened, and the
    // page reads the levels again (the refused case goes).
    const owned = (await inventoryIds(page)).length;
    await stale.locator('[data-claimable="level:2"]').getByRole('button', { name: 'Claim' }).click();
    await expectToast(stale, 'You have claimed this case already.');
    await expect.poll(() => stale.locator('[data-claimable="level:2"]').count()).toBe(0);
    await staleDaily.locator('[data-claimable="daily"]').getByRole('button', { name: 'Claim' }).click();
    await expectToast(staleDaily, /^Your next daily case opens on /);
    await expect.poll(() => staleDaily.locator('[data-claimable="daily"]').count()).toBe(0);
    expect((await inventoryIds(page)).length).toBe(owned);
    expect(errors).toEqual([]);
  });

  it('at 375: a level 2 player claims their level case on a phone, with no side scroll and no accessibility violations', async () => {
    const { page, errors } = await suite.open(PHONE);
    await signUpViaApi(page, suite.server);
    const pack = await packCostingAtLeast(page, LEVEL_XP[2]! / 4);
    let wagered = 0;
    while (wagered < LEVEL_XP[2]!) wagered += await openPacks(page, pack, 1);
    await page.goto('/');
    const menu = await openSiteMenu(page);
    await menu.getByRole('link', { name: 'Levels' }).click();
    await page.waitForURL('**/levels');
    await page.locator('[data-claimable="level:2"]').waitFor();
    await expectNoSideScroll(page, PHONE.width);
    expect(await violations(page)).toEqual([]);
    await screenshotFromTop(page, 'levels-phone');
    const answer = await claim(page, 'level:2');
    // Reduced motion: the reel lands at once.
    await expectLanded(page, answer);
    await expectNoSideScroll(page, PHONE.width);
    expect(await violations(page)).toEqual([]);
    await screenshotFromTop(page, 'levels-claimed-phone');
    expect(errors).toEqual([]);
  });

  it('sends a visitor to sign in', async () => {
    const { page } = await suite.open(DESKTOP);
    await page.goto('/levels');
    await page.waitForURL('**/loginsignup**');
  });
});
