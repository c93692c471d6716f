/** GET /api/battles: the tabs (open, live, finished), the sorts and the filters, page by page. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outboxSender, type Outbox } from '../auth/senders';
import { testApp } from '../test/app';
import { describeEachDatabase } from '../test/databases';
import { createTestPack, standardPackItems } from '../test/catalogue';
import { signUp } from '../test/users';

type Card = { id: string; status: string; mode: string; players: number; entryCents: number; createdAt: number };
type Page = { battles: Card[]; nextCursor: string | null };

describeEachDatabase('battle list', (open) => {
  let app: FastifyInstance;
  let sms: Outbox;
  const made: Array<{ id: string; tab: 'open' | 'live' | 'finished' }> = [];

  beforeAll(async () => {
    sms = outboxSender();
    app = await testApp({ openDb: open, senders: { sms } });
    const cheap = await createTestPack(app.resources.db, { items: standardPackItems });
    const dear = await createTestPack(app.resources.db, { items: standardPackItems.map((item) => ({ ...item, valueCents: item.valueCents * 10 })) });
    // Three hosts, each with a few battles of different sizes, prices and modes.
    const plan: Array<{ players: number; mode: string; packIds: string[]; tab: 'open' | 'live' | 'finished' }> = [
      { players: 2, mode: 'normal', packIds: [cheap.packId], tab: 'open' },
      { players: 4, mode: 'upside_down', packIds: [dear.packId], tab: 'open' },
      { players: 3, mode: 'shared', packIds: [cheap.packId, cheap.packId], tab: 'open' },
      { players: 2, mode: 'normal', packIds: [dear.packId, cheap.packId], tab: 'live' },
      { players: 2, mode: 'upside_down', packIds: [cheap.packId], tab: 'finished' },
      { players: 5, mode: 'normal', packIds: [cheap.packId], tab: 'open' },
      { players: 2, mode: 'normal', packIds: [dear.packId], tab: 'finished' },
    ];
    for (const [index, battle] of plan.entries()) {
      const host = await signUp(app, sms);
      const created = await app.inject({ method: 'POST', url: '/api/battles', headers: { cookie: host.cookie }, payload: { players: battle.players, mode: battle.mode, packIds: battle.packIds } });
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json().battle.id as string;
      if (battle.tab !== 'open') {
        expect((await app.inject({ method: 'POST', url: `/api/battles/${id}/fill-bots`, headers: { cookie: host.cookie } })).statusCode).toBe(200);
      }
      // A finished battle: its reels played out a while ago.
      if (battle.tab === 'finished') await app.resources.db.query(`UPDATE battles SET started_at = now() - interval '1 hour', completed_at = now() - interval '50 minutes' WHERE id = $1`, [id]);
      // Distinct creation times, a second apart, in plan order.
      await app.resources.db.query(`UPDATE battles SET created_at = now() - make_interval(secs => $2) WHERE id = $1`, [id, 100 - index]);
      made.push({ id, tab: battle.tab });
    }
  });
  afterAll(async () => {
    await app.close();
  });

  const list = async (query: string): Promise<Page> => {
    const response = await app.inject({ method: 'GET', url: `/api/battles?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Page;
  };
  const ids = (page: Page) => page.battles.map((battle) => battle.id);
  const newestFirst = (tab?: string) => made.filter((battle) => !tab || battle.tab === tab).map((battle) => battle.id).reverse();

  it('keeps open, live and finished battles on their own tabs: a running battle is not finished', async () => {
    expect(ids(await list('filter=open'))).toEqual(newestFirst('open'));
    const live = await list('filter=live');
    expect(ids(live)).toEqual(newestFirst('live'));
    expect(live.battles.every((battle) => battle.status === 'running')).toBe(true);
    const finished = await list('filter=finished');
    expect(ids(finished)).toEqual(newestFirst('finished'));
    expect(finished.battles.every((battle) => battle.status === 'completed')).toBe(true);
    // The list's filters (DESIGN §10): completed is every started battle, all is everything but cancelled.
    expect(ids(await list('filter=completed'))).toEqual(made.filter((b) => b.tab !== 'open').map((b) => b.id).reverse());
    expect(ids(await list('limit=50'))).toEqual(newestFirst());
  });

  it('sorts by price and by players, both ways, and pages through each order without gaps or repeats', async () => {
    const all = (await list('limit=50')).battles;
    const cases: Array<[string, (a: Card, b: Card) => number]> = [
      ['price-desc', (a, b) => b.entryCents - a.entryCents || b.createdAt - a.createdAt],
      ['price-asc', (a, b) => a.entryCents - b.entryCents || b.createdAt - a.createdAt],
      ['players-desc', (a, b) => b.players - a.players || b.createdAt - a.createdAt],
      ['players-asc', (a, b) => a.players - b.players || b.createdAt - a.createdAt],
    ];
    for (const [sort, compare] of cases) {
      const expected = [...all].sort(compare).map((battle) => battle.id);
      expect(ids(await list(`sort=${sort}&limit=50`)), sort).toEqual(expected);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Page = await list(`sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...ids(page));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen, `${sort} page by page`).toEqual(expected);
    }
  });

  it('filters by mode and by entry price', async () => {
    const all = (await list('limit=50')).battles;
    const upside = await list('mode=upside_down&limit=50');
    expect(upside.battles.length).toBe(2);
    expect(upside.battles.every((battle) => battle.mode === 'upside_down')).toBe(true);
    const prices = [...new Set(all.map((battle) => battle.entryCents))].sort((a, b) => a - b);
    const low = prices[0]!;
    const cheap = await list(`maxPriceCents=${low}&limit=50`);
    expect(ids(cheap)).toEqual(all.filter((battle) => battle.entryCents <= low).map((battle) => battle.id));
    const dear = await list(`minPriceCents=${low + 1}&filter=open&limit=50`);
    expect(ids(dear)).toEqual(all.filter((battle) => battle.entryCents > low && battle.status === 'open').map((battle) => battle.id));
  });

  it('answers 400 with a reason for a query it cannot honour', async () => {
    const sorted = await list('sort=price-desc&limit=2');
    for (const query of [
      'filter=running',
      'sort=cheapest',
      'mode=chaos',
      'minPriceCents=-1',
      'maxPriceCents=1.5',
      'minPriceCents=abc',
      'minPriceCents=500&maxPriceCents=100',
      // A newest-first cursor on a price-sorted page, and the other way round.
      `sort=price-desc&cursor=${(await list('limit=2')).nextCursor}`,
      `cursor=${sorted.nextCursor}`,
    ]) {
      const response = await app.inject({ method: 'GET', url: `/api/battles?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.message.length, query).toBeGreaterThan(5);
    }
  });
});
