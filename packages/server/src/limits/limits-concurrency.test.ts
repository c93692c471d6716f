import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outboxSender, type Outbox } from '../auth/senders';
import type { Database } from '../db/client';
import { verifyLedger } from '../ledger/verify';
import { testApp } from '../test/app';
import { createTestPack } from '../test/catalogue';
import { describePostgres, freshPostgres } from '../test/databases';
import { signUp } from '../test/users';

/**
 * Real concurrency: a server listening on a port and twenty HTTP requests in
 * flight at once, each on its own pooled PostgreSQL connection. The opens
 * share the player's seed-pair lock, but the joins are of twenty different
 * battles, so only the wager check stands between them and the limit.
 */
describePostgres('wager limits under concurrent stakes [postgres]', () => {
  let db: Database;
  let app: FastifyInstance;
  let sms: Outbox;
  let base: string;
  beforeAll(async () => {
    db = await freshPostgres({ max: 30 });
    sms = outboxSender();
    app = await testApp({ db, senders: { sms }, config: { logLevel: 'error' } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const call = async (method: string, path: string, cookie: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { error?: { message: string } } & Record<string, unknown> };
  };

  it('twenty stakes at once against a daily limit that allows five: five pass, fifteen are refused, the limit holds to the cent', async () => {
    // $10.00 a pack: a $50.00 daily limit allows exactly five stakes.
    const pack = await createTestPack(db, { items: [{ valueCents: 500, oddsPpm: 50_000 }, { valueCents: 1_300, oddsPpm: 50_000 }] });
    await db.query(`UPDATE packs SET price_cents = 1000 WHERE id = $1`, [pack.packId]);
    const hosts = await Promise.all(Array.from({ length: 10 }, () => signUp(app, sms)));
    const battles: string[] = [];
    for (const host of hosts) {
      const created = await call('POST', '/api/battles', host.cookie, { players: 2, mode: 'normal', packIds: [pack.packId] });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      battles.push((created.body.battle as { id: string }).id);
    }
    const me = await signUp(app, sms);
    expect((await call('PUT', '/api/limits', me.cookie, { dailyWagerCents: 5_000 })).status).toBe(200);
    const before = (await call('GET', '/api/wallet', me.cookie)).body.balanceCents as number;
    expect(before).toBe(100_000);

    const stakes = [
      ...battles.map((id) => () => call('POST', `/api/battles/${id}/join`, me.cookie, {})),
      ...Array.from({ length: 10 }, () => () => call('POST', `/api/packs/${pack.packId}/open`, me.cookie, { count: 1 })),
    ];
    const answers = await Promise.all(stakes.map((stake) => stake()));

    const passed = answers.filter((a) => a.status === 200);
    expect(passed).toHaveLength(5);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      expect(refused.body.error?.message).toBe('You have reached your daily wager limit of $50.00. It resets at 00:00 UTC.');
    }
    // What left the wallet: five stakes (a filled battle may then pay a win back in).
    const [spent] = await db.query<{ total: number }>(
      `SELECT sum(t.amount_cents)::bigint AS total FROM transfers t JOIN accounts a ON a.id = t.debit_account_id WHERE a.user_id = $1 AND a.kind = 'wallet'`,
      [me.userId],
    );
    expect(spent!.total).toBe(5_000);
    expect(((await call('GET', '/api/limits', me.cookie)).body.daily as { wageredCents: number }).wageredCents).toBe(5_000);
    // Logged: battle entries in stakes, opens by their own rows.
    const [logged] = await db.query<{ total: number; count: number }>(
      `SELECT sum(cents)::bigint AS total, count(*)::int AS count FROM (
         SELECT amount_cents AS cents FROM stakes WHERE user_id = $1 UNION ALL SELECT price_cents FROM pack_opens WHERE user_id = $1
       ) logged`,
      [me.userId],
    );
    expect(logged).toEqual({ total: 5_000, count: 5 });
    const seated = await db.query(`SELECT 1 FROM battle_seats WHERE user_id = $1`, [me.userId]);
    const inventory = await db.query(`SELECT 1 FROM inventory_items WHERE user_id = $1`, [me.userId]);
    // Every seat and every open was paid and counted; nothing else was kept.
    expect(seated.length + inventory.length).toBe(5);
    expect((await verifyLedger(db)).ok).toBe(true);
  });
});
