/**
 * /search in a real browser: the navbar's GET form (field q) lands on the results page, grouped
 * into packs, items, players and battles with counts; a pack result opens the pack, an item
 * leads to a pack that holds it, a battle result opens the battle; an empty query and a query with no match say so.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { BattleDetail } from '@lootforge/core/contracts/battles';
import { describeBrowser } from './support/browser';
import { browserSuite } from './support/fixture';
import { DESKTOP, PHONE, screenshot, expectNoSideScroll } from './support/page';
import { randomUserName, signUpViaUi } from './support/sign-in';

/** Types into the navbar's search box and submits it, as a person presses Enter. */
async function searchFromNavbar(page: Page, text: string) {
  const box = page.getByRole('banner').getByRole('search').getByLabel('Search').filter({ visible: true }).first();
  await box.fill(text);
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === text);
}

function section(page: Page, name: string) {
  return page.getByRole('region', { name: new RegExp(`^${name}`) });
}

describeBrowser('search', () => {
  const suite = browserSuite({ seed: true });

  it('finds a demo pack from the navbar form and opens it; finds a player; finds a battle by a pack it uses', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    const userName = randomUserName('Zephyr');
    await signUpViaUi(page, suite.server, { userName });

    // A battle that uses Starter Stash, so a search for the pack finds it too.
    const { packs } = (await (await page.request.get(`${suite.server.url}/api/packs?type=official&limit=50`)).json()) as { packs: Array<{ id: string; name: string }> };
    const starter = packs.find((p) => p.name === 'Starter Stash')!;
    const created = await page.request.post(`${suite.server.url}/api/battles`, {
      data: { players: 2, mode: 'normal', packIds: [starter.id] },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    const { battle } = (await created.json()) as { battle: BattleDetail };

    await searchFromNavbar(page, 'Starter');
    await page.getByRole('heading', { name: 'Results for “Starter”', level: 1 }).waitFor();
    const packResults = section(page, 'Packs');
    const tile = packResults.getByRole('link', { name: /Starter Stash/ });
    await tile.waitFor();
    expect(await section(page, 'Players').getByText('No players match “Starter”.').isVisible()).toBe(true);
    const battleResults = section(page, 'Battles').getByRole('link');
    await battleResults.first().waitFor();
    expect(await battleResults.count()).toBe(1);
    expect(await battleResults.first().textContent()).toContain('Normal Mode');
    // Counts per group, in the jump links and on each heading.
    await page.getByRole('navigation', { name: 'Result groups' }).getByRole('link', { name: /Packs\s*1/ }).waitFor();
    await screenshot(page, 'search-results-desktop');

    await tile.click();
    await page.waitForURL((url) => url.pathname === '/productdetails' && url.searchParams.get('id') === starter.id);
    await page.getByRole('heading', { name: 'Starter Stash', level: 1 }).waitFor();
    // The bar's box showed what was searched; on another page it is empty again.
    expect(await page.getByRole('banner').getByRole('search').getByLabel('Search').filter({ visible: true }).first().inputValue()).toBe('');

    // A player by name.
    await searchFromNavbar(page, userName);
    const players = section(page, 'Players');
    await players.getByRole('listitem').filter({ hasText: userName }).waitFor();
    expect(await players.getByRole('listitem').count()).toBe(1);
    await section(page, 'Packs').getByText(`No packs match “${userName}”.`).waitFor();

    // Items, with their value; the search box on the page works too.
    const pageBox = page.getByRole('main').getByRole('search').getByLabel('Search');
    expect(await pageBox.inputValue()).toBe(userName);
    await pageBox.fill('Sticker');
    await pageBox.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Sticker');
    const items = section(page, 'Items');
    const sticker = items.getByRole('listitem').filter({ hasText: 'Holo Star Sticker' });
    await sticker.getByText('$0.10').waitFor();
    await screenshot(page, 'search-items-desktop');
    // An item leads to a pack that holds it.
    const holder = sticker.getByRole('link').first();
    const holderName = (await holder.textContent())!;
    const holding = packs.find((p) => p.name === holderName)!;
    expect(holding, `a demo pack named ${holderName}`).toBeTruthy();
    await holder.click();
    await page.waitForURL((url) => url.pathname === '/productdetails' && url.searchParams.get('id') === holding.id);
    await page.getByRole('heading', { name: holderName }).first().waitFor();

    // A battle result opens the battle.
    // By its whole id (a part of an id finds nothing: #27.10).
    await searchFromNavbar(page, battle.id);
    await section(page, 'Battles').getByRole('link').first().click();
    await page.waitForURL(`**/allbattlesecondsec/${battle.id}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says "Type something to search for." for an empty query and when nothing matches', async () => {
    const { page, context, errors } = await suite.open(PHONE);
    await page.goto('/search?q=');
    await page.getByText('Type something to search for.', { exact: true }).waitFor();
    await page.goto('/search');
    await page.getByText('Type something to search for.', { exact: true }).waitFor();
    await screenshot(page, 'search-empty-phone');

    await page.goto('/search?q=qqxyzzy');
    await page.getByText('Nothing matches “qqxyzzy”').waitFor();
    await screenshot(page, 'search-no-match-phone');

    await page.goto('/search?q=coin');
    await section(page, 'Packs').getByRole('link', { name: /Lucky Coins/ }).waitFor();
    await section(page, 'Items').getByRole('listitem').first().waitFor();
    await expectNoSideScroll(page, PHONE.width);
    await screenshot(page, 'search-results-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
