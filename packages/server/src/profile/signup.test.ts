import sharp from 'sharp';
import { multipart, pngBytes } from '../test/forms';
import { describe, expect, it } from 'vitest';
import { outboxSender } from '../auth/senders';
import { verifyLedger } from '../ledger/verify';
import { testApp, appSuite } from '../test/app';
import { describeEachDatabase } from '../test/databases';
import { signInByPhone, signUp } from '../test/users';


describe('signup and profile', () => {
  const suite = appSuite();

  it('saves the profile with an avatar, pays the $1000 bonus once, and the next sign-in lands on /', async () => {
    const session = await signInByPhone(suite.app, suite.sms);
    const form = multipart(
      { userName: 'Aurora', phone: session.phone, email: 'aurora@example.com' },
      { name: 'avatar', filename: 'me.png', type: 'image/png', body: await pngBytes() },
    );
    const response = await suite.app.inject({ method: 'POST', url: '/api/profile', headers: { ...form.headers, cookie: session.cookie }, payload: form.payload });
    expect(response.statusCode, response.body).toBe(200);
    const { user, bonusPaid } = response.json();
    expect(bonusPaid).toBe(true);
    expect(user).toMatchObject({ userName: 'Aurora', email: 'aurora@example.com', profileComplete: true, emailVerified: false });
    expect(user.avatarThumbUrl).toMatch(/^\/files\/users\/.+\/profile_thumb-[0-9a-f]+\.jpg$/);

    const thumb = await suite.app.inject({ method: 'GET', url: user.avatarThumbUrl });
    expect(thumb.statusCode).toBe(200);
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBe(200);

    const wallet = await suite.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie: session.cookie } });
    expect(wallet.json()).toEqual({ balanceCents: 100_000 });
    const transactions = await suite.app.inject({ method: 'GET', url: '/api/wallet/transactions', headers: { cookie: session.cookie } });
    expect(transactions.json()).toMatchObject({
      transactions: [{ kind: 'signup_bonus', type: 0, label: 'Signup bonus', amountCents: 100_000, senderId: 'admin' }],
      nextCursor: null,
    });

    const again = await suite.app.inject({ method: 'POST', url: '/api/profile', headers: { cookie: session.cookie }, payload: { userName: 'Aurora2' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Your profile is already set up.');

    // Past the 30-second resend wait, the same number signs in again.
    await suite.app.resources.db.query(`UPDATE one_time_codes SET created_at = created_at - interval '1 minute' WHERE target = $1`, [session.phone]);
    const next = await signInByPhone(suite.app, suite.sms, session.phone);
    expect(next).toMatchObject({ userId: session.userId, isNewUser: false });
  });

  it('refuses a username that is taken, whatever its case', async () => {
    await signUp(suite.app, suite.sms, 'Neon_Fox');
    const other = await signInByPhone(suite.app, suite.sms);
    const response = await suite.app.inject({ method: 'POST', url: '/api/profile', headers: { cookie: other.cookie }, payload: { userName: 'neon_fox' } });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('That username is taken. Please choose another.');
  });

  it.each([
    ['F u c k Face', 'Please choose a username without profanity or slurs.'],
    ['shit_lord', 'Please choose a username without profanity or slurs.'],
    ['Bot Astra', 'That username is reserved. Please choose another.'],
    ['bot_astra', 'That username is reserved. Please choose another.'],
    ['Bot Zed', 'That username is reserved. Please choose another.'],
    ['admin', 'That username is reserved. Please choose another.'],
    ['Administrator', 'That username is reserved. Please choose another.'],
    // A Cyrillic а, then a Cyrillic о and Latin rn for m.
    ['\u0430dmin', 'That username is reserved. Please choose another.'],
    ['L\u043EotForge', 'That username is reserved. Please choose another.'],
    ['adrnin', 'That username is reserved. Please choose another.'],
    // Stand-ins: a small L for a capital I, a one for an i; and a spelling that sounds the same.
    ['ADMlN', 'That username is reserved. Please choose another.'],
    ['adm1n', 'That username is reserved. Please choose another.'],
    ['Phuck you', 'Please choose a username without profanity or slurs.'],
  ])('refuses the username %j with a clear message, before storing anything', async (userName, message) => {
    const me = await signInByPhone(suite.app, suite.sms);
    const response = await suite.app.inject({ method: 'POST', url: '/api/profile', headers: { cookie: me.cookie }, payload: { userName } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    const [user] = await suite.app.resources.db.query<{ user_name: string | null }>(`SELECT user_name FROM users WHERE id = $1`, [me.userId]);
    expect(user!.user_name).toBeNull();
  });

  it('takes bidi controls and zero-width characters out of a username', async () => {
    const me = await signInByPhone(suite.app, suite.sms);
    const response = await suite.app.inject({ method: 'POST', url: '/api/profile', headers: { cookie: me.cookie }, payload: { userName: 'Neo\u200Bn\u202ERider\u2066' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.userName).toBe('NeonRider');
    // Only invisible characters: nothing left to be a name.
    const empty = await suite.app.inject({ method: 'POST', url: '/api/profile', headers: { cookie: (await signInByPhone(suite.app, suite.sms)).cookie }, payload: { userName: '\u200B\u200B\u200B\u200D' } });
    expect(empty.statusCode).toBe(400);
  });

  it('edits only the fields sent, and keeps names unique', async () => {
    const me = await signUp(suite.app, suite.sms, 'EditMe');
    await signUp(suite.app, suite.sms, 'TakenName');
    const patch = (payload: object) => suite.app.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie: me.cookie }, payload });
    const renamed = await patch({ userName: 'Edited' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().user).toMatchObject({ userName: 'Edited', phone: me.phone });
    const taken = await patch({ userName: 'TAKENNAME' });
    expect(taken.statusCode).toBe(409);
    expect((await patch({ userName: 'ab' })).json().error.message).toBe('userName: Username must be 3–20 characters: letters, digits, spaces, _ . or -.');
    expect((await patch({})).json().error.message).toBe('Nothing to change.');
    expect((await patch({ userId: 'someone-else' })).statusCode).toBe(400);
  });

  it('verifies the profile e-mail with a 6-digit code', async () => {
    const email = outboxSender();
    const local = await testApp({ senders: { sms: suite.sms, email } });
    try {
      const me = await signUp(local, suite.sms);
      const noEmail = await local.inject({ method: 'POST', url: '/api/profile/email/send', headers: { cookie: me.cookie } });
      expect(noEmail.json().error.message).toBe('Add an e-mail address to your profile first.');
      await local.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie: me.cookie }, payload: { email: 'Nova@Example.com' } });
      const sent = await local.inject({ method: 'POST', url: '/api/profile/email/send', headers: { cookie: me.cookie } });
      expect(sent.statusCode).toBe(200);
      const code = email.lastCodeFor('Nova@Example.com')!;
      const wrong = await local.inject({ method: 'POST', url: '/api/profile/email/verify', headers: { cookie: me.cookie }, payload: { code: code === '123456' ? '654321' : '123456' } });
      expect(wrong.json().error.message).toBe('Invalid OTP. Please try again.');
      const right = await local.inject({ method: 'POST', url: '/api/profile/email/verify', headers: { cookie: me.cookie }, payload: { code } });
      expect(right.statusCode).toBe(200);
      expect(right.json().user.emailVerified).toBe(true);
      // Changing the address makes it unverified again.
      const changed = await local.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie: me.cookie }, payload: { email: 'other@example.com' } });
      expect(changed.json().user.emailVerified).toBe(false);
    } finally {
      await local.close();
    }
  });

  it('pages wallet transactions newest first with a cursor', async () => {
    const me = await signUp(suite.app, suite.sms);
    const { db } = suite.app.resources;
    const { ensureHouse, ensureWallet, transfer } = await import('../ledger/ledger');
    await db.transaction(async (tx) => {
      const wallet = await ensureWallet(tx, me.userId);
      const house = await ensureHouse(tx);
      for (let i = 1; i <= 24; i++) await transfer(tx, { debitAccountId: wallet, creditAccountId: house, amountCents: i, kind: 'pack_open' });
    });
    const first = (await suite.app.inject({ method: 'GET', url: '/api/wallet/transactions?limit=10', headers: { cookie: me.cookie } })).json();
    expect(first.transactions.map((t: { amountCents: number }) => t.amountCents)).toEqual([-24, -23, -22, -21, -20, -19, -18, -17, -16, -15]);
    const second = (await suite.app.inject({ method: 'GET', url: `/api/wallet/transactions?limit=10&cursor=${first.nextCursor}`, headers: { cookie: me.cookie } })).json();
    expect(second.transactions[0].amountCents).toBe(-14);
    const third = (await suite.app.inject({ method: 'GET', url: `/api/wallet/transactions?limit=10&cursor=${second.nextCursor}`, headers: { cookie: me.cookie } })).json();
    expect(third.transactions.map((t: { label: string }) => t.label)).toEqual([...Array(4).fill('Pack opened'), 'Signup bonus']);
    expect(third.nextCursor).toBeNull();
  });

  it('shows each person only their own profile, wallet and transactions', async () => {
    const alice = await signUp(suite.app, suite.sms, 'AliceOnly');
    const bob = await signUp(suite.app, suite.sms, 'BobOnly');
    const meA = (await suite.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: alice.cookie } })).json();
    const meB = (await suite.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: bob.cookie } })).json();
    expect(meA.user.userName).toBe('AliceOnly');
    expect(meB.user.userName).toBe('BobOnly');
    // There is no way to name another user: extra fields are refused, and the routes only know "me".
    const sneaky = await suite.app.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie: alice.cookie }, payload: { id: bob.userId, userName: 'Hacked' } });
    expect(sneaky.statusCode).toBe(400);
    expect((await suite.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: bob.cookie } })).json().user.userName).toBe('BobOnly');
    for (const url of ['/api/wallet', '/api/wallet/transactions']) {
      const anonymous = await suite.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error.message).toBe('Please sign in first.');
      const forged = await suite.app.inject({ method: 'GET', url, headers: { cookie: 'lf_session=forged-token' } });
      expect(forged.statusCode).toBe(401);
    }
    for (const [method, url] of [
      ['POST', '/api/profile'],
      ['PATCH', '/api/profile'],
      ['POST', '/api/profile/email/send'],
      ['POST', '/api/profile/email/verify'],
    ] as const) {
      const response = await suite.app.inject({ method, url, payload: { userName: 'Nobody', code: '123456' } });
      expect(response.statusCode).toBe(401);
    }
  });
});

describeEachDatabase('signup bonus under concurrent requests', (open) => {
  it('pays the bonus once when 20 signup requests arrive at once', async () => {
    const sms = outboxSender();
    const db = await open();
    const app = await testApp({ db, senders: { sms } });
    try {
      const session = await signInByPhone(app, sms);
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          app.inject({ method: 'POST', url: '/api/profile', headers: { cookie: session.cookie }, payload: { userName: `Racer${i}` } }),
        ),
      );
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      const wallet = await app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie: session.cookie } });
      expect(wallet.json()).toEqual({ balanceCents: 100_000 });
      const bonuses = await db.query(`SELECT 1 FROM transfers WHERE kind = 'signup_bonus'`);
      expect(bonuses).toHaveLength(1);
      expect((await verifyLedger(db)).ok).toBe(true);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
