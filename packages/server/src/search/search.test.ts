/**
 * Site search finds battles through the battle_packs table written with each
 * battle (no scan of every battle's rounds), bounded, and limits how often
 * one address may search (decision 019).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outboxSender } from '../auth/senders';
import type { Database } from '../db/client';
import { testApp } from '../test/app';
import { createTestPack, standardPackItems } from '../test/catalogue';
import { describeEachDatabase } from '../test/databases';
import { signUp } from '../test/users';
import { SEARCHES_PER_MINUTE } from './routes';

describeEachDatabase('search', (open) => {
  let db: Database;
  let app: FastifyInstance;
  const sms = outboxSender();
  beforeAll(async () => {
    db = await open();
    app = await testApp({ db, senders: { sms }, config: { logLevel: 'error' } });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('finds battles by a pack they use, through battle_packs, newest first', async () => {
    const nebula = await createTestPack(db, { name: 'Nebula Crate', items: standardPackItems });
    const other = await createTestPack(db, { name: 'Plain Crate', items: standardPackItems });
    const host = await signUp(app, sms);
    const create = async (packIds: string[]) =>
      (await app.inject({ method: 'POST', url: '/api/battles', headers: { cookie: host.cookie }, payload: { players: 2, mode: 'normal', packIds } })).json().battle.id as string;
    const first = await create([other.packId, nebula.packId, nebula.packId]);
    const plain = await create([other.packId]);
    const second = await create([nebula.packId]);
    const rows = await db.query<{ battle_id: string; pack_id: string }>(`SELECT battle_id, pack_id FROM battle_packs WHERE battle_id = $1 ORDER BY pack_id`, [first]);
    expect(rows.map((r) => r.pack_id).sort()).toEqual([nebula.packId, other.packId].sort());
    const found = (await app.inject({ method: 'GET', url: '/api/search?q=nebula', remoteAddress: '198.51.100.90' })).json();
    expect(found.battles.map((b: { id: string }) => b.id)).toEqual([second, first]);
    expect(found.battles.map((b: { id: string }) => b.id)).not.toContain(plain);
  });

  it(`answers one address ${SEARCHES_PER_MINUTE} searches a minute, then 429 with a readable message`, async () => {
    const remoteAddress = '198.51.100.91';
    for (let i = 0; i < SEARCHES_PER_MINUTE; i++) {
      expect((await app.inject({ method: 'GET', url: `/api/search?q=crate${i}`, remoteAddress })).statusCode).toBe(200);
    }
    const limited = await app.inject({ method: 'GET', url: '/api/search?q=crate', remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: 'rate_limited' });
    expect(limited.json().error.message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    // Another address is not affected.
    expect((await app.inject({ method: 'GET', url: '/api/search?q=crate', remoteAddress: '198.51.100.92' })).statusCode).toBe(200);
  });
});
