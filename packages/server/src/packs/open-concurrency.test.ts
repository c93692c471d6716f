import { expect, it } from 'vitest';
import { verifyLedger } from '../ledger/verify';
import { appSuite } from '../test/app';
import { createTestPack } from '../test/catalogue';
import { describeEachDatabase } from '../test/databases';
import { signUp } from '../test/users';

describeEachDatabase('pack opens under concurrent requests', (open) => {
  const suite = appSuite({ openDb: open });

  const balance = async (cookie: string) => (await suite.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } })).json().balanceCents as number;

  it('30 opens fired at once by a player who can afford 10: exactly 10 succeed, to the cent', async () => {
    // Priced at exactly $100.00, so the $1,000.00 bonus pays for exactly ten.
    const pack = await createTestPack(suite.db, { items: [{ valueCents: 5_000, oddsPpm: 50_000 }, { valueCents: 13_000, oddsPpm: 50_000 }] });
    await suite.db.query(`UPDATE packs SET price_cents = 10000 WHERE id = $1`, [pack.packId]);
    const me = await signUp(suite.app, suite.sms);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => suite.app.inject({ method: 'POST', url: `/api/packs/${pack.packId}/open`, headers: { cookie: me.cookie }, payload: { count: 1 } })),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(10);
    for (const r of responses.filter((r) => r.statusCode !== 200)) expect(r.json().error.message).toBe('Insufficient funds. Your balance is $0.00');
    expect(await balance(me.cookie)).toBe(0);
    const nonces = ok.map((r) => r.json().opens[0].nonce).sort((a: number, b: number) => a - b);
    expect(nonces).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const inventory = (await suite.app.inject({ method: 'GET', url: '/api/inventory', headers: { cookie: me.cookie } })).json();
    expect(inventory.count).toBe(10);
    expect((await verifyLedger(suite.db)).ok).toBe(true);
  });

  it('one Idempotency-Key fired 10 times at once: rolled and charged once, every answer the same opens', async () => {
    const pack = await createTestPack(suite.db, { items: [{ valueCents: 500, oddsPpm: 50_000 }, { valueCents: 1_500, oddsPpm: 50_000 }] });
    const me = await signUp(suite.app, suite.sms);
    const before = await balance(me.cookie);
    const headers = { cookie: me.cookie, 'idempotency-key': 'retry-race-1' };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => suite.app.inject({ method: 'POST', url: `/api/packs/${pack.packId}/open`, headers, payload: { count: 2 } })),
    );
    for (const r of responses) expect(r.statusCode, r.body).toBe(200);
    const ids = responses.map((r) => (r.json().opens as Array<{ openId: string }>).map((o) => o.openId).join());
    expect(new Set(ids).size).toBe(1);
    expect(await balance(me.cookie)).toBe(before - 2 * pack.priceCents);
    const inventory = (await suite.app.inject({ method: 'GET', url: '/api/inventory', headers: { cookie: me.cookie } })).json();
    expect(inventory.count).toBe(2);
    expect((await verifyLedger(suite.db)).ok).toBe(true);
  });

  it('a retry that queued behind its original on the seed pair is answered with the original, charged once', async (context) => {
    // It holds the pair in a transaction of its own while the requests queue: PGlite has one connection.
    if (suite.db.kind !== 'postgres') context.skip();
    const pack = await createTestPack(suite.db, { items: [{ valueCents: 500, oddsPpm: 50_000 }, { valueCents: 1_500, oddsPpm: 50_000 }] });
    const me = await signUp(suite.app, suite.sms);
    await suite.app.inject({ method: 'POST', url: `/api/packs/${pack.packId}/open`, headers: { cookie: me.cookie }, payload: {} });
    const before = await balance(me.cookie);
    const headers = { cookie: me.cookie, 'idempotency-key': 'retry-race-2' };
    let pending: Array<Promise<{ statusCode: number; body: string; json(): { opens: Array<{ openId: string }> } }>> = [];
    // Hold the seed pair so that both requests are waiting on it before either reads anything.
    await suite.db.transaction(async (tx) => {
      await tx.query(`SELECT id FROM seed_pairs WHERE user_id = $1 AND active FOR UPDATE`, [me.userId]);
      pending = [0, 1].map(() => suite.app.inject({ method: 'POST', url: `/api/packs/${pack.packId}/open`, headers, payload: {} }));
      for (let waiting = 0; waiting < 2; ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const [row] = await suite.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%FROM seed_pairs WHERE user_id = $1 AND active FOR UPDATE'`);
        waiting = row!.n;
      }
    });
    const [first, second] = await Promise.all(pending);
    expect(first!.statusCode, first!.body).toBe(200);
    expect(second!.statusCode, second!.body).toBe(200);
    expect(second!.json().opens[0]!.openId).toBe(first!.json().opens[0]!.openId);
    expect(await balance(me.cookie)).toBe(before - pack.priceCents);
    expect((await verifyLedger(suite.db)).ok).toBe(true);
  });

  it('counts opens for "Most Popular" from many openers at once', async () => {
    const pack = await createTestPack(suite.db, { items: [{ valueCents: 500, oddsPpm: 50_000 }, { valueCents: 1_500, oddsPpm: 50_000 }] });
    const players = await Promise.all(Array.from({ length: 4 }, () => signUp(suite.app, suite.sms)));
    await Promise.all(
      players.flatMap((p) => [1, 3].map((count) => suite.app.inject({ method: 'POST', url: `/api/packs/${pack.packId}/open`, headers: { cookie: p.cookie }, payload: { count } }))),
    );
    // The pack page counts them at once, before they are written...
    expect((await suite.app.inject({ method: 'GET', url: `/api/packs/${pack.packId}` })).json().pack.opensCount).toBe(16);
    await suite.app.popularity.flush();
    const [row] = await suite.db.query<{ opens_count: number }>(`SELECT opens_count FROM packs WHERE id = $1`, [pack.packId]);
    expect(Number(row!.opens_count)).toBe(16);
    // ...and once, after.
    expect((await suite.app.inject({ method: 'GET', url: `/api/packs/${pack.packId}` })).json().pack.opensCount).toBe(16);
  });

  it('selling the same item twice at once pays once', async () => {
    const pack = await createTestPack(suite.db, { items: [{ valueCents: 700, oddsPpm: 60_000 }, { valueCents: 900, oddsPpm: 40_000 }] });
    const me = await signUp(suite.app, suite.sms);
    const [opened] = (await suite.app.inject({ method: 'POST', url: `/api/packs/${pack.packId}/open`, headers: { cookie: me.cookie }, payload: {} })).json().opens;
    const after = await balance(me.cookie);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => suite.app.inject({ method: 'POST', url: '/api/inventory/sell', headers: { cookie: me.cookie }, payload: { ids: [opened.inventoryId] } })),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await balance(me.cookie)).toBe(after + opened.valueCents);
    expect((await verifyLedger(suite.db)).ok).toBe(true);
  });
});
