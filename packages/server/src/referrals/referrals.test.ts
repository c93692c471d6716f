import { expect, it } from 'vitest';
import { OWN_REFERRAL_CODE, REFERRAL_CODE_CHANGED, REFERRAL_CODE_IS_A_NAME, REFERRAL_CODE_RULE, REFERRAL_CODE_TAKEN, UNKNOWN_REFERRAL_CODE } from '@lootforge/core/referrals';
import { verifyLedger } from '../ledger/verify';
import { systemClock } from '../clock';
import { appSuite } from '../test/app';
import { assignReferralCode } from './service';
import { describeEachDatabase } from '../test/databases';
import { signInByPhone, signUp } from '../test/users';

describeEachDatabase('referrals', (open) => {
  const suite = appSuite({ openDb: open, raceSweeper: false, pack: true });

  let counter = 0;
  const signUpWith = async (referralCode: string) => {
    const session = await signInByPhone(suite.app, suite.sms);
    const userName = `ref${process.pid % 1000}_${++counter}`;
    const r = await suite.app.inject({ method: 'POST', url: '/api/profile', headers: { cookie: session.cookie }, payload: { userName, referralCode } });
    return { ...session, userName, response: r };
  };
  const summary = async (cookie: string) => {
    const r = await suite.app.inject({ method: 'GET', url: '/api/referrals', headers: { cookie } });
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };
  const balance = async (cookie: string) => (await suite.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } })).json().balanceCents as number;
  const me = async (cookie: string) => (await suite.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user;

  it('gives every player a code; a new player who brings it gets $10 on top of the signup bonus and earns the referrer 1 %', async () => {
    const referrer = await signUp(suite.app, suite.sms);
    const mine = await summary(referrer.cookie);
    expect(mine.code).toMatch(/^[A-Z0-9]{3,16}$/);
    expect(mine).toMatchObject({ link: `${suite.app.config.publicUrl}/r/${mine.code}`, canChangeCode: true, referred: [], earnedCents: 0, claimedCents: 0, claimableCents: 0, minClaimCents: 100 });

    const friend = await signUpWith(mine.code.toLowerCase());
    expect(friend.response.statusCode, friend.response.body).toBe(200);
    expect(friend.response.json()).toMatchObject({ bonusPaid: true, referralBonusPaid: true });
    expect(await balance(friend.cookie)).toBe(100_000 + 1_000);
    const labels = (await suite.app.inject({ method: 'GET', url: '/api/wallet/transactions', headers: { cookie: friend.cookie } })).json().transactions.map((t: { label: string }) => t.label);
    expect(labels).toEqual(['Referral bonus', 'Signup bonus']);

    const early = await suite.app.inject({ method: 'POST', url: '/api/referrals/claim', headers: { cookie: referrer.cookie } });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('You can claim referral earnings once they reach $1.00. You have $0.00 so far.');

    // Six opens of $17.01 are $102.06 wagered: $1.02 earned.
    for (let i = 0; i < 2; i++) {
      const r = await suite.app.inject({ method: 'POST', url: `/api/packs/${suite.pack.packId}/open`, headers: { cookie: friend.cookie }, payload: { count: 3 } });
      expect(r.statusCode, r.body).toBe(200);
    }
    const wager = 6 * suite.pack.priceCents;
    const earned = Math.floor(wager / 100);
    expect(await summary(referrer.cookie)).toMatchObject({ referred: [{ userName: friend.userName, wagerCents: wager }], earnedCents: earned, claimableCents: earned });

    const before = await balance(referrer.cookie);
    const answers = await Promise.all(Array.from({ length: 20 }, () => suite.app.inject({ method: 'POST', url: '/api/referrals/claim', headers: { cookie: referrer.cookie } })));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.json()).toEqual({ amountCents: earned, balanceCents: before + earned });
    for (const r of answers.filter((r) => r.statusCode !== 200)) expect(r.statusCode).toBe(409);
    expect(await balance(referrer.cookie)).toBe(before + earned);
    expect(await summary(referrer.cookie)).toMatchObject({ earnedCents: earned, claimedCents: earned, claimableCents: 0 });
    const paid = await suite.db.query(`SELECT 1 FROM transfers WHERE kind = 'referral_commission' AND idempotency_key LIKE $1`, [`referral:${referrer.userId}:%`]);
    expect(paid).toHaveLength(1);
    expect((await verifyLedger(suite.db)).ok).toBe(true);
  });

  it('refuses an unknown, malformed or own code at signup, and changes nothing', async () => {
    const cases: Array<[string, string]> = [
      ['NOSUCHCODE1', UNKNOWN_REFERRAL_CODE],
      ['bad-code!', `referralCode: ${REFERRAL_CODE_RULE}`],
      ['ab', `referralCode: ${REFERRAL_CODE_RULE}`],
    ];
    for (const [code, message] of cases) {
      const attempt = await signUpWith(code);
      expect(attempt.response.statusCode).toBe(400);
      expect(attempt.response.json().error.message).toBe(message);
      expect((await me(attempt.cookie)).profileComplete).toBe(false);
      expect(await balance(attempt.cookie)).toBe(0);
    }
    // A code that is somehow already this person's own never applies.
    const session = await signInByPhone(suite.app, suite.sms);
    await suite.db.query(`UPDATE users SET referral_code = 'SELFIE123' WHERE id = $1`, [session.userId]);
    const own = await suite.app.inject({ method: 'POST', url: '/api/profile', headers: { cookie: session.cookie }, payload: { userName: `own${process.pid % 1000}_${++counter}`, referralCode: 'selfie123' } });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.message).toBe(OWN_REFERRAL_CODE);
    expect((await me(session.cookie)).profileComplete).toBe(false);
  });

  it('changes the code once to a free vanity code; refuses a taken one (in any case), symbols and a second change', async () => {
    const [a, b] = [await signUp(suite.app, suite.sms), await signUp(suite.app, suite.sms)];
    const put = (cookie: string, code: string) => suite.app.inject({ method: 'PUT', url: '/api/referrals/code', headers: { cookie }, payload: { code } });
    const vanity = `Star${counter++}x${process.pid % 1000}`;
    const changed = await put(a.cookie, vanity);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ code: vanity, canChangeCode: false, link: `${suite.app.config.publicUrl}/r/${vanity}` });

    const bBefore = (await summary(b.cookie)).code;
    const refusals: Array<[string, string, number, string]> = [
      [b.cookie, vanity.toUpperCase(), 409, REFERRAL_CODE_TAKEN],
      [b.cookie, 'my code!', 400, `code: ${REFERRAL_CODE_RULE}`],
      [b.cookie, 'x', 400, `code: ${REFERRAL_CODE_RULE}`],
      [a.cookie, 'Another1', 409, REFERRAL_CODE_CHANGED],
    ];
    for (const [cookie, code, status, message] of refusals) {
      const r = await put(cookie, code);
      expect(r.statusCode, code).toBe(status);
      expect(r.json().error.message).toBe(message);
    }
    expect((await summary(a.cookie)).code).toBe(vanity);
    expect(await summary(b.cookie)).toMatchObject({ code: bBefore, canChangeCode: true });
    // The new code works at signup, in any case.
    const friend = await signUpWith(vanity.toLowerCase());
    expect(friend.response.statusCode, friend.response.body).toBe(200);
  });

  it("the code a player changes from stays theirs: an old link still brings a friend to them, nobody else can take it, and another player's name is refused", async () => {
    const named = await signUp(suite.app, suite.sms, `Named${counter++}x${process.pid % 1000}`);
    const [a, b] = [await signUp(suite.app, suite.sms), await signUp(suite.app, suite.sms)];
    const put = (cookie: string, code: string) => suite.app.inject({ method: 'PUT', url: '/api/referrals/code', headers: { cookie }, payload: { code } });
    // Another player's name, in any case, is not a code anyone else may take.
    const posing = await put(a.cookie, named.userName.toUpperCase());
    expect(posing.statusCode).toBe(409);
    expect(posing.json().error.message).toBe(REFERRAL_CODE_IS_A_NAME);
    expect((await summary(a.cookie)).canChangeCode).toBe(true);

    const old = (await summary(a.cookie)).code as string;
    const vanity = `Alias${counter++}x${process.pid % 1000}`;
    expect((await put(a.cookie, vanity)).statusCode).toBe(200);
    // A link shared before the change still works, in any case, and the friend is a's.
    const friend = await signUpWith(old.toLowerCase());
    expect(friend.response.statusCode, friend.response.body).toBe(200);
    expect((await summary(a.cookie)).referred.map((r: { userName: string }) => r.userName)).toContain(friend.userName);
    expect(await balance(friend.cookie)).toBe(100_000 + 1_000);
    // Nobody else may take the old code.
    const taken = await put(b.cookie, old);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(REFERRAL_CODE_TAKEN);
  });

  it('ten players claiming the same vanity code at once: one gets it, the others are told it is taken, none sees an error', async () => {
    const players = await Promise.all(Array.from({ length: 10 }, () => signUp(suite.app, suite.sms)));
    const vanity = `Race${counter++}x${process.pid % 1000}`;
    const answers = await Promise.all(players.map((p) => suite.app.inject({ method: 'PUT', url: '/api/referrals/code', headers: { cookie: p.cookie }, payload: { code: vanity } })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const r of answers.filter((r) => r.statusCode === 409)) expect(r.json().error.message).toBe(REFERRAL_CODE_TAKEN);
    const owners = await suite.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE lower(referral_code) = lower($1)`, [vanity]);
    expect(owners[0]!.n).toBe(1);
  });

  it('two signups drawing the same code at once: the second waits, sees it taken and gets another (no unique-index error)', async () => {
    const [a, b] = [await signInByPhone(suite.app, suite.sms), await signInByPhone(suite.app, suite.sms)];
    const sameDigits = () => 42;
    const userName = `Twin${counter++}x${process.pid % 1000}`;
    let firstAssigned!: () => void;
    const assigned = new Promise<void>((resolve) => (firstAssigned = resolve));
    const first = suite.db.transaction(async (tx) => {
      const code = await assignReferralCode(tx, { userId: a.userId, userName, clock: systemClock, random: sameDigits });
      firstAssigned();
      // Still open while the second draws the same code.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return code;
    });
    await assigned;
    const second = suite.db.transaction((tx) => assignReferralCode(tx, { userId: b.userId, userName, clock: systemClock, random: sameDigits }));
    const [codeA, codeB] = await Promise.all([first, second]);
    expect(codeA).not.toBe(codeB);
    expect(codeB).toBe('LF000000042');
  });

  it('every new route refuses a signed-out caller; the race board answers a visitor without a standing', async () => {
    const calls: Array<[string, string]> = [
      ['GET', '/api/rewards'],
      ['POST', '/api/rewards/daily/claim'],
      ['GET', '/api/referrals'],
      ['PUT', '/api/referrals/code'],
      ['POST', '/api/referrals/claim'],
      ['GET', '/api/admin/races'],
      ['POST', '/api/admin/races'],
      ['POST', '/api/admin/races/1/cancel'],
    ];
    for (const [method, url] of calls) {
      const r = await suite.app.inject({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
      expect(r.statusCode, `${method} ${url}`).toBe(401);
    }
    const board = await suite.app.inject({ method: 'GET', url: '/api/races' });
    expect(board.statusCode).toBe(200);
    for (const race of board.json().races) expect(race.me).toBeNull();
  });
});
