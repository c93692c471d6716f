import { describe, expect, it } from 'vitest';
import { appSuite, testApp } from '../test/app';
import { randomPhone, sessionCookie, signInByPhone } from '../test/users';

describe('phone sign-in', () => {
  const suite = appSuite();

  const send = (payload: unknown) => suite.app.inject({ method: 'POST', url: '/api/auth/phone/send', payload: payload as object });
  const verify = (payload: unknown) => suite.app.inject({ method: 'POST', url: '/api/auth/phone/verify', payload: payload as object });
  const codesFor = async (phone: string) =>
    suite.app.resources.db.query<{ code_hash: string; attempts: number }>(`SELECT code_hash, attempts FROM one_time_codes WHERE target = $1`, [phone]);

  it('sends a 6-digit code, stored only as a hash, and says so with the product message (DESIGN §6)', async () => {
    const phone = randomPhone();
    const response = await send({ phone, ageConfirmed: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'OTP sent successfully', phone, resendAfterSeconds: 30, expiresInSeconds: 300 });
    const code = suite.sms.lastCodeFor(phone)!;
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await codesFor(phone);
    expect(row!.code_hash).not.toContain(code);
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    [{ phone: '', ageConfirmed: true }, 'phone: Please enter a phone number.'],
    [{ ageConfirmed: true }, 'phone: Please enter a phone number.'],
    [{ phone: '+91 12', ageConfirmed: true }, 'Please enter a valid phone number.'],
    [{ phone: randomPhone() }, 'ageConfirmed: Please confirm that you are at least 18 years old and agree to the Terms of Service.'],
    [{ phone: randomPhone(), ageConfirmed: false }, 'ageConfirmed: Please confirm that you are at least 18 years old and agree to the Terms of Service.'],
    [{ phone: 'x'.repeat(100_000), ageConfirmed: true }, 'phone: That phone number is too long.'],
  ])('refuses %j with a readable message and sends nothing', async (payload, message) => {
    const before = suite.sms.messages.length;
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(suite.sms.messages.length).toBe(before);
  });

  it('limits resends to one per 30 seconds for a number', async () => {
    const phone = randomPhone();
    expect((await send({ phone, ageConfirmed: true })).statusCode).toBe(200);
    const again = await send({ phone, ageConfirmed: true });
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toMatch(/^Please wait \d+ seconds before requesting another code\.$/);
  });

  it('limits a number to 5 codes an hour', async () => {
    const phone = randomPhone();
    for (let i = 0; i < 5; i++) {
      expect((await send({ phone, ageConfirmed: true })).statusCode).toBe(200);
      // Age the last code past the 30-second resend wait.
      await suite.app.resources.db.query(`UPDATE one_time_codes SET created_at = created_at - interval '31 seconds' WHERE target = $1`, [phone]);
    }
    const sixth = await send({ phone, ageConfirmed: true });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe('Too many codes requested. Please try again in an hour.');
  });

  it('signs a new person in with the right code, as a new user who still needs /signup', async () => {
    const session = await signInByPhone(suite.app, suite.sms);
    expect(session.isNewUser).toBe(true);
    const me = await suite.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session.cookie } });
    expect(me.json().user).toMatchObject({ id: session.userId, phone: session.phone, profileComplete: false, loginType: 'phone' });
    const [user] = await suite.app.resources.db.query<{ age_confirmed_at: Date | null; client_seed: string }>(
      `SELECT age_confirmed_at, client_seed FROM users WHERE id = $1`,
      [session.userId],
    );
    expect(user!.age_confirmed_at).toBeInstanceOf(Date);
    expect(user!.client_seed).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie and keeps only its hash', async () => {
    const phone = randomPhone();
    await send({ phone, ageConfirmed: true });
    const response = await verify({ phone, code: suite.sms.lastCodeFor(phone) });
    const cookie = response.cookies.find((c) => c.name === 'lf_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const stored = await suite.app.resources.db.query(`SELECT 1 FROM sessions WHERE token_hash = $1`, [cookie.value]);
    expect(stored).toHaveLength(0);
  });

  it('answers a wrong code with the product message (DESIGN §6) and locks the code after 5 tries', async () => {
    const phone = randomPhone();
    await send({ phone, ageConfirmed: true });
    const right = suite.sms.lastCodeFor(phone)!;
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await verify({ phone, code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Invalid OTP. Please try again.');
    }
    const locked = await verify({ phone, code: right });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe('Too many wrong tries. Please request a new code.');
    expect(locked.cookies.find((c) => c.name === 'lf_session')).toBeUndefined();
    expect((await codesFor(phone))[0]!.attempts).toBe(5);
  });

  it('counts every one of many wrong tries fired at once', async () => {
    const phone = randomPhone();
    await send({ phone, ageConfirmed: true });
    const right = suite.sms.lastCodeFor(phone)!;
    const wrong = right === '999999' ? '888888' : '999999';
    const responses = await Promise.all(Array.from({ length: 12 }, () => verify({ phone, code: wrong })));
    expect(responses.every((r) => r.statusCode === 400 || r.statusCode === 429)).toBe(true);
    expect((await verify({ phone, code: right })).statusCode).toBe(429);
  });

  it('refuses an expired code', async () => {
    const phone = randomPhone();
    await send({ phone, ageConfirmed: true });
    await suite.app.resources.db.query(`UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE target = $1`, [phone]);
    const response = await verify({ phone, code: suite.sms.lastCodeFor(phone) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('This code has expired. Please request a new one.');
  });

  it('uses a code once only', async () => {
    const phone = randomPhone();
    await send({ phone, ageConfirmed: true });
    const code = suite.sms.lastCodeFor(phone);
    expect((await verify({ phone, code })).statusCode).toBe(200);
    const again = await verify({ phone, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe("Please enter the OTP and ensure you've requested it.");
  });

  it('answers an empty code with the product message (DESIGN §6)', async () => {
    const response = await verify({ phone: randomPhone(), code: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("code: Please enter the OTP and ensure you've requested it.");
  });

  it('ends the session on logout, server-side', async () => {
    const session = await signInByPhone(suite.app, suite.sms);
    const logout = await suite.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: session.cookie } });
    expect(logout.statusCode).toBe(200);
    const me = await suite.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session.cookie } });
    expect(me.json()).toEqual({ user: null });
  });

  it('limits codes per network too', async () => {
    const ip = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await suite.app.inject({
        method: 'POST',
        url: '/api/auth/phone/send',
        payload: { phone: randomPhone(), ageConfirmed: true },
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('does not say codes are logged when a real SMS sender is configured', async () => {
    const app = await testApp({ config: { sms: { provider: 'twilio', accountSid: 'AC1', authToken: 'token', from: '+15005550006', baseUrl: 'http://127.0.0.1:9' } } });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ providers: [], smsCodesLogged: false });
    } finally {
      await app.close();
    }
  });

  it('lists no social provider when none is configured', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/auth/providers' });
    // The test server logs its codes (SMS_PROVIDER=console): the login page is told so.
    expect(response.json()).toEqual({ providers: [], smsCodesLogged: true });
    const start = await suite.app.inject({ method: 'GET', url: '/api/auth/oidc/google/start?ageConfirmed=true' });
    expect(start.statusCode).toBe(404);
    expect(start.json().error.message).toBe('That sign-in provider is not configured.');
  });

  it('keeps the session cookie working across requests', async () => {
    const phone = randomPhone();
    await send({ phone, ageConfirmed: true });
    const verified = await verify({ phone, code: suite.sms.lastCodeFor(phone) });
    const cookie = sessionCookie(verified);
    const wallet = await suite.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } });
    expect(wallet.json()).toEqual({ balanceCents: 0 });
  });

  it('nobody else can use up a number: another address asking for codes leaves the owner their own budget and their live code', async () => {
    const phone = randomPhone();
    const owner = '203.0.113.10';
    const sendFrom = (remoteAddress: string) => suite.app.inject({ method: 'POST', url: '/api/auth/phone/send', payload: { phone, ageConfirmed: true }, remoteAddress });
    expect((await sendFrom(owner)).statusCode).toBe(200);
    const ownersCode = suite.sms.lastCodeFor(phone)!;
    // Someone else asks for codes for the same number until their own budget for it is spent, and guesses.
    for (let i = 0; i < 5; i++) {
      expect((await sendFrom('198.51.100.66')).statusCode).toBe(200);
      await suite.app.resources.db.query(`UPDATE one_time_codes SET created_at = created_at - interval '31 seconds' WHERE target = $1 AND ip = '198.51.100.66'`, [phone]);
    }
    expect((await sendFrom('198.51.100.66')).statusCode).toBe(429);
    for (let i = 0; i < 5; i++) {
      const guess = await suite.app.inject({ method: 'POST', url: '/api/auth/phone/verify', payload: { phone, code: ownersCode === '000000' ? '111111' : '000000' }, remoteAddress: '198.51.100.66' });
      expect(guess.statusCode).toBeGreaterThanOrEqual(400);
    }
    // The owner's code still works, from the owner's address.
    const signedIn = await suite.app.inject({ method: 'POST', url: '/api/auth/phone/verify', payload: { phone, code: ownersCode }, remoteAddress: owner });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // And the owner can still ask for a new code once the resend wait is over.
    await suite.app.resources.db.query(`UPDATE one_time_codes SET created_at = created_at - interval '31 seconds' WHERE target = $1 AND ip = $2`, [phone, owner]);
    expect((await sendFrom(owner)).statusCode).toBe(200);
  });
});
