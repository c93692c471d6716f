import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { randomBytes } from 'node:crypto';
import { outboxSender } from '../auth/senders';
import type { Database } from '../db/client';
import { testApp } from '../test/app';
import { createTestPack, standardPackItems } from '../test/catalogue';
import { describePostgres, freshPostgresUrl } from '../test/databases';
import { openPostgres } from '../db/client';
import { signUp } from '../test/users';
import { createRedisBus } from './redis-bus';
import { userTopic } from './hub';

const redisUrl = process.env.REDIS_URL;

describePostgres('two server instances on one PostgreSQL and Redis', () => {
  let dbA: Database;
  let dbB: Database;
  let drop: () => Promise<void>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const sms = outboxSender();
  beforeAll(async () => {
    if (!redisUrl) throw new Error('REDIS_URL is needed for this test');
    const fresh = await freshPostgresUrl();
    drop = fresh.drop;
    // Each instance has its own pool on the same database, as two processes would.
    dbA = await openPostgres(fresh.url);
    dbB = await openPostgres(fresh.url);
    const channel = `test:${randomBytes(4).toString('hex')}`;
    a = await testApp({ db: dbA, bus: await createRedisBus(redisUrl, { channel }), senders: { sms } });
    b = await testApp({ db: dbB, bus: await createRedisBus(redisUrl, { channel }), senders: { sms } });
    await a.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await a?.resources.bus.close();
    await b?.resources.bus.close();
    await dbA?.close();
    await dbB?.close();
    await drop?.();
  });

  it('a watcher on instance B sees a join made on instance A', async () => {
    const { packId } = await createTestPack(dbA, { items: standardPackItems });
    const host = await signUp(a, sms);
    const guest = await signUp(a, sms);
    const battle = (await a.inject({ method: 'POST', url: '/api/battles', headers: { cookie: host.cookie }, payload: { players: 3, mode: 'normal', packIds: [packId] } })).json().battle;

    const port = (b.server.address() as { port: number }).port;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`);
    const inbox: Array<{ topic: string; event: string; data: { joined?: number } }> = [];
    socket.on('message', (raw) => inbox.push(JSON.parse(String(raw))));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'subscribe', topic: `battle:${battle.id}` }));
    socket.send(JSON.stringify({ type: 'subscribe', topic: 'battles' }));
    await expect.poll(() => inbox.filter((m) => m.event === 'subscribed').length).toBe(2);

    const joined = await a.inject({ method: 'POST', url: `/api/battles/${battle.id}/join`, headers: { cookie: guest.cookie } });
    expect(joined.statusCode).toBe(200);
    await expect.poll(() => inbox.find((m) => m.topic === `battle:${battle.id}` && m.event === 'joined')?.data.joined).toBe(2);
    await expect.poll(() => inbox.some((m) => m.topic === 'battles' && m.event === 'battle')).toBe(true);
    socket.close();
  });

  it("a battle's watcher count adds up the watchers on both instances, and drops when one leaves", async () => {
    const topic = 'battle:5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
    const watch = async (instance: FastifyInstance) => {
      const port = (instance.server.address() as { port: number }).port;
      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`);
      const counts: number[] = [];
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as { topic: string; event: string; data: { count: number } };
        if (message.topic === topic && message.event === 'watchers') counts.push(message.data.count);
      });
      await new Promise((resolve) => socket.once('open', resolve));
      socket.send(JSON.stringify({ type: 'subscribe', topic }));
      return { socket, last: () => counts.at(-1) };
    };
    const onA = await watch(a);
    const onB = await watch(b);
    const alsoOnB = await watch(b);
    for (const watcher of [onA, onB, alsoOnB]) await expect.poll(watcher.last, { timeout: 5_000 }).toBe(3);
    onB.socket.close();
    for (const watcher of [onA, alsoOnB]) await expect.poll(watcher.last, { timeout: 5_000 }).toBe(2);
    onA.socket.close();
    alsoOnB.socket.close();
  });

  it('signing out on instance A ends the session on instance B at once, though B remembered it', async () => {
    const person = await signUp(a, sms);
    const me = async () => (await b.inject({ method: 'GET', url: '/api/me', headers: { cookie: person.cookie } })).json().user?.id ?? null;
    expect(await me()).toBe(person.userId);
    expect(await me()).toBe(person.userId);
    // A page on B follows the player's own topic with that session.
    const port = (b.server.address() as { port: number }).port;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { headers: { cookie: person.cookie } });
    const inbox: Array<{ topic: string; event: string }> = [];
    socket.on('message', (raw) => inbox.push(JSON.parse(String(raw))));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'subscribe', topic: 'user' }));
    await expect.poll(() => inbox.some((m) => m.event === 'subscribed')).toBe(true);

    const logout = await a.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: person.cookie } });
    expect(logout.statusCode).toBe(200);
    await expect.poll(me, { timeout: 2_000 }).toBe(null);
    await expect.poll(() => inbox.some((m) => m.topic === 'user' && m.event === 'session_ended')).toBe(true);
    await a.resources.bus.publish([{ topic: userTopic(person.userId), event: 'balance', data: { balanceCents: 1, revealAt: 0 } }]);
    socket.send(JSON.stringify({ type: 'ping' }));
    await expect.poll(() => inbox.some((m) => m.event === 'pong')).toBe(true);
    expect(inbox.some((m) => m.event === 'balance')).toBe(false);
    socket.close();
  });
});
