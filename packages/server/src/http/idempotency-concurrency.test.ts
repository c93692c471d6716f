/**
 * Fifty copies of one money call sent at once with one Idempotency-Key (a
 * client retrying hard): every copy gets the first request's answer, the money
 * moves once, and nothing answers 500. Sells and reward claims do not take the
 * key (selling the same items or claiming the same reward twice is refused by
 * what they are), so for them the copies get the first answer's 200 once and a
 * readable 409 otherwise.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { verifyLedger } from '../ledger/verify';
import { appSuite } from '../test/app';
import { describeEachDatabase } from '../test/databases';
import { signUp } from '../test/users';

const COPIES = 50;

describeEachDatabase('one Idempotency-Key sent fifty times at once', (open) => {
  const suite = appSuite({ openDb: open, config: { logLevel: 'error' }, raceSweeper: false, pack: true });

  const balance = async (cookie: string) => (await suite.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } })).json().balanceCents as number;
  const fifty = (request: () => Promise<LightMyRequestResponse>) => Promise.all(Array.from({ length: COPIES }, request));
  const expectNo500 = (responses: Array<{ statusCode: number; body: string }>) => {
    for (const r of responses) expect(r.statusCode, r.body).toBeLessThan(500);
  };

  it('battle create: one battle, one entry, every answer that battle', async () => {
    const host = await signUp(suite.app, suite.sms);
    const headers = { cookie: host.cookie, 'idempotency-key': 'fifty-create-1' };
    const responses = await fifty(() => suite.app.inject({ method: 'POST', url: '/api/battles', headers, payload: { players: 2, mode: 'normal', packIds: [suite.pack.packId] } }));
    expectNo500(responses);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(COPIES).fill(200));
    expect(new Set(responses.map((r) => r.json().battle.id)).size).toBe(1);
    expect(await balance(host.cookie)).toBe(100_000 - suite.pack.priceCents);
    expect((await verifyLedger(suite.db)).ok).toBe(true);
  });

  it('battle join: one seat, one entry, every answer that seat', async () => {
    const host = await signUp(suite.app, suite.sms);
    const player = await signUp(suite.app, suite.sms);
    const battle = (await suite.app.inject({ method: 'POST', url: '/api/battles', headers: { cookie: host.cookie }, payload: { players: 3, mode: 'normal', packIds: [suite.pack.packId] } })).json().battle;
    const headers = { cookie: player.cookie, 'idempotency-key': 'fifty-join-1' };
    const responses = await fifty(() => suite.app.inject({ method: 'POST', url: `/api/battles/${battle.id}/join`, headers }));
    expectNo500(responses);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(COPIES).fill(200));
    expect(new Set(responses.map((r) => r.json().seat))).toEqual(new Set([1]));
    expect(await balance(player.cookie)).toBe(100_000 - suite.pack.priceCents);
    const seats = await suite.db.query(`SELECT 1 FROM battle_seats WHERE battle_id = $1 AND user_id = $2`, [battle.id, player.userId]);
    expect(seats).toHaveLength(1);
    expect((await verifyLedger(suite.db)).ok).toBe(true);
  });

  it('pack open: rolled and charged once, every answer the same opens', async () => {
    const me = await signUp(suite.app, suite.sms);
    const headers = { cookie: me.cookie, 'idempotency-key': 'fifty-open-1' };
    const responses = await fifty(() => suite.app.inject({ method: 'POST', url: `/api/packs/${suite.pack.packId}/open`, headers, payload: { count: 3 } }));
    expectNo500(responses);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(COPIES).fill(200));
    const opens = responses.map((r) => (r.json().opens as Array<{ openId: string }>).map((o) => o.openId).join());
    expect(new Set(opens).size).toBe(1);
    expect(await balance(me.cookie)).toBe(100_000 - 3 * suite.pack.priceCents);
    expect((await verifyLedger(suite.db)).ok).toBe(true);
  });

  it('sell (takes no key): paid once, every other copy a readable 409', async () => {
    const me = await signUp(suite.app, suite.sms);
    const opened = (await suite.app.inject({ method: 'POST', url: `/api/packs/${suite.pack.packId}/open`, headers: { cookie: me.cookie }, payload: { count: 2 } })).json().opens as Array<{ inventoryId: string; valueCents: number }>;
    const after = await balance(me.cookie);
    const headers = { cookie: me.cookie, 'idempotency-key': 'fifty-sell-1' };
    const responses = await fifty(() => suite.app.inject({ method: 'POST', url: '/api/inventory/sell', headers, payload: { ids: opened.map((o) => o.inventoryId) } }));
    expectNo500(responses);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of responses.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error.message).toMatch(/\w/);
    }
    expect(await balance(me.cookie)).toBe(after + opened.reduce((sum, o) => sum + o.valueCents, 0));
    expect((await verifyLedger(suite.db)).ok).toBe(true);
  });

  it('reward claim (takes no key): paid once, every other copy a readable 409', async () => {
    const me = await signUp(suite.app, suite.sms);
    const opened = await suite.app.inject({ method: 'POST', url: `/api/packs/${suite.pack.packId}/open`, headers: { cookie: me.cookie }, payload: { count: 4 } });
    expect(opened.statusCode, opened.body).toBe(200);
    const before = await balance(me.cookie);
    const headers = { cookie: me.cookie, 'idempotency-key': 'fifty-claim-1' };
    const responses = await fifty(() => suite.app.inject({ method: 'POST', url: '/api/rewards/daily/claim', headers }));
    expectNo500(responses);
    const paid = responses.filter((r) => r.statusCode === 200);
    expect(paid, responses[0]!.body).toHaveLength(1);
    for (const r of responses.filter((r) => r.statusCode !== 200)) expect(r.statusCode).toBe(409);
    expect(await balance(me.cookie)).toBe(before + (paid[0]!.json() as { amountCents: number }).amountCents);
    expect((await verifyLedger(suite.db)).ok).toBe(true);
  });
});
