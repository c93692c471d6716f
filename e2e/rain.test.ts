/**
 * Rain and tips (DESIGN §22) in real browsers against the real server, on a clock the test moves:
 * two level 2 players, one at 1440 px (the chat panel) and one at 375 px (the drawer), see the
 * rain's countdown, join when it opens, one tips into the rain through the tip dialog (the pool
 * grows on both screens, with a line in the chat) and the other from their profile (live in their
 * balance), and at the close both receive the split live: the result line in the chat and the
 * navbar balance.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { LEVEL_XP } from '@lootforge/core/levels';
import { formatCents } from '@lootforge/core/money';
import { TIP_MIN_LEVEL, rainWindow } from '@lootforge/core/rain';
import { sweepRain } from '../packages/server/src/rain/sweeper';
import { violations } from './support/a11y';
import { createAdmin, submitAdminLogin } from './support/admin';
import { describeBrowser } from './support/browser';
import { browserSuite } from './support/fixture';
import { balancePill, DESKTOP, expectNoSideScroll, PHONE, screenshotView } from './support/page';
import { balanceOf, clearToTakeOut, openPacks, packCostingAtLeast } from './support/play';
import { signUpViaApi } from './support/sign-in';

/** The server's clock: moved to a rain's opening and close. */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };

/** A new player who has staked at least `xp` cents through the API, on the page's cookies. */
async function player(page: Page, suite: ReturnType<typeof browserSuite>, xp: number): Promise<{ userName: string }> {
  const { userName } = await signUpViaApi(page, suite.server);
  const pack = await packCostingAtLeast(page, Math.ceil(xp / 8));
  for (let staked = 0; staked < xp; ) staked += await openPacks(page, pack, 1);
  return { userName };
}

/** Opens the chat (the panel stays open across pages once opened, so the button may not need pressing). */
async function openChat(page: Page) {
  const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Chat' });
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

const rainOf = (page: Page) => page.getByRole('region', { name: 'Rain' });

describeBrowser('rain and tips', () => {
  const suite = browserSuite({ seed: true, clock });

  it('two players join an open rain at 1440 and 375 px, one tips into it, and both receive the split live', async () => {
    const desk = await suite.open(DESKTOP);
    const phone = await suite.open(PHONE);
    // The desk player can tip: level 5, their bonus played through (as if wagered).
    const ada = await player(desk.page, suite, LEVEL_XP[TIP_MIN_LEVEL]!);
    await clearToTakeOut(desk.page, suite.server, { verified: false });
    const bo = await player(phone.page, suite, LEVEL_XP[2]!);

    // Before the rain: a countdown to its opening. The test starts between two rains whatever the
    // time of day: inside a rain's two minutes (or close before one) the server's clock moves past it.
    const realNow = Date.now();
    const window = rainWindow(realNow);
    const between = window.opensAtMs - realNow < 3 * 60_000 ? window.closesAtMs + 30_000 - realNow : 0;
    clock.offsetMs = between;
    const { rain } = (await (await desk.page.request.get('/api/rain')).json()) as { rain: { id: number; poolCents: number; opensAt: string; closesAt: string } };
    await desk.page.goto('/packs');
    await openChat(desk.page);
    const deskRain = rainOf(desk.page);
    await deskRain.getByText(/^Rain Opens in \d\d:\d\d$/).waitFor();
    await deskRain.getByText(formatCents(rain.poolCents)).waitFor();
    expect(await deskRain.getByRole('button', { name: 'Join' }).count()).toBe(0);

    // The rain opens (the server's clock moves there): both pages, reloaded, show Join and the time left.
    clock.offsetMs = Date.parse(rain.opensAt) + 5_000 - Date.now();
    await desk.page.reload();
    await openChat(desk.page);
    await deskRain.getByText(/left to join$/).waitFor();
    await deskRain.getByRole('button', { name: 'Join' }).click();
    await deskRain.getByText('Joined').waitFor();

    await phone.page.goto('/');
    await openChat(phone.page);
    const phoneRain = rainOf(phone.page);
    await phoneRain.getByRole('button', { name: 'Join' }).click();
    await phoneRain.getByText('Joined').waitFor();
    await expectNoSideScroll(phone.page, PHONE.width);
    await screenshotView(phone.page, 'rain-joined-phone');

    // The desk player tips $10.00 into the rain: the pool grows on both screens, and the chat says so.
    await deskRain.getByRole('button', { name: 'Tip' }).click();
    const dialog = desk.page.getByRole('dialog', { name: 'Send a tip' });
    await dialog.getByLabel('Amount').fill('10');
    await screenshotView(desk.page, 'rain-tip-dialog-desktop');
    expect(await violations(desk.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send tip' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const pool = rain.poolCents + 1_000;
    await phoneRain.getByText(formatCents(pool)).waitFor();
    await deskRain.getByText(formatCents(pool)).waitFor();
    const tipLine = `${ada.userName} tipped $10.00 into the rain.`;
    await phone.page.getByRole('list', { name: 'Chat messages' }).getByText(tipLine).waitFor();
    await screenshotView(desk.page, 'rain-open-desktop');
    expect(await violations(phone.page)).toEqual([]);

    // A tip of more than the daily cap's worth, or to nobody, is refused in the dialog with the server's words.
    await deskRain.getByRole('button', { name: 'Tip' }).click();
    await dialog.getByText('A player').click();
    await dialog.getByLabel('Player name').fill('no_such_player_here');
    await dialog.getByLabel('Amount').fill('5');
    await dialog.getByRole('button', { name: 'Send tip' }).click();
    await dialog.getByRole('alert').getByText('No player is called no_such_player_here.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // A tip to a player from their profile arrives live in their navbar balance, labelled in both wallets.
    const boBefore = await balanceOf(phone.page);
    await desk.page.goto(`/u/${bo.userName}`);
    await desk.page.getByRole('main').getByRole('button', { name: 'Tip' }).click();
    const tipBo = desk.page.getByRole('dialog', { name: `Tip ${bo.userName}` });
    await tipBo.getByLabel('Amount').fill('2.50');
    await tipBo.getByRole('button', { name: 'Send tip' }).click();
    await tipBo.waitFor({ state: 'hidden' });
    await balancePill(phone.page).filter({ hasText: formatCents(boBefore + 250) }).waitFor();
    const received = (await (await phone.page.request.get('/api/wallet/transactions')).json()) as { transactions: Array<{ label: string; amountCents: number }> };
    expect(received.transactions[0]).toMatchObject({ label: `Tip from ${ada.userName}`, amountCents: 250 });

    // The close: each joiner gets half the pool (whole cents) live, with the result in the chat.
    const before = [await balanceOf(desk.page), await balanceOf(phone.page)];
    clock.offsetMs = Date.parse(rain.closesAt) + 1_000 - Date.now();
    const [settled] = await sweepRain(suite.server.app);
    clock.offsetMs = between;
    expect(settled).toMatchObject({ rainId: rain.id, joiners: 2, poolCents: pool, shareCents: Math.floor(pool / 2) });
    const share = settled!.shareCents;
    for (const [i, page] of [desk.page, phone.page].entries()) {
      await page.getByRole('list', { name: 'Chat messages' }).getByText(settled!.message.text).waitFor();
      await balancePill(page).filter({ hasText: formatCents(before[i]! + share) }).waitFor();
    }
    expect(settled!.message.text).toContain(`${formatCents(share)} each`);
    // The next rain's countdown follows.
    await rainOf(phone.page).getByText(/^Rain Opens in /).waitFor();
    expect(await rainOf(phone.page).getByText('Joined').count()).toBe(0);
    await screenshotView(phone.page, 'rain-paid-phone');
    const wallet = (await (await phone.page.request.get('/api/wallet/transactions')).json()) as { transactions: Array<{ kind: string; label: string; amountCents: number }> };
    expect(wallet.transactions[0]).toMatchObject({ kind: 'rain_payout', label: 'Rain', amountCents: share });

    // The console: the rain in the history with its split, the next one waiting, and the chat's money in the finance report.
    const admin = await suite.open(DESKTOP);
    await createAdmin(suite.server, 'rain-admin@lootforge.test');
    await submitAdminLogin(admin.page, { email: 'rain-admin@lootforge.test' });
    await admin.page.waitForURL((url) => url.pathname !== '/admin');
    // A promo code redeemed, so every figure of the report has something in it.
    const code = `RAIN-${Date.now()}`;
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    expect((await admin.page.request.post('/api/admin/promo-codes', { data: { code, amountCents: 300, maxRedemptions: 5, expiresAt } })).status()).toBe(200);
    expect((await phone.page.request.post('/api/promo/redeem', { data: { code } })).status()).toBe(200);

    await admin.page.goto('/adminchat');
    const row = admin.page.locator(`[data-admin-rain="${rain.id}"]`);
    await row.waitFor();
    const base = suite.server.app.config.rainBaseCents;
    expect(await row.getAttribute('data-status')).toBe('closed');
    expect(await row.locator('td').allTextContents()).toEqual(['Closed', formatCents(base), '$10.00', formatCents(pool), '2', formatCents(share), formatCents(pool - share * 2)]);
    const rows = admin.page.locator('[data-admin-rain]');
    expect(await rows.first().getAttribute('data-status')).toBe('waiting');
    expect(await rows.first().locator('td').allTextContents()).toEqual(['Waiting', formatCents(base), '$0.00', '—', '—', '—', '—']);
    await screenshotView(admin.page, 'rain-console-history-desktop');
    expect(await violations(admin.page)).toEqual([]);
    // At 375 px the table scrolls sideways in its own box; the page does not.
    await admin.page.setViewportSize(PHONE);
    await expectNoSideScroll(admin.page, PHONE.width);
    const history = admin.page.getByRole('region', { name: 'Rain history' });
    expect(await history.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    await history.evaluate((box) => box.scrollIntoView({ block: 'center' }));
    await screenshotView(admin.page, 'rain-console-history-phone');

    // The rain closed on the server's clock (up to half an hour ahead): the range reaches tomorrow.
    await admin.page.setViewportSize(DESKTOP);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await admin.page.goto(`/adminfinance?from=${day(-1)}&to=${day(1)}`);
    const figures = admin.page.getByRole('region', { name: 'Chat: rain, tips and promo codes' });
    await figures.waitFor();
    const figure = async (key: string) => {
      const value = figures.locator(`[data-community="${key}"] dd`);
      return { text: await value.textContent(), count: await value.getAttribute('data-count'), cents: await value.getAttribute('data-cents') };
    };
    expect(await figure('rains')).toEqual({ text: '1', count: '1', cents: null });
    expect(await figure('rain-funded')).toEqual({ text: formatCents(base), count: null, cents: String(base) });
    expect(await figure('rain-paid')).toEqual({ text: formatCents(share * 2), count: null, cents: String(share * 2) });
    expect(await figure('tips')).toEqual({ text: '2 · $12.50', count: '2', cents: '1250' });
    expect(await figure('rain-tips')).toEqual({ text: '$10.00', count: null, cents: '1000' });
    expect(await figure('promo')).toEqual({ text: '1 · $3.00', count: '1', cents: '300' });
    await figures.evaluate((section) => section.scrollIntoView({ block: 'center' }));
    await screenshotView(admin.page, 'console-finance-community-desktop');
    expect(await violations(admin.page)).toEqual([]);
    // At 375 px, opened there as on a phone: the figures go two by two and nothing sticks out.
    await admin.page.setViewportSize(PHONE);
    await admin.page.reload();
    await admin.page.locator('figure .recharts-surface').first().waitFor();
    await expectNoSideScroll(admin.page, PHONE.width);
    await figures.evaluate((section) => section.scrollIntoView({ block: 'center' }));
    await screenshotView(admin.page, 'console-finance-community-phone');
    for (const { errors } of [desk, phone, admin]) expect(errors).toEqual([]);
  });
});
