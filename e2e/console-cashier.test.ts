/**
 * The console's Cashier section in a real browser (DESIGN §19 "Console"): a player who has played
 * their deposit through asks for a withdrawal on /cashier, an admin approves it from the queue on
 * /admincashier, and the sandbox pays it out (the player sees it Completed), at 1440 and 375 px; a
 * rejected withdrawal comes back to the player's balance with the admin's reason; an admin reads
 * an identity document and its details and approves it (the player's /verify says Verified); an
 * order moves to processing and then shipped with its tracking, which the player reads on
 * /shipping; and a deposit the provider reported another amount for is credited (at most what
 * arrived) and shows in the day's reconciliation. The finance report then carries the cashier's
 * figures: deposits, withdrawals, shipping fees and what the site owes its players.
 *
 * The server runs with BONUS_PLAYTHROUGH=0, so the $1,000.00 signup bonus adds no play-through:
 * a player's turnover due is their deposits', which they wager away opening packs.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { formatCents } from '@lootforge/core/money';
import { loadConfig } from '../packages/server/src/config';
import { signSandboxBody, SANDBOX_SIGNATURE_HEADER } from '../packages/server/src/cashier/sandbox';
import { violations } from './support/a11y';
import { createAdmin, submitAdminLogin } from './support/admin';
import { describeBrowser } from './support/browser';
import { browserSuite, expectToast, expectToastContaining } from './support/fixture';
import { balanceOf, clearToTakeOut, packCostingAtLeast } from './support/play';
import { DESKTOP, PHONE, balancePill, expectNoSideScroll, screenshotFromTop } from './support/page';
import type { TestServer } from './support/server';
import { randomUserName, signUpViaApi } from './support/sign-in';

/** The cashier as a server started with BONUS_PLAYTHROUGH=0 has it (every other setting its default). */
const cashier = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', BONUS_PLAYTHROUGH: '0' }).cashier;

type CashierView = {
  balanceCents: number;
  withdrawableCents: number;
  turnoverDueCents: number;
  deposits: Array<{ id: string; status: string }>;
  withdrawals: Array<{ id: string; status: string; amountCents: number }>;
};

async function cashierOf(page: Page): Promise<CashierView> {
  const answer = await page.request.get('/api/cashier');
  expect(answer.status()).toBe(200);
  return (await answer.json()) as CashierView;
}

/** Creates a deposit; resolves to it and its sandbox reference (the last part of its checkout address). */
async function createDeposit(page: Page, amountCents: number): Promise<{ id: string; providerRef: string }> {
  const created = await page.request.post('/api/cashier/deposits', { data: { amountCents }, headers: { 'Idempotency-Key': randomUUID() } });
  expect(created.status(), await created.text()).toBe(200);
  const { deposit } = (await created.json()) as { deposit: { id: string; checkoutUrl: string } };
  const providerRef = new URL(deposit.checkoutUrl, 'http://checkout.invalid').pathname.split('/').at(-1)!;
  return { id: deposit.id, providerRef };
}

/** A deposit paid at the sandbox's checkout, once its webhook has credited it. */
async function depositViaSandbox(page: Page, amountCents: number): Promise<void> {
  const { id, providerRef } = await createDeposit(page, amountCents);
  const paid = await page.request.post(`/api/cashier/sandbox/${providerRef}/pay`);
  expect(paid.status(), await paid.text()).toBe(200);
  await expect.poll(async () => (await cashierOf(page)).deposits.find((deposit) => deposit.id === id)?.status, { timeout: 30_000, interval: 500 }).toBe('completed');
}

/** Opens packs until no turnover is due (each stake takes its price off it). */
async function playThrough(page: Page): Promise<void> {
  const pack = await packCostingAtLeast(page, 100);
  for (let round = 0; round < 40; round += 1) {
    const { turnoverDueCents } = await cashierOf(page);
    if (turnoverDueCents === 0) return;
    const count = Math.min(4, Math.ceil(turnoverDueCents / pack.priceCents));
    const opened = await page.request.post(`/api/packs/${pack.id}/open`, { data: { count }, headers: { 'Idempotency-Key': randomUUID() } });
    expect(opened.status(), await opened.text()).toBe(200);
  }
  throw new Error('the turnover due did not reach zero');
}

/** A player with money they may withdraw: signed up, a $20.00 deposit paid and played through. */
async function playerWhoCanWithdraw(page: Page, server: TestServer, prefix: string): Promise<{ userName: string }> {
  const { userName } = await signUpViaApi(page, server, randomUserName(prefix));
  await depositViaSandbox(page, 2_000);
  await playThrough(page);
  expect((await cashierOf(page)).withdrawableCents).toBeGreaterThan(2_500);
  return { userName };
}

/** An identity card as a phone photo of one would look, for the reviewer to read. */
async function idCardFile(legalName: string, dateOfBirth: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
    <rect width="640" height="400" rx="28" fill="#dfe7f2"/>
    <rect width="640" height="84" rx="28" fill="#1f3b73"/><rect y="56" width="640" height="28" fill="#1f3b73"/>
    <text x="32" y="56" font-family="sans-serif" font-size="30" font-weight="700" fill="#ffffff">IDENTITY CARD</text>
    <rect x="32" y="116" width="168" height="216" rx="12" fill="#9aa9bf"/>
    <circle cx="116" cy="196" r="46" fill="#6b7a91"/><rect x="56" y="256" width="120" height="76" rx="40" fill="#6b7a91"/>
    <text x="232" y="150" font-family="sans-serif" font-size="18" fill="#4a5568">NAME</text>
    <text x="232" y="184" font-family="sans-serif" font-size="28" font-weight="700" fill="#111827">${legalName}</text>
    <text x="232" y="236" font-family="sans-serif" font-size="18" fill="#4a5568">DATE OF BIRTH</text>
    <text x="232" y="270" font-family="sans-serif" font-size="28" font-weight="700" fill="#111827">${dateOfBirth}</text>
    <text x="232" y="322" font-family="monospace" font-size="22" fill="#111827">GBR 503 118 274</text>
  </svg>`;
  return { name: 'id-card.png', mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}

/** The player's newest withdrawal as /cashier lists it. */
const newestWithdrawal = (page: Page) => page.getByRole('list', { name: 'Withdrawals' }).getByRole('listitem').first();

/** Reloads /cashier and reads the newest withdrawal, for expect.poll to wait on until it has moved. */
async function newestWithdrawalAfterReload(page: Page): Promise<string | null> {
  await page.reload();
  await newestWithdrawal(page).waitFor();
  return newestWithdrawal(page).textContent();
}

/** A test's end: no page threw, and every context it opened is closed. */
async function closeClean(...opened: Array<{ context: { close(): Promise<void> }; errors: string[] }>): Promise<void> {
  for (const { errors } of opened) expect(errors).toEqual([]);
  await Promise.all(opened.map(({ context }) => context.close()));
}

describeBrowser('cashier console', () => {
  const suite = browserSuite({ seed: true, config: { cashier } });

  async function adminPage(viewport = DESKTOP) {
    const opened = await suite.open(viewport);
    const email = `cash-${randomUUID().slice(0, 8)}@lootforge.test`;
    await createAdmin(suite.server, email);
    await submitAdminLogin(opened.page, { email });
    await opened.page.waitForURL('**/adminitems');
    return opened;
  }

  /** A player just signed up through the API, on a desktop page of their own. */
  async function signedUpPlayer(prefix: string) {
    const player = await suite.open(DESKTOP);
    const { userName } = await signUpViaApi(player.page, suite.server, randomUserName(prefix));
    return { player, userName };
  }

  /** The Cashier section, from the console's own navigation. */
  async function openCashier(page: Page) {
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Cashier' }).click();
    await page.getByRole('heading', { name: 'Cashier', level: 1 }).waitFor();
  }

  for (const viewport of [DESKTOP, PHONE]) {
    it(`a played-through player asks for a withdrawal, an admin approves it from the queue, and the player sees it completed at ${viewport.width} px`, async () => {
      const player = await suite.open(viewport);
      const { userName } = await playerWhoCanWithdraw(player.page, suite.server, 'payout');
      const destination = `GB29 NWBK 6016 1331 ${String(Date.now()).slice(-4)} 19`;

      // The player asks on /cashier.
      await player.page.goto('/cashier?tab=withdraw');
      await player.page.getByLabel('Amount to withdraw').fill('25');
      await player.page.getByLabel('Send to (account or wallet address)').fill(destination);
      await player.page.getByRole('button', { name: 'Withdraw $25.00' }).click();
      await expectToastContaining(player.page, 'Withdrawal of $25.00 requested');

      // The admin finds it at the top of the queue: who, how much, where to, their verification, how long it has waited.
      const admin = await adminPage(viewport);
      await openCashier(admin.page);
      const waiting = admin.page.getByRole('list', { name: 'Waiting for a decision' });
      await waiting.getByText('Withdrawals waiting').waitFor();
      const row = admin.page.getByRole('table').getByRole('row').filter({ hasText: userName });
      await row.waitFor();
      expect(await row.textContent()).toContain('$25.00');
      expect(await row.textContent()).toContain(destination);
      expect(await row.textContent()).toContain('Not verified');
      expect(await row.textContent()).toContain('just now');
      await expectNoSideScroll(admin.page, viewport.width);
      await screenshotFromTop(admin.page, `console-cashier-queue-${viewport.width}`);

      await row.getByRole('button', { name: `Approve $25.00 to ${userName}` }).click();
      await expectToast(admin.page, `Approved $25.00 to ${userName}: the payout is on its way.`);
      // It leaves the queue; among every withdrawal it is on its way (or already paid).
      await row.waitFor({ state: 'detached' });
      await admin.page.getByLabel('Status', { exact: true }).selectOption('all');
      const decided = admin.page.getByRole('table').getByRole('row').filter({ hasText: userName });
      await decided.getByText(/^(Approved|Sent|Completed)$/).waitFor();

      // The sandbox pays it out a few seconds after it is sent; the player, reloading /cashier, sees it completed.
      await expect.poll(() => newestWithdrawalAfterReload(player.page), { timeout: 45_000, interval: 2_000 }).toContain('Completed');
      await expectNoSideScroll(player.page, viewport.width);
      await screenshotFromTop(player.page, `console-cashier-player-completed-${viewport.width}`);

      // The console shows it completed too, under the Completed filter.
      await admin.page.getByLabel('Status', { exact: true }).selectOption('completed');
      await admin.page.getByRole('table').getByRole('row').filter({ hasText: userName }).getByText('Completed', { exact: true }).waitFor();

      await closeClean(admin, player);
    });
  }

  it('rejects a withdrawal with a reason: the player reads it and the amount is back in their balance', async () => {
    const player = await suite.open(DESKTOP);
    const { userName } = await playerWhoCanWithdraw(player.page, suite.server, 'refund');
    const before = await balanceOf(player.page);
    const asked = await player.page.request.post('/api/cashier/withdrawals', { data: { amountCents: 3_000, destination: 'PayPal refund.me@example.com' }, headers: { 'Idempotency-Key': randomUUID() } });
    expect(asked.status(), await asked.text()).toBe(200);
    await player.page.goto('/cashier');
    await balancePill(player.page).getByText(formatCents(before - 3_000)).waitFor();

    const admin = await adminPage();
    await openCashier(admin.page);
    const row = admin.page.getByRole('table').getByRole('row').filter({ hasText: userName });
    await row.getByRole('button', { name: `Reject $30.00 to ${userName}` }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Reject withdrawal' });
    await dialog.getByText(`$30.00 for ${userName} goes back to their wallet.`).waitFor();
    // A reason is required, as the server requires it.
    await dialog.getByRole('button', { name: 'Reject and refund' }).click();
    await dialog.getByText('Please give a reason (at least 3 characters).').waitFor();
    const reason = 'The PayPal account is not in the player’s name';
    await dialog.getByLabel('Reason').fill(reason);
    await screenshotFromTop(admin.page, 'console-cashier-reject-1440');
    await dialog.getByRole('button', { name: 'Reject and refund' }).click();
    await expectToast(admin.page, `Rejected: $30.00 is back in ${userName}'s wallet.`);
    await row.waitFor({ state: 'detached' });

    // The player's open page: the balance is back, and the withdrawal says why.
    await balancePill(player.page).getByText(formatCents(before)).waitFor();
    await expect.poll(() => newestWithdrawalAfterReload(player.page), { timeout: 20_000, interval: 1_000 }).toMatch(/Refunded|Rejected/);
    expect(await newestWithdrawal(player.page).textContent()).toContain(reason);
    expect(await balanceOf(player.page)).toBe(before);

    // Among the refunded ones in the console, with the reason and who decided.
    await admin.page.getByLabel('Status', { exact: true }).selectOption('refunded');
    const refunded = admin.page.getByRole('table').getByRole('row').filter({ hasText: userName });
    await refunded.getByText(reason, { exact: false }).waitFor();

    await closeClean(admin, player);
  });

  it('reads an identity document beside its details and approves it; the player’s /verify says Verified', async () => {
    const { player, userName } = await signedUpPlayer('kyc');
    const legalName = 'Ada Byron Lovelace';
    const submitted = await player.page.request.post('/api/kyc', {
      multipart: {
        legalName,
        dateOfBirth: '1990-04-30',
        country: 'GB',
        address: '12 St James’s Square, London SW1Y 4JH',
        document: await idCardFile(legalName, '30 APR 1990'),
      },
    });
    expect(submitted.status(), await submitted.text()).toBe(200);

    const admin = await adminPage();
    await openCashier(admin.page);
    await admin.page.getByRole('tab', { name: 'Verification' }).click();
    const review = admin.page.getByRole('list', { name: 'Verifications' }).getByRole('listitem').filter({ hasText: userName });
    await review.waitFor();
    // The document, served to the admin only, is drawn.
    const document = review.getByRole('img', { name: `Identity document of ${legalName}` });
    await document.waitFor();
    await expect.poll(() => document.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    for (const text of [legalName, '1990-04-30', 'United Kingdom', '12 St James’s Square', 'Under review']) await review.getByText(text, { exact: false }).first().waitFor();
    await screenshotFromTop(admin.page, 'console-cashier-verification-1440');

    await review.getByRole('button', { name: `Approve ${legalName}` }).click();
    await expectToast(admin.page, `${legalName} is verified.`);
    await review.waitFor({ state: 'detached' });

    await player.page.goto('/verify');
    await player.page.getByText('Verified', { exact: true }).first().waitFor();
    expect((await (await player.page.request.get('/api/kyc')).json()).kyc.status).toBe('verified');
    await screenshotFromTop(player.page, 'console-cashier-player-verified-1440');

    await closeClean(admin, player);
  });

  it('moves an order to processing, then ships it with a carrier and tracking number the player reads on /shipping', async () => {
    const { player, userName } = await signedUpPlayer('ship');
    // Items leave as money does: verified, so the order may be worth more than $150.00.
    await clearToTakeOut(player.page, suite.server);
    // Items worth at least $25.00, from packs.
    const pack = await packCostingAtLeast(player.page, 500);
    const items: Array<{ inventoryId: string; valueCents: number }> = [];
    while (items.reduce((sum, item) => sum + item.valueCents, 0) < 2_500) {
      if (items.length > 40) throw new Error('the packs did not give $25.00 of items');
      const opened = await player.page.request.post(`/api/packs/${pack.id}/open`, { data: { count: 4 }, headers: { 'Idempotency-Key': randomUUID() } });
      expect(opened.status(), await opened.text()).toBe(200);
      items.push(...((await opened.json()) as { opens: Array<{ inventoryId: string; valueCents: number }> }).opens);
    }
    const ordered = await player.page.request.post('/api/shipping', {
      data: {
        inventoryIds: items.map((item) => item.inventoryId),
        address: { name: 'Ada Lovelace', line1: '12 St James’s Square', line2: 'Flat 3', city: 'London', region: '', postcode: 'SW1Y 4JH', country: 'GB', phone: '+44 20 7946 0958' },
      },
    });
    expect(ordered.status(), await ordered.text()).toBe(200);
    const { order } = (await ordered.json()) as { order: { id: string } };

    const admin = await adminPage();
    await openCashier(admin.page);
    await admin.page.getByRole('tab', { name: 'Shipping' }).click();
    const card = admin.page.getByRole('list', { name: 'Shipping orders' }).getByRole('listitem', { name: `${userName}'s order ${order.id.slice(0, 8)}` });
    await card.waitFor();
    for (const text of ['Requested', 'Ada Lovelace', 'SW1Y 4JH London', 'United Kingdom', '+44 20 7946 0958', `${items.length} items`]) await card.getByText(text, { exact: false }).first().waitFor();
    await screenshotFromTop(admin.page, 'console-cashier-shipping-1440');

    await card.getByRole('button', { name: 'Start processing' }).click();
    await expectToast(admin.page, `${userName}'s order is processing.`);
    await card.getByText('Processing', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Mark shipped…' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Mark shipped' });
    // Carrier and tracking number are required.
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await dialog.getByText('A shipped order needs its carrier and tracking number.').waitFor();
    await dialog.getByLabel('Carrier').fill('DHL Express');
    await dialog.getByLabel('Tracking number').fill('JD014600003828');
    await dialog.getByLabel('Tracking link (optional)').fill('https://www.dhl.com/track?id=JD014600003828');
    await screenshotFromTop(admin.page, 'console-cashier-ship-dialog-1440');
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await expectToast(admin.page, `${userName}'s order is shipped with DHL Express.`);
    await card.getByText('Shipped', { exact: true }).waitFor();
    await card.getByText('JD014600003828', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Mark delivered' }).waitFor();

    // The player reads the tracking on /shipping.
    await player.page.goto('/shipping');
    await player.page.getByText('JD014600003828').first().waitFor();
    await player.page.getByText('DHL Express').first().waitFor();
    await player.page.getByText('Shipped', { exact: true }).first().waitFor();
    expect(await player.page.locator('a[href="https://www.dhl.com/track?id=JD014600003828"]').count()).toBeGreaterThan(0);
    await screenshotFromTop(player.page, 'console-cashier-player-shipping-1440');

    await closeClean(admin, player);
  });

  it('credits a deposit the provider reported less for (at most what arrived), and the day’s reconciliation lists it', async () => {
    const { player, userName } = await signedUpPlayer('short');
    const before = await balanceOf(player.page);
    // The provider tells us $40.00 arrived for a $50.00 deposit: it is held for review.
    const { id, providerRef } = await createDeposit(player.page, 5_000);
    const body = JSON.stringify({ id: `evt_${randomUUID()}`, type: 'deposit.completed', providerRef, amountCents: 4_000 });
    const delivered = await player.page.request.post('/api/cashier/webhooks/sandbox', {
      data: body,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(cashier.sandbox.webhookSecret, body, Math.floor(Date.now() / 1000)) },
    });
    expect(delivered.status(), await delivered.text()).toBe(200);
    await expect.poll(async () => (await cashierOf(player.page)).deposits.find((deposit) => deposit.id === id)?.status).toBe('review');

    const admin = await adminPage();
    await openCashier(admin.page);
    await admin.page.getByRole('list', { name: 'Waiting for a decision' }).getByRole('button', { name: /Deposits to review/ }).click();
    await admin.page.getByRole('tab', { name: 'Deposits', selected: true }).waitFor();
    const row = admin.page.getByRole('table').getByRole('row').filter({ hasText: userName });
    await row.getByText('$40.00', { exact: true }).filter({ visible: true }).waitFor();
    expect(await row.textContent()).toContain('$50.00');
    expect(await row.textContent()).toContain('-$10.00');
    await screenshotFromTop(admin.page, 'console-cashier-deposits-1440');

    await row.getByRole('button', { name: `Resolve ${userName}'s deposit of $50.00` }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Resolve deposit' });
    const amount = dialog.getByLabel('Amount to credit');
    expect(await amount.inputValue()).toBe('40.00');
    await amount.fill('45');
    await dialog.getByLabel('Reason').fill('Provider confirmed a partial payment');
    await dialog.getByRole('button', { name: 'Credit $45.00' }).click();
    await dialog.getByText('Credit at most what arrived: $40.00.').waitFor();
    await amount.fill('40');
    await screenshotFromTop(admin.page, 'console-cashier-resolve-1440');
    await dialog.getByRole('button', { name: 'Credit $40.00' }).click();
    await expectToast(admin.page, `Credited $40.00 to ${userName}.`);
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => balanceOf(player.page)).toBe(before + 4_000);

    // Today's reconciliation, run now: completed here, never settled at the sandbox.
    await admin.page.getByRole('tab', { name: 'Reconciliation' }).click();
    const today = new Date().toISOString().slice(0, 10);
    await admin.page.getByLabel('Day (UTC)').fill(today);
    await admin.page.getByRole('button', { name: 'Show', exact: true }).click();
    await admin.page.getByRole('heading', { name: `Reconciliation for ${today}` }).waitFor();
    await admin.page.getByRole('button', { name: 'Run now' }).click();
    await expectToastContaining(admin.page, `${today} reconciled`);
    const mismatch = admin.page.getByRole('table', { name: `Mismatches for ${today}` }).getByRole('row').filter({ hasText: providerRef });
    await mismatch.getByText('Completed here, not settled by the provider').waitFor();
    expect(await mismatch.getByRole('cell').nth(0).textContent()).toBe('deposit');
    await expectNoSideScroll(admin.page, DESKTOP.width);
    await screenshotFromTop(admin.page, 'console-cashier-reconciliation-1440');

    await closeClean(admin, player);
  });

  // Runs last: by now this file's players have deposited $20.00 three times and been credited $40.00
  // for the deposit under review, and two $25.00 withdrawals have been paid out (the rejected one was refunded).
  it('adds deposits, withdrawals, shipping fees and player liabilities to the finance report', async () => {
    const admin = await adminPage();
    await admin.page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Finance' }).click();
    await admin.page.getByRole('heading', { name: 'Finance', level: 1 }).waitFor();
    const cashierTotals = admin.page.locator('dl[aria-label="Cashier totals"]');
    const figure = (label: string) => cashierTotals.locator('div').filter({ has: admin.page.getByText(label, { exact: true }) }).locator('dd');
    await cashierTotals.waitFor();
    expect(await figure('Deposits').textContent()).toBe('$100.00');
    expect(await figure('Withdrawals').textContent()).toBe('$50.00');
    expect(await figure('Shipping fees').textContent()).toMatch(/^\$(0|5)\.00$/);
    expect(await figure('Player liabilities (now)').textContent()).toMatch(/^\$[\d,]+\.\d\d$/);
    const table = admin.page.getByRole('table');
    for (const column of ['Deposits', 'Withdrawals', 'Shipping fees']) await table.getByRole('columnheader', { name: column }).waitFor();
    expect(await table.getByRole('row').filter({ has: admin.page.getByRole('rowheader', { name: 'Total' }) }).textContent()).toContain('$100.00');
    await expectNoSideScroll(admin.page, DESKTOP.width);
    await screenshotFromTop(admin.page, 'console-cashier-finance-1440');
    await closeClean(admin);
  });

  it('fits every tab on a phone, with what this file’s players did in them, and axe finds nothing wrong in them', async () => {
    const admin = await adminPage(PHONE);
    const today = new Date().toISOString().slice(0, 10);
    const problems: string[] = [];
    for (const [tab, search, shows] of [
      ['withdrawals', 'status=all', 'table'],
      ['deposits', 'status=all', 'table'],
      ['verification', 'status=all', 'list'],
      ['shipping', 'status=all', 'list'],
      ['reconciliation', `date=${today}`, 'table'],
    ] as const) {
      await admin.page.goto(`/admincashier?tab=${tab}&${search}`);
      await admin.page.getByRole('tab', { name: tab[0]!.toUpperCase() + tab.slice(1), selected: true }).waitFor();
      await admin.page.getByRole('tabpanel').getByRole(shows).first().waitFor();
      await expectNoSideScroll(admin.page, PHONE.width);
      await screenshotFromTop(admin.page, `console-cashier-${tab}-375`);
      problems.push(...(await violations(admin.page)).map((line) => `${tab}: ${line}`));
    }
    expect(problems).toEqual([]);
    await closeClean(admin);
  });
});
