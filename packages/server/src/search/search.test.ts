/**
 * Site search finds battles through the battle_packs table written with each
 * battle (no scan of every battle's rounds), bounded, and limits how often
 * one address may search (decision 019).
 */
import { expect, it } from 'vitest';
import { appSuite } from '../test/app';
import { createTestPack, standardPackItems } from '../test/catalogue';
import { describeEachDatabase } from '../test/databases';
import { signUp } from '../test/users';
import { SEARCHES_PER_MINUTE } from './routes';

describeEachDatabase('search', (open) => {
  const suite = appSuite({ openDb: open, config: { logLevel: 'error' } });

  it('finds battles by a pack they use, through battle_packs, newest first', async () => {
    const nebula = await createTestPack(suite.db, { name: 'Nebula Crate', items: standardPackItems });
    const other = await createTestPack(suite.db, { name: 'Plain Crate', items: standardPackItems });
    const host = await signUp(suite.app, suite.sms);
    const create = async (packIds: string[]) =>
      (await suite.app.inject({ method: 'POST', url: '/api/battles', headers: { cookie: host.cookie }, payload: { players: 2, mode: 'normal', packIds } })).json().battle.id as string;
    const first = await create([other.packId, nebula.packId, nebula.packId]);
    const plain = await create([other.packId]);
    const second = await create([nebula.packId]);
    const rows = await suite.db.query<{ battle_id: string; pack_id: string }>(`SELECT battle_id, pack_id FROM battle_packs WHERE battle_id = $1 ORDER BY pack_id`, [first]);
    expect(rows.map((r) => r.pack_id).sort()).toEqual([nebula.packId, other.packId].sort());
    const found = (await suite.app.inject({ method: 'GET', url: '/api/search?q=nebula', remoteAddress: '198.51.100.90' })).json();
    expect(found.battles.map((b: { id: string }) => b.id)).toEqual([second, first]);
    expect(found.battles.map((b: { id: string }) => b.id)).not.toContain(plain);
  });

  it('finds a battle by its whole id only: a part of an id, or words that match no pack, find no battle (no walk of every battle)', async () => {
    const pack = await createTestPack(suite.db, { name: 'Idcheck Crate', items: standardPackItems });
    const host = await signUp(suite.app, suite.sms);
    const created = await suite.app.inject({ method: 'POST', url: '/api/battles', headers: { cookie: host.cookie }, payload: { players: 2, mode: 'normal', packIds: [pack.packId] } });
    const id = created.json().battle.id as string;
    const search = async (q: string) => (await suite.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, remoteAddress: '198.51.100.94' })).json();
    expect((await search(id)).battles.map((b: { id: string }) => b.id)).toEqual([id]);
    expect((await search(id.toUpperCase())).battles.map((b: { id: string }) => b.id)).toEqual([id]);
    expect((await search(id.slice(0, 8))).battles).toEqual([]);
    expect((await search('zzqx matches nothing')).battles).toEqual([]);
  });

  it('names, for each item found, up to three packs on sale that hold it, most opened first, with their prices', async () => {
    const items = standardPackItems.map((item, i) => ({ ...item, name: i === 0 ? 'Quasar Shard' : `Filler ${i}` }));
    const packs = [];
    for (const [i, name] of ['Shard Box A', 'Shard Box B', 'Shard Box C', 'Shard Box D'].entries()) {
      const pack = await createTestPack(suite.db, { name, items });
      await suite.db.query(`UPDATE packs SET opens_count = $2 WHERE id = $1`, [pack.packId, 10 * (i + 1)]);
      packs.push(pack);
    }
    // The same item name in each pack is its own row (createTestPack makes items anew): search by the first pack's.
    const [shard] = await suite.db.query<{ item_id: string }>(`SELECT item_id FROM pack_items WHERE pack_id = $1 AND position = 0`, [packs[0]!.packId]);
    for (const pack of packs.slice(1)) await suite.db.query(`UPDATE pack_items SET item_id = $2 WHERE pack_id = $1 AND position = 0`, [pack.packId, shard!.item_id]);
    await suite.db.query(`UPDATE packs SET active = false WHERE id = $1`, [packs[3]!.packId]);
    const found = (await suite.app.inject({ method: 'GET', url: '/api/search?q=quasar', remoteAddress: '198.51.100.93' })).json();
    const item = found.items.find((i: { id: string }) => i.id === shard!.item_id);
    // D is off sale; of the others, the most opened first.
    expect(item.inPacks).toEqual([
      { id: packs[2]!.packId, name: 'Shard Box C', priceCents: packs[2]!.priceCents },
      { id: packs[1]!.packId, name: 'Shard Box B', priceCents: packs[1]!.priceCents },
      { id: packs[0]!.packId, name: 'Shard Box A', priceCents: packs[0]!.priceCents },
    ]);
  });

  it(`answers one address ${SEARCHES_PER_MINUTE} searches a minute, then 429 with a readable message`, async () => {
    const remoteAddress = '198.51.100.91';
    for (let i = 0; i < SEARCHES_PER_MINUTE; i++) {
      expect((await suite.app.inject({ method: 'GET', url: `/api/search?q=crate${i}`, remoteAddress })).statusCode).toBe(200);
    }
    const limited = await suite.app.inject({ method: 'GET', url: '/api/search?q=crate', remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: 'rate_limited' });
    expect(limited.json().error.message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    // Another address is not affected.
    expect((await suite.app.inject({ method: 'GET', url: '/api/search?q=crate', remoteAddress: '198.51.100.92' })).statusCode).toBe(200);
  });
});
