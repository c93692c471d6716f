/**
 * Social sign-in in a real browser against a real OpenID provider on
 * loopback (the `oidc-provider` package and its development login and
 * consent pages): a new person lands on /signup with their e-mail filled in,
 * finishes, and lands on /; next time they go straight to /.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { AGE_GATE_TEXT } from '@lootforge/core/contracts/auth';
import { describeBrowser } from './support/browser';
import { browserSuite, toasts } from './support/fixture';
import { DESKTOP, PHONE, screenshot, expectNoSideScroll, openProfileMenu } from './support/page';
import type { TestServer } from './support/server';
import { randomUserName, skipDepositLimits } from './support/sign-in';

/** Clicks "Sign in with TestID" and walks the provider's pages as the person would. */
async function signInWithProvider(page: Page, server: TestServer, login: string) {
  await page.goto('/loginsignup');
  const button = page.getByRole('button', { name: 'Sign in with TestID' });
  await button.waitFor();
  expect(await button.isDisabled()).toBe(true);
  await page.getByRole('switch', { name: AGE_GATE_TEXT }).click();
  await button.click();

  // The provider's own development pages: a login form, then consent. A provider that still
  // remembers the person (its own session cookie) sends them straight back instead.
  const issuer = new URL(server.oidc!.issuer).origin;
  await page.waitForURL((url) => url.origin === issuer || (url.origin === server.url && url.pathname !== '/loginsignup'));
  if (new URL(page.url()).origin === issuer) {
    await page.locator('input[name="login"]').fill(login);
    const password = page.locator('input[name="password"]');
    if (await password.count()) await password.fill('any password');
    await page.locator('button[type="submit"]').first().click();
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await page.waitForURL((url) => url.origin === server.url && url.pathname !== '/loginsignup');
}

describeBrowser('social sign-in', () => {
  const suite = browserSuite({ oidc: true });

  it('signs a new person in with TestID, through /signup with the e-mail prefilled, to /', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    await page.goto('/loginsignup');
    await page.getByRole('button', { name: 'Sign in with TestID' }).waitFor();
    await screenshot(page, 'accounts-login-social-desktop');

    const login = `nova${Date.now()}`;
    await signInWithProvider(page, suite.server, login);
    await page.waitForURL('**/signup');
    await page.getByRole('heading', { name: 'Login Here' }).waitFor();
    expect(await page.getByLabel('E-mail').inputValue()).toBe(`${login}@social.example`);
    expect(await page.evaluate(() => window.localStorage.getItem('isLoggedin'))).toBe('0');
    expect(await page.evaluate(() => window.localStorage.getItem('loginType'))).toBe('social');
    expect(await page.evaluate(() => window.localStorage.getItem('email'))).toBe(`${login}@social.example`);

    const userName = randomUserName('Social');
    await page.getByLabel('Username').fill(userName);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await toasts(page).getByText('Welcome! $1,000.00 bonus added to your wallet.').waitFor();
    await skipDepositLimits(page);
    await page.getByRole('navigation', { name: 'Main' }).getByText('$1,000.00').waitFor();

    const [row] = await suite.server.app.resources.db.query<{ email: string; provider: string }>(
      `SELECT u.email, i.provider FROM users u JOIN identities i ON i.user_id = u.id WHERE u.user_name = $1`,
      [userName],
    );
    expect(row).toEqual({ email: `${login}@social.example`, provider: 'oidc:testid' });

    // Signing out and in again with the same identity goes straight to /.
    await (await openProfileMenu(page)).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/loginsignup');
    await signInWithProvider(page, suite.server, login);
    await page.waitForURL((url) => url.pathname === '/');
    await openProfileMenu(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the provider button on a phone, held until the age switch is on', async () => {
    const { page, context, errors } = await suite.open(PHONE);
    await page.goto('/loginsignup');
    const button = page.getByRole('button', { name: 'Sign in with TestID' });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    await page.getByRole('switch', { name: AGE_GATE_TEXT }).click();
    expect(await button.isEnabled()).toBe(true);
    await screenshot(page, 'accounts-login-social-phone');
    await expectNoSideScroll(page, PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});
