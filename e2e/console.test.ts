/**
 * The operator console in a real browser (DESIGN §17): an admin finds a player, credits $50 with a
 * reason (the player's own page shows the new balance live, and the audit log has it), suspends
 * another player (whose open page is signed out), reads the finance report with its chart, makes
 * and cancels a race, and turns on two-factor sign-in, which the next sign-in then asks for. A
 * player who opens the console sees "Admins only". At 1440 px, and the console's pages at 375 px.
 */
import { generate } from 'otplib';
import { expect, it } from 'vitest';
import { createAdmin, submitAdminLogin } from './support/admin';
import { describeBrowser } from './support/browser';
import { browserSuite, expectToast } from './support/fixture';
import { DESKTOP, PHONE, balancePill, expectNoSideScroll, screenshotFromTop } from './support/page';
import { randomUserName, signUpViaApi } from './support/sign-in';

describeBrowser('operator console', () => {
  const suite = browserSuite({ seed: true });

  async function adminPage(viewport = DESKTOP) {
    const opened = await suite.open(viewport);
    const email = `ops-${crypto.randomUUID().slice(0, 8)}@lootforge.test`;
    await createAdmin(suite.server, email);
    await submitAdminLogin(opened.page, { email });
    await opened.page.waitForURL('**/adminitems');
    return { ...opened, email };
  }

  it('finds a player, credits $50 with a reason (their page updates live, the audit log has it), and suspends another who is signed out', async () => {
    const player = await suite.open(DESKTOP);
    const { userName } = await signUpViaApi(player.page, suite.server, randomUserName('credited'));
    await player.page.goto('/');
    await balancePill(player.page).getByText('$1,000.00').waitFor();

    const { page, context, errors } = await adminPage();
    // The console has its own bar: no player navbar, no player Login button.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await page.getByLabel('Name, phone, e-mail or id').fill(userName.slice(0, 10));
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: userName }).click();
    await page.getByRole('heading', { name: userName, level: 1 }).waitFor();
    await screenshotFromTop(page, 'console-player-1440');

    await page.getByLabel('Amount').fill('50');
    await page.getByLabel('Reason').first().fill('Goodwill credit for a delayed payout');
    await page.getByRole('button', { name: 'Credit $50.00' }).click();
    await expectToast(page, 'Credited $50.00. The balance is now $1,050.00. New balance $1,050.00.');
    // The player's own page, without a reload.
    await balancePill(player.page).getByText('$1,050.00').waitFor();
    await page.getByRole('list', { name: 'Transactions' }).getByText('+$50.00').waitFor();

    // The audit log (on the catalogue page) names the credit and its reason.
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Items' }).click();
    const credit = page.getByRole('listitem').filter({ hasText: 'Goodwill credit for a delayed payout' }).first();
    await credit.getByRole('link', { name: userName }).waitFor();

    // Suspend a second player who has the site open: their page is signed out.
    const other = await suite.open(DESKTOP);
    const { userName: otherName } = await signUpViaApi(other.page, suite.server, randomUserName('suspended'));
    await other.page.goto('/race');
    await balancePill(other.page).waitFor();
    await page.goto(`/adminusers?q=${encodeURIComponent(otherName)}`);
    await page.getByRole('link', { name: otherName }).click();
    await page.getByRole('heading', { name: otherName, level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Reason' }).last().fill('Chargeback fraud under review');
    await page.getByRole('button', { name: 'Suspend player' }).click();
    await expectToast(page, 'The account is suspended and signed out everywhere.');
    await page.getByText('Suspended', { exact: true }).first().waitFor();
    await expectToast(other.page, 'This account is suspended.');
    await other.page.waitForURL('**/loginsignup');
    expect(await balancePill(other.page).count()).toBe(0);

    expect(errors).toEqual([]);
    expect(player.errors).toEqual([]);
    await Promise.all([context.close(), player.context.close(), other.context.close()]);
  });

  it('shows "Admins only" to a signed-in player, with a way back', async () => {
    const { page, context } = await suite.open(PHONE);
    await signUpViaApi(page, suite.server);
    await page.goto('/adminusers');
    await page.getByRole('heading', { name: 'Admins only' }).waitFor();
    await page.getByRole('link', { name: 'Back to the site' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`reads the finance report with its chart and makes and cancels a race at ${viewport.width} px`, async () => {
      const { page, context, errors } = await adminPage(viewport);
      await page.goto('/adminfinance');
      await page.getByRole('heading', { name: 'Finance', level: 1 }).waitFor();
      await page.getByRole('table').getByRole('rowheader', { name: 'Total' }).waitFor();
      await page.locator('figure .recharts-surface').first().waitFor();
      await expectNoSideScroll(page, viewport.width);
      await screenshotFromTop(page, `console-finance-${viewport.width}`);

      await page.goto('/adminraces');
      const name = `Sprint ${crypto.randomUUID().slice(0, 4)}`;
      const inAnHour = new Date(Date.now() + 3_600_000).toISOString().slice(0, 16);
      const inADay = new Date(Date.now() + 86_400_000).toISOString().slice(0, 16);
      await page.getByLabel('Name').fill(name);
      await page.getByLabel('Starts (UTC)').fill(inAnHour);
      await page.getByLabel('Ends (UTC)').fill(inADay);
      await page.getByLabel('Prize pool').fill('250');
      await page.getByLabel('Split (percent per rank)').fill('60/40');
      await page.getByRole('button', { name: 'Create race' }).click();
      const row = page.getByRole('list', { name: 'Races' }).getByRole('listitem').filter({ hasText: name });
      await row.getByText('scheduled').waitFor();
      expect(await row.textContent()).toContain('$250.00');
      await screenshotFromTop(page, `console-races-${viewport.width}`);
      page.once('dialog', (dialog) => void dialog.accept());
      await row.getByRole('button', { name: 'Cancel' }).click();
      await row.getByText('cancelled').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('turns on two-factor sign-in from a QR code; the next sign-in asks for a code', async () => {
    const { page, context, email, errors } = await adminPage();
    await page.goto('/adminsecurity');
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
    const secret = (await page.locator('[data-totp-secret]').textContent())!.trim();
    await screenshotFromTop(page, 'console-security-1440');
    await page.getByLabel('Code from the app').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expectToast(page, 'Two-factor sign-in is on. You will be asked for a code each time you sign in.');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/adminlogin');
    await submitAdminLogin(page, { email, path: '/adminlogin' });
    const code = page.getByLabel('Code from your authenticator app');
    await code.waitFor();
    // Not the code just used (a code is accepted once): the next time step's.
    await code.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/adminitems');
    expect(errors).toEqual([]);
    await context.close();
  });
});
