/**
 * Responsible play in a real browser against the real server (DESIGN §16, §16b): a player sets a
 * $5.00 daily limit on /limits and is refused a $10.00 open with the design's words, nothing
 * charged; raising it shows as pending; a player takes a 24-hour break and cannot join a battle; a
 * player excludes themself for 6 months, sees until when, and is refused a pack open and a deposit
 * but not a withdrawal; an admin sees a self-excluded player's settings and lifts the exclusion
 * with a reason; with turbo switched off site-wide the create form offers no Turbo. DESIGN §16b: a
 * player sets a $20.00 daily deposit limit at signup's last step and a $50.00 deposit is refused; a
 * player sets a 15-minute reality check and, 15 minutes of play later, an open brings the dialog up
 * instead, which Keep playing answers; a self-excluded player sees no promotions. Screenshots at
 * 1440x900 and 375x812.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { formatCents } from '@lootforge/core/money';
import { addMonths, depositRefusal, excludedUntilMessage, formatMinutes, formatUtc, NO_RESTRICTIONS, REALITY_CHECK_MESSAGE } from '@lootforge/core/limits';
import type { LimitsAnswer, RealityCheckAnswer } from '@lootforge/core/contracts/limits-answers';
import { violations } from './support/a11y';
import { describeBrowser } from './support/browser';
import { ADMIN_PASSWORD, createAdmin } from './support/admin';
import { browserSuite, expectToast, toasts, expectToastContaining } from './support/fixture';
import { balancePill, DESKTOP, expectNoSideScroll, PHONE, screenshotFromTop as screenshot, screenshotView, openProfileMenu } from './support/page';

/** The server's clock, which the reality-check test moves on a minute at a time (as e2e/races.test.ts does). */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };

/** A session's net result as the reality check shows it: "+$12.50", "−$40.00", "$0.00". */
const net = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : cents < 0 ? `\u2212${formatCents(-cents)}` : formatCents(0));
import { balanceOf, clearToTakeOut, packsByPrice } from './support/play';
import { randomPhone, randomUserName, signInViaUi, signUpViaApi, signUpViaUi } from './support/sign-in';

describeBrowser('responsible play', () => {
  const suite = browserSuite({ seed: true, clock });

  /** A pack priced at exactly $10.00: a cheaper demo pack, repriced up (an open checks that its price covers its value). */
  async function tenDollarPack(page: Parameters<typeof packsByPrice>[0]) {
    const pack = (await packsByPrice(page)).filter((p) => p.priceCents <= 1_000).pop();
    if (!pack) throw new Error('no pack costs $10.00 or less');
    await suite.server.app.resources.db.query(`UPDATE packs SET price_cents = 1000 WHERE id = $1`, [pack.id]);
    return { ...pack, priceCents: 1_000 };
  }

  it('a player sets a $5 daily limit and is refused a $10 open with the design’s message; a raise waits 24 hours', async () => {
    const { page, errors } = await suite.open(DESKTOP);
    await signUpViaUi(page, suite.server);
    const pack = await tenDollarPack(page);

    // From the profile menu to /limits.
    await (await openProfileMenu(page)).getByRole('link', { name: 'Limits' }).click();
    await page.waitForURL('**/limits');
    await page.getByRole('heading', { name: 'Play limits' }).waitFor();
    await page.getByText('No limits set').waitFor();
    await screenshot(page, 'limits-empty-desktop');

    const daily = page.locator('[data-limit="daily"]');
    await daily.getByLabel('New daily limit').fill('5');
    await daily.getByRole('button', { name: 'Set limit' }).click();
    await expectToast(page, 'Daily limit set to $5.00.');
    await expect.poll(() => daily.getByTestId('daily-limit').textContent()).toBe('$5.00');
    await page.getByText('Your limits are on').waitFor();

    // The $10.00 open is refused with the design's words, and the wallet is untouched.
    const before = await balanceOf(page);
    await page.goto(`/productdetails?id=${pack.id}`);
    await page.getByRole('button', { name: `Open for ${formatCents(pack.priceCents)}` }).click();
    await expectToast(page, 'You have reached your daily wager limit of $5.00. It resets at 00:00 UTC.');
    expect(await balanceOf(page)).toBe(before);
    await expect.poll(() => balancePill(page).textContent()).toContain(formatCents(before));
    await screenshot(page, 'limits-refused-open-desktop');

    // Raising it waits 24 hours and shows as pending.
    await page.goto('/limits');
    await daily.getByLabel('New daily limit').fill('100');
    await daily.getByRole('button', { name: 'Set limit' }).click();
    await expectToastContaining(page, 'Daily limit changes to $100.00 on');
    await daily.getByTestId('daily-pending').waitFor();
    expect(await daily.getByTestId('daily-limit').textContent()).toBe('$5.00');
    expect(await daily.getByTestId('daily-pending').textContent()).toMatch(/Pending: \$100\.00 from .+ UTC/);

    // A typo is caught before anything is sent.
    await daily.getByLabel('New daily limit').fill('five');
    await daily.getByRole('button', { name: 'Set limit' }).click();
    await daily.getByText('Enter an amount in dollars, like 50 or 12.50.').waitFor();
    await screenshot(page, 'limits-pending-desktop');
    expect(errors).toEqual([]);
  });

  it('a player sets a $20 daily deposit limit at signup’s last step, and a $50 deposit is refused in the design’s words', async () => {
    const { page, errors } = await suite.open(PHONE);
    await signInViaUi(page, suite.server, randomPhone());
    await page.getByRole('heading', { name: 'Login Here' }).waitFor();
    await page.getByLabel('Username').fill(randomUserName('Limits'));
    await page.getByRole('button', { name: 'Sign Up' }).click();

    // The step is optional; a typo is caught before anything is sent.
    await page.getByRole('heading', { name: 'Set your deposit limits' }).waitFor();
    await page.getByRole('button', { name: 'Skip for now' }).waitFor();
    await page.getByLabel('Daily deposit limit').fill('twenty');
    await page.getByRole('button', { name: 'Save limits' }).click();
    await page.getByText('Enter an amount in dollars, like 50 or 12.50.').waitFor();
    await page.getByLabel('Daily deposit limit').fill('20');
    await expectNoSideScroll(page, PHONE.width);
    expect(await violations(page)).toEqual([]);
    await screenshot(page, 'limits-signup-step-phone');
    await page.getByRole('button', { name: 'Save limits' }).click();
    await expectToast(page, 'Deposit limits saved: $20.00 a day.');
    await page.waitForURL((url) => url.pathname === '/');

    // A $50.00 deposit would pass it: refused at creation, no checkout.
    await page.goto('/cashier');
    await page.getByLabel('Amount to deposit').fill('50');
    await page.getByRole('button', { name: 'Deposit $50.00' }).click();
    await page.getByText('This deposit would take you past your daily deposit limit of $20.00: you can deposit $20.00 more before it resets at 00:00 UTC.', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cashier');
    expect(((await (await page.request.get('/api/cashier')).json()) as { deposits: unknown[] }).deposits).toEqual([]);
    await expectNoSideScroll(page, PHONE.width);
    await screenshot(page, 'limits-deposit-refused-phone');

    // /limits shows it among the deposit limits.
    await page.goto('/limits');
    const daily = page.locator('[data-limit="deposit-daily"]');
    await expect.poll(() => daily.getByTestId('deposit-daily-limit').textContent()).toBe('$20.00');
    await page.getByText('Your limits are on').waitFor();
    await expectNoSideScroll(page, PHONE.width);
    expect(await violations(page)).toEqual([]);
    await screenshot(page, 'limits-deposit-set-phone');
    expect(errors).toEqual([]);
  });

  it('a 15-minute reality check: after 15 minutes of play an open brings up the dialog instead, and Keep playing opens the way again', async () => {
    const { page, errors } = await suite.open(DESKTOP);
    try {
      await signUpViaUi(page, suite.server);
      const [pack] = await packsByPrice(page);

      // Every 15 minutes: a shorter interval applies at once.
      await page.goto('/limits');
      const card = page.locator('[data-limit="reality-check"]');
      await card.getByRole('radio', { name: '15 min' }).click();
      await expectToast(page, 'Reality checks now come every 15 min of play.');
      await expect.poll(() => card.getByRole('radio', { name: '15 min' }).isChecked()).toBe(true);
      expect(await violations(page)).toEqual([]);
      await screenshot(page, 'limits-desktop');

      // One open, so the session has a result to show.
      await page.goto(`/productdetails?id=${pack!.id}`);
      await page.getByRole('button', { name: `Open for ${formatCents(pack!.priceCents)}` }).click();
      await expect.poll(() => balanceOf(page)).toBeLessThan(100_000);

      // Minutes of play, one a minute, until the server says a check is due: at 15 minutes.
      let answer: RealityCheckAnswer | null = null;
      for (let minute = 1; minute <= 15; minute++) {
        clock.offsetMs += 60_000;
        const response = await page.request.post('/api/limits/activity');
        expect(response.status()).toBe(200);
        answer = (await response.json()) as RealityCheckAnswer;
        if (answer.realityCheck.session!.due) break;
      }
      const session = answer!.realityCheck.session!;
      expect(session).toMatchObject({ playedMinutes: 15, due: true, dueInMinutes: 0 });

      // The next open is refused for it: the dialog shows the session instead of a toast, nothing charged.
      const before = await balanceOf(page);
      await page.getByRole('button', { name: `Open for ${formatCents(pack!.priceCents)}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Reality check' });
      await dialog.waitFor();
      expect(await dialog.getByTestId('reality-check-played').textContent()).toBe(formatMinutes(15));
      expect(await dialog.getByTestId('reality-check-played').textContent()).toBe('15 min');
      expect(await dialog.getByTestId('reality-check-net').textContent()).toBe(net(session.netCents));
      expect(await balanceOf(page)).toBe(before);
      expect(await toasts(page).getByText(REALITY_CHECK_MESSAGE).count()).toBe(0);
      // Focus is inside it, and Esc does not dismiss it: it needs an answer.
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
      await page.keyboard.press('Escape');
      expect(await dialog.isVisible()).toBe(true);
      expect(await violations(page)).toEqual([]);
      await screenshotView(page, 'limits-reality-check-desktop');
      await page.setViewportSize(PHONE);
      await expectNoSideScroll(page, PHONE.width);
      await screenshotView(page, 'limits-reality-check-phone');
      await page.setViewportSize(DESKTOP);

      // Keep playing acknowledges it; the open then goes through.
      await dialog.getByRole('button', { name: 'Keep playing' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const limits = (await (await page.request.get('/api/limits')).json()) as LimitsAnswer;
      expect(limits.realityCheck.session).toMatchObject({ due: false, dueInMinutes: 15 });
      await page.getByRole('button', { name: `Open for ${formatCents(pack!.priceCents)}` }).click();
      await expect.poll(() => balanceOf(page)).toBe(before - pack!.priceCents);
      expect(await dialog.isVisible()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('a player takes a 24-hour break and cannot join a battle', async () => {
    const host = await suite.open(DESKTOP);
    await signUpViaApi(host.page, suite.server);
    const [cheapest] = await packsByPrice(host.page);
    const created = await host.page.request.post('/api/battles', { data: { players: 2, mode: 'normal', packIds: [cheapest!.id] }, headers: { 'Idempotency-Key': randomUUID() } });
    expect(created.status()).toBe(200);
    const battleId = ((await created.json()) as { battle: { id: string } }).battle.id;

    const { page, errors } = await suite.open(PHONE);
    await signUpViaUi(page, suite.server);
    await page.goto('/limits');
    await page.getByRole('heading', { name: 'Play limits' }).waitFor();
    await expectNoSideScroll(page, PHONE.width);
    await screenshot(page, 'limits-phone');

    await page.getByRole('button', { name: '24 hours' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take a 24-hour break?' });
    await dialog.waitFor();
    await screenshot(page, 'limits-break-confirm-phone');
    await dialog.getByRole('button', { name: 'Start 24-hour break' }).click();
    await toasts(page).getByText(/Your 24-hour break runs until .+ UTC\./).first().waitFor();
    await page.getByText('You are on a break').waitFor();
    await screenshot(page, 'limits-on-break-phone');

    const before = await balanceOf(page);
    await page.goto(`/allbattlesecondsec/${battleId}`);
    await page.getByRole('button', { name: /Join Battle/ }).click();
    await toasts(page).getByText(/^You are taking a break from play until .+ UTC\. Opening packs and battles are paused until then\./).first().waitFor();
    expect(await balanceOf(page)).toBe(before);
    const battle = (await (await page.request.get(`/api/battles/${battleId}`)).json()) as { battle: { joined: number } };
    expect(battle.battle.joined).toBe(1);
    await screenshot(page, 'limits-break-refused-join-phone');
    expect(errors).toEqual([]);
  });

  for (const viewport of [DESKTOP, PHONE]) {
    const size = viewport === DESKTOP ? 'desktop' : 'phone';

    it(`a player excludes themself for 6 months: the page says until when, an open and a deposit are refused, a withdrawal is not (${viewport.width} px)`, async () => {
      const { page, errors } = await suite.open(viewport);
      await signUpViaApi(page, suite.server);
      const [pack] = await packsByPrice(page);
      // Before: the battle list's Jackpot teaser and the home carousel's races, both promotions.
      await page.goto('/');
      await page.getByRole('heading', { name: 'Jackpot Tonight' }).waitFor();
      await page.goto('/homepage');
      await page.getByRole('region', { name: 'Featured packs and races' }).locator('a[href="/race"]').first().waitFor({ state: 'attached' });
      await page.goto('/limits');
      await page.getByRole('heading', { name: 'Self-exclusion' }).waitFor();
      await page.getByText('No limits set').waitFor();
      if (viewport === PHONE) await expectNoSideScroll(page, PHONE.width);
      await screenshot(page, `limits-step-away-${size}`);

      // The confirmation says it cannot be shortened, what it closes and what stays open, and waits for the tick.
      await page.getByRole('button', { name: '6 months' }).click();
      const dialog = page.getByRole('dialog', { name: 'Exclude yourself for 6 months?' });
      await dialog.waitFor();
      await dialog.getByText('It starts now and cannot be shortened', { exact: false }).waitFor();
      for (const closed of ['Opening packs, creating and joining battles', 'Deposits', 'Tips, rain, chat, promo codes and free cases', 'Promotions (hidden from you)']) {
        await dialog.getByText(closed, { exact: true }).waitFor();
      }
      await dialog.getByText('Withdrawals', { exact: true }).waitFor();
      await dialog.getByText('Shipping the items you hold', { exact: true }).waitFor();
      expect(await dialog.getByTestId('exclusion-ends').textContent()).toMatch(/^\d{1,2} \w+ \d{4}, \d{2}:\d{2} UTC$/);
      const confirm = dialog.getByRole('button', { name: 'Exclude me for 6 months' });
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByRole('switch', { name: 'I understand that this 6-month self-exclusion cannot be shortened.' }).check({ force: true });
      if (viewport === PHONE) await expectNoSideScroll(page, PHONE.width);
      expect(await violations(page)).toEqual([]);
      await screenshotView(page, `limits-exclusion-confirm-${size}`);
      await confirm.click();

      // It runs six calendar months from when it was taken, and the page says until when, in the refusal's words.
      await toasts(page).getByText(/^You have excluded yourself from play until .+ UTC\.$/).first().waitFor();
      const limits = (await (await page.request.get('/api/limits')).json()) as LimitsAnswer;
      expect(limits.excludedAt).not.toBeNull();
      expect(limits.excludedUntil).not.toBeNull();
      const until = Date.parse(limits.excludedUntil!);
      expect(until).toBe(addMonths(Date.parse(limits.excludedAt!), 6));
      await expectToast(page, `You have excluded yourself from play until ${formatUtc(until)}.`);
      await expect.poll(() => page.getByTestId('excluded-until').textContent()).toBe(`Excluded until ${formatUtc(until)}`);
      await page.getByText('You have excluded yourself from play', { exact: true }).waitFor();

      // Only what would lengthen it is still offered: no break, no shorter exclusion.
      for (const shorter of ['24 hours', '7 days', '30 days', '6 weeks', '6 months']) expect(await page.getByRole('button', { name: shorter }).isDisabled()).toBe(true);
      for (const longer of ['1 year', '5 years', 'Exclude me']) expect(await page.getByRole('button', { name: longer }).isEnabled()).toBe(true);
      if (viewport === PHONE) await expectNoSideScroll(page, PHONE.width);
      expect(await violations(page)).toEqual([]);
      await screenshot(page, `limits-excluded-6m-${size}`);

      // Promotions are hidden: no Jackpot teaser, and the carousel features packs only.
      await page.goto('/');
      await page.getByRole('heading', { name: 'Battles', level: 1 }).waitFor();
      await page.getByRole('complementary', { name: 'Battle extras' }).getByRole('heading', { name: 'Battle modes' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Jackpot Tonight' }).count()).toBe(0);
      await page.goto('/homepage');
      const featured = page.getByRole('region', { name: 'Featured packs' });
      await featured.locator('[aria-roledescription="slide"]').first().waitFor({ state: 'attached' });
      expect(await featured.locator('a[href="/race"]').count()).toBe(0);
      expect(await page.getByRole('region', { name: 'Featured packs and races' }).count()).toBe(0);
      if (viewport === PHONE) await expectNoSideScroll(page, PHONE.width);
      await screenshot(page, `limits-excluded-home-${size}`);

      // A pack open is refused in the server's words, nothing charged.
      const before = await balanceOf(page);
      await page.goto(`/productdetails?id=${pack!.id}`);
      await page.getByRole('button', { name: `Open for ${formatCents(pack!.priceCents)}` }).click();
      await expectToast(page, excludedUntilMessage(until));
      expect(await balanceOf(page)).toBe(before);

      // So is a deposit: no checkout opens.
      await page.goto('/cashier');
      await page.getByLabel('Amount to deposit').fill('50');
      await page.getByRole('button', { name: 'Deposit $50.00' }).click();
      const deposited = { daily: 0, weekly: 0, monthly: 0 };
      await page.getByText(depositRefusal({ ...NO_RESTRICTIONS, excluded: true, excludedUntilMs: until }, deposited, 5_000, Date.now())!, { exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/cashier');
      expect(((await (await page.request.get('/api/cashier')).json()) as { deposits: unknown[] }).deposits).toEqual([]);
      if (viewport === PHONE) await expectNoSideScroll(page, PHONE.width);
      await screenshot(page, `limits-excluded-deposit-refused-${size}`);

      // A withdrawal still goes through (the bonus played through; $20.00 needs no verification).
      await clearToTakeOut(page, suite.server, { verified: false });
      await page.goto('/cashier?tab=withdraw');
      await page.getByTestId('playthrough').getByText('Nothing left to wager').waitFor();
      await page.getByLabel('Amount to withdraw').fill('20');
      await page.getByLabel('Send to (account or wallet address)').fill('player@example.com');
      await page.getByRole('button', { name: 'Withdraw $20.00' }).click();
      await expectToastContaining(page, 'Withdrawal of $20.00 requested.');
      await page.getByTestId('withdrawal-row').first().getByText('Requested').waitFor();
      expect(await page.getByTestId('withdraw-refusal').count()).toBe(0);
      expect(await balanceOf(page)).toBe(before - 2_000);
      await screenshot(page, `limits-excluded-withdrawal-${size}`);
      expect(errors).toEqual([]);
    });
  }

  it('an admin sees a self-excluded player and lifts the exclusion with a reason, which the audit log keeps', async () => {
    const player = await suite.open(DESKTOP);
    const { userName } = await signUpViaApi(player.page, suite.server);
    await player.page.goto('/limits');
    await player.page.getByRole('button', { name: 'Exclude me' }).click();
    const dialog = player.page.getByRole('dialog', { name: 'Exclude yourself permanently?' });
    const confirm = dialog.getByRole('button', { name: 'Exclude me permanently' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('switch').check({ force: true });
    await confirm.click();
    await expectToast(player.page, 'You have excluded yourself from play.');
    await player.page.getByText('You have excluded yourself from play', { exact: true }).waitFor();
    await screenshot(player.page, 'limits-excluded-desktop');
    const me = (await (await player.page.request.get('/api/me')).json()) as { user: { id: string } };

    const email = `limits-admin-${randomUUID().slice(0, 8)}@lootforge.test`;
    await createAdmin(suite.server, email);
    const admin = await suite.open(DESKTOP);
    expect((await admin.page.request.post('/api/admin/login', { data: { email, password: ADMIN_PASSWORD } })).status()).toBe(200);
    // The finance page counts the players with each limit, break or self-exclusion, as the server does.
    await admin.page.goto('/adminfinance');
    const finance = (await (await admin.page.request.get('/api/admin/finance')).json()) as { limitsSet: { exclusions: number; realityCheck: number } };
    expect(finance.limitsSet.exclusions).toBeGreaterThanOrEqual(1);
    const tile = (label: string) => admin.page.getByTestId('limits-set').locator('div', { has: admin.page.getByText(label, { exact: true }) }).locator('dd');
    await expect.poll(() => tile('Self-excluded').textContent()).toBe(String(finance.limitsSet.exclusions));
    await expect.poll(() => tile('Reality check under 60 min').textContent()).toBe(String(finance.limitsSet.realityCheck));
    await screenshot(admin.page, 'limits-admin-finance-desktop');

    await admin.page.goto(`/adminplayerlimits?id=${me.user.id}`);
    const panel = admin.page.getByTestId('admin-limits-panel');
    await panel.getByText('Self-excluded').waitFor();
    await admin.page.getByText(userName).first().waitFor();
    await panel.getByRole('button', { name: 'Lift self-exclusion' }).click();
    await panel.getByText('Please give a reason (at least 3 characters).').waitFor();
    await panel.getByLabel('Reason for lifting').fill('Player asked by e-mail after the cooling-off call');
    await panel.getByRole('button', { name: 'Lift self-exclusion' }).click();
    await expectToast(admin.page, 'Self-exclusion lifted. The change is in the audit log.');
    await panel.getByText('Can play').waitFor();
    await screenshot(admin.page, 'limits-admin-lifted-desktop');
    const audit = (await (await admin.page.request.get('/api/admin/audit')).json()) as { entries: Array<{ action: string; targetId: string; details: { reason: string } }> };
    expect(audit.entries[0]).toMatchObject({ action: 'limits.lift_exclusion', targetId: me.user.id, details: { reason: 'Player asked by e-mail after the cooling-off call' } });
    expect(admin.errors).toEqual([]);
  });
});

describeBrowser('turbo switched off site-wide', () => {
  const suite = browserSuite({ seed: true, config: { turboEnabled: false } });

  it('the create form offers no Turbo, and the server refuses a turbo battle in its words', async () => {
    const { page, errors } = await suite.open(DESKTOP);
    await signUpViaApi(page, suite.server);
    // The page asks for the options (its answer is read by the page; the test asks on its own).
    const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/battles/options');
    await page.goto('/createbattle');
    const form = page.getByRole('form', { name: 'Create Battle' });
    await form.getByRole('switch', { name: /Private/ }).waitFor();
    expect((await asked).status()).toBe(200);
    expect(await (await page.request.get('/api/battles/options')).json()).toEqual({ turboEnabled: false });
    await expect.poll(() => form.getByRole('switch', { name: /Turbo/ }).count()).toBe(0);
    expect(await form.getByText('Turbo').count()).toBe(0);
    await screenshot(page, 'battles-create-no-turbo-desktop');

    const [pack] = await packsByPrice(page);
    const refused = await page.request.post('/api/battles', { data: { players: 2, mode: 'normal', packIds: [pack!.id], fast: true }, headers: { 'Idempotency-Key': randomUUID() } });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('Turbo battles are switched off on this site.');
    expect(errors).toEqual([]);
  });
});
