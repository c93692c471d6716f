import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/app';
import { createTestPack } from '../test/catalogue';

describe('pack marketplace', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
    const { db } = app.resources;
    await createTestPack(db, { name: 'Cheap Thrills', items: [{ valueCents: 100, oddsPpm: 90_000 }, { valueCents: 1_000, oddsPpm: 10_000 }] });
    await createTestPack(db, { name: 'Mid 100%_Pack', items: [{ valueCents: 40_000, oddsPpm: 50_000 }, { valueCents: 70_000, oddsPpm: 50_000 }] });
    const rich = await createTestPack(db, { name: 'Whale Box', items: [{ valueCents: 100_000, oddsPpm: 50_000 }, { valueCents: 200_000, oddsPpm: 50_000 }] });
    await db.query(`UPDATE packs SET opens_count = 42 WHERE id = $1`, [rich.packId]);
    await db.query(`UPDATE packs SET kind = 'community' WHERE name = 'Cheap Thrills'`);
  });
  afterAll(async () => {
    await app.close();
  });

  const names = async (query: string) => ((await app.inject({ method: 'GET', url: `/api/packs?${query}` })).json().packs as Array<{ name: string }>).map((p) => p.name);

  it.each([
    ['filter=price_asc', ['Cheap Thrills', 'Mid 100%_Pack', 'Whale Box']],
    ['filter=price_desc', ['Whale Box', 'Mid 100%_Pack', 'Cheap Thrills']],
    ['filter=popular', ['Whale Box']],
    ['filter=over_500', ['Mid 100%_Pack', 'Whale Box']],
    ['filter=over_1000', ['Whale Box']],
    ['type=community', ['Cheap Thrills']],
    ['type=official&filter=price_asc', ['Mid 100%_Pack', 'Whale Box']],
    ['q=whale', ['Whale Box']],
    ['q=WHALE%20b', ['Whale Box']],
    ['q=thrills&type=community', ['Cheap Thrills']],
    ['q=100%25_', ['Mid 100%_Pack']],
    ['q=%25', ['Mid 100%_Pack']],
  ])('lists packs for %s', async (query, expected) => {
    const result = await names(query);
    if (query === 'filter=popular') expect(result[0]).toBe('Whale Box');
    else expect(result).toEqual(expected);
  });

  it('pages with limit and offset and reports the total', async () => {
    const first = (await app.inject({ method: 'GET', url: '/api/packs?filter=price_asc&limit=2' })).json();
    expect(first).toMatchObject({ total: 3, nextOffset: 2 });
    const second = (await app.inject({ method: 'GET', url: '/api/packs?filter=price_asc&limit=2&offset=2' })).json();
    expect(second.packs.map((p: { name: string }) => p.name)).toEqual(['Whale Box']);
    expect(second.nextOffset).toBeNull();
  });

  it('shows one pack with its items, odds and ticket ranges', async () => {
    const [listed] = (await app.inject({ method: 'GET', url: '/api/packs?q=Cheap' })).json().packs;
    const { pack } = (await app.inject({ method: 'GET', url: `/api/packs/${listed.id}` })).json();
    expect(pack).toMatchObject({ name: 'Cheap Thrills', kind: 'community', itemCount: 2 });
    expect(pack.items.map((i: { oddsPpm: number; ticketFrom: number; ticketTo: number }) => [i.oddsPpm, i.ticketFrom, i.ticketTo])).toEqual([
      [90_000, 1, 90_000],
      [10_000, 90_001, 100_000],
    ]);
  });

  it.each(['/api/packs?filter=cheapest', '/api/packs?type=mine', '/api/packs?limit=0', `/api/packs?q=${'x'.repeat(101)}`, '/api/packs/not-a-uuid'])(
    'refuses %s with a readable 400',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message.length).toBeGreaterThan(5);
    },
  );

  it('answers an unknown pack with a 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/packs/6f1c1f8e-3f5c-4d8e-9a55-0d1d6a3f9b10' });
    expect(response.statusCode).toBe(404);
  });
});
