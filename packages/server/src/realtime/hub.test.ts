import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { testApp } from '../test/app';

type Received = { topic: string; event: string; data: unknown };

async function connect(app: FastifyInstance) {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const socket = new WebSocket(`ws://127.0.0.1:${address.port}/api/ws`);
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

  it.each([
    ['not JSON', 'hello', 'Messages must be JSON.'],
    ['an unknown topic', { type: 'subscribe', topic: 'admin' }, 'Unknown topic. Use battles, live, races, user or battle:<id>.'],
    ['a malformed battle topic', { type: 'subscribe', topic: 'battle:../../x' }, 'Unknown topic. Use battles, live, races, user or battle:<id>.'],
    ['the user topic while signed out', { type: 'subscribe', topic: 'user' }, 'Sign in to follow your own events.'],
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
});
