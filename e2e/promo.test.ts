/**
 * Promo codes (DESIGN §22) in a real browser against the real server: an admin creates a code on
 * /adminpromos and sees it listed; a player redeems it (typed in lower case) in the Promo code card
 * on /rewards at 1440 px and the navbar's balance grows by its amount; a second redemption shows
 * the server's refusal under the field. At 375 px the rewards page with the card has no side
 * scroll and passes the accessibility check.
 */
import { expect, it } from 'vitest';
import { formatCents } from '@lootforge/core/money';
import { violations } from './support/a11y';
import { createAdmin, submitAdminLogin } from './support/admin';
import { describeBrowser } from './support/browser';
import { browserSuite, expectToast } from './support/fixture';
import { DESKTOP, PHONE, balancePill, expectNoSideScroll, screenshotFromTop } from './support/page';
import { balanceOf } from './support/play';
import { signUpViaApi } from './support/sign-in';

describeBrowser('promo codes', () => {
  const suite = browserSuite({ seed: true });
  const code = `SPRING-${crypto.randomUUID().slice(0, 6).toUpperCase()}`;

  it('at 1440: an admin creates a code on /adminpromos, a player redeems it on /rewards and the balance grows', async () => {
    const admin = await suite.open(DESKTOP);
    const email = `promo-${crypto.randomUUID().slice(0, 8)}@lootforge.test`;
    await createAdmin(suite.server, email);
    await submitAdminLogin(admin.page, { email });
    await admin.page.waitForURL('**/adminitems');
    await admin.page.getByRole('link', { name: 'Promo codes' }).first().click();
    await admin.page.waitForURL('**/adminpromos');
    await admin.page.getByRole('heading', { name: 'Promo codes', level: 1 }).waitFor();
    await admin.page.getByLabel('Code', { exact: true }).fill(code);
    await admin.page.getByLabel('Amount').fill('7.50');
    await admin.page.getByLabel('Maximum redemptions').fill('25');
    await admin.page.getByLabel('Expires (UTC)').fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 16));
    await admin.page.getByLabel('Minimum level').fill('1');
    await admin.page.getByRole('button', { name: 'Create code' }).click();
    await expectToast(admin.page, `${code} created.`);
    const row = admin.page.locator(`[data-promo="${code}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('0 / 25 used');
    expect(await row.textContent()).toContain('$7.50');
    expect(await violations(admin.page)).toEqual([]);
    await screenshotFromTop(admin.page, 'promo-admin');

    const { page, errors } = await suite.open(DESKTOP);
    await page.goto('/');
    await signUpViaApi(page, suite.server);
    await page.goto('/rewards');
    const card = page.locator('[data-promo-code]');
    await card.getByRole('heading', { name: 'Promo code' }).waitFor();
    const before = await balanceOf(page);
    await expect.poll(() => balancePill(page).textContent()).toContain(formatCents(before));
    await card.getByLabel('Code').fill(code.toLowerCase());
    await card.getByRole('button', { name: 'Redeem' }).click();
    await expectToast(page, 'Promo code redeemed: $7.50 added to your wallet.');
    await expect.poll(() => balancePill(page).textContent()).toContain(formatCents(before + 750));
    expect(await balanceOf(page)).toBe(before + 750);
    await screenshotFromTop(page, 'promo-redeemed');

    // Once only: the server's words under the field.
    await card.getByLabel('Code').fill(code);
    await card.getByRole('button', { name: 'Redeem' }).click();
    await card.getByText('You have redeemed this code already.').waitFor();
    expect(await balanceOf(page)).toBe(before + 750);

    await admin.page.reload();
    await expect.poll(async () => (await admin.page.locator(`[data-promo="${code}"]`).textContent()) ?? '').toContain('1 / 25 used');
    expect(errors).toEqual([]);
  });

  it('at 375: the rewards page with the promo card has no side scroll and passes the accessibility check', async () => {
    const { page, errors } = await suite.open(PHONE);
    await page.goto('/');
    await signUpViaApi(page, suite.server);
    await page.goto('/rewards');
    const card = page.locator('[data-promo-code]');
    await card.getByRole('heading', { name: 'Promo code' }).waitFor();
    await card.getByLabel('Code').fill('NO-SUCH-CODE');
    await card.getByRole('button', { name: 'Redeem' }).click();
    await card.getByText('That code does not exist.').waitFor();
    await expectNoSideScroll(page, PHONE.width);
    expect(await violations(page)).toEqual([]);
    await screenshotFromTop(page, 'promo-phone');
    expect(errors).toEqual([]);
  });
});
