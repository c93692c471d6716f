import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { outboxSender } from '../auth/senders';
import { testApp } from '../test/app';
import { signInByPhone, signUp } from '../test/users';
import { userTopic } from './hub';

type Received = { topic: string; event: string; data: unknown };

async function connect(app: FastifyInstance, cookie?: string) {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const socket = new WebSocket(`ws://127.0.0.1:${address.port}/api/ws`, cookie ? { headers: { cookie } } : {});
  const inbox: Received[] = [];
  socket.on('message', (raw) => inbox.push(JSON.parse(String(raw)) as Received));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const send = (message: unknown) => socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  return { socket, inbox, send };
}

describe('realtime hub at /api/ws', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it('delivers a topic only to its subscribers, and stops after unsubscribe', async () => {
    app = await testApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const watcher = await connect(app);
    const bystander = await connect(app);
    const battleTopic = 'battle:2f0f8a8e-7c8e-4c1e-9a55-0d1d6a3f9b10';
    watcher.send({ type: 'subscribe', topic: battleTopic });
    bystander.send({ type: 'subscribe', topic: 'battles' });
    await expect.poll(() => watcher.inbox).toContainEqual({ topic: battleTopic, event: 'subscribed', data: null });
    await expect.poll(() => bystander.inbox.length).toBe(1);

    await app.resources.bus.publish([{ topic: battleTopic, event: 'joined', data: { seat: 1 } }]);
    await expect.poll(() => watcher.inbox).toContainEqual({ topic: battleTopic, event: 'joined', data: { seat: 1 } });

    watcher.send({ type: 'unsubscribe', topic: battleTopic });
    await expect.poll(() => watcher.inbox).toContainEqual({ topic: battleTopic, event: 'unsubscribed', data: null });
    await app.resources.bus.publish([{ topic: battleTopic, event: 'joined', data: { seat: 2 } }]);
    await app.resources.bus.publish([{ topic: 'battles', event: 'changed', data: {} }]);
    await expect.poll(() => bystander.inbox).toContainEqual({ topic: 'battles', event: 'changed', data: {} });
    expect(watcher.inbox.filter((m) => m.event === 'joined')).toHaveLength(1);
    expect(bystander.inbox.some((m) => m.event === 'joined')).toBe(false);
    watcher.socket.close();
    bystander.socket.close();
  });

  it('frames every size of message a client can read: short, 16-bit and 64-bit lengths, and text beyond ASCII', async () => {
    app = await testApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const follower = await connect(app);
    follower.send({ type: 'subscribe', topic: 'battles' });
    await expect.poll(() => follower.inbox.length).toBe(1);
    // Each text's JSON lands either side of a length boundary of the frame header (125, 65,535 bytes), or is not ASCII.
    const texts = ['', 'x'.repeat(60), 'x'.repeat(70), 'x'.repeat(65_470), 'x'.repeat(65_480), 'x'.repeat(200_000), 'gg ✨ 勝った — ünïcödé 🎉'];
    for (const [i, text] of texts.entries()) await app.resources.bus.publish([{ topic: 'battles', event: 'changed', data: { i, text } }]);
    await expect.poll(() => follower.inbox.length).toBe(1 + texts.length);
    expect(follower.inbox.slice(1)).toEqual(texts.map((text, i) => ({ topic: 'battles', event: 'changed', data: { i, text } })));
    // The connection is still sound after them: it answers a ping.
    follower.send({ type: 'ping' });
    await expect.poll(() => follower.inbox.at(-1)?.event).toBe('pong');
    follower.socket.close();
  });

  it("counts a battle's watchers and tells them each time the count moves", async () => {
    app = await testApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const battle = 'battle:2f0f8a8e-7c8e-4c1e-9a55-0d1d6a3f9b10';
    const other = 'battle:7d3b1f7e-2a4c-4b8e-9f10-3c5d7e9a1b2c';
    const [first, second, third, elsewhere] = await Promise.all([connect(app), connect(app), connect(app), connect(app)]);
    const lastCount = (inbox: Received[], topic = battle) => (inbox.filter((m) => m.topic === topic && m.event === 'watchers').at(-1)?.data as { count: number } | undefined)?.count;
    first.send({ type: 'subscribe', topic: battle });
    await expect.poll(() => lastCount(first.inbox)).toBe(1);
    second.send({ type: 'subscribe', topic: battle });
    third.send({ type: 'subscribe', topic: battle });
    elsewhere.send({ type: 'subscribe', topic: other });
    for (const watcher of [first, second, third]) await expect.poll(() => lastCount(watcher.inbox)).toBe(3);
    await expect.poll(() => lastCount(elsewhere.inbox, other)).toBe(1);
    // A closed tab and an unsubscribe each take one off.
    third.socket.close();
    for (const watcher of [first, second]) await expect.poll(() => lastCount(watcher.inbox)).toBe(2);
    second.send({ type: 'unsubscribe', topic: battle });
    await expect.poll(() => lastCount(first.inbox)).toBe(1);
    // The other battle's watcher heard nothing of this one, and the list's watchers get no counts.
    expect(elsewhere.inbox.some((m) => m.topic === battle)).toBe(false);
    for (const socket of [first, second, elsewhere]) socket.socket.close();
  });

  it.each([
    ['not JSON', 'hello', 'Messages must be JSON.'],
    ['an unknown topic', { type: 'subscribe', topic: 'admin' }, 'Unknown topic. Use battles, live, races, chat, user or battle:<id>.'],
    ['a malformed battle topic', { type: 'subscribe', topic: 'battle:../../x' }, 'Unknown topic. Use battles, live, races, chat, user or battle:<id>.'],
    ['the user topic while signed out', { type: 'subscribe', topic: 'user' }, 'Sign in to follow your own events.'],
    // The chat is posted only through POST /api/chat, where mutes and limits are checked (DESIGN §22): a socket only listens.
    ['a chat post', { type: 'post', topic: 'chat', text: 'hi' }, "Invalid discriminator value. Expected 'subscribe' | 'unsubscribe' | 'ping'"],
  ])('answers %s with an error message and stays open', async (_name, message, expected) => {
    app = await testApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const client = await connect(app);
    client.send(message);
    await expect.poll(() => client.inbox.map((m) => (m.data as { message?: string } | null)?.message)).toContain(expected);
    client.send({ type: 'ping' });
    await expect.poll(() => client.inbox.some((m) => m.event === 'pong')).toBe(true);
    client.socket.close();
  });

  it("stops a socket's own-topic events when its session signs out, and only that session's sockets", async () => {
    const sms = outboxSender();
    app = await testApp({ senders: { sms } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const player = await signUp(app, sms);
    // The same player signed in on a second device: another session.
    const otherDevice = await signInByPhone(app, sms, player.phone);
    const leaving = await connect(app, player.cookie);
    const staying = await connect(app, otherDevice.cookie);
    for (const client of [leaving, staying]) {
      client.send({ type: 'subscribe', topic: 'user' });
      await expect.poll(() => client.inbox).toContainEqual({ topic: 'user', event: 'subscribed', data: null });
    }
    const balance = (cents: number) => app!.resources.bus.publish([{ topic: userTopic(player.userId), event: 'balance', data: { balanceCents: cents, revealAt: 0 } }]);
    await balance(1);
    await expect.poll(() => leaving.inbox.filter((m) => m.event === 'balance')).toHaveLength(1);

    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: player.cookie } });
    expect(logout.statusCode).toBe(200);
    await expect.poll(() => leaving.inbox).toContainEqual({ topic: 'user', event: 'session_ended', data: null });
    // Asking again on the same socket is refused: it still carries the ended session.
    leaving.send({ type: 'subscribe', topic: 'user' });
    await expect.poll(() => leaving.inbox).toContainEqual({ topic: 'user', event: 'error', data: { message: 'Sign in to follow your own events.' } });
    await balance(2);
    await expect.poll(() => staying.inbox.filter((m) => m.event === 'balance')).toHaveLength(2);
    leaving.send({ type: 'ping' });
    await expect.poll(() => leaving.inbox.some((m) => m.event === 'pong')).toBe(true);
    expect(leaving.inbox.filter((m) => m.event === 'balance')).toHaveLength(1);
    expect(staying.inbox.some((m) => m.event === 'session_ended')).toBe(false);
    leaving.socket.close();
    staying.socket.close();
  });
});
