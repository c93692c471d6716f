/**
 * /api/ws is for this site's pages only, and one address or one player cannot
 * hold an unbounded number of sockets (decision 019).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { outboxSender } from '../auth/senders';
import { testApp } from '../test/app';
import { freshPglite } from '../test/databases';
import { signUp } from '../test/users';

type Outcome = { open: true; socket: WebSocket } | { open: false; status: number | undefined; closeCode?: number; closeReason?: string };

/** Opens a socket; resolves once it is open (and stays open briefly) or was refused. */
function attempt(app: FastifyInstance, headers: Record<string, string> = {}): Promise<Outcome> {
  const { port } = app.server.address() as { port: number };
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { headers });
  return new Promise((resolve) => {
    socket.once('unexpected-response', (_request, response) => {
      resolve({ open: false, status: response.statusCode });
      socket.terminate();
    });
    socket.once('error', () => resolve({ open: false, status: undefined }));
    socket.once('close', (code, reason) => resolve({ open: false, status: 101, closeCode: code, closeReason: String(reason) }));
    // A socket the server accepts answers a ping.
    socket.once('open', () => {
      socket.send(JSON.stringify({ type: 'ping' }));
      socket.once('message', () => resolve({ open: true, socket }));
    });
  });
}

describe('realtime hub limits', () => {
  let app: FastifyInstance;
  const sms = outboxSender();
  const open: WebSocket[] = [];
  beforeAll(async () => {
    const db = await freshPglite();
    app = await testApp({ db, senders: { sms }, config: { publicUrl: 'https://lootforge.example', sockets: { perAddress: 6, perUser: 3 } } });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of open) socket.terminate();
    await app.close();
    await app.resources.db.close();
  });

  it('refuses an upgrade from another site, accepts this site and clients that send no Origin', async () => {
    const foreign = await attempt(app, { origin: 'https://evil.example' });
    expect(foreign).toEqual({ open: false, status: 403 });
    for (const headers of [{ origin: 'https://lootforge.example' }, {}] as Array<Record<string, string>>) {
      const ok = await attempt(app, headers);
      expect(ok.open).toBe(true);
      if (ok.open) ok.socket.close();
    }
  });

  it('caps the subscriptions of one socket at 64', async () => {
    const outcome = await attempt(app);
    if (!outcome.open) throw new Error('not open');
    const inbox: Array<{ event: string; data: { message?: string } | null }> = [];
    outcome.socket.on('message', (raw) => inbox.push(JSON.parse(String(raw))));
    for (let i = 0; i < 65; i++) outcome.socket.send(JSON.stringify({ type: 'subscribe', topic: `battle:00000000-0000-4000-8000-${String(i).padStart(12, '0')}` }));
    // Each battle subscribed to also says how many watch it: only the answers to the asks count here.
    const answers = () => inbox.filter((m) => m.event !== 'watchers');
    await expect.poll(() => answers().length).toBe(65);
    expect(inbox.filter((m) => m.event === 'watchers')).toHaveLength(64);
    expect(inbox.filter((m) => m.event === 'subscribed')).toHaveLength(64);
    expect(inbox.filter((m) => m.event === 'error').map((m) => m.data?.message)).toEqual(['Too many subscriptions on one connection.']);
    outcome.socket.close();
  });

  it('caps the sockets one signed-in player holds, and frees a place when one closes', async () => {
    const me = await signUp(app, sms);
    const mine: WebSocket[] = [];
    for (let i = 0; i < 3; i++) {
      const outcome = await attempt(app, { cookie: me.cookie });
      expect(outcome.open).toBe(true);
      if (outcome.open) mine.push(outcome.socket);
    }
    const fourth = await attempt(app, { cookie: me.cookie });
    expect(fourth).toEqual({ open: false, status: 429 });
    // Another player from the same address is not affected.
    const other = await signUp(app, sms);
    const theirs = await attempt(app, { cookie: other.cookie });
    expect(theirs.open).toBe(true);
    if (theirs.open) theirs.socket.close();
    await new Promise((resolve) => {
      mine[0]!.once('close', resolve);
      mine[0]!.close();
    });
    await expect.poll(async () => {
      const again = await attempt(app, { cookie: me.cookie });
      if (again.open) mine.push(again.socket);
      return again.open;
    }).toBe(true);
    for (const socket of mine) socket.close();
  });

  it('caps the sockets of one address, even when many are opened at once', async () => {
    await expect.poll(() => app.hub.connections()).toBe(0);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => attempt(app)));
    for (const outcome of outcomes) if (outcome.open) open.push(outcome.socket);
    expect(outcomes.filter((o) => o.open)).toHaveLength(6);
    for (const refused of outcomes.filter((o) => !o.open)) {
      expect(refused.open === false && (refused.status === 429 || refused.closeCode === 1008)).toBe(true);
    }
  });
});
