/**
 * The cashier in a real browser against the real server (DESIGN §19), as a player uses it: a $50
 * deposit paid on the sandbox provider's own checkout, the balance and the deposit turning
 * Completed without a reload (also at 375 px); a withdrawal refused for play-through with the
 * design's words; identity verification sent with a document image and shown Under review; items
 * unboxed from packs shipped from the wallet's inventory, the order Requested with its fee, then
 * cancelled with the items back. The operator's side (approvals, tracking) is e2e/console files'.
 * Screenshots at 1440x900 and 375x812.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { playthroughMessage, verifyToWithdrawMessage } from '@lootforge/core/cashier';
import { formatCents } from '@lootforge/core/money';
import { violations } from './support/a11y';
import { describeBrowser } from './support/browser';
import { browserSuite, expectToastContaining } from './support/fixture';
import { balancePill, DESKTOP, expectNoSideScroll, openProfileMenu, openSiteMenu, PHONE, screenshotFromTop as screenshot } from './support/page';
import { balanceOf, clearToTakeOut, openPacks, packsByPrice } from './support/play';
import { pngFile, signUpViaApi, signUpViaUi } from './support/sign-in';

type CashierAnswer = { turnoverDueCents: number; bonusPlaythrough: number; deposits: Array<{ status: string }>; withdrawals: unknown[] };

async function cashierOf(page: Page): Promise<CashierAnswer> {
  const answer = await page.request.get('/api/cashier');
  expect(answer.status()).toBe(200);
  return (await answer.json()) as CashierAnswer;
}

/** Marks the document, to tell later whether it was ever reloaded (a reload forgets the mark). */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
}

async function stillTheSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);
}

describeBrowser('the cashier', () => {
  const suite = browserSuite({ seed: true });

  for (const viewport of [DESKTOP, PHONE]) {
    const size = viewport === DESKTOP ? 'desktop' : 'phone';

    it(`a player deposits $50.00 through the sandbox checkout and sees it completed live (${viewport.width} px)`, async () => {
      const { page, context, errors } = await suite.open(viewport);
      await signUpViaUi(page, suite.server);
      const before = await balanceOf(page);

      // To /cashier from the profile menu (the phone menu on a phone).
      const menu = viewport === DESKTOP ? await openProfileMenu(page) : await openSiteMenu(page);
      await menu.getByRole('link', { name: 'Cashier', exact: true }).click();
      await page.waitForURL('**/cashier');
      await page.getByRole('heading', { name: 'Cashier', level: 1 }).waitFor();
      await page.getByTestId('sandbox-note').getByText('Sandbox: no real money.').waitFor();
      if (viewport === PHONE) await expectNoSideScroll(page, PHONE.width);
      await screenshot(page, `cashier-${size}`);

      // A typo is caught before anything is sent; then $50.00.
      await page.getByLabel('Amount to deposit').fill('4');
      await page.getByRole('button', { name: 'Deposit', exact: true }).click();
      await page.getByText('The smallest deposit is $5.00.').waitFor();
      await page.getByRole('button', { name: '$50', exact: true }).click();
      expect(await page.getByLabel('Amount to deposit').inputValue()).toBe('50');
      await page.getByRole('button', { name: 'Deposit $50.00' }).click();

      // The provider's checkout: its own page, marked SANDBOX.
      await page.waitForURL('**/cashier/sandbox/**');
      await page.getByText('SANDBOX', { exact: true }).waitFor();
      expect(await page.getByTestId('sandbox-amount').textContent()).toBe('$50.00');
      expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
      if (viewport === PHONE) await expectNoSideScroll(page, PHONE.width);
      expect(await violations(page)).toEqual([]);
      await screenshot(page, `cashier-sandbox-checkout-${size}`);

      // Meanwhile the cashier, open in another tab, has the deposit waiting for its payment.
      const other = await context.newPage();
      await other.goto('/cashier');
      const waiting = other.getByTestId('deposit-row').first();
      await waiting.getByText('Awaiting payment').waitFor();
      await waiting.getByRole('link', { name: 'Continue to payment' }).waitFor();
      await markDocument(other);

      await page.getByRole('button', { name: 'Pay $50.00' }).click();
      await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
      if (viewport === DESKTOP) await screenshot(page, `cashier-sandbox-paid-${size}`);

      // The other tab hears of it (the provider's webhook, then the balance push): Completed, and the new balance, with no reload.
      await other.getByTestId('deposit-row').first().getByText('Completed').waitFor({ timeout: 30_000 });
      await expect.poll(() => balancePill(other).textContent(), { timeout: 30_000 }).toContain(formatCents(before + 5_000));
      expect(await other.getByTestId('deposit-row').first().getByRole('link', { name: 'Continue to payment' }).count()).toBe(0);
      expect(await stillTheSameDocument(other)).toBe(true);
      await other.close();

      // Back to the cashier from the checkout: the deposit is there, completed.
      await page.getByRole('link', { name: 'Back to the cashier' }).click();
      await page.waitForURL((url) => url.pathname === '/cashier');
      await page.getByTestId('deposit-return').getByText('is complete: the money is in your balance.').waitFor({ timeout: 30_000 });
      await page.getByTestId('deposit-row').first().getByText('Completed').waitFor({ timeout: 30_000 });
      await expect.poll(() => balancePill(page).textContent(), { timeout: 30_000 }).toContain(formatCents(before + 5_000));
      expect(await balanceOf(page)).toBe(before + 5_000);
      if (viewport === PHONE) await expectNoSideScroll(page, PHONE.width);
      expect(await violations(page)).toEqual([]);
      await screenshot(page, `cashier-deposit-completed-${size}`);

      // The wallet lists it as a deposit.
      await page.goto('/wallet');
      await page.getByRole('list', { name: 'Transactions' }).getByText('Deposit', { exact: true }).waitFor();
      if (viewport === PHONE) await expectNoSideScroll(page, PHONE.width);
      await screenshot(page, `cashier-wallet-${size}`);
      expect(errors).toEqual([]);
    });
  }

  it('a fresh player is refused a withdrawal for play-through, in the design’s words, and nothing leaves the balance', async () => {
    const { page, errors } = await suite.open(DESKTOP);
    await signUpViaUi(page, suite.server);
    const before = await balanceOf(page);
    const { turnoverDueCents, bonusPlaythrough } = await cashierOf(page);
    // The $1,000.00 signup bonus, played through 40 times.
    expect(turnoverDueCents).toBe(before * bonusPlaythrough);
    const words = playthroughMessage(turnoverDueCents, bonusPlaythrough);

    // From the wallet's Withdraw button to the withdrawal form.
    await page.goto('/wallet');
    await page.getByRole('link', { name: 'Withdraw', exact: true }).click();
    await page.waitForURL('**/cashier?tab=withdraw');
    expect(await page.getByRole('tab', { name: 'Withdraw' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('withdrawable').textContent()).toBe('$0.00');
    await page.getByTestId('playthrough').getByText(words).waitFor();
    await page.getByTestId('verification').getByText('Not verified').waitFor();

    await page.getByLabel('Amount to withdraw').fill('20');
    await page.getByLabel('Send to (account or wallet address)').fill('DE89 3704 0044 0532 0130 00');
    await page.getByRole('button', { name: 'Withdraw $20.00' }).click();
    await expect.poll(() => page.getByTestId('withdraw-refusal').textContent()).toBe(words);
    expect(await balanceOf(page)).toBe(before);
    expect((await cashierOf(page)).withdrawals).toEqual([]);
    await page.getByRole('list', { name: 'Withdrawals' }).waitFor({ state: 'detached' });
    await page.getByText('No withdrawals yet').waitFor();
    expect(await violations(page)).toEqual([]);
    await screenshot(page, 'cashier-withdraw-refused-desktop');
    expect(errors).toEqual([]);
  });

  it('a player who has played through is asked to verify beyond $150.00, and withdraws $20.00 unverified', async () => {
    const { page, errors } = await suite.open(DESKTOP);
    await signUpViaApi(page, suite.server);
    // Standing in for $40,000.00 of wagering: the play-through is done.
    const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
    await suite.server.app.resources.db.query(
      `INSERT INTO playthrough (user_id, due_cents, wager_seen_cents) VALUES ($1, 0, 0) ON CONFLICT (user_id) DO UPDATE SET due_cents = 0`,
      [me.user.id],
    );
    const before = await balanceOf(page);
    await page.goto('/cashier?tab=withdraw');
    await expect.poll(() => page.getByTestId('withdrawable').textContent()).toBe(formatCents(before));
    await page.getByTestId('playthrough').getByText('Nothing left to wager').waitFor();

    await page.getByRole('button', { name: 'Max' }).click();
    expect(await page.getByLabel('Amount to withdraw').inputValue()).toBe((before / 100).toFixed(2));
    await page.getByLabel('Amount to withdraw').fill('200');
    await page.getByLabel('Send to (account or wallet address)').fill('player@example.com');
    await page.getByRole('button', { name: 'Withdraw $200.00' }).click();
    await expect.poll(() => page.getByTestId('withdraw-refusal').textContent()).toBe(verifyToWithdrawMessage(15_000));

    await page.getByLabel('Amount to withdraw').fill('20');
    await page.getByRole('button', { name: 'Withdraw $20.00' }).click();
    await expectToastContaining(page, 'Withdrawal of $20.00 requested.');
    const row = page.getByTestId('withdrawal-row').first();
    await row.getByText('Requested').waitFor();
    await row.getByText('player@example.com').waitFor();
    await expect.poll(() => balancePill(page).textContent()).toContain(formatCents(before - 2_000));
    // What may still leave unverified: the $150.00 less this request.
    await page.getByTestId('verification').getByText('$130.00').waitFor();
    expect(await page.getByTestId('withdraw-refusal').count()).toBe(0);
    await screenshot(page, 'cashier-withdraw-requested-desktop');

    // The wallet lists the money held for it.
    await page.goto('/wallet');
    await page.getByRole('list', { name: 'Transactions' }).getByText('Withdrawal', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('a player sends their identity details with a document image and sees them under review', async () => {
    const { page, errors } = await suite.open(DESKTOP);
    await signUpViaApi(page, suite.server);
    await page.goto('/cashier?tab=withdraw');
    await page.getByTestId('verification').getByRole('link', { name: 'Verify your identity' }).click();
    await page.waitForURL('**/verify');
    await page.getByTestId('kyc-status').getByText('Not verified').waitFor();

    // Caught before sending: nothing filled in.
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByText('Please enter your legal name.').waitFor();
    await page.getByText('Please add a photo or scan of your identity document.').waitFor();

    await page.getByLabel('Legal name').fill('Ada Lovelace');
    await page.getByLabel('Date of birth').fill('1990-04-30');
    await page.getByLabel('Country').click();
    await page.getByRole('combobox', { name: 'Search countries' }).fill('united kingdom');
    await page.getByRole('combobox', { name: 'Search countries' }).press('Enter');
    expect(await page.getByLabel('Country').textContent()).toContain('United Kingdom');
    await page.getByLabel('Address').fill('12 St James’s Square, London SW1Y 4JH');
    await page.getByLabel('Identity document').setInputFiles(await pngFile('passport.png', '#d9e2f2', 480));
    await page.getByRole('img', { name: 'The document you chose' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await screenshot(page, 'verify-form-desktop');

    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expectToastContaining(page, 'under review');
    await page.getByTestId('kyc-status').getByText('Under review').waitFor();
    expect(await page.getByRole('button', { name: 'Submit for review' }).count()).toBe(0);
    expect(((await (await page.request.get('/api/kyc')).json()) as { kyc: { status: string } }).kyc.status).toBe('pending');
    expect(await violations(page)).toEqual([]);
    await screenshot(page, 'verify-under-review-desktop');

    // The cashier says so too.
    await page.goto('/cashier?tab=withdraw');
    await page.getByTestId('verification').getByText('Under review').waitFor();
    expect(errors).toEqual([]);
  });

  it('a player ships items unboxed from packs from the wallet, sees the order Requested with its fee, cancels it and has the items back', async () => {
    const { page, errors } = await suite.open(DESKTOP);
    await signUpViaApi(page, suite.server);
    // Items leave as money does: this player has played their bonus through and is verified.
    await clearToTakeOut(page, suite.server);
    // Cheap packs until the items are worth the $25.00 minimum (most likely under the $100.00 that ships free).
    const pack = (await packsByPrice(page)).find((p) => p.priceCents >= 300) ?? (await packsByPrice(page)).at(-1)!;
    const inventory = async () => (await (await page.request.get('/api/inventory?limit=48&offset=0')).json()) as { count: number; totalValueCents: number };
    for (let opened = 0; (await inventory()).totalValueCents < 2_500; opened++) {
      if (opened > 40) throw new Error('the packs never paid out $25.00 of items');
      await openPacks(page, pack, 4);
    }
    const held = await inventory();
    const feeText = held.totalValueCents >= 10_000 ? 'Free' : '$5.00';
    const before = await balanceOf(page);

    // The wallet: Select all, then Ship.
    await page.goto('/wallet');
    const panel = page.locator('#inventory');
    await panel.getByRole('button', { name: 'Select all' }).click();
    await panel.getByRole('button', { name: `Ship selected (${held.count})` }).click();
    await page.waitForURL('**/shipping?items=**');
    const form = page.getByRole('form', { name: 'New shipment' });
    await form.waitFor();
    await expect.poll(() => form.getByRole('checkbox', { checked: true }).count()).toBe(held.count);
    const summary = page.getByTestId('shipment-summary');
    await summary.getByText(formatCents(held.totalValueCents)).waitFor();
    expect(await page.getByTestId('shipment-fee').textContent()).toBe(feeText);

    // The address, missing a phone at first.
    await form.getByLabel('Full name').fill('Ada Lovelace');
    await form.getByLabel('Address line 1').fill('12 St James’s Square');
    await form.getByLabel('City').fill('London');
    await form.getByLabel('Postcode').fill('SW1Y 4JH');
    await form.getByLabel('Country').click();
    await form.getByRole('combobox', { name: 'Search countries' }).fill('GB');
    await form.getByRole('option', { name: /United Kingdom/ }).click();
    const request = form.getByRole('button', { name: /^Request shipping/ });
    await request.click();
    await form.getByText('Please enter a phone number for the courier, like +44 20 7946 0958.').waitFor();
    await form.getByLabel('Phone for the courier').fill('+44 20 7946 0958');
    expect(await violations(page)).toEqual([]);
    await screenshot(page, 'shipping-new-desktop');
    await request.click();
    await expectToastContaining(page, 'Shipping requested');

    const order = page.getByTestId('shipping-order').first();
    await order.getByText('Requested', { exact: true }).first().waitFor();
    expect(await order.getByTestId('order-fee').textContent()).toBe(feeText);
    await order.getByText(formatCents(held.totalValueCents)).waitFor();
    await order.getByText('SW1Y 4JH London').waitFor();
    expect((await inventory()).count).toBe(0);
    const fee = feeText === 'Free' ? 0 : 500;
    expect(await balanceOf(page)).toBe(before - fee);
    await expect.poll(() => balancePill(page).textContent()).toContain(formatCents(before - fee));
    expect(await violations(page)).toEqual([]);
    await screenshot(page, 'shipping-requested-desktop');

    // Cancelled while still requested: the items come back, and the fee.
    await order.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expectToastContaining(page, 'Order cancelled');
    await order.getByText('Cancelled', { exact: true }).waitFor();
    expect(await order.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    expect(await inventory()).toEqual(expect.objectContaining({ count: held.count, totalValueCents: held.totalValueCents }));
    expect(await balanceOf(page)).toBe(before);
    await screenshot(page, 'shipping-cancelled-desktop');

    await page.goto('/wallet');
    await page.locator('#inventory').getByText(`${held.count} ${held.count === 1 ? 'item' : 'items'} · worth ${formatCents(held.totalValueCents)}`).waitFor();
    expect(errors).toEqual([]);
  });

  it('the shipping page works at 375 px without sideways scrolling', async () => {
    const { page, errors } = await suite.open(PHONE);
    await signUpViaApi(page, suite.server);
    const [cheapest] = await packsByPrice(page);
    await openPacks(page, cheapest!, 2);
    await page.goto('/wallet');
    await page.locator('#inventory').getByRole('button', { name: 'Select all' }).click();
    await expectNoSideScroll(page, PHONE.width);
    await screenshot(page, 'shipping-wallet-inventory-phone');
    await page.locator('#inventory').getByRole('button', { name: /^Ship selected/ }).click();
    await page.getByRole('form', { name: 'New shipment' }).waitFor();
    await expectNoSideScroll(page, PHONE.width);
    await screenshot(page, 'shipping-new-phone');
    await page.goto('/verify');
    await page.getByTestId('kyc-status').waitFor();
    await expectNoSideScroll(page, PHONE.width);
    await screenshot(page, 'verify-phone');
    expect(errors).toEqual([]);
  });
});
