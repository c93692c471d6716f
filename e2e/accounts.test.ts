/**
 * Accounts in a real browser: phone sign-in, /signup with an avatar and the
 * $1,000.00 bonus, signing in again, editing the profile, the e-mail code on
 * /otp, the wallet (live), and the sign-in messages of DESIGN §6.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AGE_GATE_TEXT } from '@lootforge/core/contracts/auth';
import { ensureHouse, ensureWallet, transfer } from '../packages/server/src/ledger/ledger';
import { publishBalance } from '../packages/server/src/wallet/publish';
import { describeBrowser } from './support/browser';
import { browserSuite, expectToast, toasts } from './support/fixture';
import { DESKTOP, PHONE, screenshot, screenshotView, expectNoSideScroll, openProfileMenu, openSiteMenu } from './support/page';
import type { TestServer } from './support/server';
import { pngFile, randomPhone, randomUserName, signInViaUi, signUpViaUi, skipDepositLimits, waitForCode } from './support/sign-in';

const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

type Box = { x: number; y: number; width: number; height: number };

/** Where a locator's element stands on screen once it has stopped moving (a toast slides into place). */
async function settledBox(locator: ReturnType<Page['locator']>): Promise<Box> {
  let last = '';
  let box: Box | null = null;
  await expect
    .poll(async () => {
      box = await locator.boundingBox();
      const now = JSON.stringify(box);
      const still = box !== null && now === last;
      last = now;
      return still;
    }, { interval: 150 })
    .toBe(true);
  return box!;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function stored(page: Page, key: string) {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

async function userRow(server: TestServer, userName: string) {
  const [row] = await server.app.resources.db.query<{ id: string; phone: string | null; email: string | null; avatar_thumb_key: string | null; profile_completed_at: Date | null }>(
    `SELECT id, phone, email, avatar_thumb_key, profile_completed_at FROM users WHERE user_name = $1`,
    [userName],
  );
  return row;
}

describeBrowser('accounts', () => {
  const suite = browserSuite();
  // The player made by the first test; the later ones sign in as them.
  const player = { phone: randomPhone(), userName: randomUserName('Aurora') };

  it('signs a new player in by phone, through /signup with an avatar, to the $1,000.00 bonus on /wallet', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    await page.goto('/loginsignup');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();

    // Nothing can be sent before the age switch is on.
    const sendOtp = page.getByRole('button', { name: 'Send OTP' });
    expect(await sendOtp.isDisabled()).toBe(true);
    await screenshot(page, 'accounts-login-desktop');
    const ageSwitch = page.getByRole('switch', { name: AGE_GATE_TEXT });
    await ageSwitch.click();
    expect(await ageSwitch.isChecked()).toBe(true);
    expect(await sendOtp.isEnabled()).toBe(true);

    // India (+91) is the default country: the national number is enough.
    await page.getByRole('button', { name: 'Country: India +91' }).waitFor();
    await page.getByLabel('Phone number').fill(player.phone.slice(3));
    await sendOtp.click();
    await expectToast(page, 'OTP sent successfully');
    const code = await waitForCode(suite.server.sms, player.phone);
    await page.getByLabel('OTP', { exact: true }).waitFor();
    expect(await page.getByText(/Resend OTP in 0:[23]\d/).isVisible()).toBe(true);
    // This server logs its codes (SMS_PROVIDER=console): the page says where to find this one.
    expect(await page.locator('[data-codes-logged]').textContent()).toContain(`SMS to ${player.phone}: your LootForge code is`);
    await screenshot(page, 'accounts-login-code-desktop');
    await page.getByLabel('OTP', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();

    await page.waitForURL('**/signup');
    await page.getByRole('heading', { name: 'Login Here' }).waitFor();
    expect(await stored(page, 'isLoggedin')).toBe('2');
    expect(await stored(page, 'loginType')).toBe('phone');
    expect(await stored(page, 'number')).toBe(player.phone);
    // A new user is nudged to finish the profile everywhere else.
    await page.goto('/');
    await page.getByRole('link', { name: 'Finish sign-up →' }).waitFor();
    await screenshot(page, 'accounts-finish-banner-desktop');
    await page.getByRole('link', { name: 'Finish sign-up →' }).click();
    await page.waitForURL('**/signup');

    // The phone is prefilled from the stored number; the product's "Referral Code" field is now two (DESIGN §15): E-mail and Referral code.
    expect((await page.getByLabel('Phone').inputValue()).replace(/\s/g, '')).toBe(player.phone);
    expect(await page.getByLabel('E-mail').getAttribute('placeholder')).toBe('Enter Email');
    expect(await page.getByLabel('Referral code').inputValue()).toBe('');
    await page.getByLabel('Avatar').setInputFiles(await pngFile('me.png'));
    // The picked picture previews at once.
    await page.locator('img[src^="blob:"]').waitFor();
    await page.getByLabel('Username').fill(player.userName);
    await page.getByLabel('E-mail').fill('aurora@example.com');
    await screenshot(page, 'accounts-signup-desktop');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectToast(page, 'Welcome! $1,000.00 bonus added to your wallet.');
    await skipDepositLimits(page);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByText('$1,000.00').waitFor();
    expect(await page.getByRole('link', { name: 'Finish sign-up →' }).count()).toBe(0);
    expect(await stored(page, 'isLoggedin')).toBe('1');

    const row = await userRow(suite.server, player.userName);
    expect(row).toMatchObject({ phone: player.phone, email: 'aurora@example.com' });
    expect(row?.avatar_thumb_key).toMatch(/profile_thumb-[0-9a-f]+\.jpg$/);
    expect(row?.profile_completed_at).toBeInstanceOf(Date);

    await (await openProfileMenu(page)).getByRole('link', { name: 'Wallet' }).click();
    await page.waitForURL('**/wallet');
    await page.getByRole('heading', { name: 'My Balance' }).waitFor();
    const balance = page.locator('section[aria-labelledby="balance-heading"]');
    await balance.getByText('$1,000.00', { exact: true }).waitFor();
    const transactions = page.getByRole('list', { name: 'Transactions' });
    await transactions.waitFor();
    const bonus = transactions.getByRole('listitem').first();
    await bonus.getByText('Signup bonus').waitFor();
    expect(await bonus.textContent()).toContain('+$1,000.00');
    expect(await bonus.textContent()).toContain(longDate.format(new Date()));
    await screenshot(page, 'accounts-wallet-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs the same player in again and lands on /', async () => {
    const { page, context, errors } = await suite.open(PHONE);
    const { isNewUser } = await signInViaUi(page, suite.server, player.phone);
    expect(isNewUser).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/');
    await expectToast(page, `Welcome back, ${player.userName}!`);
    expect(await stored(page, 'isLoggedin')).toBe('1');
    expect(await stored(page, 'userName')).toBe(player.userName);

    // The phone menu carries Wallet, Profile and Logout; the balance pill stays in the bar.
    await page.getByRole('navigation', { name: 'Main' }).getByText('$1,000.00').waitFor();
    await openSiteMenu(page);
    const menu = page.locator('#site-menu');
    for (const name of ['Wallet', 'Profile', 'Logout']) expect(await menu.getByRole(name === 'Logout' ? 'button' : 'link', { name }).isVisible()).toBe(true);
    await screenshot(page, 'accounts-menu-phone');
    await menu.getByRole('link', { name: 'Wallet' }).click();
    await page.waitForURL('**/wallet');
    await page.getByRole('list', { name: 'Transactions' }).waitFor();
    await screenshot(page, 'accounts-wallet-phone');
    await expectNoSideScroll(page, PHONE.width);

    // Logout goes to /loginsignup and the wallet is closed to visitors.
    await openSiteMenu(page);
    await menu.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/loginsignup');
    expect(await stored(page, 'isLoggedin')).toBe(null);
    await page.goto('/wallet');
    await page.waitForURL('**/loginsignup');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an error toast goes once what failed then works, and when the player leaves the page', async () => {
    const { page, context, errors } = await suite.open(PHONE);
    await page.goto('/loginsignup');
    await page.getByRole('switch', { name: AGE_GATE_TEXT }).click();
    // Send OTP with no number: refused. The pointer rests on the refusal, which holds it on screen
    // (a toast waits while it is pointed at); the rest is typed, as the pointer stays there.
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const refusal = toasts(page).getByText('Please enter a phone number.', { exact: true });
    await refusal.hover();
    const phone = randomPhone();
    await page.getByLabel('Phone number').fill(phone.slice(3));
    await page.getByLabel('Phone number').press('Enter');
    const right = await waitForCode(suite.server.sms, phone);
    // Sent: the refusal is gone, pointed at or not.
    await expectToast(page, 'OTP sent successfully');
    await refusal.waitFor({ state: 'detached' });
    // A wrong code: refused. Leaving for another page takes the refusal away.
    await page.getByLabel('OTP', { exact: true }).fill(right === '000000' ? '111111' : '000000');
    await page.getByLabel('OTP', { exact: true }).press('Enter');
    const wrong = toasts(page).getByText('Invalid OTP. Please try again.', { exact: true });
    await wrong.hover();
    await screenshot(page, 'accounts-error-toast-phone');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Open menu' }).press('Enter');
    await page.locator('#site-menu').getByRole('link', { name: 'Packs' }).press('Enter');
    await page.waitForURL('**/packs');
    await wrong.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('edits the profile: only the changed username is saved, and it shows', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    await signInViaUi(page, suite.server, player.phone);
    await (await openProfileMenu(page)).getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL('**/editprofile');
    await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
    expect(await page.getByLabel('Username').inputValue()).toBe(player.userName);
    expect((await page.getByLabel('Phone').inputValue()).replace(/\s/g, '')).toBe(player.phone);
    expect(await page.getByLabel('Email').inputValue()).toBe('aurora@example.com');
    // The avatar uploaded at signup is shown (its thumbnail actually loads).
    const avatar = page.getByRole('img', { name: player.userName }).first();
    await expect.poll(() => avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, 'accounts-editprofile-desktop');

    // Saving with nothing changed says so and sends nothing.
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Nothing to change.');

    const renamed = randomUserName('Nova');
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().endsWith('/api/profile')) patches.push(request.postData() ?? '');
    });
    await page.getByLabel('Username').fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Profile saved.');
    await page.waitForURL((url) => url.pathname === '/');
    expect(patches.map((body) => JSON.parse(body))).toEqual([{ userName: renamed }]);

    await page.goto('/editprofile');
    expect(await page.getByLabel('Username').inputValue()).toBe(renamed);
    await page.getByText(renamed, { exact: true }).first().waitFor();
    expect(await userRow(suite.server, renamed)).toMatchObject({ phone: player.phone });

    // A name someone else has is refused with the server's words.
    const other = randomUserName('Taken');
    const { page: otherPage, context: otherContext } = await suite.open(DESKTOP);
    otherContext.setDefaultTimeout(15_000);
    await signUpViaUi(otherPage, suite.server, { userName: other });
    await otherContext.close();
    await page.getByLabel('Username').fill(other.toUpperCase());
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'That username is taken. Please choose another.');
    expect(new URL(page.url()).pathname).toBe('/editprofile');
    player.userName = renamed;
    expect(errors).toEqual([]);
    await context.close();
  });

  it('verifies an e-mail address with the 6-digit code on /otp', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    await signInViaUi(page, suite.server, player.phone);
    const email = `nova.${Date.now()}@example.com`;
    await page.goto('/editprofile');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Profile saved. Verify your new e-mail from your profile.');
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/editprofile');
    await page.getByText('Not verified').waitFor();
    await page.getByRole('link', { name: 'Verify e-mail →' }).click();
    await page.waitForURL('**/otp');
    await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
    // Opening the page sends nothing; the person asks for the code.
    expect(suite.server.email.messages.filter((message) => message.to === email)).toHaveLength(0);
    await screenshot(page, 'accounts-otp-desktop');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expectToast(page, `We sent a code to ${email}.`);
    await page.getByText(/Request again in 0:[23]\d/).waitFor();
    const code = await waitForCode(suite.server.email, email);

    // A wrong code first: the server's message, and the boxes empty again.
    const wrong = code === '000000' ? '111111' : '000000';
    const boxes = page.getByLabel('Verification code');
    await boxes.click();
    await page.keyboard.type(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectToast(page, 'Invalid OTP. Please try again.');
    expect(await boxes.inputValue()).toBe('');

    await boxes.click();
    await page.keyboard.type(code);
    // Six digits at most; Backspace takes the last ones back, and typing them again restores the code.
    expect(await boxes.getAttribute('maxlength')).toBe('6');
    expect(await boxes.inputValue()).toBe(code);
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    expect(await boxes.inputValue()).toBe(code.slice(0, 4));
    await page.keyboard.type(code.slice(4));
    await screenshot(page, 'accounts-otp-code-desktop');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectToast(page, 'Your e-mail address is verified.');
    await page.waitForURL('**/editprofile');
    await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
    await page.getByText('Verified', { exact: true }).first().waitFor();
    expect(await suite.server.app.resources.db.query('SELECT 1 FROM users WHERE email = $1 AND email_verified_at IS NOT NULL', [email])).toHaveLength(1);

    await page.goto('/otp');
    await page.getByText(/is verified\. Nothing else to do\./).waitFor();
    await page.setViewportSize(PHONE);
    await screenshot(page, 'accounts-otp-verified-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the balance live: a credit shows at once, a battle win only at its reveal time', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    await signInViaUi(page, suite.server, player.phone);
    await page.goto('/wallet');
    const balance = page.locator('section[aria-labelledby="balance-heading"]');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await balance.getByText('$1,000.00', { exact: true }).waitFor();
    // The socket needs a moment to subscribe after the page loads.
    await page.waitForTimeout(500);

    const row = await userRow(suite.server, player.userName);
    const { db, bus } = suite.server.app.resources;
    const credit = async (amountCents: number) =>
      db.transaction(async (tx) => {
        const wallet = await ensureWallet(tx, row!.id);
        const house = await ensureHouse(tx);
        await transfer(tx, { debitAccountId: house, creditAccountId: wallet, amountCents, kind: 'admin_adjustment' });
      });

    await credit(2_550);
    await publishBalance(db, bus, row!.id);
    await balance.getByText('$1,025.50', { exact: true }).waitFor();
    await nav.getByText('$1,025.50').waitFor();
    await page.getByRole('list', { name: 'Transactions' }).getByText('+$25.50').waitFor();

    await credit(10_000);
    await publishBalance(db, bus, row!.id, Date.now() + 2_000);
    await page.waitForTimeout(800);
    expect(await balance.getByText('$1,025.50', { exact: true }).isVisible()).toBe(true);
    await balance.getByText('$1,125.50', { exact: true }).waitFor({ timeout: 5_000 });
    await nav.getByText('$1,125.50').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  describe('the product messages of phone sign-in (DESIGN §6)', () => {
    it('says "Please enter a phone number." for an empty number and "Invalid OTP. Please try again." for a wrong code', async () => {
      const { page, context, errors } = await suite.open(PHONE);
      await page.goto('/loginsignup');
      await page.getByRole('switch', { name: AGE_GATE_TEXT }).click();
      const sent = suite.server.sms.messages.length;
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expectToast(page, 'Please enter a phone number.');
      expect(suite.server.sms.messages.length).toBe(sent);
      await screenshot(page, 'accounts-login-empty-phone');

      // The country picker finds a country by name or by dialling code, from the keyboard.
      await page.getByRole('button', { name: 'Country: India +91' }).click();
      const search = page.getByRole('combobox', { name: 'Search countries' });
      await search.fill('+44');
      await screenshot(page, 'accounts-login-country-phone');
      await search.press('Enter');
      await page.getByRole('button', { name: 'Country: United Kingdom +44' }).waitFor();
      await page.getByRole('button', { name: 'Country: United Kingdom +44' }).click();
      await search.fill('indi');
      await search.press('Enter');
      await page.getByRole('button', { name: 'Country: India +91' }).waitFor();

      const phone = randomPhone();
      await page.getByLabel('Phone number').fill(phone.slice(3));
      await page.getByRole('button', { name: 'Send OTP' }).click();
      const code = await waitForCode(suite.server.sms, phone);
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      await expectToast(page, "Please enter the OTP and ensure you've requested it.");
      await page.getByLabel('OTP', { exact: true }).fill(code === '123456' ? '654321' : '123456');
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      await expectToast(page, 'Invalid OTP. Please try again.');
      expect(new URL(page.url()).pathname).toBe('/loginsignup');
      // On a phone the toasts stand clear of the form, under the bar and across the screen: the
      // code and Verify OTP stay in reach for the next try, and the bar and its menu stay usable;
      // also with the on-screen keyboard up (the screen that is left is short, the code field in
      // its middle), when the bottom of the screen is right where the form is.
      const shown = toasts(page).locator('[data-sonner-toast]');
      const form = { code: page.getByLabel('OTP', { exact: true }), verify: page.getByRole('button', { name: 'Verify OTP' }) };
      for (const screen of [PHONE, { width: PHONE.width, height: 420 }]) {
        await page.setViewportSize(screen);
        // Where a phone puts the field being typed in: in the middle of what is left of the screen.
        await form.code.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        const front = await settledBox(shown.filter({ hasText: 'Invalid OTP. Please try again.' }));
        expect(front.width).toBeGreaterThan(screen.width * 0.9);
        const controls = { code: (await form.code.boundingBox())!, verify: (await form.verify.boundingBox())! };
        for (const control of Object.values(controls)) expect(control.y + control.height).toBeLessThanOrEqual(screen.height);
        const bar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
        // Every toast on screen, at one moment (an older one may time out meanwhile).
        const onScreen = await shown.evaluateAll((elements) =>
          elements.map((element) => {
            const { x, y, width, height } = element.getBoundingClientRect();
            return { text: element.textContent ?? '', box: { x, y, width, height } };
          }),
        );
        expect(onScreen.length).toBeGreaterThan(0);
        for (const { text, box } of onScreen) {
          expect(box.y, `"${text}" is under the bar`).toBeGreaterThanOrEqual(bar.y + bar.height);
          expect(box.x > 0 && box.x + box.width < screen.width, `"${text}" has a margin each side`).toBe(true);
          for (const [name, control] of Object.entries(controls)) expect(overlaps(box, control), `"${text}" covers the ${name} at ${screen.height} px high`).toBe(false);
        }
        await screenshotView(page, `accounts-login-wrong-otp-phone-${screen.height}`);
      }

      // Asking again within 30 seconds is refused by the server with the wait.
      await page.getByRole('button', { name: 'Change number' }).click();
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await toasts(page).getByText(/^Please wait \d+ seconds before requesting another code\.$/).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });

    it('shows a social sign-in failure passed back in ?error=', async () => {
      const { page, context } = await suite.open(DESKTOP);
      await page.goto(`/loginsignup?error=${encodeURIComponent('That sign-in link has expired. Please try again.')}`);
      await expectToast(page, 'That sign-in link has expired. Please try again.');
      await page.waitForURL((url) => !url.search.includes('error'));
      // Without a configured provider there is no social button.
      expect(await page.getByRole('button', { name: /^Sign in with/ }).count()).toBe(0);
      await context.close();
    });

    it('lays out /signup for a phone screen', async () => {
      const { page, context, errors } = await suite.open(PHONE);
      await signInViaUi(page, suite.server, randomPhone());
      await page.getByRole('heading', { name: 'Login Here' }).waitFor();
      await screenshot(page, 'accounts-signup-phone');
      // A username that breaks the rule is caught before anything is sent.
      await page.getByLabel('Username').fill('ab');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expectToast(page, 'Username must be 3–20 characters: letters, digits, spaces, _ . or -.');
      await expectNoSideScroll(page, PHONE.width);
      await page.goto('/');
      await page.getByRole('link', { name: 'Finish sign-up →' }).waitFor();
      await screenshot(page, 'accounts-finish-banner-phone');
      await page.goto('/editprofile');
      await page.waitForURL('**/signup');
      expect(errors).toEqual([]);
      await context.close();
    });
  });
});
