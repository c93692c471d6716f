import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outboxSender, type Outbox } from '../auth/senders';
import type { Database } from '../db/client';
import { verifyLedger } from '../ledger/verify';
import { testApp } from '../test/app';
import { createTestPack } from '../test/catalogue';
import { describePostgres, freshPostgres } from '../test/databases';
import { signUp } from '../test/users';

describePostgres('pack opens under concurrent requests [postgres]', () => {
  let db: Database;
  let app: FastifyInstance;
  let sms: Outbox;
  beforeAll(async () => {
    db = await freshPostgres({ max: 20 });
    sms = outboxSender();
    app = await testApp({ db, senders: { sms } });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const balance = async (cookie: string) => (await app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } })).json().balanceCents as number;

  it('30 opens fired at once by a player who can afford 10: exactly 10 succeed, to the cent', async () => {
    // Priced at exactly $100.00, so the $1,000.00 bonus pays for exactly ten.
    const pack = await createTestPack(db, { items: [{ valueCents: 5_000, oddsPpm: 50_000 }, { valueCents: 13_000, oddsPpm: 50_000 }] });
    await db.query(`UPDATE packs SET price_cents = 10000 WHERE id = $1`, [pack.packId]);
    const me = await signUp(app, sms);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => app.inject({ method: 'POST', url: `/api/packs/${pack.packId}/open`, headers: { cookie: me.cookie }, payload: { count: 1 } })),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(10);
    for (const r of responses.filter((r) => r.statusCode !== 200)) expect(r.json().error.message).toBe('Insufficient funds. Your balance is $0.00');
    expect(await balance(me.cookie)).toBe(0);
    const nonces = ok.map((r) => r.json().opens[0].nonce).sort((a: number, b: number) => a - b);
    expect(nonces).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const inventory = (await app.inject({ method: 'GET', url: '/api/inventory', headers: { cookie: me.cookie } })).json();
    expect(inventory.count).toBe(10);
    expect((await verifyLedger(db)).ok).toBe(true);
  });

  it('selling the same item twice at once pays once', async () => {
    const pack = await createTestPack(db, { items: [{ valueCents: 700, oddsPpm: 60_000 }, { valueCents: 900, oddsPpm: 40_000 }] });
    const me = await signUp(app, sms);
    const [opened] = (await app.inject({ method: 'POST', url: `/api/packs/${pack.packId}/open`, headers: { cookie: me.cookie }, payload: {} })).json().opens;
    const after = await balance(me.cookie);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => app.inject({ method: 'POST', url: '/api/inventory/sell', headers: { cookie: me.cookie }, payload: { ids: [opened.inventoryId] } })),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await balance(me.cookie)).toBe(after + opened.valueCents);
    expect((await verifyLedger(db)).ok).toBe(true);
  });
});
