/**
 * Packs in a real browser against the real server: the marketplace (search, type and filters),
 * a pack page and its reels landing exactly on the rolled item, the inventory on /wallet and
 * selling, the demo spin, the drop-chance table, creating a community pack and earning its
 * commission, and the home page's new packs and live feed.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { PackDetail, PackSummary } from '@lootforge/core/contracts/packs';
import { formatCents } from '@lootforge/core/money';
import { packPriceCents } from '@lootforge/core/pack';
import { describeBrowser } from './support/browser';
import { browserSuite, expectToastContaining } from './support/fixture';
import { balancePill, DESKTOP, expectNoSideScroll, landingOffsets, listenForSounds, MOTION, PHONE, screenshot as saveScreenshot, screenshotView, soundNotes, watchStripMove } from './support/page';
import { randomUserName, signUpViaApi, signUpViaUi } from './support/sign-in';

const BONUS_CENTS = 100_000;

type Open = { openId: string; inventoryId: string; name: string; valueCents: number; ticket: number; nonce: number; clientSeed: string; serverSeedHash: string };

async function packByName(page: Page, name: string): Promise<PackSummary> {
  const answer = await page.request.get(`/api/packs?q=${encodeURIComponent(name)}&type=any&limit=50`);
  const { packs } = (await answer.json()) as { packs: PackSummary[] };
  const pack = packs.find((p) => p.name === name);
  if (!pack) throw new Error(`no pack named ${name}`);
  return pack;
}

async function packDetail(page: Page, id: string): Promise<PackDetail> {
  return ((await (await page.request.get(`/api/packs/${id}`)).json()) as { pack: PackDetail }).pack;
}

/** A full-page screenshot from the top, so the sticky navbar sits where a person sees it. */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  // Give the pictures on screen a moment to arrive (lazy ones further down may stay blank).
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'), undefined, { timeout: 3_000 }).catch(() => undefined);
  await saveScreenshot(page, name);
}

async function landedNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-reel-state="landed"] [data-reel-cell="landing"]')).map((cell) => cell.getAttribute('data-item-name') ?? ''),
  );
}

/** Presses an open button and returns the server's answer to that click. */
async function openFromPage(page: Page, buttonName: RegExp | string): Promise<{ opens: Open[]; priceCents: number }> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => /\/api\/packs\/[^/]+\/open$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  return (await response.json()) as { opens: Open[]; priceCents: number };
}

describeBrowser('packs', () => {
  const suite = browserSuite({ seed: true });

  it('opens a pack: the reel lands exactly on the rolled item, the inventory on /wallet has it, and selling it pays "Item sold"', async () => {
    const { page, context, errors } = await suite.open(DESKTOP, MOTION);
    await signUpViaUi(page, suite.server, { userName: randomUserName('opener') });
    const starter = await packByName(page, 'Starter Stash');

    // The marketplace lists the official packs; the card leads to the pack page.
    await page.goto('/packs');
    await page.getByRole('heading', { name: 'Packs', level: 1 }).waitFor();
    const card = page.locator('[data-pack-card="Starter Stash"]');
    await card.waitFor();
    expect(await card.textContent()).toContain(formatCents(starter.priceCents));
    await screenshot(page, 'packs-marketplace-desktop');
    await card.click();
    await page.waitForURL(`**/productdetails?id=${starter.id}`);
    await page.getByRole('heading', { name: 'Starter Stash', level: 1 }).waitFor();

    // Best drops first.
    const detail = await packDetail(page, starter.id);
    // What an open returns on average, from the odds shown.
    const expectedCents = detail.items.reduce((sum, item) => sum + item.valueCents * item.oddsPpm, 0) / 100_000;
    const returnText = await page.locator('[data-return-to-player]').textContent();
    expect(returnText).toContain(`Expected value ${formatCents(Math.round(expectedCents))} an open`);
    expect(returnText).toContain(`${((expectedCents / starter.priceCents) * 100).toFixed(1)} % return to player`);
    const shown = await page.locator('[data-pack-item]').evaluateAll((els) => els.map((el) => el.getAttribute('data-pack-item')));
    expect(shown).toEqual([...detail.items].sort((a, b) => b.valueCents - a.valueCents || a.oddsPpm - b.oddsPpm).map((item) => item.name));
    await screenshot(page, 'packs-product-desktop');

    // Open one: the reel spins (the strip moves), then lands centred on what the server rolled.
    const sawSpin = watchStripMove(page);
    const answer = await openFromPage(page, `Open for ${formatCents(starter.priceCents)}`);
    expect(answer.opens).toHaveLength(1);
    const won = answer.opens[0]!;
    await page.locator('[data-reel-state="spin"]').waitFor();
    expect(await sawSpin, 'the reel strip moved during the spin').toBe(true);
    await screenshot(page, 'packs-reel-spin-desktop');

    await page.locator('[data-reel-state="landed"]').waitFor({ timeout: 10_000 });
    expect(await landedNames(page)).toEqual([won.name]);
    for (const offset of await landingOffsets(page, 'x')) expect(offset).toBeLessThan(1);
    const result = page.locator('[data-open-results="open"]');
    await result.waitFor();
    expect(await result.locator('[data-won-name]').textContent()).toBe(won.name);
    expect(await result.textContent()).toContain(formatCents(won.valueCents));
    // The roll's fairness data is shown with the result.
    const fairness = page.getByRole('region', { name: 'Fairness of this open' });
    expect(await fairness.locator(`[data-open-fairness="${won.openId}"]`).textContent()).toContain(won.ticket.toLocaleString('en-US'));
    expect(await fairness.textContent()).toContain(won.serverSeedHash);
    expect(await fairness.textContent()).toContain(won.clientSeed);
    await screenshot(page, 'packs-reel-landed-desktop');
    await expect.poll(() => balancePill(page).textContent()).toContain(formatCents(BONUS_CENTS - starter.priceCents));

    // Keep it: it waits in the inventory on /wallet.
    await result.getByRole('button', { name: 'Keep' }).click();
    await expectToastContaining(page, 'in your inventory');
    await page.goto('/wallet');
    const row = page.locator(`[data-inventory-item="${won.name}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain(formatCents(won.valueCents));
    expect(await row.textContent()).toContain('Opened from Starter Stash');
    await screenshot(page, 'packs-inventory-desktop');

    // Sell it: the balance and the transactions show the sale.
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: `Sell selected (1) · ${formatCents(won.valueCents)}` }).click();
    await expectToastContaining(page, `Sold 1 item for ${formatCents(won.valueCents)}.`);
    const expected = BONUS_CENTS - starter.priceCents + won.valueCents;
    const balance = page.locator('section[aria-labelledby="balance-heading"]');
    await balance.getByText(formatCents(expected), { exact: true }).waitFor();
    const transactions = page.getByRole('list', { name: 'Transactions' });
    const sale = transactions.getByRole('listitem').filter({ hasText: 'Item sold' });
    await sale.waitFor();
    expect(await sale.textContent()).toContain(`+${formatCents(won.valueCents)}`);
    expect(await transactions.getByRole('listitem').filter({ hasText: 'Pack opened' }).textContent()).toContain(formatCents(starter.priceCents));
    await page.getByText('Your inventory is empty').waitFor();
    // The totals: the open staked, the sale won back.
    const totals = page.getByRole('definition');
    const totalsList = page.locator('dl[aria-label="Your totals"]');
    await expect.poll(() => totalsList.textContent(), { timeout: 15_000 }).toContain(`Wagered${formatCents(starter.priceCents)}`);
    expect(await totalsList.textContent()).toContain(`Won back${formatCents(won.valueCents)}`);
    expect(await totals.count()).toBeGreaterThanOrEqual(3);
    // A transaction leads to what it paid for.
    await transactions.getByRole('listitem').filter({ hasText: 'Pack opened' }).getByRole('link').click();
    await page.waitForURL(`**/productdetails?id=${starter.id}`);
    expect(errors).toEqual([]);
    await context.close();
  });
  it('opens four at once on a phone: four reels side by side land on each rolled item; sell one, keep one, and "Sell all" sells only the rest', async () => {
    const { page, context, errors } = await suite.open(PHONE, MOTION);
    await signUpViaApi(page, suite.server);
    const coins = await packByName(page, 'Lucky Coins');
    await page.goto(`/productdetails?id=${coins.id}`);
    await page.getByRole('heading', { name: 'Lucky Coins', level: 1 }).waitFor();
    await page.getByRole('radio', { name: `Open 4, ${formatCents(coins.priceCents * 4)}` }).check({ force: true });
    await expect.poll(() => page.locator('[data-reel-state="idle"]').count()).toBe(4);
    const answer = await openFromPage(page, `Open for ${formatCents(coins.priceCents * 4)}`);
    expect(answer.opens).toHaveLength(4);
    await expect.poll(() => page.locator('[data-reel-state="spin"]').count()).toBe(4);
    await page.waitForTimeout(900);
    await screenshot(page, 'packs-reel-spin-phone');
    await expect.poll(() => page.locator('[data-reel-state="landed"]').count(), { timeout: 10_000 }).toBe(4);
    expect(await landedNames(page)).toEqual(answer.opens.map((open) => open.name));
    // Side by side: one row of four reels running down, each rolled item on its marker.
    const reelBoxes = await page.locator('[data-reel-orientation="vertical"]').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
    expect(reelBoxes).toHaveLength(4);
    expect(new Set(reelBoxes.map(Math.round)).size).toBe(1);
    for (const offset of await landingOffsets(page, 'y')) expect(offset).toBeLessThan(1);
    await expectNoSideScroll(page, PHONE.width);
    const summary = page.locator('[data-open-summary]');
    await summary.waitFor();
    const worth = answer.opens.reduce((sum, open) => sum + open.valueCents, 0);
    expect(await summary.getByRole('heading').textContent()).toBe(`4 items worth ${formatCents(worth)}`);
    await screenshot(page, 'packs-reel-landed-phone');
    // Closed, it shows the reels that landed.
    await summary.getByRole('button', { name: 'Close the result and show the reels' }).click();
    expect(await summary.count()).toBe(0);

    // Sell the first from its card; keep the second from its own card (that one only).
    const [first, second, ...rest] = answer.opens as [Open, Open, ...Open[]];
    const cards = page.locator('[data-open-results="open"] [data-won-item]');
    await cards.nth(0).getByRole('button', { name: `Sell for ${formatCents(first.valueCents)}` }).click();
    await expectToastContaining(page, `Sold 1 item for ${formatCents(first.valueCents)}.`);
    await cards.nth(0).getByText('Sold').waitFor();
    await cards.nth(1).getByRole('button', { name: 'Keep', exact: true }).click();
    await cards.nth(1).getByText('In your inventory').waitFor();
    for (const index of [2, 3]) expect(await cards.nth(index).getByRole('button', { name: 'Keep', exact: true }).isVisible()).toBe(true);
    // "Sell all" sells what is neither sold nor kept: the last two.
    const restCents = rest.reduce((sum, open) => sum + open.valueCents, 0);
    await page.getByRole('button', { name: `Sell all for ${formatCents(restCents)}` }).click();
    await expectToastContaining(page, `Sold 2 items for ${formatCents(restCents)}.`);
    const inventory = (await (await page.request.get('/api/inventory')).json()) as { items: Array<{ id: string }>; count: number };
    expect(inventory.items.map((item) => item.id)).toEqual([second.inventoryId]);
    const wallet = (await (await page.request.get('/api/wallet')).json()) as { balanceCents: number };
    expect(wallet.balanceCents).toBe(BONUS_CENTS - coins.priceCents * 4 + first.valueCents + restCents);

    // /wallet on a phone: the inventory, then "Sell all" after a confirmation.
    await page.goto('/wallet');
    await expect.poll(() => page.locator('[data-inventory-item]').count()).toBe(1);
    await screenshot(page, 'packs-inventory-phone');
    await page.getByRole('button', { name: `Sell all · ${formatCents(second.valueCents)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Sell all items?' });
    await dialog.getByRole('button', { name: `Sell all for ${formatCents(second.valueCents)}` }).click();
    await expectToastContaining(page, `Sold 1 item for ${formatCents(second.valueCents)}.`);
    await page.getByText('Your inventory is empty').waitFor();

    // An open made elsewhere (another tab) shows up here live, without a reload.
    const elsewhere = await page.request.post(`/api/packs/${coins.id}/open`, { data: { count: 1 }, headers: { 'Idempotency-Key': crypto.randomUUID() } });
    const [fresh] = ((await elsewhere.json()) as { opens: Open[] }).opens;
    await page.locator(`[data-inventory-item="${fresh!.name}"]`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`keeps the Open button and what it won in view at ${viewport.width}×${viewport.height}, and counts the open`, async () => {
      const { page, context, errors } = await suite.open(viewport);
      await signUpViaApi(page, suite.server);
      const coins = await packByName(page, 'Lucky Coins');
      await page.goto(`/productdetails?id=${coins.id}`);
      await page.getByRole('heading', { name: 'Lucky Coins', level: 1 }).waitFor();
      // The count as the page shows it, and as the server has it now: opens are counted in batches
      // (packs/popularity.ts), so an earlier open may land in the server's count after the page loaded.
      const opensBefore = (await packDetail(page, coins.id)).opensCount;
      const opensStat = page.locator('[data-pack-stat="Opens"]');
      await opensStat.waitFor();
      const shownBefore = Number((await opensStat.textContent())!.replace(/\D/g, ''));
      expect(shownBefore).toBeLessThanOrEqual(opensBefore);
      // From the top of the page, the Open button is on the first screen (not below the art).
      const buttonBox = (await page.getByRole('button', { name: `Open for ${formatCents(coins.priceCents)}` }).boundingBox())!;
      await screenshotView(page, `packs-first-screen-${viewport.width}`);
      expect(buttonBox.y + buttonBox.height, 'the Open button is on the first screen').toBeLessThanOrEqual(viewport.height);

      // Four at once.
      await page.getByRole('radio', { name: `Open 4, ${formatCents(coins.priceCents * 4)}` }).check({ force: true });
      await page.evaluate(() => window.scrollTo(0, 0));
      const answer = await openFromPage(page, `Open for ${formatCents(coins.priceCents * 4)}`);
      await expect.poll(() => page.locator('[data-reel-state="landed"]').count(), { timeout: 10_000 }).toBe(4);
      // What was won is on screen by itself: the overlay over the reels, every item in it, with
      // "Sell all" and "Open again"; the cards with each item's own Sell and Keep follow below.
      const inView = async (selector: string) =>
        page.locator(selector).evaluateAll((els) => els.map((el) => { const box = el.getBoundingClientRect(); return box.top >= 0 && box.bottom <= window.innerHeight; }));
      const summary = page.locator('[data-open-summary]');
      await summary.waitFor();
      await expect.poll(() => inView('[data-open-summary] li, [data-open-summary] button')).toEqual(Array(7).fill(true));
      expect(await summary.getByRole('button', { name: /^Sell all for / }).isVisible()).toBe(true);
      expect(await summary.getByRole('button', { name: `Open again · ${formatCents(coins.priceCents * 4)}` }).isVisible()).toBe(true);
      const cards = page.locator('[data-open-results="open"] [data-won-item]');
      await expect.poll(() => cards.count()).toBe(4);
      expect(await page.getByRole('heading', { name: 'You unboxed' }).count()).toBe(1);
      // Side by side on a desktop (one row), a compact two-column grid on a phone.
      const tops = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
      const lefts = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
      if (viewport === DESKTOP) expect(new Set(tops).size).toBe(1);
      else expect([new Set(tops).size, new Set(lefts).size]).toEqual([2, 2]);
      await screenshotView(page, `packs-result-in-view-${viewport.width}`);
      // The pack's Opens count took this player's four: on the page at once, on the server once counted.
      const shown = async () => Number((await opensStat.textContent())!.replace(/\D/g, ''));
      await expect.poll(shown).toBeGreaterThanOrEqual(shownBefore + answer.opens.length);
      await expect.poll(async () => (await packDetail(page, coins.id)).opensCount).toBeGreaterThanOrEqual(opensBefore + answer.opens.length);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const viewport of [DESKTOP, PHONE]) {
    it(`a 3× open stands three reels side by side at ${viewport.width} px; "Open again" opens three more; quick open is remembered for this player only`, async () => {
      const { page, context, errors } = await suite.open(viewport, MOTION);
      await signUpViaApi(page, suite.server);
      const coins = await packByName(page, 'Lucky Coins');
      await page.goto(`/productdetails?id=${coins.id}`);
      await page.getByRole('heading', { name: 'Lucky Coins', level: 1 }).waitFor();
      await page.getByText('3×', { exact: true }).click();
      const first = await openFromPage(page, `Open for ${formatCents(coins.priceCents * 3)}`);
      await expect.poll(() => page.locator('[data-reel-state="spin"]').count()).toBe(3);
      const boxes = await page.locator('[data-reel-orientation="vertical"]').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((box) => ({ top: Math.round(box.top), left: box.left, right: box.right })));
      expect(boxes).toHaveLength(3);
      expect(new Set(boxes.map((box) => box.top)).size, 'one row').toBe(1);
      for (let i = 1; i < 3; i++) expect(boxes[i]!.left, 'each to the right of the one before').toBeGreaterThanOrEqual(boxes[i - 1]!.right);
      await page.waitForTimeout(1_200);
      await screenshotView(page, `packs-three-spinning-${viewport.width}`);
      await expect.poll(() => page.locator('[data-reel-state="landed"]').count(), { timeout: 10_000 }).toBe(3);
      expect(await landedNames(page)).toEqual(first.opens.map((open) => open.name));
      const summary = page.locator('[data-open-summary]');
      await summary.waitFor();
      await screenshotView(page, `packs-three-summary-${viewport.width}`);
      await expectNoSideScroll(page, viewport.width);

      // Open again, from the overlay: three more, charged once.
      const again = await openFromPage(page, `Open again · ${formatCents(coins.priceCents * 3)}`);
      expect(again.opens).toHaveLength(3);
      expect(again.opens.map((open) => open.openId)).not.toEqual(first.opens.map((open) => open.openId));
      await expect.poll(() => page.locator('[data-reel-state="landed"]').count(), { timeout: 10_000 }).toBe(3);
      expect(await landedNames(page)).toEqual(again.opens.map((open) => open.name));
      const wallet = (await (await page.request.get('/api/wallet')).json()) as { balanceCents: number };
      expect(wallet.balanceCents).toBe(BONUS_CENTS - coins.priceCents * 6);

      // Quick open: on, the reels land in about a second; it stays on after a reload.
      const quick = page.getByRole('button', { name: 'Quick open' });
      expect(await quick.getAttribute('aria-pressed')).toBe('false');
      await quick.click();
      await page.reload();
      await page.getByRole('heading', { name: 'Lucky Coins', level: 1 }).waitFor();
      await expect.poll(() => quick.getAttribute('aria-pressed')).toBe('true');
      await page.getByText('3×', { exact: true }).click();
      await openFromPage(page, `Open for ${formatCents(coins.priceCents * 3)}`);
      // The reels run about a second each, one after another (each says how long it spins).
      await expect.poll(() => page.locator('[data-spin-ms]').evaluateAll((reels) => reels.map((reel) => Number(reel.getAttribute('data-spin-ms'))))).toEqual([1_000, 1_120, 1_240]);
      await expect.poll(() => page.locator('[data-reel-state="landed"]').count(), { timeout: 10_000 }).toBe(3);
      // Another player on the same browser has their own choice: off.
      await page.context().clearCookies();
      await signUpViaApi(page, suite.server);
      await page.reload();
      await page.getByRole('heading', { name: 'Lucky Coins', level: 1 }).waitFor();
      await expect.poll(() => quick.getAttribute('aria-pressed')).toBe('false');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('sounds: ticks, a landing and a sting on an open; the mute switch silences them and is remembered', async () => {
    const { page, context, errors } = await suite.open(DESKTOP, MOTION);
    await listenForSounds(page);
    await signUpViaApi(page, suite.server);
    const coins = await packByName(page, 'Lucky Coins');
    await page.goto(`/productdetails?id=${coins.id}`);
    await page.getByRole('heading', { name: 'Lucky Coins', level: 1 }).waitFor();
    expect(await soundNotes(page), 'nothing before the first gesture').toBe(0);
    await openFromPage(page, `Open for ${formatCents(coins.priceCents)}`);
    await page.locator('[data-reel-state="landed"]').waitFor({ timeout: 20_000 });
    const heard = await soundNotes(page);
    // Ticks as cells pass (close ones merge; a busy machine draws fewer frames), then the landing.
    expect(heard).toBeGreaterThan(1);

    const toggle = page.getByRole('button', { name: /^Sound on/ });
    await toggle.click();
    const muted = page.getByRole('button', { name: /^Sound off/ });
    expect(await muted.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: /^Demo spin/ }).click();
    await page.locator('[data-open-results="demo"]').waitFor({ timeout: 10_000 });
    expect(await soundNotes(page), 'muted: not a note').toBe(heard);

    // Remembered: after a reload the switch is still off, and a spin is still silent.
    await page.reload();
    await muted.waitFor();
    await page.getByRole('button', { name: /^Demo spin/ }).click();
    await page.locator('[data-open-results="demo"]').waitFor({ timeout: 10_000 });
    expect(await soundNotes(page)).toBe(0);
    // On again: the next spin is heard.
    await muted.click();
    await page.getByRole('button', { name: /^Demo spin/ }).click();
    await expect.poll(() => soundNotes(page), { timeout: 10_000 }).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a signed-out visitor can look and spin the demo, but opening asks them to sign in', async () => {
    const { page, context, errors } = await suite.open(PHONE, MOTION);
    const starter = await packByName(page, 'Starter Stash');
    await page.goto(`/productdetails?id=${starter.id}`);
    await page.getByRole('button', { name: `Open for ${formatCents(starter.priceCents)}` }).click();
    await expectToastContaining(page, 'Please sign in first.');
    await page.waitForURL('**/loginsignup');

    // /scrollpage: pick a pack, spin it for free, clearly a demo.
    await page.goto('/scrollpage');
    await page.getByText('Demo — no money').first().waitFor();
    await page.getByRole('list', { name: 'Packs to try' }).getByRole('button', { name: /Gamer Den/ }).click();
    await page.waitForURL(/\/scrollpage\?id=/);
    await page.getByRole('heading', { name: 'Gamer Den' }).waitFor();
    expect(await page.getByRole('button', { name: /^Open for/ }).count()).toBe(0);
    await page.getByRole('button', { name: /Demo spin/ }).click();
    await page.locator('[data-reel-state="spin"]').waitFor();
    await page.locator('[data-reel-state="landed"]').waitFor({ timeout: 10_000 });
    const demo = page.locator('[data-open-results="demo"]');
    await demo.waitFor();
    expect(await demo.textContent()).toContain('Nothing was charged');
    const gamerDen = await packDetail(page, new URL(page.url()).searchParams.get('id')!);
    const [landed] = await landedNames(page);
    expect(gamerDen.items.map((item) => item.name)).toContain(landed);
    expect(await demo.locator('[data-won-name]').textContent()).toBe(landed);
    expect(await demo.getByRole('button', { name: /Sell for/ }).count()).toBe(0);
    for (const offset of await landingOffsets(page, 'x')) expect(offset).toBeLessThan(1);
    await screenshot(page, 'packs-demo-phone');

    // Asking the system for less motion: the reel shows its result without spinning.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('radio', { name: /^Open 2,/ }).check({ force: true });
    await page.getByRole('button', { name: /Demo spin/ }).click();
    await expect.poll(() => page.locator('[data-reel-state="landed"]').count(), { timeout: 1_000 }).toBe(2);
    expect(await page.locator('[data-open-results="demo"] [data-won-item]').count()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/dropchance lists the odds in stored order with ticket ranges out of 100,000', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    const tech = await packByName(page, 'Tech Vault');
    const detail = await packDetail(page, tech.id);
    await page.goto(`/productdetails?id=${tech.id}`);
    await page.getByRole('link', { name: 'Drop chances' }).first().click();
    await page.waitForURL(`**/dropchance?id=${tech.id}`);
    const rows = page.locator('[data-odds-row]');
    await expect.poll(() => rows.count()).toBe(detail.items.length);
    for (const [index, item] of detail.items.entries()) {
      const text = (await rows.nth(index).textContent()) ?? '';
      expect(text).toContain(item.name);
      expect(text).toContain(formatCents(item.valueCents));
      expect(text).toContain(`${(item.oddsPpm / 1000).toFixed(3)}%`);
      expect(text).toContain(`${item.ticketFrom.toLocaleString('en-US')} – ${item.ticketTo.toLocaleString('en-US')}`);
    }
    expect(detail.items.at(-1)!.ticketTo).toBe(100_000);
    await page.getByText('ticket = floor(n / 2^52 × 100000) + 1').waitFor();
    await screenshot(page, 'packs-dropchance-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the marketplace search, type and filters change the listed packs', async () => {
    const { page, context, errors } = await suite.open(PHONE);
    const all = ((await (await page.request.get('/api/packs?type=official&limit=100')).json()) as { packs: PackSummary[] }).packs;
    await page.goto('/packs');
    const cards = page.locator('[data-pack-card]');
    await expect.poll(() => cards.count()).toBe(all.length);
    const names = () => cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-pack-card')));

    const filter = page.getByLabel('Filter');
    await filter.selectOption({ label: 'Greater than $500' });
    const over500 = all.filter((pack) => pack.priceCents > 50_000);
    expect(over500.length).toBeGreaterThan(0);
    await expect.poll(names).toEqual(over500.sort((a, b) => a.priceCents - b.priceCents).map((pack) => pack.name));
    expect(new URL(page.url()).searchParams.get('filter')).toBe('over_500');
    await screenshot(page, 'packs-marketplace-over500-phone');

    await filter.selectOption({ label: 'Greater than $1000' });
    await page.getByText('Nothing is priced that high right now. Try another filter.').waitFor();

    await filter.selectOption({ label: 'Price Low to High' });
    await expect.poll(names).toEqual([...all].sort((a, b) => a.priceCents - b.priceCents).map((pack) => pack.name));
    await filter.selectOption({ label: 'Price High to Low' });
    await expect.poll(names).toEqual([...all].sort((a, b) => b.priceCents - a.priceCents).map((pack) => pack.name));

    await page.getByRole('searchbox', { name: 'Search packs' }).fill('gold');
    await expect.poll(names).toEqual(['Gold Rush']);
    await page.getByRole('searchbox', { name: 'Search packs' }).fill('no such pack');
    await page.getByText('No official packs match “no such pack”').waitFor();
    await page.getByRole('searchbox', { name: 'Search packs' }).fill('');
    await expect.poll(() => cards.count()).toBe(all.length);
    await expectNoSideScroll(page, PHONE.width);
    await screenshot(page, 'packs-marketplace-phone');

    // Community packs only: the official ones go.
    await page.getByLabel('Sort').selectOption({ label: 'Community Packs' });
    const community = ((await (await page.request.get('/api/packs?type=community&limit=100')).json()) as { packs: PackSummary[] }).packs;
    if (community.length === 0) await page.getByText(/No community packs/).waitFor();
    else await expect.poll(names).toEqual([...community].sort((a, b) => b.priceCents - a.priceCents).map((pack) => pack.name));
    await screenshot(page, 'packs-marketplace-community-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
  it('creates a community pack from the catalogue; another player opens it and the creator earns "Creator commission"', async () => {
    const alice = await suite.open(DESKTOP);
    const { userName: aliceName } = await signUpViaUi(alice.page, suite.server, { userName: randomUserName('maker') });
    await alice.page.goto('/createpack');
    await alice.page.getByRole('heading', { name: 'Create Pack', level: 1 }).waitFor();

    // The catalogue pages 48 at a time: "Showing 1 - 48 of 71", Next, Prev.
    const range = alice.page.locator('[data-pager-range]');
    await expect.poll(() => range.textContent()).toBe('Showing 1 - 48 of 71');
    await screenshot(alice.page, 'packs-create-catalogue-desktop');
    await alice.page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => range.textContent()).toBe('Showing 49 - 71 of 71');
    expect(await alice.page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await alice.page.getByRole('button', { name: 'Prev' }).click();
    await expect.poll(() => range.textContent()).toBe('Showing 1 - 48 of 71');

    // Search, and a max price: only items up to $200 are listed.
    await alice.page.getByRole('searchbox', { name: 'Search items' }).fill('gold bar');
    await expect.poll(() => range.textContent()).toBe('Showing 1 - 3 of 3');
    await alice.page.getByLabel('Max price').fill('200');
    await expect.poll(() => range.textContent()).toBe('Showing 1 - 1 of 1');
    await alice.page.getByLabel('Max price').fill('');
    await expect.poll(() => range.textContent()).toBe('Showing 1 - 3 of 3');
    const catalogue = (await (await alice.page.request.get('/api/items?q=gold%20bar')).json()) as { items: Array<{ id: string; name: string; valueCents: number }> };
    const small = catalogue.items.find((item) => item.name === 'Gold Bar 1 Gram')!;
    const big = catalogue.items.find((item) => item.name === 'Gold Bar 10 Gram')!;
    await alice.page.getByRole('button', { name: /^Add Gold Bar 1 Gram,/ }).click();
    await alice.page.getByRole('button', { name: /^Add Gold Bar 10 Gram,/ }).click();
    expect(await alice.page.getByRole('button', { name: /^Remove Gold Bar 1 Gram,/ }).getAttribute('aria-pressed')).toBe('true');

    await alice.page.getByLabel('Drop chance for Gold Bar 1 Gram (%)').fill('87.5');
    await alice.page.getByLabel('Drop chance for Gold Bar 10 Gram (%)').fill('12.5');
    await alice.page.getByText('100.000% of 100%').waitFor();
    await alice.page.getByLabel('Pack name').fill('Bullion Box');
    await alice.page.getByLabel('Commission').selectOption({ label: '3.0%' });
    // The price is computed live as the server will: house edge 8 %, commission 3 %.
    const expectedPrice = packPriceCents(
      [
        { valueCents: small.valueCents, oddsPpm: 87_500 },
        { valueCents: big.valueCents, oddsPpm: 12_500 },
      ],
      0.08,
      0.03,
    );
    const form = alice.page.getByRole('form', { name: 'Your pack' });
    await form.getByText(formatCents(expectedPrice), { exact: true }).waitFor();
    await screenshot(alice.page, 'packs-create-desktop');

    await form.getByRole('button', { name: 'Create Pack' }).click();
    await expectToastContaining(alice.page, 'Your pack is live in the marketplace.');
    await alice.page.waitForURL(/\/productdetails\?id=[0-9a-f-]{36}$/);
    const packId = new URL(alice.page.url()).searchParams.get('id')!;
    await alice.page.getByRole('heading', { name: 'Bullion Box', level: 1 }).waitFor();
    const created = await packDetail(alice.page, packId);
    expect(created).toMatchObject({ kind: 'community', priceCents: expectedPrice, commissionBp: 300, creatorName: aliceName });
    expect(created.items.map((item) => [item.name, item.oddsPpm])).toEqual([
      ['Gold Bar 1 Gram', 87_500],
      ['Gold Bar 10 Gram', 12_500],
    ]);
    expect(await alice.page.getByText(`Community · by ${aliceName}`).isVisible()).toBe(true);

    // Bob, in his own browser, finds it among the community packs and opens it.
    const bob = await suite.open(PHONE);
    await signUpViaUi(bob.page, suite.server, { userName: randomUserName('buyer') });
    await bob.page.goto('/packs?type=community');
    await bob.page.locator('[data-pack-card="Bullion Box"]').click();
    await bob.page.waitForURL(`**/productdetails?id=${packId}`);
    const answer = await openFromPage(bob.page, `Open for ${formatCents(expectedPrice)}`);
    expect(answer.priceCents).toBe(expectedPrice);
    await bob.page.locator('[data-reel-state="landed"]').waitFor({ timeout: 10_000 });
    expect(await landedNames(bob.page)).toEqual([answer.opens[0]!.name]);

    // Alice's wallet: the commission, floor(price × 300 / 10 000), as "Creator commission".
    const commissionCents = Math.floor((expectedPrice * 300) / 10_000);
    expect(commissionCents).toBeGreaterThan(0);
    await alice.page.goto('/wallet');
    const row = alice.page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').filter({ hasText: 'Creator commission' });
    await row.waitFor();
    expect(await row.textContent()).toContain(`+${formatCents(commissionCents)}`);
    await alice.page
      .locator('section[aria-labelledby="balance-heading"]')
      .getByText(formatCents(BONUS_CENTS + commissionCents), { exact: true })
      .waitFor();
    expect(alice.errors).toEqual([]);
    expect(bob.errors).toEqual([]);
    await alice.context.close();
    await bob.context.close();
  });

  it('offers only the commissions the rules accept, and refuses chances that do not total 100 % with clear messages', async () => {
    const { page, context, errors } = await suite.open(PHONE);
    await signUpViaApi(page, suite.server);
    await page.goto('/createpack');
    await page.getByRole('searchbox', { name: 'Search items' }).fill('sticker');
    await page.getByRole('button', { name: /^Add Holo Star Sticker,/ }).click();
    await page.getByRole('button', { name: /^Add Gold Foil Sticker,/ }).click();
    // The panel is under the long catalogue on a phone: a bar at the bottom sums it up and leads there.
    const bar = page.locator('[data-pack-summary-bar]');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => bar.getAttribute('aria-hidden')).toBe(null);
    expect(await bar.textContent()).toContain('Your pack · 2 / ');
    await screenshotView(page, 'packs-create-summary-bar-phone');
    await bar.getByRole('button', { name: 'Review' }).click();
    await expect.poll(() => page.getByRole('form', { name: 'Your pack' }).evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    await expect.poll(() => bar.getAttribute('aria-hidden')).toBe('true');
    // A name that is taken (ignoring case) or profane is said while it is typed.
    await page.getByLabel('Pack name').fill('starter STASH');
    await page.getByText('A pack with that name already exists.').waitFor();
    await page.getByLabel('Pack name').fill('Sh1t Box');
    await page.getByText('Please choose a pack name without profanity or slurs.').waitFor();
    await page.getByLabel('Pack name').fill('Sticker Book');
    await page.getByText('Please choose a pack name without profanity or slurs.').waitFor({ state: 'detached' });
    const form = page.getByRole('form', { name: 'Your pack' });

    // 60 + 30 = 90 %: refused before anything is sent.
    await page.getByLabel('Drop chance for Holo Star Sticker (%)').fill('60');
    await page.getByLabel('Drop chance for Gold Foil Sticker (%)').fill('30');
    await page.getByText('90.000% of 100%').waitFor();
    await page.getByText('10.000 % left to assign.', { exact: false }).waitFor();
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/packs') posts++;
    });
    await form.getByRole('button', { name: 'Create Pack' }).click();
    await expectToastContaining(page, 'Drop chances must total 100 %. They total 90 %.');
    expect(posts).toBe(0);
    await screenshot(page, 'packs-create-refused-phone');

    // "Distribute evenly" makes an exact 100.000 %, even when it does not divide (3 items).
    await page.getByRole('button', { name: /^Add Neon Smile Sticker,/ }).click();
    await page.getByRole('button', { name: 'Distribute evenly' }).click();
    await page.getByText('100.000% of 100%').waitFor();
    expect(await page.getByLabel('Drop chance for Holo Star Sticker (%)').inputValue()).toBe('33.334');
    expect(await page.getByLabel('Drop chance for Neon Smile Sticker (%)').inputValue()).toBe('33.333');

    // A name with symbols breaks the rule shown under the field.
    await page.getByLabel('Pack name').fill('Stickers!!');
    await form.getByRole('button', { name: 'Create Pack' }).click();
    await expectToastContaining(page, 'Pack names are up to 20 letters, digits and spaces.');
    expect(posts).toBe(0);
    await page.getByLabel('Pack name').fill('Sticker Book');

    // The commission menu offers 0.5 % to 3.0 % and nothing else.
    const offered = await page.getByLabel('Commission').locator('option').allTextContents();
    expect(offered).toEqual(['0.5%', '1.0%', '1.5%', '2.0%', '2.5%', '3.0%']);
    // And the server refuses anything above 3 % however it is asked.
    const greedy = await page.request.post('/api/packs', { data: { name: 'Greedy Book', commissionBp: 350, items: [] } });
    expect(greedy.status()).toBe(400);
    expect(posts).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/createpack');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a signed-out visitor who opens /createpack is sent to /loginsignup', async () => {
    const { page, context } = await suite.open(PHONE);
    await page.goto('/createpack');
    await page.waitForURL('**/loginsignup');
    await context.close();
  });

  it('the home page shows the real new packs, and another player\'s open appears in Live Opens without a reload', async () => {
    const visitor = await suite.open(DESKTOP);
    await visitor.page.goto('/homepage');
    await visitor.page.getByRole('heading', { name: 'New Packs' }).waitFor();
    const newest = ((await (await visitor.page.request.get('/api/packs?filter=all&limit=6')).json()) as { packs: PackSummary[] }).packs;
    const cards = visitor.page.getByRole('list', { name: 'New packs' }).locator('[data-pack-card]');
    await expect.poll(() => cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-pack-card')))).toEqual(newest.map((pack) => pack.name));
    expect(await cards.first().textContent()).toContain(formatCents(newest[0]!.priceCents));
    await visitor.page.getByRole('link', { name: 'View All Pack' }).click();
    await visitor.page.waitForURL('**/packs');
    await visitor.page.goBack();
    const feed = visitor.page.getByRole('list', { name: 'Live opens' });
    await feed.waitFor();
    // The socket needs a moment to subscribe after the page loads.
    await visitor.page.waitForTimeout(500);

    const opener = await suite.open(PHONE);
    const { userName } = await signUpViaApi(opener.page, suite.server, randomUserName('live'));
    const time = await packByName(opener.page, 'Street Style');
    await opener.page.goto(`/productdetails?id=${time.id}`);
    const answer = await openFromPage(opener.page, `Open for ${formatCents(time.priceCents)}`);
    const entry = visitor.page.locator(`[data-live-entry="open:${answer.opens[0]!.openId}"]`);
    // Not before the opener's reel has landed: no spoilers in the feed.
    await visitor.page.waitForTimeout(1_500);
    expect(await entry.count()).toBe(0);
    await entry.waitFor({ timeout: 10_000 });
    const text = (await entry.textContent()) ?? '';
    expect(text).toContain(answer.opens[0]!.name);
    expect(text).toContain(userName);
    expect(text).toContain('Street Style');
    expect(text).toContain(formatCents(answer.opens[0]!.valueCents));
    expect(await feed.locator('[data-live-entry]').first().getAttribute('data-live-entry')).toBe(`open:${answer.opens[0]!.openId}`);
    await screenshot(visitor.page, 'packs-home-live-desktop');
    await entry.getByRole('link', { name: 'Street Style' }).click();
    await visitor.page.waitForURL(`**/productdetails?id=${time.id}`);

    const phone = await suite.open(PHONE);
    await phone.page.goto('/homepage');
    await phone.page.getByRole('list', { name: 'New packs' }).waitFor();
    await phone.page.locator(`[data-live-entry="open:${answer.opens[0]!.openId}"]`).waitFor();
    await expectNoSideScroll(phone.page, PHONE.width);
    await screenshot(phone.page, 'packs-home-phone');
    expect(visitor.errors).toEqual([]);
    expect(opener.errors).toEqual([]);
    await visitor.context.close();
    await opener.context.close();
    await phone.context.close();
  });
});
