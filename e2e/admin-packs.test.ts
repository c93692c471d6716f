/**
 * Official packs and level cases in the admin area, in a real browser: the Packs tab beside
 * Items, the list with paging, a new pack from catalogue items with chances totalling 100 % and a
 * live price, editing its chances, the audit log, hiding a pack (with a confirm) and listing it
 * again; a level case for a tier (DESIGN §21): refused while the tier has one, made once the old
 * one is hidden, and listed with its tier.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { PACK_NAME_RULE } from '@lootforge/core/contracts/packs';
import { formatCents } from '@lootforge/core/money';
import { packPriceCents } from '@lootforge/core/pack';
import { createAdmin, submitAdminLogin } from './support/admin';
import { describeBrowser } from './support/browser';
import { browserSuite, expectToast } from './support/fixture';
import { DESKTOP, PHONE, screenshot, screenshotFromTop, expectNoSideScroll } from './support/page';
import type { TestServer } from './support/server';

const EMAIL = 'packs@lootforge.test';

async function logIn(page: Page) {
  await submitAdminLogin(page, { email: EMAIL });
  await page.waitForURL('**/adminitems');
}

async function itemValue(server: TestServer, name: string): Promise<{ id: string; valueCents: number }> {
  const [row] = await server.app.resources.db.query<{ id: string; value_cents: number }>('SELECT id, value_cents FROM items WHERE name = $1', [name]);
  if (!row) throw new Error(`no item named ${name}`);
  return { id: row.id, valueCents: Number(row.value_cents) };
}

/** Finds an item in the editor's catalogue picker and adds it. */
async function addFromCatalogue(page: Page, name: string) {
  const picker = page.getByRole('list', { name: 'Catalogue' });
  await page.getByLabel('Search items').fill(name);
  await picker.getByRole('button', { name: `Add ${name}` }).click();
}

/** The level case's table: the coin at 40 % and the sticker at 60 %. */
async function addCoinAndSticker(page: Page, editor: Locator) {
  await addFromCatalogue(page, 'Gold Plated Lucky Coin');
  await addFromCatalogue(page, 'Holo Star Sticker');
  await editor.getByLabel('Chance for Gold Plated Lucky Coin (%)').fill('40');
  await editor.getByLabel('Chance for Holo Star Sticker (%)').fill('60');
}

describeBrowser('admin packs', () => {
  const suite = browserSuite({ seed: true });

  beforeAll(async () => {
    await createAdmin(suite.server, EMAIL);
  });

  it('keeps visitors out of the packs tab', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    await page.goto('/adminitems?tab=packs');
    await page.waitForURL('**/adminlogin');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates an official pack with two items totalling 100 %, edits a chance, and shows both in the audit log', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    await logIn(page);
    await page.getByRole('heading', { name: 'Item List' }).waitFor();

    // The Packs tab beside Items: the 11 demo packs and the 10 demo level cases, with price, items and opens.
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Packs' }).click();
    await page.getByRole('heading', { name: 'Pack List', level: 1 }).waitFor();
    const list = page.getByRole('list', { name: 'Listed packs' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(21);
    await page.getByText('Showing 1 - 21 of 21').waitFor();
    await list.getByRole('listitem').filter({ hasText: 'Starter Stash' }).getByText('$1.03').filter({ visible: true }).waitFor();
    await screenshot(page, 'admin-packs-list-desktop');

    // A new pack: the rules are the server's own.
    await page.getByRole('link', { name: 'New pack' }).click();
    const editor = page.getByRole('form', { name: 'New pack' });
    await editor.waitFor();
    await editor.getByRole('button', { name: 'Create pack' }).click();
    await expectToast(page, 'Please enter a pack name.');
    await editor.getByLabel('Pack name').fill('Bad@Name');
    await editor.getByRole('button', { name: 'Create pack' }).click();
    await expectToast(page, PACK_NAME_RULE);
    await editor.getByLabel('Pack name').fill('Forge Test Pack');
    await editor.getByRole('button', { name: 'Create pack' }).click();
    await expectToast(page, 'A pack needs at least two items.');

    const gold = await itemValue(suite.server, 'Gold Plated Lucky Coin');
    const holo = await itemValue(suite.server, 'Holo Star Sticker');
    await addFromCatalogue(page, 'Gold Plated Lucky Coin');
    await addFromCatalogue(page, 'Holo Star Sticker');
    await page.getByRole('list', { name: 'Catalogue' }).getByText('Added').waitFor();
    // The first item took the whole 100 %; the second has none yet.
    expect(await editor.getByLabel('Chance for Gold Plated Lucky Coin (%)').inputValue()).toBe('100');
    await editor.getByLabel('Chance for Gold Plated Lucky Coin (%)').fill('10');
    await editor.getByLabel('Chance for Holo Star Sticker (%)').fill('80');
    expect(await editor.getByLabel('Total chance').textContent()).toBe('90 %');
    await editor.getByRole('button', { name: 'Create pack' }).click();
    await expectToast(page, 'Drop chances must total 100 %. They total 90 %.');

    await editor.getByLabel('Chance for Holo Star Sticker (%)').fill('90');
    expect(await editor.getByLabel('Total chance').textContent()).toBe('100 %');
    const price = packPriceCents(
      [
        { valueCents: gold.valueCents, oddsPpm: 10_000 },
        { valueCents: holo.valueCents, oddsPpm: 90_000 },
      ],
      0.08,
    );
    expect(await editor.getByLabel('Pack price').textContent()).toBe(formatCents(price));
    await screenshot(page, 'admin-packs-new-desktop');
    await editor.getByRole('button', { name: 'Create pack' }).click();
    await expectToast(page, 'Created new pack.');

    // Back on the list, newest first, priced by the server as the form said.
    const row = list.getByRole('listitem').filter({ hasText: 'Forge Test Pack' });
    await row.waitFor();
    expect(await list.getByRole('listitem').first().textContent()).toContain('Forge Test Pack');
    await row.getByText(formatCents(price)).filter({ visible: true }).waitFor();
    const audit = page.getByRole('list', { name: 'Recent changes' });
    await audit.getByText(`${EMAIL} created pack Forge Test Pack at ${formatCents(price)} with 2 items`).waitFor();
    const [stored] = await suite.server.app.resources.db.query<{ id: string; price_cents: number; kind: string }>(`SELECT id, price_cents, kind FROM packs WHERE name = 'Forge Test Pack'`);
    expect(stored).toMatchObject({ price_cents: price, kind: 'official' });

    // Edit a chance, keeping 100 %.
    await row.getByRole('link', { name: 'Edit Forge Test Pack' }).click();
    const edit = page.getByRole('form', { name: 'Edit Forge Test Pack' });
    await edit.waitFor();
    expect(await edit.getByLabel('Pack name').inputValue()).toBe('Forge Test Pack');
    expect(await edit.getByLabel('Chance for Gold Plated Lucky Coin (%)').inputValue()).toBe('10');
    expect(await edit.getByLabel('Chance for Holo Star Sticker (%)').inputValue()).toBe('90');
    expect(await edit.getByRole('switch', { name: /Listed in the marketplace/ }).isChecked()).toBe(true);
    await edit.getByLabel('Chance for Gold Plated Lucky Coin (%)').fill('2.5');
    await edit.getByLabel('Chance for Holo Star Sticker (%)').fill('97.5');
    const newPrice = packPriceCents(
      [
        { valueCents: gold.valueCents, oddsPpm: 2_500 },
        { valueCents: holo.valueCents, oddsPpm: 97_500 },
      ],
      0.08,
    );
    expect(await edit.getByLabel('Pack price').textContent()).toBe(formatCents(newPrice));
    // The pack read again (the window regains focus) keeps what the admin typed.
    const readAgain = page.waitForResponse((response) => response.url().endsWith(`/api/admin/packs/${stored!.id}`) && response.request().method() === 'GET');
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await readAgain;
    expect(await edit.getByLabel('Chance for Gold Plated Lucky Coin (%)').inputValue()).toBe('2.5');
    expect(await edit.getByLabel('Pack price').textContent()).toBe(formatCents(newPrice));
    await screenshot(page, 'admin-packs-edit-desktop');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Updated this pack.');
    await row.getByText(formatCents(newPrice)).filter({ visible: true }).waitFor();
    await audit.getByText(`${EMAIL} updated pack Forge Test Pack: 2 items, price ${formatCents(price)} → ${formatCents(newPrice)}`).waitFor();
    const odds = await suite.server.app.resources.db.query<{ odds_ppm: number }>('SELECT odds_ppm FROM pack_items WHERE pack_id = $1 ORDER BY position', [stored!.id]);
    expect(odds.map((o) => Number(o.odds_ppm))).toEqual([2_500, 97_500]);
    // Sign-ins are audited too; the pack's own entries are these two.
    const actions = await suite.server.app.resources.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE action NOT LIKE 'admin.sign_in%' ORDER BY id`);
    expect(actions.map((a) => a.action)).toEqual(['pack.create', 'pack.update']);
    await screenshot(page, 'admin-packs-after-desktop');

    // The items tab is still there and still works.
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Items' }).click();
    await page.getByRole('heading', { name: 'Item List' }).waitFor();
    await page.getByRole('list', { name: 'Items' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hides a pack after a confirm, then lists it again from the audit log', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    await logIn(page);
    await page.goto('/adminitems?tab=packs&kind=official');
    const list = page.getByRole('list', { name: 'Official packs' });
    const row = list.getByRole('listitem').filter({ hasText: 'Lucky Coins' });
    await row.getByRole('link', { name: 'Edit Lucky Coins' }).click();
    const edit = page.getByRole('form', { name: 'Edit Lucky Coins' });
    await edit.waitFor();
    await edit.getByRole('switch', { name: /Listed in the marketplace/ }).click();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    const confirm = page.getByRole('dialog', { name: 'Hide this pack?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Hide and save' }).click();
    await expectToast(page, 'Updated this pack.');
    await list.waitFor();
    await expect.poll(() => row.count()).toBe(0);
    const publicList = (await (await page.request.get(`${suite.server.url}/api/packs?type=official&limit=50`)).json()) as { packs: Array<{ name: string }> };
    expect(publicList.packs.map((p) => p.name)).not.toContain('Lucky Coins');

    // The log names it and links back to it: it opens hidden, and can be listed again.
    const audit = page.getByRole('list', { name: 'Recent changes' });
    await audit.getByText(`${EMAIL} updated pack Lucky Coins: hidden`).waitFor();
    await audit.getByRole('link', { name: 'Lucky Coins' }).first().click();
    await edit.waitFor();
    await page.getByText('This pack is hidden').waitFor();
    const listed = edit.getByRole('switch', { name: /Listed in the marketplace/ });
    expect(await listed.isChecked()).toBe(false);
    await screenshot(page, 'admin-packs-hidden-desktop');
    await listed.click();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Updated this pack.');
    await page.getByRole('list', { name: 'Listed packs' }).getByRole('listitem').filter({ hasText: 'Lucky Coins' }).waitFor();
    await audit.getByText(`${EMAIL} updated pack Lucky Coins: listed`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works on a phone screen', async () => {
    const { page, context, errors } = await suite.open(PHONE);
    await logIn(page);
    await page.goto('/adminitems?tab=packs');
    await page.getByRole('list', { name: 'Listed packs' }).waitFor();
    await expectNoSideScroll(page, PHONE.width);
    await screenshot(page, 'admin-packs-list-phone');
    await page.getByRole('list', { name: 'Listed packs' }).getByRole('link', { name: 'Edit Starter Stash' }).click();
    await page.getByRole('form', { name: 'Edit Starter Stash' }).waitFor();
    await page.getByRole('list', { name: 'Pack items' }).getByRole('listitem').first().waitFor();
    expect(await page.getByRole('list', { name: 'Pack items' }).getByRole('listitem').count()).toBe(15);
    expect(await page.getByLabel('Total chance').textContent()).toBe('100 %');
    expect(await page.getByLabel('Pack price').textContent()).toBe('$1.03');
    await expectNoSideScroll(page, PHONE.width);
    await screenshot(page, 'admin-packs-edit-phone');
    // The level cases: each row's tier badge wraps under its name rather than hiding it.
    await page.goto('/adminitems?tab=packs&kind=level');
    await page.getByRole('list', { name: 'Level cases' }).getByText('Level case · tier 10').waitFor();
    await expectNoSideScroll(page, PHONE.width);
    await screenshot(page, 'admin-packs-level-list-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('makes a level case for a tier: refused while the tier has one, made once that one is hidden, listed with its tier', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    await logIn(page);
    await page.goto('/adminitems?tab=packs');
    await page.getByRole('tab', { name: 'Level cases' }).click();
    const list = page.getByRole('list', { name: 'Level cases' });
    await list.waitFor();
    // The demo's case of each tier, by tier, never sold (the other list's rows stay, faded, until these come).
    await expect.poll(() => list.getByRole('listitem').count()).toBe(10);
    const tierThree = list.getByRole('listitem').filter({ hasText: 'Level 20 to 29 Case' });
    await tierThree.getByText('Level case · tier 3').waitFor();
    await tierThree.getByText('Free').filter({ visible: true }).waitFor();
    expect(await list.getByRole('listitem').first().textContent()).toContain('Level case · tier 1');

    // A new level case: the kind, then the tier, each tier naming the case it has.
    await page.getByRole('link', { name: 'New level case' }).click();
    const editor = page.getByRole('form', { name: 'New pack' });
    await editor.waitFor();
    expect(await editor.getByRole('radio', { name: /^Level case/ }).isChecked()).toBe(true);
    await editor.getByRole('button', { name: 'Create level case' }).click();
    await expectToast(page, 'Please enter a pack name.');
    await editor.getByLabel('Case name').fill('Forge Tier Three');
    await addCoinAndSticker(page, editor);
    await editor.getByRole('button', { name: 'Create level case' }).click();
    await expectToast(page, 'Choose the tier this level case is for.');
    const tier = editor.getByLabel('Tier', { exact: true });
    expect(await tier.locator('option[value="3"]').textContent()).toBe('Tier 3 · levels 20–29 — has Level 20 to 29 Case');
    expect(await tier.locator('option[value="10"]').textContent()).toBe('Tier 10 · levels 90–100 — has Level 90 to 100 Case');
    await tier.selectOption('3');
    await editor.getByText('Tier 3 already has Level 20 to 29 Case.').waitFor();
    // Never sold: no price, but what a player gets on average.
    const gold = await itemValue(suite.server, 'Gold Plated Lucky Coin');
    const holo = await itemValue(suite.server, 'Holo Star Sticker');
    const expected = Math.round((gold.valueCents * 40 + holo.valueCents * 60) / 100);
    expect(await editor.getByLabel('Expected value').textContent()).toBe(formatCents(expected));
    expect(await editor.getByLabel('Pack price').count()).toBe(0);
    await editor.getByText('Free, never sold').waitFor();
    await screenshotFromTop(page, 'admin-packs-level-new-desktop');
    await editor.getByRole('button', { name: 'Create level case' }).click();
    await expectToast(page, 'Tier 3 already has a level case.');

    // Hide tier 3's case (a confirm), which frees the tier.
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await tierThree.getByRole('link', { name: 'Edit Level 20 to 29 Case' }).click();
    const old = page.getByRole('form', { name: 'Edit Level 20 to 29 Case' });
    await old.waitFor();
    await page.getByText('Level case · tier 3').waitFor();
    await old.getByRole('switch', { name: /Claimable on the Levels page/ }).click();
    await old.getByRole('button', { name: 'Save changes' }).click();
    const confirm = page.getByRole('dialog', { name: 'Hide this level case?' });
    await confirm.getByRole('button', { name: 'Hide and save' }).click();
    await expectToast(page, 'Updated this pack.');
    await expect.poll(() => tierThree.count()).toBe(0);

    // Now the new one takes tier 3.
    await page.getByRole('link', { name: 'New level case' }).click();
    await editor.waitFor();
    await editor.getByLabel('Case name').fill('Forge Tier Three');
    await tier.selectOption('3');
    expect(await tier.locator('option[value="3"]').textContent()).toBe('Tier 3 · levels 20–29');
    await addCoinAndSticker(page, editor);
    await editor.getByRole('button', { name: 'Create level case' }).click();
    await expectToast(page, 'Created the level case for tier 3.');
    const made = list.getByRole('listitem').filter({ hasText: 'Forge Tier Three' });
    await made.getByText('Level case · tier 3').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(10);
    const audit = page.getByRole('list', { name: 'Recent changes' });
    await audit.getByText(`${EMAIL} created level case Forge Tier Three for tier 3 with 2 items`).waitFor();
    await audit.getByText(`${EMAIL} updated pack Level 20 to 29 Case: hidden`).waitFor();
    const [stored] = await suite.server.app.resources.db.query<{ kind: string; level_tier: number; active: boolean }>(`SELECT kind, level_tier, active FROM packs WHERE name = 'Forge Tier Three'`);
    expect(stored).toEqual({ kind: 'level', level_tier: 3, active: true });
    await screenshot(page, 'admin-packs-level-list-desktop');

    // Its editor: the kind and tier are shown, not offered.
    await made.getByRole('link', { name: 'Edit Forge Tier Three' }).click();
    const edit = page.getByRole('form', { name: 'Edit Forge Tier Three' });
    await edit.waitFor();
    await page.getByText('Level case · tier 3').waitFor();
    expect(await edit.getByRole('radio').count()).toBe(0);
    expect(await edit.getByLabel('Chance for Holo Star Sticker (%)').inputValue()).toBe('60');
    await screenshot(page, 'admin-packs-level-edit-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});
