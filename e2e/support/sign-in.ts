/**
 * Signing people in through the real UI, as a person would: the age switch,
 * the phone number, the code read off their phone (the SMS outbox), then
 * /signup for a new user. Other browser tests build on these.
 */
import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import sharp from 'sharp';
import { AGE_GATE_TEXT } from '@lootforge/core/contracts/auth';
import { isProfane } from '../../packages/server/src/moderation/names';
import type { TestServer } from './server';

const INDIA = '+91';
let counter = 0;

/** A valid Indian mobile number (+91 9xxxxxxxxx) nobody else in the run uses. */
export function randomPhone(): string {
  return `${INDIA}9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/**
 * A username that satisfies USERNAME_RULE (3–20 characters), is unique in the
 * run and passes the profanity filter (digits read as letters, so about one
 * draw in 30,000 reads as a word: "ten_66478"; those are drawn again).
 */
export function randomUserName(prefix = 'player'): string {
  let userName: string;
  do userName = `${prefix.slice(0, 8)}_${++counter}${randomInt(0, 10_000)}`;
  while (isProfane(userName));
  return userName;
}

/** A small PNG, as a file a person would pick from their computer (avatars, item images). */
export async function pngFile(name: string, colour = '#f7a928', size = 320): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const ring = `<svg width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 3}" fill="#0a0e1a" fill-opacity="0.55"/></svg>`;
  const buffer = await sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .composite([{ input: Buffer.from(ring) }])
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Waits for the one-time code the server sent to `to` (SMS or e-mail outbox). */
export async function waitForCode(outbox: TestServer['sms'], to: string, after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const messages = outbox.messages.filter((message) => message.to === to);
    if (messages.length > after) return messages[messages.length - 1]!.code;
    if (Date.now() > deadline) throw new Error(`no code was sent to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Opens /loginsignup, turns on the age switch, asks for a code for `phone`
 * and types the code the server sent. Resolves once the page has left
 * /loginsignup (for /signup or /).
 *
 * The server allows one code per number every 30 seconds; a test that signs
 * the same number in again right away stands in for that wait by ageing the
 * previous code in the database, as if the person had waited.
 */
export async function signInViaUi(page: Page, server: TestServer, phone: string): Promise<{ isNewUser: boolean }> {
  await server.app.resources.db.query(`UPDATE one_time_codes SET created_at = created_at - interval '1 minute' WHERE target = $1`, [phone]);
  const sentBefore = server.sms.messages.filter((message) => message.to === phone).length;

  await page.goto('/loginsignup');
  await page.getByRole('switch', { name: AGE_GATE_TEXT }).click();
  if (phone.startsWith(INDIA)) {
    // India is the default country: a person types only their national number.
    await page.getByLabel('Phone number').fill(phone.slice(INDIA.length));
  } else {
    await page.getByLabel('Phone number').fill(phone);
  }
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const code = await waitForCode(server.sms, phone, sentBefore);

  await page.getByLabel('OTP', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.waitForURL((url) => url.pathname !== '/loginsignup');
  return { isNewUser: new URL(page.url()).pathname === '/signup' };
}

/**
 * A brand-new player through the whole UI: phone sign-in, then /signup with a
 * username, skipping the deposit limits. Resolves on / with the $1,000.00 bonus paid.
 */
export async function signUpViaUi(
  page: Page,
  server: TestServer,
  options: { userName?: string; phone?: string } = {},
): Promise<{ phone: string; userName: string }> {
  const phone = options.phone ?? randomPhone();
  const userName = options.userName ?? randomUserName();
  const { isNewUser } = await signInViaUi(page, server, phone);
  if (!isNewUser) throw new Error(`${phone} already has a profile; signUpViaUi needs a new number`);

  await page.getByRole('heading', { name: 'Login Here' }).waitFor();
  await page.getByLabel('Username').fill(userName);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await skipDepositLimits(page);
  return { phone, userName };
}

/** Signup's last step, the offer of deposit limits (DESIGN §16b): skipped, as most tests need none. Resolves on /. */
export async function skipDepositLimits(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Set your deposit limits' }).waitFor();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** A new player signed up through the API with the page's cookies: the supporting cast of a test. */
export async function signUpViaApi(page: Page, server: TestServer, userName = randomUserName('api')): Promise<{ userName: string }> {
  const phone = randomPhone();
  const sent = await page.request.post('/api/auth/phone/send', { data: { phone, ageConfirmed: true } });
  expect(sent.status()).toBe(200);
  const code = await waitForCode(server.sms, phone);
  expect((await page.request.post('/api/auth/phone/verify', { data: { phone, code } })).status()).toBe(200);
  expect((await page.request.post('/api/profile', { data: { userName } })).status()).toBe(200);
  return { userName };
}
