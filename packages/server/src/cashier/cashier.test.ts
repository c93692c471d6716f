/**
 * The cashier (DESIGN §19) on both databases: webhooks verified and stored once, deposits
 * credited exactly once whatever order and however often events arrive, play-through,
 * withdrawals held, paid and refunded, verification, shipping racing a sale, and who may read
 * what. Every scenario ends with the ledger verifying.
 */
import { afterEach, expect, it } from 'vitest';
import { playthroughMessage, verifyToWithdrawMessage } from '@lootforge/core/cashier';
import { SIGNUP_BONUS_CENTS } from '@lootforge/core/money';
import sharp from 'sharp';
import { verifyLedger } from '../ledger/verify';
import { testApp, appSuite } from '../test/app';
import { signInAdmin } from '../test/admins';
import { describeEachDatabase } from '../test/databases';
import { freePort } from '../test/ports';
import { signUp } from '../test/users';
import { testConfig } from '../config';
import { signSandboxBody, SANDBOX_SIGNATURE_HEADER } from './sandbox';
import { sweepCashier } from './sweeper';
import { expireOverdueDeposits } from './service';
import { outboxSender } from '../auth/senders';
import { createTestPack, standardPackItems } from '../test/catalogue';

const SECRET = testConfig().cashier.sandbox.webhookSecret;

describeEachDatabase('cashier', (open) => {
  // Play-through off unless a test asks for it: most of these are about money in and out.
  const cashier = { ...testConfig().cashier, bonusPlaythrough: 0 };
  const suite = appSuite({ openDb: open, raceSweeper: false, cashierSweeper: false, pack: true, config: { cashier } });

  const get = (cookie: string, url: string) => suite.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (cookie: string, url: string, payload?: object) => suite.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const balance = async (cookie: string) => (await get(cookie, '/api/wallet')).json().balanceCents as number;
  const refOf = (checkoutUrl: string) => checkoutUrl.split('/').pop()!;

  /** A webhook as the sandbox signs it (at the app's clock unless `at` says otherwise). */
  const webhook = (body: string | object, options: { signature?: string | null; at?: number } = {}) => {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const t = options.at ?? Math.floor(Date.now() / 1000);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.signature !== null) headers[SANDBOX_SIGNATURE_HEADER] = options.signature ?? signSandboxBody(SECRET, raw, t);
    return suite.app.inject({ method: 'POST', url: '/api/cashier/webhooks/sandbox', headers, payload: raw });
  };
  const depositOf = async (cookie: string, amountCents: number) => {
    const r = await post(cookie, '/api/cashier/deposits', { amountCents });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().deposit as { id: string; status: string; checkoutUrl: string };
  };
  const events = async () => Number((await suite.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM provider_events`))[0]!.n);

  // The ledger verifies after every scenario (DESIGN §2: all balances sum to zero, each equals its transfers).
  afterEach(async () => {
    const report = await verifyLedger(suite.db);
    expect(report.problems).toEqual([]);
  });

  it('refuses a webhook with a wrong, missing or stale signature, an unknown reference or a body that is not JSON: 4xx, nothing stored or credited', async () => {
    const me = await signUp(suite.app, suite.sms);
    const deposit = await depositOf(me.cookie, 5_000);
    const body = { id: 'evt_bad_1', type: 'deposit.completed', providerRef: refOf(deposit.checkoutUrl), amountCents: 5_000 };
    const before = { events: await events(), balance: await balance(me.cookie) };
    const cases = [
      await webhook(body, { signature: null }),
      await webhook(body, { signature: signSandboxBody('another-secret-of-16-chars', JSON.stringify(body), Math.floor(Date.now() / 1000)) }),
      await webhook(body, { signature: 't=abc,v1=00' }),
      await webhook(body, { at: Math.floor(Date.now() / 1000) - 301 }),
      await webhook({ ...body, providerRef: 'dep_unknownreference' }),
      await webhook('{"id": "evt_bad_2", "type": "deposit.completed", '),
      await webhook({ ...body, type: 'deposit.refunded' }),
      await webhook({ ...body, amountCents: -5 }),
    ];
    expect(cases.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 404, 400, 400, 400]);
    for (const r of cases) expect(r.json().error.message).toBeTruthy();
    expect(await events()).toBe(before.events);
    expect(await balance(me.cookie)).toBe(before.balance);
    expect((await get(me.cookie, '/api/cashier')).json().deposits[0].status).toBe('created');
  });

  it('credits a deposit once when deposit.completed arrives 20 times at once, and keeps it completed when pending arrives after', async () => {
    const me = await signUp(suite.app, suite.sms);
    const deposit = await depositOf(me.cookie, 5_000);
    const before = await balance(me.cookie);
    const ref = refOf(deposit.checkoutUrl);
    const completed = { id: 'evt_complete_once', type: 'deposit.completed', providerRef: ref, amountCents: 5_000 };
    const answers = await Promise.all(Array.from({ length: 20 }, () => webhook(completed)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    // The same deposit completed again under another event id changes nothing either.
    expect((await webhook({ ...completed, id: 'evt_complete_again' })).json().outcome).toBe('ignored');
    const late = await webhook({ id: 'evt_late_pending', type: 'deposit.pending', providerRef: ref, amountCents: 5_000 });
    expect(late.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await balance(me.cookie)).toBe(before + 5_000);
    const view = (await get(me.cookie, '/api/cashier')).json();
    expect(view.deposits[0]).toMatchObject({ id: deposit.id, status: 'completed', checkoutUrl: null });
    const credits = await suite.db.query<{ idempotency_key: string }>(`SELECT idempotency_key FROM transfers WHERE kind = 'deposit' AND ref_id = $1`, [deposit.id]);
    expect(credits.map((c) => c.idempotency_key)).toEqual([`deposit:sandbox:${ref}`]);
    const labels = (await get(me.cookie, '/api/wallet/transactions')).json().transactions.map((t: { label: string }) => t.label);
    expect(labels).toContain('Deposit');
  });

  it('holds a deposit whose provider amount differs for review; an admin credits at most what arrived', async () => {
    const me = await signUp(suite.app, suite.sms);
    const admin = await signInAdmin(suite.app);
    const deposit = await depositOf(me.cookie, 10_000);
    const before = await balance(me.cookie);
    const r = await webhook({ id: 'evt_short_pay', type: 'deposit.completed', providerRef: refOf(deposit.checkoutUrl), amountCents: 9_000 });
    expect(r.json().outcome).toBe('review');
    expect(await balance(me.cookie)).toBe(before);
    const listed = (await get(admin.cookie, '/api/admin/cashier/deposits?status=review')).json().deposits;
    expect(listed.find((d: { id: string }) => d.id === deposit.id)).toMatchObject({ amountCents: 10_000, providerAmountCents: 9_000 });
    const tooMuch = await post(admin.cookie, `/api/admin/cashier/deposits/${deposit.id}/resolve`, { action: 'credit', amountCents: 10_000, reason: 'paid short' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.message).toBe('At most what arrived can be credited: $90.00.');
    const ok = await post(admin.cookie, `/api/admin/cashier/deposits/${deposit.id}/resolve`, { action: 'credit', amountCents: 9_000, reason: 'paid short' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await balance(me.cookie)).toBe(before + 9_000);
    const mine = ((await get(me.cookie, '/api/cashier')).json().deposits as Array<{ id: string }>).find((d) => d.id === deposit.id);
    expect(mine).toMatchObject({ status: 'completed', amountCents: 10_000, creditedCents: 9_000 });
    expect((await post(admin.cookie, `/api/admin/cashier/deposits/${deposit.id}/resolve`, { action: 'fail', reason: 'again' })).statusCode).toBe(409);
    // A player is not an admin.
    expect([401, 403]).toContain((await get(me.cookie, '/api/admin/cashier/deposits')).statusCode);
  });

  it('refuses deposits outside the limits and while on a break, with the words a player reads', async () => {
    const me = await signUp(suite.app, suite.sms);
    const small = await post(me.cookie, '/api/cashier/deposits', { amountCents: 499 });
    expect(small.statusCode).toBe(400);
    expect(small.json().error.message).toBe('A deposit is from $5.00 to $5,000.00.');
    expect((await post(me.cookie, '/api/cashier/deposits', { amountCents: 500_001 })).statusCode).toBe(400);
    expect((await post(me.cookie, '/api/cashier/deposits', { amountCents: 12.5 })).statusCode).toBe(400);
    expect((await post(me.cookie, '/api/cashier/deposits', { amountCents: '1000' })).statusCode).toBe(400);
    expect((await suite.app.inject({ method: 'POST', url: '/api/cashier/deposits', payload: { amountCents: 1_000 } })).statusCode).toBe(401);
    expect((await post(me.cookie, '/api/limits/exclusion', { period: '24h' })).statusCode).toBe(200);
    const onBreak = await post(me.cookie, '/api/cashier/deposits', { amountCents: 1_000 });
    expect(onBreak.statusCode).toBe(403);
    expect(onBreak.json().error.message).toMatch(/^You are taking a break until .*, so deposits are paused\. Withdrawals stay open\.$/);
  });

  it('refuses withdrawals below the minimum, over the withdrawable amount and over the verification threshold, holding nothing', async () => {
    const me = await signUp(suite.app, suite.sms);
    const before = await balance(me.cookie);
    const ask = (amountCents: number) => post(me.cookie, '/api/cashier/withdrawals', { amountCents, destination: 'IBAN GB00 TEST 0000 0000' });
    const small = await ask(999);
    expect([small.statusCode, small.json().error.message]).toEqual([400, 'The smallest withdrawal is $10.00.']);
    const over = await ask(before + 1);
    expect([over.statusCode, over.json().error.message]).toEqual([409, `You can withdraw at most $1,000.00.`]);
    const unverified = await ask(15_001);
    expect([unverified.statusCode, unverified.json().error.message]).toEqual([403, verifyToWithdrawMessage(15_000)]);
    expect(await balance(me.cookie)).toBe(before);
    expect((await get(me.cookie, '/api/cashier')).json().withdrawals).toEqual([]);
  });

  it('lets twenty simultaneous withdrawal requests open one, never below zero; an admin rejects it with a reason and the money comes back', async () => {
    const me = await signUp(suite.app, suite.sms);
    const admin = await signInAdmin(suite.app);
    const before = await balance(me.cookie);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(me.cookie, '/api/cashier/withdrawals', { amountCents: 10_000, destination: 'wallet 0xabc123' })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) expect([r.statusCode, r.json().error.message]).toEqual([409, 'You already have a withdrawal on its way. You can ask for another once it is finished.']);
    expect(await balance(me.cookie)).toBe(before - 10_000);
    const [open] = (await get(me.cookie, '/api/cashier')).json().withdrawals;
    expect(open).toMatchObject({ status: 'requested', amountCents: 10_000 });
    const noReason = await post(admin.cookie, `/api/admin/cashier/withdrawals/${open.id}/reject`, {});
    expect(noReason.statusCode).toBe(400);
    const rejected = await post(admin.cookie, `/api/admin/cashier/withdrawals/${open.id}/reject`, { reason: 'Destination does not match your name' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await balance(me.cookie)).toBe(before);
    expect((await get(me.cookie, '/api/cashier')).json().withdrawals[0]).toMatchObject({ status: 'refunded', reason: 'Destination does not match your name' });
    const audit = await suite.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE target_id = $1`, [open.id]);
    expect(audit.map((a) => a.action)).toEqual(['withdrawal_rejected']);
  });

  it('pays an approved withdrawal out through the provider: held, sent, completed; a failed payout is refunded', async () => {
    const me = await signUp(suite.app, suite.sms);
    const admin = await signInAdmin(suite.app);
    const start = await balance(me.cookie);
    const ask = async (destination: string) => {
      const r = await post(me.cookie, '/api/cashier/withdrawals', { amountCents: 2_500, destination });
      expect(r.statusCode, r.body).toBe(200);
      const id = r.json().withdrawal.id as string;
      expect((await post(admin.cookie, `/api/admin/cashier/withdrawals/${id}/approve`)).statusCode).toBe(200);
      return id;
    };
    const status = async (id: string) => ((await get(me.cookie, '/api/cashier')).json().withdrawals as Array<{ id: string; status: string }>).find((w) => w.id === id)!.status;
    const paidId = await ask('account 12345678');
    await suite.app.inject({ method: 'GET', url: '/api/health' });
    await sweepCashier(suite.app);
    expect(await status(paidId)).toBe('sent');
    // The sandbox settles it a few seconds later and says so by webhook.
    const [row] = await suite.db.query<{ provider_ref: string }>(`SELECT provider_ref FROM withdrawals WHERE id = $1`, [paidId]);
    const done = await webhook({ id: `evt_paid_${paidId}`, type: 'payout.completed', providerRef: row!.provider_ref, amountCents: 2_500 });
    expect(done.json().outcome).toBe('completed');
    expect(await status(paidId)).toBe('completed');
    expect(await balance(me.cookie)).toBe(start - 2_500);

    const failedId = await ask('account fail 999');
    await sweepCashier(suite.app);
    const [failedRow] = await suite.db.query<{ provider_ref: string }>(`SELECT provider_ref FROM withdrawals WHERE id = $1`, [failedId]);
    expect((await webhook({ id: `evt_fail_${failedId}`, type: 'payout.failed', providerRef: failedRow!.provider_ref, amountCents: 2_500 })).json().outcome).toBe('refunded');
    expect(await status(failedId)).toBe('refunded');
    expect(await balance(me.cookie)).toBe(start - 2_500);
    const held = await suite.db.query<{ balance_cents: number }>(`SELECT balance_cents FROM accounts WHERE key = 'withdrawals_held'`);
    expect(Number(held[0]!.balance_cents)).toBe(0);
  });

  it('answers a retried deposit, withdrawal or shipping order with the same Idempotency-Key with what the first made, moving money once', async () => {
    const me = await signUp(suite.app, suite.sms);
    const keyed = (url: string, payload: object, key: string) => suite.app.inject({ method: 'POST', url, headers: { cookie: me.cookie, 'idempotency-key': key }, payload });
    const deposits = await Promise.all([1, 2, 3].map(() => keyed('/api/cashier/deposits', { amountCents: 2_000 }, 'deposit-key-0001')));
    expect(deposits.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(deposits.map((r) => r.json().deposit.id)).size).toBe(1);
    expect((await get(me.cookie, '/api/cashier')).json().deposits).toHaveLength(1);
    const before = await balance(me.cookie);
    const first = await keyed('/api/cashier/withdrawals', { amountCents: 1_500, destination: 'account 4321' }, 'withdraw-key-0001');
    const again = await keyed('/api/cashier/withdrawals', { amountCents: 1_500, destination: 'account 4321' }, 'withdraw-key-0001');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().withdrawal.id).toBe(first.json().withdrawal.id);
    expect(await balance(me.cookie)).toBe(before - 1_500);
    // Another key is another request: refused while the first is open.
    expect((await keyed('/api/cashier/withdrawals', { amountCents: 1_500, destination: 'account 4321' }, 'withdraw-key-0002')).statusCode).toBe(409);
    // A key reused for something else is refused, and changes nothing.
    const other = await keyed('/api/cashier/withdrawals', { amountCents: 2_500, destination: 'account 4321' }, 'withdraw-key-0001');
    expect([other.statusCode, other.json().error.message]).toEqual([409, 'This Idempotency-Key was already used for a different request.']);
    expect((await keyed('/api/cashier/deposits', { amountCents: 3_000 }, 'deposit-key-0001')).statusCode).toBe(409);
    expect(await balance(me.cookie)).toBe(before - 1_500);
  });

  it("does not show one player another's deposits, withdrawals, documents or orders", async () => {
    const alice = await signUp(suite.app, suite.sms);
    const bob = await signUp(suite.app, suite.sms);
    await depositOf(alice.cookie, 1_000);
    expect((await get(bob.cookie, '/api/cashier')).json().deposits).toEqual([]);
    const [order] = await suite.db.query<{ id: string }>(`SELECT gen_random_uuid() AS id`);
    expect((await post(bob.cookie, `/api/shipping/${order!.id}/cancel`)).statusCode).toBe(404);
    expect([401, 403]).toContain((await get(bob.cookie, `/api/admin/kyc/${alice.userId}/document`)).statusCode);
    expect([401, 403]).toContain((await get(bob.cookie, '/api/admin/cashier/withdrawals')).statusCode);
  });

  it('takes verification with a real image from an adult, and an admin approves it; a child or a text file is refused', async () => {
    const me = await signUp(suite.app, suite.sms);
    const admin = await signInAdmin(suite.app);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#345' } }).png().toBuffer();
    const form = (fields: Record<string, string>, file: Buffer, type = 'image/png') => {
      const boundary = 'cashierboundary';
      const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
      const body = Buffer.concat([
        Buffer.from(parts.join('')),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="id.png"\r\nContent-Type: ${type}\r\n\r\n`),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return suite.app.inject({ method: 'POST', url: '/api/kyc', headers: { cookie: me.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
    };
    const fields = { legalName: 'Ada Lovelace', dateOfBirth: '1990-12-10', country: 'GB', address: '12 St James Square\r\nLondon SW1Y 4JH' };
    const child = await form({ ...fields, dateOfBirth: '2020-01-01' }, png);
    expect([child.statusCode, child.json().error.message]).toEqual([400, 'You must be 18 or older.']);
    expect((await form({ ...fields, country: 'XX' }, png)).statusCode).toBe(400);
    expect((await form({ ...fields, address: '12 St James Square\u0000London' }, png)).statusCode).toBe(400);
    expect((await form(fields, Buffer.from('not an image at all'), 'text/plain')).statusCode).toBe(415);
    const ok = await form(fields, png);
    expect((await suite.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM kyc_submissions WHERE user_id = $1`, [me.userId]))[0]!.n).toBe(1);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().kyc.status).toBe('pending');
    expect((await form(fields, png)).json().error.message).toBe('Your documents are already under review.');
    const reviews = (await get(admin.cookie, '/api/admin/kyc?status=pending')).json().reviews;
    const mine = reviews.find((r: { userId: string }) => r.userId === me.userId);
    expect(mine).toMatchObject({ legalName: 'Ada Lovelace', dateOfBirth: '1990-12-10', country: 'GB' });
    const doc = await get(admin.cookie, mine.documentUrl);
    expect([doc.statusCode, doc.headers['content-type'], doc.headers['cache-control']]).toEqual([200, 'image/png', 'no-store']);
    // Kept as the picture alone: decoded and written again, the same size.
    expect(await sharp(doc.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
    const viewed = await suite.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE target_id = $1 AND action = 'kyc_document_viewed'`, [me.userId]);
    expect(viewed).toHaveLength(1);
    expect((await post(admin.cookie, `/api/admin/kyc/${me.userId}/approve`)).statusCode).toBe(200);
    expect((await get(me.cookie, '/api/kyc')).json().kyc).toMatchObject({ status: 'verified', freeWithdrawRemainingCents: 0 });
  });

  it('keeps an identity photo without what the camera wrote into it (where and when it was taken)', async () => {
    const me = await signUp(suite.app, suite.sms);
    const admin = await signInAdmin(suite.app);
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#abc' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'at home, 51.5074 N 0.1278 W' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const boundary = 'exifboundary';
    const fields = { legalName: 'Grace Hopper', dateOfBirth: '1986-12-09', country: 'US', address: '1 Navy Yard, Arlington' };
    const body = Buffer.concat([
      Buffer.from(Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('')),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="id.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const sent = await suite.app.inject({ method: 'POST', url: '/api/kyc', headers: { cookie: me.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
    expect(sent.statusCode, sent.body).toBe(200);
    const kept = await get(admin.cookie, `/api/admin/kyc/${me.userId}/document`);
    const meta = await sharp(kept.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 64, 48, undefined]);
  });

  /** Marks a player verified, as an admin's approval would. */
  const verified = (userId: string) =>
    suite.db.query(
      `INSERT INTO kyc_submissions (user_id, status, legal_name, date_of_birth, country, address, document, document_type, submitted_at)
       VALUES ($1, 'verified', 'Test Player', '1990-01-01', 'GB', '1 Test Street', '\\x00', 'image/png', now())`,
      [userId],
    );

  it('ships items worth $25 or more for the fee; a sale of the same items at the same moment: exactly one wins; cancelling returns items and fee', async () => {
    const me = await signUp(suite.app, suite.sms);
    await verified(me.userId);
    const address = { name: 'Ada Lovelace', line1: '12 St James Square', city: 'London', postcode: 'SW1Y 4JH', country: 'GB', phone: '+44 20 7946 0958' };
    /** Opens packs until the inventory is worth at least $25.00, and answers it. */
    const stock = async () => {
      for (;;) {
        const opened = await post(me.cookie, `/api/packs/${suite.pack.packId}/open`, { count: 4 });
        expect(opened.statusCode, opened.body).toBe(200);
        const items = (await get(me.cookie, '/api/inventory')).json().items as Array<{ id: string; valueCents: number }>;
        if (items.reduce((sum, item) => sum + item.valueCents, 0) >= 2_500) return items;
      }
    };
    // The race: shipping and selling the same items at once.
    let ids = (await stock()).map((item) => item.id);
    const [raceShip, raceSell] = await Promise.all([post(me.cookie, '/api/shipping', { inventoryIds: ids, address }), post(me.cookie, '/api/inventory/sell', { ids })]);
    const shippedInRace = raceShip.statusCode === 200;
    const soldInRace = raceSell.statusCode === 200 && (raceSell.json().soldIds as string[]).length > 0;
    expect(shippedInRace !== soldInRace, `${raceShip.body} / ${raceSell.body}`).toBe(true);
    if (shippedInRace) expect((await post(me.cookie, `/api/shipping/${raceShip.json().order.id}/cancel`)).statusCode).toBe(200);
    else expect(raceShip.json().error.message).toBe('Some of those items are no longer in your inventory.');

    // An order of what is in the inventory now.
    const inventory = await stock();
    ids = inventory.map((item) => item.id);
    const value = inventory.reduce((sum, item) => sum + item.valueCents, 0);
    const before = await balance(me.cookie);
    const ship = await post(me.cookie, '/api/shipping', { inventoryIds: ids, address });
    expect(ship.statusCode, ship.body).toBe(200);
    const order = ship.json().order;
    const fee = value >= 10_000 ? 0 : 500;
    expect(order).toMatchObject({ status: 'requested', feeCents: fee, itemsValueCents: value });
    expect(await balance(me.cookie)).toBe(before - fee);
    expect((await get(me.cookie, '/api/inventory')).json().items).toEqual([]);
    const cancelled = await post(me.cookie, `/api/shipping/${order.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().order.status).toBe('cancelled');
    expect(await balance(me.cookie)).toBe(before);
    expect(((await get(me.cookie, '/api/inventory')).json().items as unknown[]).length).toBe(ids.length);
    const bad = await post(me.cookie, '/api/shipping', { inventoryIds: ids, address: { ...address, country: 'XX' } });
    expect(bad.statusCode).toBe(400);
    // The fee is the server's: a body that names one is refused.
    const priced = await post(me.cookie, '/api/shipping', { inventoryIds: ids, address, feeCents: 0 });
    expect(priced.statusCode).toBe(400);
  });

  it('reconciles a day with the provider: a deposit we credited that it never settled, and one it settled that we never heard of', async () => {
    const me = await signUp(suite.app, suite.sms);
    const admin = await signInAdmin(suite.app);
    const sandbox = suite.app.sandbox!;
    const [both, oursOnly, theirsOnly] = [await depositOf(me.cookie, 1_111), await depositOf(me.cookie, 2_222), await depositOf(me.cookie, 3_333)];
    await sandbox.pay(refOf(both.checkoutUrl));
    await sandbox.pay(refOf(theirsOnly.checkoutUrl));
    for (const deposit of [both, oursOnly]) {
      const amountCents = deposit === both ? 1_111 : 2_222;
      expect((await webhook({ id: `evt_recon_${deposit.id}`, type: 'deposit.completed', providerRef: refOf(deposit.checkoutUrl), amountCents })).json().outcome).toBe('completed');
    }
    const today = new Date().toISOString().slice(0, 10);
    const run = await post(admin.cookie, '/api/admin/cashier/reconciliation/run', { date: today });
    expect(run.statusCode, run.body).toBe(200);
    const mine = (run.json().mismatches as Array<{ providerRef: string }>).filter((m) => [both, oursOnly, theirsOnly].some((d) => refOf(d.checkoutUrl) === m.providerRef));
    expect(mine).toEqual([
      { kind: 'missing_at_provider', what: 'deposit', providerRef: refOf(oursOnly.checkoutUrl), oursCents: 2_222, theirsCents: null },
      { kind: 'missing_here', what: 'deposit', providerRef: refOf(theirsOnly.checkoutUrl), oursCents: null, theirsCents: 3_333 },
    ]);
    const read = await get(admin.cookie, `/api/admin/cashier/reconciliation?date=${today}`);
    expect(read.json().mismatches).toEqual(run.json().mismatches);
    expect((await post(admin.cookie, '/api/admin/cashier/reconciliation/run', { date: 'yesterday' })).statusCode).toBe(400);
    // Finance counts the money that came in, and what players hold.
    const finance = (await get(admin.cookie, `/api/admin/finance?from=${today}&to=${today}`)).json();
    expect(finance.totals.depositsCents).toBeGreaterThanOrEqual(1_111 + 2_222);
    const [wallets] = await suite.db.query<{ total: number }>(`SELECT sum(balance_cents)::bigint AS total FROM accounts WHERE kind = 'wallet'`);
    expect(finance.liabilitiesCents).toBe(Number(wallets!.total));
  });

  it('expires a deposit left unpaid an hour past its checkout, but not one the provider says was paid; a payment after expiry waits for review', async () => {
    const me = await signUp(suite.app, suite.sms);
    const [unpaid, paid] = [await depositOf(me.cookie, 1_000), await depositOf(me.cookie, 1_500)];
    await suite.app.sandbox!.pay(refOf(paid.checkoutUrl));
    const later = { now: () => new Date(Date.now() + 2 * 3_600_000) };
    await expireOverdueDeposits(suite.db, { provider: suite.app.payments, clock: later });
    const statuses = Object.fromEntries(((await get(me.cookie, '/api/cashier')).json().deposits as Array<{ id: string; status: string }>).map((d) => [d.id, d.status]));
    expect([statuses[unpaid.id], statuses[paid.id]]).toEqual(['expired', 'created']);
    // Its completion still arrives and is credited.
    expect((await webhook({ id: `evt_late_${paid.id}`, type: 'deposit.completed', providerRef: refOf(paid.checkoutUrl), amountCents: 1_500 })).json().outcome).toBe('completed');
    // A payment for the expired one is not thrown away: it waits for an admin, and credits nothing by itself.
    const before = await balance(me.cookie);
    expect((await webhook({ id: `evt_after_${unpaid.id}`, type: 'deposit.completed', providerRef: refOf(unpaid.checkoutUrl), amountCents: 1_000 })).json().outcome).toBe('late_payment');
    expect((await webhook({ id: `evt_pending_${unpaid.id}`, type: 'deposit.pending', providerRef: refOf(unpaid.checkoutUrl), amountCents: 1_000 })).json().outcome).toBe('ignored');
    expect(await balance(me.cookie)).toBe(before);
    const view = ((await get(me.cookie, '/api/cashier')).json().deposits as Array<{ id: string; status: string }>).find((d) => d.id === unpaid.id);
    expect(view!.status).toBe('review');
  });

  it('lets items leave only as money does: an unverified player ships at most $150.00 in all, counted with withdrawals, and a cancellation gives it back', async () => {
    const me = await signUp(suite.app, suite.sms);
    const address = { name: 'Ada Lovelace', line1: '12 St James Square', city: 'London', postcode: 'SW1Y 4JH', country: 'GB', phone: '+44 20 7946 0958' };
    const [item] = await suite.db.query<{ id: string }>(`SELECT id FROM items ORDER BY value_cents DESC LIMIT 1`);
    const give = async (valueCents: number) =>
      (await suite.db.query<{ id: string }>(`INSERT INTO inventory_items (user_id, item_id, value_cents, source_type, source_id) VALUES ($1, $2, $3, 'test', gen_random_uuid()) RETURNING id`, [me.userId, item!.id, valueCents]))[0]!.id;
    const [big, small] = [await give(16_000), await give(3_000)];
    const tooMuch = await post(me.cookie, '/api/shipping', { inventoryIds: [big], address });
    expect([tooMuch.statusCode, tooMuch.json().error.message]).toEqual([403, verifyToWithdrawMessage(15_000, 'ship')]);
    const withdrawn = await post(me.cookie, '/api/cashier/withdrawals', { amountCents: 12_500, destination: 'account 1111' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    // $125.00 withdrawn and $30.00 of items would pass $150.00.
    expect((await post(me.cookie, '/api/shipping', { inventoryIds: [small], address })).statusCode).toBe(403);
    const admin = await signInAdmin(suite.app);
    expect((await post(admin.cookie, `/api/admin/cashier/withdrawals/${withdrawn.json().withdrawal.id}/reject`, { reason: 'Testing the threshold' })).statusCode).toBe(200);
    const shipped = await post(me.cookie, '/api/shipping', { inventoryIds: [small], address });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await post(me.cookie, `/api/shipping/${shipped.json().order.id}/cancel`)).statusCode).toBe(200);
    const [row] = await suite.db.query<{ withdrawn_cents: number }>(`SELECT withdrawn_cents FROM playthrough WHERE user_id = $1`, [me.userId]);
    expect(Number(row!.withdrawn_cents)).toBe(0);
  });

  it('moves shipping orders only forward, with tracking to ship; an admin cancel returns items and fee', async () => {
    const me = await signUp(suite.app, suite.sms);
    await verified(me.userId);
    const admin = await signInAdmin(suite.app);
    const [item] = await suite.db.query<{ id: string }>(`SELECT id FROM items LIMIT 1`);
    const give = async () =>
      (await suite.db.query<{ id: string }>(`INSERT INTO inventory_items (user_id, item_id, value_cents, source_type, source_id) VALUES ($1, $2, 3000, 'test', gen_random_uuid()) RETURNING id`, [me.userId, item!.id]))[0]!.id;
    const address = { name: 'Ada Lovelace', line1: '12 St James Square', city: 'London', postcode: 'SW1Y 4JH', country: 'GB', phone: '+44 20 7946 0958' };
    const order = async () => (await post(me.cookie, '/api/shipping', { inventoryIds: [await give()], address })).json().order.id as string;
    const move = (id: string, body: object) => post(admin.cookie, `/api/admin/shipping/${id}`, body);
    const first = await order();
    expect((await move(first, { status: 'shipped', carrier: 'DHL', trackingNumber: 'JD0001' })).statusCode).toBe(409);
    expect((await move(first, { status: 'processing' })).statusCode).toBe(200);
    expect((await post(me.cookie, `/api/shipping/${first}/cancel`)).statusCode).toBe(409);
    const noTracking = await move(first, { status: 'shipped' });
    expect([noTracking.statusCode, noTracking.json().error.message]).toEqual([400, 'A shipped order needs its carrier and tracking number.']);
    expect((await move(first, { status: 'shipped', carrier: 'DHL', trackingNumber: 'JD0001', trackingUrl: 'javascript:alert(1)' })).statusCode).toBe(400);
    const shipped = await move(first, { status: 'shipped', carrier: 'DHL', trackingNumber: 'JD0001', trackingUrl: 'https://track.example/JD0001' });
    expect(shipped.json().order).toMatchObject({ status: 'shipped', carrier: 'DHL', trackingNumber: 'JD0001', trackingUrl: 'https://track.example/JD0001' });
    expect((await move(first, { status: 'cancelled', reason: 'too late' })).statusCode).toBe(409);
    expect((await move(first, { status: 'delivered' })).json().order.status).toBe('delivered');
    const mine = (await get(me.cookie, '/api/shipping')).json().orders as Array<{ id: string; status: string; trackingNumber: string | null }>;
    expect(mine.find((o) => o.id === first)).toMatchObject({ status: 'delivered', trackingNumber: 'JD0001' });

    const second = await order();
    const before = await balance(me.cookie);
    expect((await move(second, { status: 'cancelled' })).statusCode).toBe(400);
    expect((await move(second, { status: 'cancelled', reason: 'Out of stock at the warehouse' })).statusCode).toBe(200);
    expect(await balance(me.cookie)).toBe(before + 500);
    expect(((await get(me.cookie, '/api/inventory')).json().items as unknown[]).length).toBe(1);
  });

  it('counts a deposit once toward play-through and wager pays it down; a verified player\'s small withdrawal is approved by the server', async () => {
    const app = await testApp({
      openDb: open,
      raceSweeper: false,
      cashierSweeper: false,
      senders: { sms: suite.sms },
      config: { cashier: { ...testConfig().cashier, bonusPlaythrough: 0, withdrawalAutoApproveCents: 5_000 } },
    });
    try {
      const me = await signUp(app, suite.sms);
      const pack = await createTestPack(app.resources.db, { items: standardPackItems });
      const created = (await app.inject({ method: 'POST', url: '/api/cashier/deposits', headers: { cookie: me.cookie }, payload: { amountCents: 10_000 } })).json().deposit;
      const ref = created.checkoutUrl.split('/').pop();
      const body = JSON.stringify({ id: `evt_pt_${ref}`, type: 'deposit.completed', providerRef: ref, amountCents: 10_000 });
      const credited = await app.inject({ method: 'POST', url: '/api/cashier/webhooks/sandbox', headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(SECRET, body, Math.floor(Date.now() / 1000)) }, payload: body });
      expect(credited.json().outcome).toBe('completed');
      const view = async () => (await app.inject({ method: 'GET', url: '/api/cashier', headers: { cookie: me.cookie } })).json();
      expect((await view()).turnoverDueCents).toBe(10_000);
      await app.inject({ method: 'POST', url: `/api/packs/${pack.packId}/open`, headers: { cookie: me.cookie }, payload: { count: 2 } });
      expect((await view()).turnoverDueCents).toBe(10_000 - 2 * pack.priceCents);
      // Played through: open until nothing is due.
      while ((await view()).turnoverDueCents > 0) await app.inject({ method: 'POST', url: `/api/packs/${pack.packId}/open`, headers: { cookie: me.cookie }, payload: { count: 4 } });
      await app.resources.db.query(
        `INSERT INTO kyc_submissions (user_id, status, legal_name, date_of_birth, country, address, document, document_type, submitted_at)
         VALUES ($1, 'verified', 'Test Player', '1990-01-01', 'GB', '1 Test Street', '\\x00', 'image/png', now())`,
        [me.userId],
      );
      const small = await app.inject({ method: 'POST', url: '/api/cashier/withdrawals', headers: { cookie: me.cookie }, payload: { amountCents: 5_000, destination: 'account 9876' } });
      expect(small.json().withdrawal.status).toBe('approved');
    } finally {
      await app.close();
    }
  });

  it('keeps bonus money in play until it is wagered 40 times, in the design’s words', async () => {
    const app = await testApp({ openDb: open, raceSweeper: false, cashierSweeper: false, senders: { sms: suite.sms } });
    try {
      const me = await signUp(app, suite.sms);
      const r = await app.inject({ method: 'POST', url: '/api/cashier/withdrawals', headers: { cookie: me.cookie }, payload: { amountCents: 1_000, destination: 'account 1234' } });
      expect([r.statusCode, r.json().error.message]).toEqual([409, playthroughMessage(SIGNUP_BONUS_CENTS * 40, 40)]);
      const view = (await app.inject({ method: 'GET', url: '/api/cashier', headers: { cookie: me.cookie } })).json();
      expect(view).toMatchObject({ balanceCents: SIGNUP_BONUS_CENTS, withdrawableCents: 0, turnoverDueCents: SIGNUP_BONUS_CENTS * 40, bonusPlaythrough: 40 });
      // Items wait for play-through as money does.
      const { itemIds } = await createTestPack(app.resources.db, { items: standardPackItems });
      const item = { id: itemIds[0]! };
      const [owned] = await app.resources.db.query<{ id: string }>(
        `INSERT INTO inventory_items (user_id, item_id, value_cents, source_type, source_id) VALUES ($1, $2, 5000, 'test', gen_random_uuid()) RETURNING id`,
        [me.userId, item.id],
      );
      const address = { name: 'Ada Lovelace', line1: '12 St James Square', city: 'London', postcode: 'SW1Y 4JH', country: 'GB', phone: '+44 20 7946 0958' };
      const ship = await app.inject({ method: 'POST', url: '/api/shipping', headers: { cookie: me.cookie }, payload: { inventoryIds: [owned!.id], address } });
      expect([ship.statusCode, ship.json().error.message]).toEqual([409, playthroughMessage(SIGNUP_BONUS_CENTS * 40, 40, 'ship')]);
    } finally {
      await app.close();
    }
  });
});

describeEachDatabase('the sandbox provider over HTTP', (open) => {
  it('delivers signed webhooks to the real endpoint, twice each and shuffled, and the deposit is credited once', async () => {
    const port = await freePort();
    const sms = outboxSender();
    const app = await testApp({
      openDb: open,
      raceSweeper: false,
      cashierSweeper: false,
      senders: { sms },
      config: { port, publicUrl: `http://127.0.0.1:${port}`, cashier: { ...testConfig().cashier, sandbox: { ...testConfig().cashier.sandbox, duplicates: true } } },
    });
    try {
      await app.listen({ port, host: '127.0.0.1' });
      const me = await signUp(app, sms);
      const before = (await app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie: me.cookie } })).json().balanceCents as number;
      const created = await app.inject({ method: 'POST', url: '/api/cashier/deposits', headers: { cookie: me.cookie }, payload: { amountCents: 5_000 } });
      const { checkoutUrl } = created.json().deposit as { checkoutUrl: string };
      expect(checkoutUrl).toMatch(new RegExp(`^http://127.0.0.1:${port}/cashier/sandbox/dep_`));
      const ref = checkoutUrl.split('/').pop()!;
      const page = await app.inject({ method: 'GET', url: `/api/cashier/sandbox/${ref}` });
      expect(page.json().payment).toMatchObject({ amountCents: 5_000, status: 'open' });
      expect((await app.inject({ method: 'POST', url: `/api/cashier/sandbox/${ref}/pay` })).json().payment.status).toBe('paid');
      // Four deliveries (pending and completed, twice each), over HTTP, until all are answered.
      for (let round = 0; round < 20; round++) {
        await sweepCashier(app);
        const [left] = await app.resources.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sandbox_webhooks WHERE delivered_at IS NULL`);
        if (Number(left!.n) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const stored = await app.resources.db.query<{ type: string }>(`SELECT type FROM provider_events ORDER BY type`);
      expect(stored.map((s) => s.type)).toEqual(['deposit.completed', 'deposit.pending']);
      const deliveries = await app.resources.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sandbox_webhooks WHERE delivered_at IS NOT NULL`);
      expect(Number(deliveries[0]!.n)).toBe(4);
      expect((await app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie: me.cookie } })).json().balanceCents).toBe(before + 5_000);
      expect((await app.inject({ method: 'POST', url: `/api/cashier/sandbox/${ref}/pay` })).statusCode).toBe(409);
      expect((await verifyLedger(app.resources.db)).problems).toEqual([]);
      // A week after, the outbox forgets what it delivered (and keeps what it did not).
      expect(await app.sandbox!.prune()).toBe(0);
      await app.resources.db.query(`UPDATE sandbox_webhooks SET delivered_at = now() - interval '8 days' WHERE delivered_at IS NOT NULL`);
      expect(await app.sandbox!.prune()).toBe(4);
    } finally {
      await app.close();
    }
  });
});
