import { generate } from 'otplib';
import { beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { verifyLedger } from '../ledger/verify';
import { signInAdmin } from '../test/admins';
import { appSuite } from '../test/app';
import { openBattle } from '../test/battles';
import { createTestPack } from '../test/catalogue';
import { describeEachDatabase } from '../test/databases';
import { rollUpClosedDays } from './finance';
import { randomAddress, randomPhone, sessionCookie, signUp } from '../test/users';

type Admin = Awaited<ReturnType<typeof signInAdmin>>;
type Player = Awaited<ReturnType<typeof signUp>>;

describeEachDatabase('operator console', (open) => {
  const suite = appSuite({ openDb: open, raceSweeper: false, financeRollup: false, pack: true });
  let admin: Admin;
  beforeAll(async () => {
    admin = await signInAdmin(suite.app);
  });

  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    suite.app.inject({ method, url, headers: { cookie: admin.cookie, ...headers }, ...(payload ? { payload } : {}) });
  const balance = async (cookie: string) => (await suite.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } })).json().balanceCents as number;
  const counts = async () =>
    (
      await suite.db.query<{ transfers: number; audit: number; suspended: number; sessions: number }>(
        `SELECT (SELECT count(*)::int FROM transfers) AS transfers, (SELECT count(*)::int FROM audit_log) AS audit,
           (SELECT count(*)::int FROM users WHERE suspended_at IS NOT NULL) AS suspended, (SELECT count(*)::int FROM sessions) AS sessions`,
      )
    )[0];

  it('finds players by any part of their name, phone or e-mail, or by id, newest first and paged', async () => {
    const tag = `zq${Date.now().toString(36).slice(-5)}`;
    const players: Player[] = [];
    for (let i = 0; i < 3; i++) players.push(await signUp(suite.app, suite.sms, `${tag}_${i}`));
    await suite.app.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie: players[1]!.cookie }, payload: { email: `${tag}.mail@example.org` } });

    const byName = (await asAdmin('GET', `/api/admin/users?q=${tag.slice(1).toUpperCase()}`)).json();
    expect(byName.users.map((u: { userName: string }) => u.userName)).toEqual([`${tag}_2`, `${tag}_1`, `${tag}_0`]);
    expect(byName.users[0]).toMatchObject({ balanceCents: 100_000, suspended: false, phone: players[2]!.phone });

    const firstPage = (await asAdmin('GET', `/api/admin/users?q=${tag}&limit=2`)).json();
    expect(firstPage.users).toHaveLength(2);
    const secondPage = (await asAdmin('GET', `/api/admin/users?q=${tag}&limit=2&cursor=${firstPage.nextCursor}`)).json();
    expect(secondPage).toMatchObject({ users: [{ userName: `${tag}_0` }], nextCursor: null });

    const phone = players[0]!.phone;
    const spaced = `${phone.slice(3, 8)} ${phone.slice(8)}`;
    const byPhone = (await asAdmin('GET', `/api/admin/users?q=${encodeURIComponent(spaced)}`)).json();
    expect(byPhone.users.map((u: { id: string }) => u.id)).toEqual([players[0]!.userId]);

    const byEmail = (await asAdmin('GET', `/api/admin/users?q=${tag}.MAIL@`)).json();
    expect(byEmail.users.map((u: { id: string }) => u.id)).toEqual([players[1]!.userId]);

    const byId = (await asAdmin('GET', `/api/admin/users?q=${players[2]!.userId.toUpperCase()}`)).json();
    expect(byId.users.map((u: { id: string }) => u.id)).toEqual([players[2]!.userId]);

    // LIKE's wildcards are plain characters in a search.
    expect((await asAdmin('GET', `/api/admin/users?q=${encodeURIComponent('%_%')}`)).json().users).toEqual([]);
    expect((await asAdmin('GET', '/api/admin/users?cursor=bm9wZQ')).statusCode).toBe(400);
  });

  it("shows a player's page: balance, wagers, net result, transactions, opens, battles, sessions and referrals", async () => {
    const player = await signUp(suite.app, suite.sms);
    const opened = await suite.app.inject({ method: 'POST', url: `/api/packs/${suite.pack.packId}/open`, headers: { cookie: player.cookie }, payload: { count: 2 } });
    expect(opened.statusCode, opened.body).toBe(200);
    const created = await suite.app.inject({ method: 'POST', url: '/api/battles', headers: { cookie: player.cookie }, payload: { players: 2, mode: 'normal', packIds: [suite.pack.packId] } });
    expect(created.statusCode, created.body).toBe(200);

    const page = await asAdmin('GET', `/api/admin/users/${player.userId}`);
    expect(page.statusCode, page.body).toBe(200);
    const detail = page.json();
    const staked = 3 * suite.pack.priceCents;
    expect(detail).toMatchObject({
      user: { id: player.userId, userName: player.userName, phone: player.phone, suspendedAt: null },
      balanceCents: 100_000 - staked,
      // The open battle's entry is paid but counts as wager only once the battle settles (DESIGN §13).
      wager: { lifetimeCents: staked - suite.pack.priceCents, last30DaysCents: staked - suite.pack.priceCents },
      netResultCents: -staked,
      battles: [{ mode: 'normal', status: 'open', paidCents: suite.pack.priceCents, wonCents: 0 }],
      referrals: { count: 0, players: [] },
    });
    expect(detail.opens).toHaveLength(2);
    expect(detail.inventoryValueCents).toBe(detail.opens.reduce((sum: number, o: { itemValueCents: number }) => sum + o.itemValueCents, 0));
    expect(detail.sessions).toHaveLength(1);

    const first = (await asAdmin('GET', `/api/admin/users/${player.userId}/transactions?limit=2`)).json();
    expect(first.transactions.map((t: { kind: string }) => t.kind)).toEqual(['battle_entry', 'pack_open']);
    const rest = (await asAdmin('GET', `/api/admin/users/${player.userId}/transactions?limit=2&cursor=${first.nextCursor}`)).json();
    expect(rest.transactions.map((t: { kind: string; amountCents: number }) => [t.kind, t.amountCents])).toEqual([['signup_bonus', 100_000]]);

    // Settled, the entry counts in both totals.
    const filled = await suite.app.inject({ method: 'POST', url: `/api/battles/${created.json().battle.id}/fill-bots`, headers: { cookie: player.cookie } });
    expect(filled.statusCode, filled.body).toBe(200);
    expect((await asAdmin('GET', `/api/admin/users/${player.userId}`)).json().wager).toEqual({ lifetimeCents: staked, last30DaysCents: staked });

    expect((await asAdmin('GET', '/api/admin/users/6f1c1f8e-3f5c-4d8e-9a55-0d1d6a3f9b10')).statusCode).toBe(404);
    expect((await asAdmin('GET', '/api/admin/users/6f1c1f8e-3f5c-4d8e-9a55-0d1d6a3f9b10/transactions')).statusCode).toBe(404);
    expect((await asAdmin('GET', '/api/admin/users/not-an-id')).statusCode).toBe(400);
  });

  it('credits and debits against the house with a reason, audited, once per Idempotency-Key', async () => {
    const player = await signUp(suite.app, suite.sms);
    const credit = await asAdmin('POST', `/api/admin/users/${player.userId}/adjust`, { amountCents: 5_000, reason: 'Goodwill after the outage' }, { 'idempotency-key': 'adjust-key-1' });
    expect(credit.statusCode, credit.body).toBe(200);
    expect(credit.json()).toMatchObject({ balanceCents: 105_000, message: 'Credited $50.00. The balance is now $1,050.00.' });
    const again = await asAdmin('POST', `/api/admin/users/${player.userId}/adjust`, { amountCents: 5_000, reason: 'Goodwill after the outage' }, { 'idempotency-key': 'adjust-key-1' });
    expect(again.json()).toMatchObject({ balanceCents: 105_000, transferId: credit.json().transferId });
    const reused = await asAdmin('POST', `/api/admin/users/${player.userId}/adjust`, { amountCents: 7_000, reason: 'Another' }, { 'idempotency-key': 'adjust-key-1' });
    expect(reused.statusCode).toBe(409);
    // The same key for another player, credit or debit, moves nothing: it named the first adjustment.
    const other = await signUp(suite.app, suite.sms);
    for (const amountCents of [5_000, -5_000]) {
      const elsewhere = await asAdmin('POST', `/api/admin/users/${other.userId}/adjust`, { amountCents, reason: 'Goodwill after the outage' }, { 'idempotency-key': 'adjust-key-1' });
      expect(elsewhere.statusCode, elsewhere.body).toBe(409);
      expect(elsewhere.json().error.message).toBe('This Idempotency-Key was already used for a different adjustment.');
    }
    expect(await balance(other.cookie)).toBe(100_000);

    const debit = await asAdmin('POST', `/api/admin/users/${player.userId}/adjust`, { amountCents: -2_500, reason: 'Chargeback' });
    expect(debit.json()).toMatchObject({ balanceCents: 102_500, message: 'Debited $25.00. The balance is now $1,025.00.' });
    expect(await balance(player.cookie)).toBe(102_500);

    const [row] = await suite.db.query<{ kind: string; debit: string; credit: string }>(
      `SELECT t.kind, d.kind AS debit, c.kind AS credit FROM transfers t JOIN accounts d ON d.id = t.debit_account_id JOIN accounts c ON c.id = t.credit_account_id WHERE t.id = $1`,
      [credit.json().transferId],
    );
    expect(row).toEqual({ kind: 'admin_adjustment', debit: 'house', credit: 'wallet' });
    const audit = (await asAdmin('GET', '/api/admin/audit')).json().entries;
    expect(audit.slice(0, 2)).toMatchObject([
      { adminEmail: admin.email, action: 'user.adjust', targetId: player.userId, targetName: player.userName, details: { amountCents: -2_500, reason: 'Chargeback' } },
      { adminEmail: admin.email, action: 'user.adjust', targetId: player.userId, targetName: player.userName, details: { amountCents: 5_000, reason: 'Goodwill after the outage' } },
    ]);
    expect(await verifyLedger(suite.db)).toMatchObject({ ok: true });
  });

  it('never debits a wallet below zero, even with twenty debits at once', async () => {
    const player = await signUp(suite.app, suite.sms);
    const before = await counts();
    const tooMuch = await asAdmin('POST', `/api/admin/users/${player.userId}/adjust`, { amountCents: -100_001, reason: 'Too much' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toBe('Insufficient funds. Your balance is $1,000.00');
    expect(await counts()).toEqual(before);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => asAdmin('POST', `/api/admin/users/${player.userId}/adjust`, { amountCents: -30_000, reason: 'Reversal' })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(17);
    expect(await balance(player.cookie)).toBe(10_000);
    expect(await verifyLedger(suite.db)).toMatchObject({ ok: true });
  });

  it.each([
    ['zero', { amountCents: 0, reason: 'Nothing' }, 'amountCents: The amount cannot be zero.'],
    ['a fraction of a cent', { amountCents: 12.5, reason: 'Half' }, 'amountCents: The amount must be a whole number of cents.'],
    ['a huge amount', { amountCents: 100_000_001, reason: 'Huge' }, 'amountCents: An adjustment can be at most $1,000,000.00.'],
    ['a huge debit', { amountCents: -1e15, reason: 'Huge' }, 'amountCents: An adjustment can be at most $1,000,000.00.'],
    ['dollars as text', { amountCents: '50', reason: 'Text' }, 'amountCents: The amount must be a whole number of cents.'],
    ['no reason', { amountCents: 5_000 }, 'reason: Please give a reason.'],
    ['a blank reason', { amountCents: 5_000, reason: '   ' }, 'reason: Please give a reason (at least 3 characters).'],
  ])('refuses an adjustment of %s and changes nothing', async (_name, payload, message) => {
    const player = await signUp(suite.app, suite.sms);
    const before = await counts();
    const response = await asAdmin('POST', `/api/admin/users/${player.userId}/adjust`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await counts()).toEqual(before);
    expect(await balance(player.cookie)).toBe(100_000);
  });

  it('an admin sign-in, a wrong password and an e-mail that names no admin are in the audit log, with the address', async () => {
    const login = (password: string) => suite.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: admin.email, password }, remoteAddress: '198.51.100.7' });
    expect((await login('not the password')).statusCode).toBe(401);
    expect((await login(admin.password)).statusCode).toBe(200);
    // An e-mail that names no admin is logged too, under nobody, with what was typed.
    const unknown = await suite.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'ghost@example.com', password: 'guess' }, remoteAddress: '198.51.100.8' });
    expect(unknown.statusCode).toBe(401);
    const entries = (await asAdmin('GET', '/api/admin/audit')).json().entries as Array<{ action: string; adminEmail: string | null; details: Record<string, unknown> }>;
    expect(entries.slice(0, 3)).toMatchObject([
      { action: 'admin.sign_in_failed', adminEmail: null, details: { ip: '198.51.100.8', reason: 'unknown_email', email: 'ghost@example.com' } },
      { action: 'admin.sign_in', adminEmail: admin.email, details: { ip: '198.51.100.7' } },
      { action: 'admin.sign_in_failed', adminEmail: admin.email, details: { ip: '198.51.100.7', reason: 'wrong_password' } },
    ]);
  });

  it('refuses to adjust or suspend an admin or an unknown id', async () => {
    const [adminRow] = await suite.db.query<{ id: string }>(`SELECT id FROM admins WHERE email = $1`, [admin.email]);
    const player = await signUp(suite.app, suite.sms);
    const before = await counts();
    for (const action of ['suspend', 'unsuspend', 'adjust']) {
      const payload = { amountCents: 100, reason: 'Testing the guard' };
      const asAdminId = await asAdmin('POST', `/api/admin/users/${adminRow!.id}/${action}`, payload);
      expect(asAdminId.statusCode).toBe(400);
      expect(asAdminId.json().error.message).toBe('That is an admin account, not a player.');
      const unknown = await asAdmin('POST', `/api/admin/users/6f1c1f8e-3f5c-4d8e-9a55-0d1d6a3f9b10/${action}`, payload);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe('That player does not exist.');
      expect((await asAdmin('POST', `/api/admin/users/42/${action}`, payload)).statusCode).toBe(400);
    }
    expect((await asAdmin('POST', `/api/admin/users/${player.userId}/suspend`, {})).json().error.message).toBe('reason: Please give a reason.');
    // A reason the audit log would show reordered (a right-to-left override) is refused.
    const reordered = await asAdmin('POST', `/api/admin/users/${player.userId}/suspend`, { reason: 'Refund \u202Edetaehc' });
    expect(reordered.statusCode).toBe(400);
    expect(reordered.json().error.message).toBe('reason: A reason cannot contain characters that change the direction of the text.');
    expect((await asAdmin('POST', `/api/admin/users/${player.userId}/unsuspend`, { reason: 'Was never suspended' })).statusCode).toBe(409);
    expect(await counts()).toEqual(before);
  });

  it('suspends a player: sessions end, sign-in and every paid action are refused, the log has it; unsuspending lets them back', async () => {
    const player = await signUp(suite.app, suite.sms);
    const other = await signUp(suite.app, suite.sms);
    const battle = await suite.app.inject({ method: 'POST', url: '/api/battles', headers: { cookie: other.cookie }, payload: { players: 2, mode: 'normal', packIds: [suite.pack.packId] } });
    const battleId = battle.json().battle.id as string;
    // A second session of the same player, e.g. on a phone.
    const second = await signInAgain(player.phone);

    const suspended = await asAdmin('POST', `/api/admin/users/${player.userId}/suspend`, { reason: 'Chargeback fraud' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await asAdmin('POST', `/api/admin/users/${player.userId}/suspend`, { reason: 'Again' })).statusCode).toBe(409);

    for (const cookie of [player.cookie, second]) {
      expect((await suite.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json()).toEqual({ user: null });
      const paid = [
        ['POST', `/api/packs/${suite.pack.packId}/open`, { count: 1 }],
        ['POST', '/api/battles', { players: 2, mode: 'normal', packIds: [suite.pack.packId] }],
        ['POST', `/api/battles/${battleId}/join`, {}],
        ['POST', '/api/inventory/sell', { ids: 'all' }],
        ['POST', '/api/rewards/daily/claim', {}],
        ['POST', '/api/referrals/claim', {}],
        ['GET', '/api/wallet', undefined],
      ] as const;
      for (const [method, url, payload] of paid) {
        const response = await suite.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
    }
    // No sign-in code is sent to a suspended player (it could not be used, and it costs an SMS).
    await suite.db.query(`DELETE FROM one_time_codes WHERE target = $1`, [player.phone]);
    const refused = await suite.app.inject({ method: 'POST', url: '/api/auth/phone/send', payload: { phone: player.phone, ageConfirmed: true }, remoteAddress: randomAddress() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('This account is suspended.');
    expect(await suite.db.query(`SELECT 1 FROM one_time_codes WHERE target = $1`, [player.phone])).toHaveLength(0);
    // Nor is the player listed by the site's search.
    const found = await suite.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(player.userName)}` });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().players.map((p: { userName: string }) => p.userName)).not.toContain(player.userName);

    const detail = (await asAdmin('GET', `/api/admin/users/${player.userId}`)).json();
    expect(detail).toMatchObject({ user: { suspensionReason: 'Chargeback fraud' }, sessions: [] });
    expect(detail.user.suspendedAt).not.toBeNull();
    expect((await asAdmin('GET', `/api/admin/users?q=${player.userName}`)).json().users[0]).toMatchObject({ suspended: true });
    const [entry] = (await asAdmin('GET', '/api/admin/audit')).json().entries;
    expect(entry).toMatchObject({ action: 'user.suspend', targetId: player.userId, details: { reason: 'Chargeback fraud', sessionsEnded: 2 } });

    const lifted = await asAdmin('POST', `/api/admin/users/${player.userId}/unsuspend`, { reason: 'Bank confirmed the payment' });
    expect(lifted.statusCode).toBe(200);
    expect((await signInAttempt(player.phone)).statusCode).toBe(200);
  });

  it("suspending a host cancels and refunds their battles not started yet: nobody can join them and have them pay out", async () => {
    const host = await signUp(suite.app, suite.sms);
    const joiner = await signUp(suite.app, suite.sms);
    const late = await signUp(suite.app, suite.sms);
    const start = { host: await balance(host.cookie), joiner: await balance(joiner.cookie) };
    const battleId = await openBattle(suite.app, { packId: suite.pack.packId, host, joiners: [joiner] });

    expect((await asAdmin('POST', `/api/admin/users/${host.userId}/suspend`, { reason: 'Stolen card' })).statusCode).toBe(200);
    expect((await suite.db.query<{ status: string }>(`SELECT status FROM battles WHERE id = $1`, [battleId]))[0]!.status).toBe('cancelled');
    expect(await balance(joiner.cookie)).toBe(start.joiner);
    const [hostWallet] = await suite.db.query<{ balance_cents: number | string }>(`SELECT balance_cents FROM accounts WHERE key = $1`, [`wallet:${host.userId}`]);
    expect(Number(hostWallet!.balance_cents)).toBe(start.host);
    const refused = await suite.app.inject({ method: 'POST', url: `/api/battles/${battleId}/join`, headers: { cookie: late.cookie }, payload: {} });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This battle was cancelled.');
    const [entry] = (await asAdmin('GET', '/api/admin/audit')).json().entries;
    expect(entry).toMatchObject({ action: 'user.suspend', targetId: host.userId, details: { reason: 'Stolen card', battlesCancelled: 1 } });
    expect((await verifyLedger(suite.db)).ok).toBe(true);
  });

  it("stops a suspended player's open WebSocket from receiving their own topic", async () => {
    await suite.app.listen({ port: 0, host: '127.0.0.1' });
    const address = suite.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const player = await signUp(suite.app, suite.sms);
    const socket = new WebSocket(`ws://127.0.0.1:${address.port}/api/ws`, { headers: { cookie: player.cookie } });
    const inbox: Array<{ topic: string; event: string; data: unknown }> = [];
    socket.on('message', (raw) => inbox.push(JSON.parse(String(raw))));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'subscribe', topic: 'user' }));
    await expect.poll(() => inbox).toContainEqual({ topic: 'user', event: 'subscribed', data: null });
    await asAdmin('POST', `/api/admin/users/${player.userId}/adjust`, { amountCents: 100, reason: 'Before' });
    await expect.poll(() => inbox).toContainEqual({ topic: 'user', event: 'balance', data: { balanceCents: 100_100, revealAt: 0 } });

    await asAdmin('POST', `/api/admin/users/${player.userId}/suspend`, { reason: 'Abuse' });
    await expect.poll(() => inbox).toContainEqual({ topic: 'user', event: 'signed_out', data: { message: 'This account is suspended.' } });
    // Asking again is refused, and later events of the player's own topic never arrive.
    socket.send(JSON.stringify({ type: 'subscribe', topic: 'user' }));
    await expect.poll(() => inbox).toContainEqual({ topic: 'user', event: 'error', data: { message: 'Sign in to follow your own events.' } });
    await asAdmin('POST', `/api/admin/users/${player.userId}/adjust`, { amountCents: 200, reason: 'After' });
    socket.send(JSON.stringify({ type: 'ping' }));
    await expect.poll(() => inbox.filter((m) => m.event === 'pong')).toHaveLength(1);
    expect(inbox.filter((m) => m.event === 'balance')).toHaveLength(1);
    socket.close();
  });

  it("answers every admin route to a player with 403 and changes nothing", async () => {
    const player = await signUp(suite.app, suite.sms);
    const target = await signUp(suite.app, suite.sms);
    const before = await counts();
    const routes = [
      ['GET', '/api/admin/users?q=a'],
      ['GET', `/api/admin/users/${target.userId}`],
      ['GET', `/api/admin/users/${target.userId}/transactions`],
      ['POST', `/api/admin/users/${target.userId}/adjust`, { amountCents: 5_000, reason: 'Free money' }],
      ['POST', `/api/admin/users/${player.userId}/adjust`, { amountCents: 5_000, reason: 'Free money' }],
      ['POST', `/api/admin/users/${target.userId}/suspend`, { reason: 'Rival' }],
      ['POST', `/api/admin/users/${target.userId}/unsuspend`, { reason: 'Rival' }],
      ['GET', '/api/admin/finance'],
      ['GET', '/api/admin/races'],
      ['POST', '/api/admin/races', { name: 'Mine', startsAt: '2031-01-01T00:00:00Z', endsAt: '2031-01-02T00:00:00Z', poolCents: 100 }],
      ['POST', '/api/admin/races/1/cancel'],
      ['POST', '/api/admin/totp/setup'],
      ['POST', '/api/admin/totp/enable', { code: '123456' }],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/me'],
    ] as const;
    for (const [method, url, payload] of routes) {
      const response = await suite.app.inject({ method, url, headers: { cookie: player.cookie }, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      const anonymous = await suite.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await counts()).toEqual(before);
    expect(await balance(player.cookie)).toBe(100_000);
  });

  it("reports finance per day whose totals equal the sums of the ledger's transfers", async () => {
    const player = await signUp(suite.app, suite.sms);
    const opened = await suite.app.inject({ method: 'POST', url: `/api/packs/${suite.pack.packId}/open`, headers: { cookie: player.cookie }, payload: { count: 3 } });
    const ids = (opened.json().opens as Array<{ inventoryId: string }>).map((o) => o.inventoryId);
    expect((await suite.app.inject({ method: 'POST', url: '/api/inventory/sell', headers: { cookie: player.cookie }, payload: { ids } })).statusCode).toBe(200);
    await asAdmin('POST', `/api/admin/users/${player.userId}/adjust`, { amountCents: -1_234, reason: 'Correction' });
    await asAdmin('POST', `/api/admin/users/${player.userId}/adjust`, { amountCents: 999, reason: 'Correction' });
    // An upgrade's balance part is wagered money too (DESIGN §20).
    const upgraded = await suite.app.inject({ method: 'POST', url: '/api/upgrader', headers: { cookie: player.cookie }, payload: { balanceCents: 1_000, targetItemId: suite.pack.itemIds[2], direction: 'under' } });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    // The operator's player page lists it.
    const seen = (await asAdmin('GET', `/api/admin/users/${player.userId}`)).json().upgrades;
    expect(seen).toEqual([expect.objectContaining({ id: upgraded.json().upgrade.id, stakeCents: 1_000, balanceCents: 1_000, targetValueCents: 2_500, won: upgraded.json().upgrade.won })]);
    // That wager made level 2: its free case (DESIGN §21) shows on the player's page and in the report, as given away.
    const levelPack = await createTestPack(suite.db, { name: 'Finance tier case', items: [{ valueCents: 40, oddsPpm: 100_000 }] });
    await suite.db.query(`UPDATE packs SET kind = 'level', level_tier = 1 WHERE id = $1`, [levelPack.packId]);
    const claimed = await suite.app.inject({ method: 'POST', url: '/api/levels/claim', headers: { cookie: player.cookie }, payload: { kind: 'level', level: 2 } });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect((await asAdmin('GET', `/api/admin/users/${player.userId}`)).json().freeCases).toEqual({ opened: 1, valueCents: 40 });
    // The house's own money in battles: bot seats, a loan to a borrower, and a loan refunded by a cancel.
    const battle = (body: object) => suite.app.inject({ method: 'POST', url: '/api/battles', headers: { cookie: player.cookie }, payload: { mode: 'normal', packIds: [suite.pack.packId], ...body } });
    const withBots = (await battle({ players: 4, borrowPercent: 50 })).json().battle.id as string;
    expect((await suite.app.inject({ method: 'POST', url: `/api/battles/${withBots}/fill-bots`, headers: { cookie: player.cookie } })).statusCode).toBe(200);
    const cancelled = (await battle({ players: 2, borrowPercent: 70 })).json().battle.id as string;
    expect((await suite.app.inject({ method: 'POST', url: `/api/battles/${cancelled}/cancel`, headers: { cookie: player.cookie } })).statusCode).toBe(200);

    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const report = await asAdmin('GET', `/api/admin/finance?from=${yearAgo}&to=${today}`);
    expect(report.statusCode, report.body).toBe(200);
    const { days, totals } = report.json();
    expect(report.json().freeCases).toEqual({ opened: 1, valueCents: 40 });
    expect(days[0].day).toBe(yearAgo);
    expect(days.at(-1).day).toBe(today);
    expect(days.length).toBeLessThanOrEqual(366);

    const from = days[0].day;
    const sum = async (where: string) =>
      Number(
        (
          await suite.db.query<{ n: string | number }>(
            `SELECT coalesce(sum(t.amount_cents), 0)::bigint AS n FROM transfers t JOIN accounts d ON d.id = t.debit_account_id JOIN accounts c ON c.id = t.credit_account_id
             WHERE t.created_at >= $1::date AND t.created_at < $2::date + 1 AND (${where})`,
            [from, today],
          )
        )[0]!.n,
      );
    const site = `('house', 'promotions')`;
    expect(totals).toEqual({
      wageredPacksCents: await sum(`t.kind = 'pack_open'`),
      wageredUpgradesCents: await sum(`t.kind = 'upgrade_stake'`),
      // Players' stakes only: what left wallets as entries, less what came back to wallets as refunds.
      wageredBattlesCents: (await sum(`t.kind = 'battle_entry' AND d.kind = 'wallet'`)) - (await sum(`t.kind = 'battle_refund' AND c.kind = 'wallet'`)),
      paidOutCents: await sum(`t.kind IN ('battle_win', 'item_sale')`),
      commissionsCents: await sum(`t.kind = 'creator_commission'`),
      promotionsCents: await sum(`t.kind IN ('signup_bonus', 'race_prize', 'reward_claim', 'referral_bonus', 'referral_commission')`),
      adjustmentsCents: (await sum(`t.kind = 'admin_adjustment' AND c.kind = 'wallet'`)) - (await sum(`t.kind = 'admin_adjustment' AND d.kind = 'wallet'`)),
      houseNetCents: (await sum(`c.kind IN ${site} AND d.kind NOT IN ${site}`)) - (await sum(`d.kind IN ${site} AND c.kind NOT IN ${site}`)),
      // The cashier (DESIGN §19): money in, money paid out, shipping fees less their refunds.
      depositsCents: await sum(`t.kind = 'deposit'`),
      withdrawalsCents: await sum(`t.kind = 'withdrawal_paid'`),
      shippingFeesCents: (await sum(`t.kind = 'shipping_fee'`)) - (await sum(`t.kind = 'shipping_refund'`)),
    });
    expect(totals.wageredPacksCents).toBeGreaterThanOrEqual(3 * suite.pack.priceCents);
    expect(totals.wageredUpgradesCents).toBeGreaterThanOrEqual(1_000);
    // The same figure from the stakes log, which records what players paid into battles and what was refunded.
    const [staked] = await suite.db.query<{ n: string | number }>(`SELECT coalesce(sum(amount_cents), 0)::bigint AS n FROM stakes WHERE kind IN ('battle_entry', 'battle_refund')`);
    expect(totals.wageredBattlesCents).toBe(Number(staked!.n));
    // This play-through's battles: the player paid half their seat in the one the bots filled; the other was refunded.
    expect(totals.wageredBattlesCents).toBeGreaterThanOrEqual(suite.pack.priceCents - Math.floor(suite.pack.priceCents / 2));
    expect(totals.paidOutCents).toBeGreaterThan(0);
    const todayRow = days.at(-1);
    expect(todayRow.wageredPacksCents).toBe(totals.wageredPacksCents);

    for (const bad of ['from=2026-02-30', 'from=yesterday', 'from=2026-05-02&to=2026-05-01', 'from=2020-01-01&to=2026-01-01']) {
      const response = await asAdmin('GET', `/api/admin/finance?${bad}`);
      expect(response.statusCode, bad).toBe(400);
    }
    const lastThirty = (await asAdmin('GET', '/api/admin/finance')).json();
    expect(lastThirty.days).toHaveLength(30);
    expect(lastThirty.to).toBe(today);
  });

  it('sums each closed day once: a report reads the same before and after, two roll-ups at once roll each day once, and today stays live', async () => {
    const player = await signUp(suite.app, suite.sms);
    const opened = await suite.app.inject({ method: 'POST', url: `/api/packs/${suite.pack.packId}/open`, headers: { cookie: player.cookie }, payload: { count: 2 } });
    const ids = (opened.json().opens as Array<{ inventoryId: string }>).map((o) => o.inventoryId);
    expect((await suite.app.inject({ method: 'POST', url: '/api/inventory/sell', headers: { cookie: player.cookie }, payload: { ids } })).statusCode).toBe(200);
    await asAdmin('POST', `/api/admin/users/${player.userId}/adjust`, { amountCents: 555, reason: 'Goodwill' });
    // History: this player's transfers as if made three and two days ago (a transfer carries its transaction's start).
    const [wallet] = await suite.db.query<{ id: number }>(`SELECT id FROM accounts WHERE user_id = $1 AND kind = 'wallet'`, [player.userId]);
    const moved = await suite.db.query<{ kind: string }>(
      `UPDATE transfers SET created_at = created_at - CASE WHEN kind = 'pack_open' THEN interval '3 days' ELSE interval '2 days' END
       WHERE $1 IN (debit_account_id, credit_account_id) RETURNING kind`,
      [wallet!.id],
    );
    expect(moved.map((t) => t.kind).sort()).toEqual(['admin_adjustment', 'item_sale', 'pack_open', 'signup_bonus']);
    const dayOf = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const report = async () => {
      const response = await asAdmin('GET', `/api/admin/finance?from=${dayOf(5)}&to=${dayOf(0)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { days: Array<{ day: string; wageredPacksCents: number }>; totals: { wageredPacksCents: number } };
    };
    const before = await report();
    expect(before.days.find((d) => d.day === dayOf(3))!.wageredPacksCents).toBe(2 * suite.pack.priceCents);

    const [first, second] = await Promise.all([rollUpClosedDays(suite.db), rollUpClosedDays(suite.db)]);
    const rolled = [...first!, ...second!].sort();
    expect(rolled).toEqual([dayOf(3), dayOf(2), dayOf(1)]);
    expect(await suite.db.query(`SELECT day FROM finance_days`)).toHaveLength(3);
    expect(await rollUpClosedDays(suite.db)).toEqual([]);
    expect(await report()).toEqual(before);

    // Today is still summed from the transfers as they are made.
    await suite.app.inject({ method: 'POST', url: `/api/packs/${suite.pack.packId}/open`, headers: { cookie: player.cookie }, payload: { count: 1 } });
    const after = await report();
    expect(after.totals.wageredPacksCents).toBe(before.totals.wageredPacksCents + suite.pack.priceCents);
    expect(after.days.at(-1)!.wageredPacksCents).toBe(before.days.at(-1)!.wageredPacksCents + suite.pack.priceCents);
  });

  it('asks an admin with a second factor for a fresh code at sign-in, and limits guesses', async () => {
    const second = await signInAdmin(suite.app);
    const setup = await suite.app.inject({ method: 'POST', url: '/api/admin/totp/setup', headers: { cookie: second.cookie } });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauthUrl, qrDataUrl } = setup.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/LootForge/);
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const wrongSetup = await suite.app.inject({ method: 'POST', url: '/api/admin/totp/enable', headers: { cookie: second.cookie }, payload: { code: '000000' } });
    expect(wrongSetup.statusCode).toBe(400);
    const enabled = await suite.app.inject({ method: 'POST', url: '/api/admin/totp/enable', headers: { cookie: second.cookie }, payload: { code: await generate({ secret }) } });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect((await suite.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: second.cookie } })).json().admin.totpEnabled).toBe(true);
    expect((await suite.app.inject({ method: 'POST', url: '/api/admin/totp/setup', headers: { cookie: second.cookie } })).statusCode).toBe(409);

    const login = (code?: string) =>
      suite.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: second.email, password: second.password, ...(code ? { code } : {}) }, remoteAddress: randomAddress() });
    const noCode = await login();
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json().error).toEqual({ code: 'totp_required', message: 'Enter the 6-digit code from your authenticator app.' });
    expect(noCode.cookies.find((c) => c.name === 'lf_admin')).toBeUndefined();
    // The code used to switch it on is spent; the next step's code is the one that works.
    const nextStep = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const right = await login(nextStep);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().admin.totpEnabled).toBe(true);
    const replayed = await login(nextStep);
    expect(replayed.statusCode).toBe(401);
    for (let i = 0; i < 4; i++) expect((await login('111111')).statusCode).toBe(401);
    const locked = await login('222222');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe('Too many wrong codes. Please wait 15 minutes and try again.');
    // Each refused code is in the audit log under the admin; asking for the code is not a failure.
    const failures = (await asAdmin('GET', '/api/admin/audit')).json().entries.filter(
      (entry: { action: string; adminEmail: string | null }) => entry.action === 'admin.sign_in_failed' && entry.adminEmail === second.email,
    ) as Array<{ details: { reason: string } }>;
    expect(failures.map((entry) => entry.details.reason)).toEqual(['too_many_codes', 'wrong_code', 'wrong_code', 'wrong_code', 'wrong_code', 'wrong_code']);
  });

  async function signInAttempt(phone: string) {
    // The code sent a moment ago is forgotten, so a new one may be sent at once.
    await suite.db.query(`DELETE FROM one_time_codes WHERE target = $1`, [phone]);
    const remoteAddress = randomAddress();
    await suite.app.inject({ method: 'POST', url: '/api/auth/phone/send', payload: { phone, ageConfirmed: true }, remoteAddress });
    return suite.app.inject({ method: 'POST', url: '/api/auth/phone/verify', payload: { phone, code: suite.sms.lastCodeFor(phone)! }, remoteAddress });
  }
  async function signInAgain(phone: string) {
    const response = await signInAttempt(phone);
    expect(response.statusCode, response.body).toBe(200);
    return sessionCookie(response);
  }
  void randomPhone;

  it('an adjustment and a suspension that committed answer 200 even while the bus cannot publish (Redis away)', async () => {
    const player = await signUp(suite.app, suite.sms);
    const bus = suite.app.resources.bus;
    const publish = bus.publish.bind(bus);
    bus.publish = () => Promise.reject(new Error('Connection is closed.'));
    try {
      const before = await balance(player.cookie);
      const credited = await asAdmin('POST', `/api/admin/users/${player.userId}/adjust`, { amountCents: 2_500, reason: 'Goodwill while Redis is away' });
      expect(credited.statusCode, credited.body).toBe(200);
      expect(credited.json().balanceCents).toBe(before + 2_500);
      const suspended = await asAdmin('POST', `/api/admin/users/${player.userId}/suspend`, { reason: 'Suspended while Redis is away' });
      expect(suspended.statusCode, suspended.body).toBe(200);
      expect((await suite.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie: player.cookie } })).statusCode).toBe(401);
    } finally {
      bus.publish = publish;
    }
  });
});
