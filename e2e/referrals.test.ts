/**
 * Referrals in a real browser against the real server (DESIGN §15): a player's /referrals page
 * (code, link, the one vanity change and its refusals), a friend who signs up through /r/{code}
 * with the code prefilled and gets the $10 referral bonus, the friend's wager on the referrer's
 * page and the 1 % claimed into the navbar balance; an unknown code refused at signup.
 */
import { expect, it } from 'vitest';
import { formatCents } from '@lootforge/core/money';
import { REFERRAL_CODE_RULE, REFERRAL_CODE_TAKEN, UNKNOWN_REFERRAL_CODE, referralEarnedCents } from '@lootforge/core/referrals';
import { describeBrowser } from './support/browser';
import { browserSuite, expectToast } from './support/fixture';
import { balancePill, DESKTOP, openProfileMenu, screenshotFromTop as screenshot } from './support/page';
import { balanceOf, openPacks, packCostingAtLeast } from './support/play';
import { randomPhone, randomUserName, signInViaUi, signUpViaApi, signUpViaUi, skipDepositLimits } from './support/sign-in';

describeBrowser('referrals', () => {
  const suite = browserSuite({ seed: true });

  it('a friend signs up through /r/{code} with the code prefilled, gets $1,010.00, and the referrer sees them on /referrals and claims the 1 %', async () => {
    // Someone else's code, to try taking it.
    const other = await suite.open(DESKTOP);
    await signUpViaApi(other.page, suite.server);
    const takenCode = ((await (await other.page.request.get('/api/referrals')).json()) as { code: string }).code;
    await other.context.close();

    const referrer = await suite.open(DESKTOP);
    const { userName: referrerName } = await signUpViaUi(referrer.page, suite.server, { userName: 'HostHero' });
    // /referrals from the profile menu: the generated code and its link.
    await (await openProfileMenu(referrer.page)).getByRole('link', { name: 'Referrals' }).click();
    await referrer.page.waitForURL('**/referrals');
    await referrer.page.locator('[data-referral-code]').waitFor();
    await referrer.page.getByText('No one has signed up with your code yet').waitFor();

    // The vanity change: the rule first, then the server's refusal, then the one change.
    const field = referrer.page.getByLabel('Vanity code');
    const change = referrer.page.getByRole('button', { name: 'Change code' });
    await field.fill('my code!');
    await change.click();
    await expectToast(referrer.page, REFERRAL_CODE_RULE);
    // The change is once only: a dialog asks first, and the server may still refuse.
    const oldLink = await referrer.page.getByLabel('Your link').inputValue();
    const oldCode = (await referrer.page.locator('[data-referral-code]').textContent())!;
    await field.fill(takenCode.toLowerCase());
    await change.click();
    const dialog = referrer.page.getByRole('dialog');
    await dialog.getByRole('button', { name: `Change to ${takenCode.toLowerCase()}` }).click();
    await expectToast(referrer.page, REFERRAL_CODE_TAKEN);
    expect(await referrer.page.locator('[data-referral-code]').textContent()).not.toBe(takenCode);
    const vanity = `HERO${Date.now() % 100_000}`;
    await field.fill(vanity);
    await change.click();
    await dialog.getByText(`Links with ${oldCode} keep working`).waitFor();
    await screenshot(referrer.page, 'referrals-confirm-change-desktop');
    await dialog.getByRole('button', { name: `Change to ${vanity}` }).click();
    await expectToast(referrer.page, `Your referral code is now ${vanity}.`);
    expect(await referrer.page.locator('[data-referral-code]').textContent()).toBe(vanity);
    const link = await referrer.page.getByLabel('Your link').inputValue();
    expect(link).toBe(`${suite.server.url}/r/${vanity}`);
    await referrer.page.getByText(`You have changed your code once; it stays ${vanity}.`).waitFor();
    expect(await referrer.page.getByLabel('Vanity code').count()).toBe(0);

    // The friend follows the link the referrer shared before the change, signed out: it still works, the code
    // is kept and they are asked to sign in.
    const friend = await suite.open(DESKTOP);
    await friend.page.goto(new URL(oldLink).pathname);
    await friend.page.waitForURL('**/loginsignup');
    await expectToast(friend.page, `Referral code ${oldCode} saved: sign up to get $10.00 extra.`);
    const { isNewUser } = await signInViaUi(friend.page, suite.server, randomPhone());
    expect(isNewUser).toBe(true);
    // /signup: E-mail and Referral code, the code prefilled from the link.
    await friend.page.getByRole('heading', { name: 'Login Here' }).waitFor();
    expect(await friend.page.getByLabel('Referral code').inputValue()).toBe(oldCode);
    expect(await friend.page.getByLabel('E-mail').getAttribute('placeholder')).toBe('Enter Email');
    const friendName = randomUserName('Friend');
    await friend.page.getByLabel('Username').fill(friendName);
    await friend.page.getByLabel('E-mail').fill('friend@example.com');
    await screenshot(friend.page, 'referrals-signup-desktop');
    await friend.page.getByRole('button', { name: 'Sign Up' }).click();
    await expectToast(friend.page, 'Welcome! $1,000.00 bonus and $10.00 referral bonus added to your wallet.');
    await skipDepositLimits(friend.page);
    await expect.poll(() => balancePill(friend.page).textContent()).toContain('$1,010.00');
    expect(await friend.page.evaluate(() => window.localStorage.getItem('referralCode'))).toBe(null);

    // The friend plays: $100 or more, so 1 % reaches the $1.00 claim.
    const pack = await packCostingAtLeast(friend.page, 2_500);
    const count = Math.min(4, Math.ceil(10_000 / pack.priceCents));
    const wager = await openPacks(friend.page, pack, count);
    expect(wager).toBeGreaterThanOrEqual(10_000);
    await friend.context.close();

    // The referrer sees them with their wager, and claims what it earned.
    const earned = referralEarnedCents(wager);
    await referrer.page.reload();
    const row = referrer.page.locator(`[data-referred="${friendName}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain(formatCents(wager));
    expect(await row.textContent()).toContain(formatCents(earned));
    await referrer.page.getByRole('region', { name: 'Claimable' }).getByText(formatCents(earned), { exact: true }).first().waitFor();
    await screenshot(referrer.page, 'referrals-desktop');
    const before = await balanceOf(referrer.page);
    await referrer.page.getByRole('button', { name: `Claim ${formatCents(earned)} referral earnings` }).click();
    await expectToast(referrer.page, `Referral earnings claimed: ${formatCents(earned)} added to your wallet.`);
    await expect.poll(() => balancePill(referrer.page).textContent()).toContain(formatCents(before + earned));
    await referrer.page.getByRole('button', { name: 'Claim opens at $1.00 referral earnings' }).waitFor();
    expect(referrerName).toBe('HostHero');
    expect(referrer.errors).toEqual([]);
    await referrer.context.close();
  });

  it('refuses an unknown referral code at signup under its field, and signs up once it is cleared', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    await signInViaUi(page, suite.server, randomPhone());
    await page.getByRole('heading', { name: 'Login Here' }).waitFor();
    await page.getByLabel('Username').fill(randomUserName('Nocode'));
    await page.getByLabel('Referral code').fill('NOSUCH1234');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectToast(page, UNKNOWN_REFERRAL_CODE);
    const codeField = page.getByLabel('Referral code');
    expect(await codeField.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await codeField.getAttribute('aria-describedby')}`).textContent()).toBe(UNKNOWN_REFERRAL_CODE);
    expect(new URL(page.url()).pathname).toBe('/signup');

    await codeField.fill('');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectToast(page, 'Welcome! $1,000.00 bonus added to your wallet.');
    await skipDepositLimits(page);
    await expect.poll(() => balancePill(page).textContent()).toContain('$1,000.00');
    expect(errors).toEqual([]);
    await context.close();
  });
});
