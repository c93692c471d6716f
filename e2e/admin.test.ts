/**
 * The admin area in a real browser: sign-in with e-mail and password, the
 * guarded item list, adding an item with an image, editing a row in place,
 * the audit log, and logout.
 */
import { beforeAll, expect, it } from 'vitest';
import { createAdmin, submitAdminLogin } from './support/admin';
import { describeBrowser } from './support/browser';
import { browserSuite, expectToast } from './support/fixture';
import { DESKTOP, PHONE, screenshot, expectNoSideScroll } from './support/page';
import { pngFile } from './support/sign-in';

describeBrowser('admin items', () => {
  const suite = browserSuite({ seed: true });
  const email = 'ops@lootforge.test';

  beforeAll(async () => {
    await createAdmin(suite.server, email);
  });

  it('keeps visitors out of /adminitems and refuses a wrong password with the product message (DESIGN §6)', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    await page.goto('/adminitems');
    await page.waitForURL('**/adminlogin');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await screenshot(page, 'admin-login-desktop');

    await submitAdminLogin(page, { email, password: 'not the password', path: '/admin' });
    await expectToast(page, 'Invalid email — access denied');
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    await submitAdminLogin(page, { email: 'nobody@lootforge.test', path: '/admin' });
    await expectToast(page, 'Invalid email — access denied');
    expect(await page.evaluate(() => window.localStorage.getItem('adminSession'))).toBe(null);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds an item with an image, edits its value in place, shows the audit log, and logs out', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    await submitAdminLogin(page, { email, path: '/admin' });
    await page.waitForURL('**/adminitems');
    await page.getByRole('heading', { name: 'Item List' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('adminSession'))).toMatch(/^[0-9a-f-]{36}$/);
    const items = page.getByRole('list', { name: 'Items' });
    await items.waitFor();
    const [{ count }] = (await suite.server.app.resources.db.query<{ count: number }>('SELECT COUNT(*)::int AS count FROM items')) as [{ count: number }];
    // The list's loading rows come first; then every item, up to the first page of 100.
    await expect.poll(() => items.getByRole('listitem').count(), { timeout: 15_000 }).toBe(Math.min(count, 100));
    await page.getByRole('list', { name: 'Recent changes' }).or(page.getByText('No changes yet')).first().waitFor();
    await screenshot(page, 'admin-items-desktop');

    // Add an item: name, value in dollars, an image (previewed before saving).
    await page.getByRole('button', { name: 'Add item' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add item' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Create item' }).click();
    await expectToast(page, 'Please enter the item name.');
    await dialog.getByLabel('Name').fill('Forge Test Blade');
    await dialog.getByLabel('Value (USD)').fill('12.50');
    await dialog.getByLabel('Image').setInputFiles(await pngFile('blade.png', '#4cc9f0'));
    await dialog.locator('img[src^="blob:"]').waitFor();
    await screenshot(page, 'admin-add-item-desktop');
    await dialog.getByRole('button', { name: 'Create item' }).click();
    await expectToast(page, 'Image uploaded and saved');
    await expectToast(page, 'Created new item.');
    await dialog.waitFor({ state: 'hidden' });

    const row = items.getByRole('listitem').filter({ hasText: 'Forge Test Blade' });
    await row.waitFor();
    expect(await row.textContent()).toContain(`#${count + 1}`);
    expect(await row.textContent()).toContain('$12.50');
    await expect.poll(() => row.getByRole('img', { name: 'Forge Test Blade' }).evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const audit = page.getByRole('list', { name: 'Recent changes' });
    await audit.getByText(`${email} created #${count + 1} Forge Test Blade at $12.50`).waitFor();

    // Edit the row in place: Edit → inputs → Save; Cancel leaves it as it was.
    await row.getByRole('button', { name: 'Edit Forge Test Blade' }).click();
    const editor = page.getByRole('form', { name: `Edit item #${count + 1}` });
    await editor.getByLabel('Value (USD)').fill('99');
    await editor.getByRole('button', { name: 'Cancel' }).click();
    expect(await row.textContent()).toContain('$12.50');

    await row.getByRole('button', { name: 'Edit Forge Test Blade' }).click();
    expect(await editor.getByLabel('Name').inputValue()).toBe('Forge Test Blade');
    expect(await editor.getByLabel('Value (USD)').inputValue()).toBe('12.50');
    await editor.getByLabel('Value (USD)').fill('15.75');
    await screenshot(page, 'admin-edit-item-desktop');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Updated this item.');
    await editor.waitFor({ state: 'hidden' });
    await row.getByText('$15.75').filter({ visible: true }).waitFor();
    await audit.getByText(`${email} updated #${count + 1} Forge Test Blade: value $12.50 → $15.75`).waitFor();

    // A new image alone is a change too.
    await row.getByRole('button', { name: 'Edit Forge Test Blade' }).click();
    await editor.getByLabel('New image for Forge Test Blade').setInputFiles(await pngFile('blade2.png', '#ec4899'));
    await editor.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Updated this item.');
    await expectToast(page, 'Image uploaded and saved');
    await audit.getByText(/updated #\d+ Forge Test Blade: image replaced/).waitFor();

    const [stored] = await suite.server.app.resources.db.query<{ value_cents: number; number: number }>('SELECT value_cents, number FROM items WHERE name = $1', ['Forge Test Blade']);
    expect(stored).toEqual({ value_cents: 1575, number: count + 1 });
    const entries = await suite.server.app.resources.db.query<{ action: string }>('SELECT action FROM audit_log ORDER BY id');
    // The wrong password and the sign-in are in the log as well as the item's changes.
    expect(entries.map((entry) => entry.action).filter((action) => !action.startsWith('admin.sign_in'))).toEqual(['item.create', 'item.update', 'item.update']);
    expect(entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(['admin.sign_in_failed', 'admin.sign_in']));
    // The attempt that named no admin is there too, with the e-mail typed.
    await audit.getByText(/Someone failed to sign in as nobody@lootforge\.test \(no such admin\)/).first().waitFor();
    await screenshot(page, 'admin-items-after-desktop');

    await page.getByRole('button', { name: 'Logout' }).last().click();
    await page.waitForURL('**/adminlogin');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('adminSession'))).toBe(null);
    await page.goto('/adminitems');
    await page.waitForURL('**/adminlogin');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works on a phone screen', async () => {
    const { page, context, errors } = await suite.open(PHONE);
    // The sign-in page's bar (the mark, "Admin" and the way back to the site) fits the width.
    await page.goto('/adminlogin');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await screenshot(page, 'admin-login-phone');
    await expectNoSideScroll(page, PHONE.width);
    await submitAdminLogin(page, { email, path: '/adminlogin' });
    await page.waitForURL('**/adminitems');
    await page.getByRole('list', { name: 'Items' }).waitFor();
    await screenshot(page, 'admin-items-phone');
    await expectNoSideScroll(page, PHONE.width);
    await page.getByRole('list', { name: 'Items' }).getByRole('button', { name: /^Edit / }).first().click();
    await screenshot(page, 'admin-edit-item-phone');
    await page.getByRole('button', { name: 'Add item' }).first().click();
    await page.getByRole('dialog', { name: 'Add item' }).waitFor();
    await screenshot(page, 'admin-add-item-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
