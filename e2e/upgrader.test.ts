/**
 * The upgrader (DESIGN §20) in a real browser against the real server: a player with items from
 * packs goes to /upgrader from the navigation, stakes two items (and, once, part of the balance)
 * for a target, rolls under or over, and the dial lands on the ticket the server rolled: once a
 * win (the target in the inventory), once a loss (the stake gone, the balance down). The test
 * reads the player's hidden server seed to know the ticket before the press, and so picks the
 * direction that wins or loses. At 1440 and 375 px, with the accessibility check, and as a visitor.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { CatalogueItem } from '@lootforge/core/contracts/packs-answers';
import type { UpgradeAnswer, UpgraderOptions } from '@lootforge/core/contracts/upgrader-answers';
import { formatCents } from '@lootforge/core/money';
import { formatMultiplier, formatPercent, upgradeChancePpm, upgradeTicket, upgradeWins, type UpgradeDirection } from '@lootforge/core/upgrader';
import { violations } from './support/a11y';
import { describeBrowser } from './support/browser';
import { browserSuite, type BrowserSuite } from './support/fixture';
import { balancePill, DESKTOP, expectNoSideScroll, MOTION, openSiteMenu, PHONE, screenshotFromTop, screenshotView } from './support/page';
import { balanceOf, openPacks, packsByPrice } from './support/play';
import { signUpViaApi } from './support/sign-in';

type Owned = { id: string; itemId: string; name: string; valueCents: number };

async function inventoryOf(page: Page): Promise<Owned[]> {
  return ((await (await page.request.get('/api/inventory?limit=100')).json()) as { items: Owned[] }).items;
}

async function upgraderOptions(page: Page): Promise<UpgraderOptions> {
  return (await (await page.request.get('/api/upgrader/options')).json()) as UpgraderOptions;
}

/** A player with at least `count` items, from opening the cheapest official pack. */
async function playerWithItems(page: Page, suite: BrowserSuite, count: number): Promise<{ userId: string }> {
  await signUpViaApi(page, suite.server);
  const [cheapest] = await packsByPrice(page);
  while ((await inventoryOf(page)).length < count) await openPacks(page, cheapest!, 4);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  return { userId: me.user.id };
}

/** The whole catalogue, dearest first. */
async function catalogue(page: Page): Promise<CatalogueItem[]> {
  const all: CatalogueItem[] = [];
  for (;;) {
    const answer = (await (await page.request.get(`/api/items?limit=100&offset=${all.length}`)).json()) as { items: CatalogueItem[]; total: number };
    all.push(...answer.items);
    if (answer.items.length === 0 || all.length >= answer.total) return all;
  }
}

type Plan = { items: Owned[]; target: CatalogueItem; chancePpm: number; stakeCents: number };

/**
 * Two of the player's items (dearest pairs first) and a one-of-a-kind catalogue target whose chance
 * lies in [fromPpm, toPpm] for their value plus `balancePartCents`: at 50 % or more one direction
 * always wins, at 50 % or less one always loses.
 */
async function planUpgrade(page: Page, input: { owned: Owned[]; options: UpgraderOptions; outcome: 'win' | 'loss'; balancePartCents?: number }): Promise<Plan> {
  const items = await catalogue(page);
  const [fromPpm, toPpm] = input.outcome === 'win' ? [500_000, input.options.maxChancePpm] : [100_000, 500_000];
  const owned = [...input.owned].sort((a, b) => b.valueCents - a.valueCents);
  for (let i = 0; i < owned.length; i++) {
    for (let j = i + 1; j < owned.length; j++) {
      const pair = [owned[i]!, owned[j]!];
      const stakeCents = pair[0]!.valueCents + pair[1]!.valueCents + (input.balancePartCents ?? 0);
      const best = items
        .filter((item) => item.valueCents > stakeCents && items.filter((other) => other.name === item.name).length === 1)
        .map((item) => ({ item, chancePpm: upgradeChancePpm(stakeCents, item.valueCents, input.options.houseEdge) }))
        .filter(({ chancePpm }) => chancePpm >= fromPpm && chancePpm <= toPpm)
        .sort((a, b) => b.chancePpm - a.chancePpm)[0];
      if (best) return { items: pair, target: best.item, chancePpm: best.chancePpm, stakeCents };
    }
  }
  throw new Error(`no two items and target make a ${input.outcome}`);
}

/** The ticket the player's next roll will draw: their active seed pair, read from the database. */
async function nextTicket(suite: BrowserSuite, userId: string): Promise<number> {
  const [pair] = (await suite.server.app.resources.db.query('SELECT server_seed, client_seed, nonce FROM seed_pairs WHERE user_id = $1 AND active', [userId])) as Array<{
    server_seed: string;
    client_seed: string;
    nonce: number;
  }>;
  return upgradeTicket(pair!.server_seed, pair!.client_seed, Number(pair!.nonce));
}

/** Picks the plan's items and target on the page and the direction that gives `outcome`; returns the ticket and direction. */
async function setUpUpgrade(
  page: Page,
  suite: BrowserSuite,
  input: { userId: string; plan: Plan; balancePartCents?: number; outcome: 'win' | 'loss' },
): Promise<{ direction: UpgradeDirection; ticket: number }> {
  const { plan } = input;
  for (const item of plan.items) await page.locator(`[data-inventory-id="${item.id}"] label`).click();
  if (input.balancePartCents) await page.getByLabel('Add from your balance').fill((input.balancePartCents / 100).toFixed(2));
  await page.getByRole('searchbox', { name: 'Search targets' }).fill(plan.target.name);
  const row = page.locator(`[data-target-item="${plan.target.name}"]`);
  await expect.poll(() => row.locator('[data-target-chance]').textContent()).toBe(formatPercent(plan.chancePpm));
  await row.locator('label').click();
  await page.locator(`[data-picked-target="${plan.target.name}"]`).waitFor();

  const ticket = await nextTicket(suite, input.userId);
  const direction = (['under', 'over'] as const).find((d) => upgradeWins(ticket, plan.chancePpm, d) === (input.outcome === 'win'))!;
  await page.getByRole('radiogroup', { name: 'Roll' }).getByRole('radio', { name: direction === 'under' ? 'Under' : 'Over' }).click();
  // The chance and multiplier are shown before the spin, and the dial's lit run sits where the direction wins.
  await expect.poll(() => page.locator('[data-upgrade-figure="chance"]').textContent()).toBe(formatPercent(plan.chancePpm));
  expect(await page.locator('[data-upgrade-figure="multiplier"]').textContent()).toBe(formatMultiplier(plan.stakeCents, plan.target.valueCents));
  expect(await page.locator('[data-dial-arc]').getAttribute('data-dial-arc')).toBe(direction);
  return { direction, ticket };
}

/** Presses Upgrade and returns the server's answer. */
async function pressUpgrade(page: Page): Promise<UpgradeAnswer> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/upgrader' && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Upgrade', exact: true }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  return (await response.json()) as UpgradeAnswer;
}

/** The needle's angle on screen, degrees clockwise from the top, 0–360. */
async function needleDegrees(page: Page): Promise<number> {
  return page.locator('[data-dial-needle]').evaluate((needle) => {
    const matrix = new DOMMatrix(getComputedStyle(needle).transform);
    return (((Math.atan2(matrix.b, matrix.a) * 180) / Math.PI) % 360 + 360) % 360;
  });
}

async function expectLandedOn(page: Page, ticket: number, won: boolean): Promise<void> {
  await page.locator('[data-dial-state="landed"]').waitFor({ timeout: 15_000 });
  expect(await page.locator('[data-dial-state]').getAttribute('data-dial-result')).toBe(won ? 'won' : 'lost');
  const expected = ((ticket / 1_000_000) * 360) % 360;
  const off = Math.abs((await needleDegrees(page)) - expected);
  expect(Math.min(off, 360 - off), 'the needle points at the ticket').toBeLessThan(0.25);
}

async function noViolations(page: Page): Promise<void> {
  expect(await violations(page)).toEqual([]);
}

describeBrowser('upgrader', () => {
  const suite = browserSuite({ seed: true });

  it('at 1440: from the navigation, two items win a target (the dial lands on the ticket, the target joins the inventory), then two items and $1.00 lose', async () => {
    const { page, context, errors } = await suite.open(DESKTOP, MOTION);
    const { userId } = await playerWithItems(page, suite, 4);
    const options = await upgraderOptions(page);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Upgrader' }).click();
    await page.waitForURL('**/upgrader');
    await page.getByRole('heading', { name: 'Upgrader', level: 1 }).waitFor();
    // Nothing picked: the button says why it waits.
    expect(await page.getByRole('button', { name: 'Upgrade', exact: true }).isDisabled()).toBe(true);
    await page.getByText('Pick items or an amount to stake.').waitFor();

    // The win: two items and a target at 50 % or more.
    const winPlan = await planUpgrade(page, { owned: await inventoryOf(page), options, outcome: 'win' });
    const staked = winPlan.items;
    await page.locator(`[data-inventory-id="${staked[0]!.id}"]`).waitFor();
    const balanceBefore = await balanceOf(page);
    const win = { ...winPlan, ...(await setUpUpgrade(page, suite, { userId, plan: winPlan, outcome: 'win' })) };
    expect(await page.locator('[data-stake-count]').textContent()).toBe(`2 / ${options.maxItems} items`);
    await screenshotFromTop(page, 'upgrader-ready-desktop', 300);
    const answer = await pressUpgrade(page);
    expect(answer.upgrade).toMatchObject({ won: true, ticket: win.ticket, chancePpm: win.chancePpm, direction: win.direction, stakeCents: win.stakeCents, targetValueCents: win.target.valueCents });
    await page.locator('[data-dial-state="spin"]').waitFor();
    await page.waitForTimeout(1_200);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotView(page, 'upgrader-spin-desktop');
    await expectLandedOn(page, win.ticket, true);
    const result = page.locator('[data-upgrade-result="won"]');
    await result.getByRole('heading', { name: `You won ${win.target.name}!` }).waitFor();
    expect(await result.textContent()).toContain('Added to your inventory');
    const fairness = page.getByRole('region', { name: 'Fairness of this upgrade' });
    for (const shown of [answer.upgrade.fairness.serverSeedHash, answer.upgrade.fairness.clientSeed, win.ticket.toLocaleString('en-US')]) expect(await fairness.textContent()).toContain(shown);
    expect(await fairness.getByRole('link', { name: 'Verify this upgrade' }).getAttribute('href')).toBe(`/fairness?upgrade=${answer.upgrade.id}`);
    // The inventory: the staked items out, the target in; items alone move no money.
    for (const item of staked) await expect.poll(() => page.locator(`[data-inventory-id="${item.id}"]`).count()).toBe(0);
    await page.locator(`[data-stake-item="${win.target.name}"]`).first().waitFor();
    expect((await inventoryOf(page)).some((item) => item.id === answer.upgrade.item!.inventoryId)).toBe(true);
    expect(await balanceOf(page)).toBe(balanceBefore);
    await noViolations(page);
    await screenshotFromTop(page, 'upgrader-won-desktop', 300);

    // The loss: two of the other items and $1.00 of the balance, at 50 % or less.
    const left = (await inventoryOf(page)).filter((item) => item.id !== answer.upgrade.item!.inventoryId);
    const lossPlan = await planUpgrade(page, { owned: left, options, outcome: 'loss', balancePartCents: 100 });
    const lost = lossPlan.items;
    const loss = { ...lossPlan, ...(await setUpUpgrade(page, suite, { userId, plan: lossPlan, balancePartCents: 100, outcome: 'loss' })) };
    const lossAnswer = await pressUpgrade(page);
    expect(lossAnswer.upgrade).toMatchObject({ won: false, ticket: loss.ticket, balanceCents: 100, stakeCents: loss.stakeCents });
    expect(lossAnswer.balanceCents).toBe(balanceBefore - 100);
    await expectLandedOn(page, loss.ticket, false);
    const lossResult = page.locator('[data-upgrade-result="lost"]');
    await lossResult.getByRole('heading', { name: 'No luck this time' }).waitFor();
    for (const item of lost) expect(await lossResult.locator(`[data-lost-item="${item.name}"]`).count()).toBeGreaterThan(0);
    expect(await lossResult.textContent()).toContain(formatCents(100));
    for (const item of lost) await expect.poll(() => page.locator(`[data-inventory-id="${item.id}"]`).count()).toBe(0);
    await expect.poll(() => balancePill(page).textContent()).toContain(formatCents(balanceBefore - 100));
    expect(await balanceOf(page)).toBe(balanceBefore - 100);
    // The stake is cleared for the next one.
    expect(await page.locator('[data-stake-count]').textContent()).toBe(`0 / ${options.maxItems} items`);
    await screenshotFromTop(page, 'upgrader-lost-desktop', 300);
    // The bar's five sections, balance and avatar still fit where it first shows them all (1024 px).
    await page.setViewportSize({ width: 1024, height: 800 });
    await expectNoSideScroll(page, 1024);
    await screenshotFromTop(page, 'upgrader-lost-1024', 300);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 375: from the phone menu, stacked with no side scroll; the dial jumps with reduced motion; the accessibility check passes before and after', async () => {
    const { page, context, errors } = await suite.open(PHONE);
    const { userId } = await playerWithItems(page, suite, 4);
    const options = await upgraderOptions(page);
    await page.goto('/');
    const menu = await openSiteMenu(page);
    await menu.getByRole('link', { name: 'Upgrader' }).click();
    await page.getByRole('heading', { name: 'Upgrader', level: 1 }).waitFor();
    const plan = await planUpgrade(page, { owned: await inventoryOf(page), options, outcome: 'win' });
    await page.locator(`[data-inventory-id="${plan.items[0]!.id}"]`).waitFor();
    const ready = { ...plan, ...(await setUpUpgrade(page, suite, { userId, plan, outcome: 'win' })) };
    await expectNoSideScroll(page, PHONE.width);
    await noViolations(page);
    await screenshotFromTop(page, 'upgrader-ready-phone', 300);
    await screenshotView(page, 'upgrader-ready-phone-view');

    await pressUpgrade(page);
    await expectLandedOn(page, ready.ticket, true);
    await page.locator('[data-upgrade-result="won"]').getByRole('heading', { name: `You won ${ready.target.name}!` }).waitFor();
    await page.locator(`[data-stake-item="${ready.target.name}"]`).first().waitFor();
    await expectNoSideScroll(page, PHONE.width);
    await noViolations(page);
    await screenshotFromTop(page, 'upgrader-won-phone', 300);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a visitor sees the targets and a sign-in button instead of Upgrade', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context, errors } = await suite.open(viewport);
      await page.goto('/upgrader');
      await page.getByRole('heading', { name: 'Upgrader', level: 1 }).waitFor();
      await page.getByText('Sign in to stake your items').first().waitFor();
      expect(await page.getByRole('button', { name: 'Upgrade', exact: true }).count()).toBe(0);
      await page.locator('[data-target-item]').first().waitFor();
      if (viewport === PHONE) await expectNoSideScroll(page, PHONE.width);
      await noViolations(page);
      await screenshotFromTop(page, `upgrader-visitor-${viewport === PHONE ? 'phone' : 'desktop'}`, 300);
      await page.getByRole('button', { name: 'Sign in to upgrade' }).click();
      await page.waitForURL('**/loginsignup');
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
