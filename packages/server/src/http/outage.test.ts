/**
 * When PostgreSQL or Redis goes away the server keeps running: requests that
 * need the database answer 503 with a readable message (never 500, never a
 * hang), /api/health says which part is down, money paths do not need Redis,
 * and everything recovers by itself when they come back. Regression: a
 * PostgreSQL restart under load killed the process ("Emitted 'error' event on
 * Client instance").
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxSender, type Outbox } from '../auth/senders';
import { openPostgres, type Database } from '../db/client';
import { verifyLedger } from '../ledger/verify';
import { createRedisBus } from '../realtime/redis-bus';
import type { Bus } from '../realtime/bus';
import { testApp } from '../test/app';
import { createTestPack, standardPackItems } from '../test/catalogue';
import { postgresBinaries, redisServerPath, startOwnPostgres, startOwnRedis, type OwnPostgres, type OwnRedis } from '../test/own-services';
import { signUp } from '../test/users';
import { DATABASE_UNREACHABLE } from './errors';

const inCi = process.env.CI === 'true' || process.env.CI === '1';
const available = Boolean(postgresBinaries() && redisServerPath());
if (!available && !inCi) console.warn('[skipped] outage tests: PostgreSQL binaries (initdb, pg_ctl) or redis-server are not installed');

/** Polls until `check` passes (the pool and Redis reconnect on their own schedule). */
async function eventually(check: () => Promise<void>, attempts = 60): Promise<void> {
  for (let i = 1; ; i++) {
    try {
      await check();
      return;
    } catch (error) {
      if (i >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

describe.skipIf(!available && !inCi)('dependencies going away', () => {
  let pg: OwnPostgres;
  let redis: OwnRedis;
  let db: Database;
  let bus: Bus;
  let app: FastifyInstance;
  let sms: Outbox;
  let cookie: string;
  let packId: string;
  beforeAll(async () => {
    pg = await startOwnPostgres();
    redis = await startOwnRedis();
    db = await openPostgres(pg.url, { max: 5 });
    bus = await createRedisBus(redis.url);
    sms = outboxSender();
    app = await testApp({ db, bus, senders: { sms }, config: { logLevel: 'silent' } });
    cookie = (await signUp(app, sms)).cookie;
    ({ packId } = await createTestPack(db, { items: standardPackItems }));
  });
  afterAll(async () => {
    await app?.close();
    await bus?.close();
    await db?.close();
    await redis?.stop().catch(() => {});
    pg?.destroy();
  });

  const open = () => app.inject({ method: 'POST', url: `/api/packs/${packId}/open`, headers: { cookie }, payload: { count: 1 } });
  const balance = async () => (await app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } })).json().balanceCents as number;

  it('answers 503 while PostgreSQL is down, says so on /api/health, and recovers by itself with nothing half-done', async () => {
    const before = await balance();
    pg.stop();

    const wallet = await app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } });
    expect(wallet.statusCode).toBe(503);
    expect(wallet.json().error).toEqual({ code: 'unavailable', message: DATABASE_UNREACHABLE });
    const opened = await open();
    expect(opened.statusCode).toBe(503);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ ok: false, db: 'postgres', parts: { database: 'down', bus: 'up' } });

    pg.start();
    await eventually(async () => expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200));
    // The open refused while the database was down took nothing.
    expect(await balance()).toBe(before);
    const again = await open();
    expect(again.statusCode, again.body).toBe(200);
    expect(await balance()).toBe(before - again.json().priceCents);
    expect((await verifyLedger(db)).ok).toBe(true);
  });

  it('keeps the money paths working while Redis is down, says so on /api/health, and reconnects', async () => {
    await redis.stop();
    await eventually(async () => expect((await app.inject({ method: 'GET', url: '/api/health' })).json().parts.bus).toBe('down'));
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const opened = await open();
    expect(opened.statusCode, opened.body).toBe(200);

    await redis.start();
    await eventually(async () => expect((await app.inject({ method: 'GET', url: '/api/health' })).json().parts.bus).toBe('up'));
    expect((await verifyLedger(db)).ok).toBe(true);
  });

  /** A second instance: its own pool and its own Redis connections, as another process would have. */
  async function secondInstance() {
    const db = await openPostgres(pg.url, { max: 2 });
    const bus = await createRedisBus(redis.url);
    const app = await testApp({ db, bus, senders: { sms }, config: { logLevel: 'silent' } });
    return {
      app,
      bus,
      close: async () => {
        await app.close();
        await bus.close();
        await db.close();
      },
    };
  }

  /** Signs a player up on the first instance, and has the second look their session up (so it remembers it); then Redis goes away and the player signs out there. */
  async function signOutWhileRedisIsDown(b: Awaited<ReturnType<typeof secondInstance>>) {
    const me = await signUp(app, sms);
    const who = () => b.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie: me.cookie } });
    expect((await who()).statusCode).toBe(200);
    await redis.stop();
    await eventually(async () => expect(b.bus.healthy()).toBe(false));
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: me.cookie } });
    expect(out.statusCode, out.body).toBe(200);
    return { who, out };
  }

  it('signs out while Redis is down: the cookie and the session go at once, and another instance stops honouring it', async () => {
    const b = await secondInstance();
    const unhandled = vi.spyOn(console, 'error');
    try {
      const { who, out } = await signOutWhileRedisIsDown(b);
      const cleared = out.cookies.find((c) => c.name === 'lf_session');
      expect(cleared?.value).toBe('');
      expect((await who()).statusCode).toBe(401);
      await redis.start();
      await eventually(async () => expect(b.bus.healthy()).toBe(true));
      // The sign-out message was lost while Redis was away; B still does not honour the old cookie.
      expect((await who()).statusCode).toBe(401);
      expect(unhandled.mock.calls.filter((call) => String(call[0]).includes('Unhandled error event'))).toEqual([]);
    } finally {
      unhandled.mockRestore();
      await b.close();
    }
  });

  it('does not trust a remembered session after its bus reconnected (a sign-out may have been lost meanwhile)', async () => {
    const b = await secondInstance();
    try {
      // Redis goes away and comes back without B answering anything in between.
      const { who } = await signOutWhileRedisIsDown(b);
      await redis.start();
      await eventually(async () => expect(b.bus.healthy()).toBe(true));
      expect((await who()).statusCode).toBe(401);
    } finally {
      await b.close();
    }
  });
});
