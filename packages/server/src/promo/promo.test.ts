/**
 * Promo codes (DESIGN §22) on both databases: admins create and list codes (a duplicate ignoring
 * case 409, bad input 400 with nothing changed); a player redeems once, paid from promotions as
 * bonus money (play-through added); thirty redemptions at once of a ten-use code pay exactly ten;
 * one player redeeming twice at once is paid once; expired, used-up, unknown, level-too-low and
 * self-excluded redemptions are refused. The ledger verifies after every scenario.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { SIGNUP_BONUS_CENTS } from '@lootforge/core/money';
import { PROMO_CODE_FORMAT } from '@lootforge/core/contracts/promo';
import { verifyLedger } from '../ledger/verify';
import { appSuite } from '../test/app';
import { signInAdmin } from '../test/admins';
import { describeEachDatabase } from '../test/databases';
import { signUp } from '../test/users';
import { testConfig } from '../config';
import { PROMO_EXPIRED, PROMO_REDEEMED, PROMO_TAKEN, PROMO_UNKNOWN, PROMO_USED_UP, promoLevelMessage } from './service';

describeEachDatabase('promo codes', (open) => {
  const cashier = { ...testConfig().cashier, bonusPlaythrough: 40 };
  const suite = appSuite({ openDb: open, at: '2030-05-10T08:00:00Z', raceSweeper: false, cashierSweeper: false, config: { logLevel: 'silent', cashier } });
  beforeEach(() => suite.clock.set('2030-05-10T08:00:00Z'));
  afterEach(async () => {
    expect((await verifyLedger(suite.db)).problems).toEqual([]);
  });

  const get = (cookie: string, url: string) => suite.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (cookie: string, url: string, payload?: object) => suite.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const redeem = (cookie: string, code: string) => post(cookie, '/api/promo/redeem', { code });
  let admin: { cookie: string };
  beforeEach(async () => {
    admin ??= await signInAdmin(suite.app);
  });
  let n = 0;
  /** Creates a code (a fresh name unless given): $5.00, 10 uses, a week, level 1. */
  const create = async (fields: Record<string, unknown> = {}) => {
    const response = await post(admin.cookie, '/api/admin/promo-codes', { code: `SPRING-${++n}`, amountCents: 500, maxRedemptions: 10, expiresAt: '2030-05-17T08:00:00Z', minLevel: 1, ...fields });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().promoCode as { id: string; code: string };
  };
  const promotions = async () => Number((await suite.db.query<{ balance_cents: string }>(`SELECT balance_cents FROM accounts WHERE key = 'promotions'`))[0]?.balance_cents ?? 0);
  const paidCount = async (codeId: string) => {
    const [row] = await suite.db.query<{ uses: number; redeemed: number; paid: number }>(
      `SELECT p.redemptions AS uses, (SELECT count(*)::int FROM promo_redemptions r WHERE r.code_id = p.id) AS redeemed,
         (SELECT count(*)::int FROM transfers t WHERE t.kind = 'promo_code' AND t.ref_id = p.id::text) AS paid
       FROM promo_codes p WHERE p.id = $1`,
      [codeId],
    );
    return row!;
  };

  it('admins create and list codes; a duplicate ignoring case is 409 and bad input 400, with nothing changed', async () => {
    const code = await create({ code: 'Welcome-Bonus', amountCents: 1_234, maxRedemptions: 5, minLevel: 3 });
    expect(code).toMatchObject({ code: 'Welcome-Bonus', amountCents: 1_234, maxRedemptions: 5, redemptions: 0, expiresAt: '2030-05-17T08:00:00.000Z', minLevel: 3 });
    const list = (await get(admin.cookie, '/api/admin/promo-codes')).json().promoCodes;
    expect(list.find((c: { id: string }) => c.id === code.id)).toMatchObject({ code: 'Welcome-Bonus', redemptions: 0, maxRedemptions: 5 });
    const [audit] = await suite.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE target_id = $1`, [code.id]);
    expect(audit?.action).toBe('promo_code.create');

    const count = async () => (await suite.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM promo_codes`))[0]!.n;
    const before = await count();
    const duplicate = await post(admin.cookie, '/api/admin/promo-codes', { code: 'welcome-BONUS', amountCents: 100, maxRedemptions: 1, expiresAt: '2030-05-17T08:00:00Z', minLevel: 1 });
    expect([duplicate.statusCode, duplicate.json().error.message]).toEqual([409, PROMO_TAKEN]);
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ code: 'a!' }, PROMO_CODE_FORMAT],
      [{ amountCents: 0 }, 'The amount must be at least $0.01.'],
      [{ amountCents: 100_001 }, 'The amount can be at most $1,000.00.'],
      [{ maxRedemptions: 0 }, 'A code needs at least 1 redemption.'],
      [{ maxRedemptions: 100_001 }, 'A code can have at most 100,000 redemptions.'],
      [{ minLevel: 101 }, 'Levels go up to 100.'],
      [{ expiresAt: 'soon' }, 'The expiry must be a date and time, e.g. 2026-12-01T00:00:00Z.'],
      [{ expiresAt: '2030-05-10T07:00:00Z' }, 'The expiry must be in the future.'],
    ];
    for (const [fields, message] of bad) {
      const response = await post(admin.cookie, '/api/admin/promo-codes', { code: `BAD-${++n}`, amountCents: 500, maxRedemptions: 10, expiresAt: '2030-05-17T08:00:00Z', minLevel: 1, ...fields });
      expect([response.statusCode, response.json().error.message]).toEqual([400, expect.stringContaining(message)]);
    }
    expect(await count()).toBe(before);
    // Players cannot reach the console's routes.
    const player = await signUp(suite.app, suite.sms);
    expect((await get(player.cookie, '/api/admin/promo-codes')).statusCode).toBe(403);
  });

  it('a player redeems once, ignoring case: paid from promotions as bonus money, with play-through added', async () => {
    const code = await create({ amountCents: 750 });
    const me = await signUp(suite.app, suite.sms);
    const dueBefore = (await get(me.cookie, '/api/cashier')).json().turnoverDueCents;
    expect(dueBefore).toBe(SIGNUP_BONUS_CENTS * 40);
    const balance = (await get(me.cookie, '/api/wallet')).json().balanceCents;
    const promotionsBefore = await promotions();
    const redeemed = await redeem(me.cookie, ` ${code.code.toLowerCase()} `);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json()).toEqual({ amountCents: 750, balanceCents: balance + 750 });
    expect(await promotions()).toBe(promotionsBefore - 750);
    expect((await get(me.cookie, '/api/cashier')).json().turnoverDueCents).toBe(dueBefore + 750 * 40);
    const [transfer] = (await get(me.cookie, '/api/wallet/transactions')).json().transactions ?? [];
    if (transfer) expect(transfer).toMatchObject({ kind: 'promo_code', label: 'Promo code', amountCents: 750 });
    const again = await redeem(me.cookie, code.code);
    expect([again.statusCode, again.json().error.message]).toEqual([409, PROMO_REDEEMED]);
    expect(await paidCount(code.id)).toEqual({ uses: 1, redeemed: 1, paid: 1 });
  });

  it('thirty players redeeming a ten-use code at once: exactly ten are paid', async () => {
    const code = await create({ amountCents: 100, maxRedemptions: 10 });
    const players = await Promise.all(Array.from({ length: 30 }, () => signUp(suite.app, suite.sms)));
    const results = await Promise.all(players.map((p) => redeem(p.cookie, code.code)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length).toBe(10);
    for (const r of results.filter((r) => r.statusCode !== 200)) expect([r.statusCode, r.json().error.message]).toEqual([409, PROMO_USED_UP]);
    expect(await paidCount(code.id)).toEqual({ uses: 10, redeemed: 10, paid: 10 });
    const list = (await get(admin.cookie, '/api/admin/promo-codes')).json().promoCodes;
    expect(list.find((c: { id: string }) => c.id === code.id)).toMatchObject({ redemptions: 10, maxRedemptions: 10 });
  });

  it('one player redeeming twice at once is paid once', async () => {
    const code = await create({ amountCents: 300 });
    const me = await signUp(suite.app, suite.sms);
    const results = await Promise.all(Array.from({ length: 5 }, () => redeem(me.cookie, code.code)));
    expect(results.filter((r) => r.statusCode === 200).length).toBe(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) expect([r.statusCode, r.json().error.message]).toEqual([409, PROMO_REDEEMED]);
    expect(await paidCount(code.id)).toEqual({ uses: 1, redeemed: 1, paid: 1 });
  });

  it('unknown, expired, used-up, level-too-low and self-excluded redemptions are refused, with nothing paid', async () => {
    const me = await signUp(suite.app, suite.sms);
    const unknown = await redeem(me.cookie, 'NO-SUCH-CODE');
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([404, PROMO_UNKNOWN]);
    expect((await redeem(me.cookie, '!')).statusCode).toBe(400);

    const expiring = await create({ expiresAt: '2030-05-10T09:00:00Z' });
    suite.clock.set('2030-05-10T09:00:00Z');
    const expired = await redeem(me.cookie, expiring.code);
    expect([expired.statusCode, expired.json().error.message]).toEqual([409, PROMO_EXPIRED]);
    suite.clock.set('2030-05-10T08:00:00Z');

    const single = await create({ maxRedemptions: 1 });
    const other = await signUp(suite.app, suite.sms);
    expect((await redeem(other.cookie, single.code)).statusCode).toBe(200);
    const usedUp = await redeem(me.cookie, single.code);
    expect([usedUp.statusCode, usedUp.json().error.message]).toEqual([409, PROMO_USED_UP]);

    const high = await create({ minLevel: 5 });
    const low = await redeem(me.cookie, high.code);
    expect([low.statusCode, low.json().error.message]).toEqual([409, promoLevelMessage(5)]);
    expect(await paidCount(high.id)).toEqual({ uses: 0, redeemed: 0, paid: 0 });

    const open = await create();
    const excluded = await signUp(suite.app, suite.sms);
    expect((await post(excluded.cookie, '/api/limits/exclusion', { period: '6m' })).statusCode).toBe(200);
    const refused = await redeem(excluded.cookie, open.code);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(refused.json().error.message).toMatch(/^You have excluded yourself from play until /);
    expect(await paidCount(open.id)).toEqual({ uses: 0, redeemed: 0, paid: 0 });
    expect(await paidCount(expiring.id)).toEqual({ uses: 0, redeemed: 0, paid: 0 });
  });
});
