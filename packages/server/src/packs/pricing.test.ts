/**
 * A pack's price and the values it pays out come from the same moment: an
 * admin who revalues an item reprices every pack holding it in the same
 * transaction, and no open or battle is sold below
 * ceil(EV · (1 + edge) · (1 + commission)). Regression: after an item went
 * from $1 to $100, opens of a 62¢ pack paid out items worth $100.
 */
import { describe, expect, it } from 'vitest';
import { draftTotals } from '@lootforge/core/pack-draft';
import { packPriceCents } from '@lootforge/core/pack';
import { verifyLedger } from '../ledger/verify';
import { signInAdmin } from '../test/admins';
import { testApp, appSuite } from '../test/app';
import { describeEachDatabase } from '../test/databases';
import { createTestPack } from '../test/catalogue';
import { signUp } from '../test/users';

const cheapItems = [
  { valueCents: 100, oddsPpm: 50_000 },
  { valueCents: 10, oddsPpm: 50_000 },
];

describeEachDatabase('pack prices follow their items', (open) => {
  const suite = appSuite({ openDb: open });

  const balance = async (cookie: string) => (await suite.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } })).json().balanceCents as number;
  const packPrice = async (packId: string) => (await suite.app.inject({ method: 'GET', url: `/api/packs/${packId}` })).json().pack.priceCents as number;
  const revalue = async (cookie: string, itemId: string, dollars: string) =>
    suite.app.inject({ method: 'PATCH', url: `/api/admin/items/${itemId}`, headers: { cookie }, payload: { value: dollars } });

  it('reprices every pack holding an item when an admin changes its value, audited, and opens charge the new price', async () => {
    const admin = await signInAdmin(suite.app);
    const pack = await createTestPack(suite.app.resources.db, { items: cheapItems });
    expect(pack.priceCents).toBe(60); // ceil(0.55 · 1.08 · 100)
    const edited = await revalue(admin.cookie, pack.itemIds[0]!, '100');
    expect(edited.statusCode, edited.body).toBe(200);

    const expected = packPriceCents([{ valueCents: 10_000, oddsPpm: 50_000 }, cheapItems[1]!], 0.08);
    expect(await packPrice(pack.packId)).toBe(expected);
    const audit = (await suite.app.inject({ method: 'GET', url: '/api/admin/audit?limit=5', headers: { cookie: admin.cookie } })).json();
    expect(audit.entries).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'pack.reprice', targetId: pack.packId, details: expect.objectContaining({ priceCents: { from: 60, to: expected } }) })]),
    );

    const me = await signUp(suite.app, suite.sms);
    const opened = await suite.app.inject({ method: 'POST', url: `/api/packs/${pack.packId}/open`, headers: { cookie: me.cookie }, payload: { count: 4 } });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().priceCents).toBe(expected);
    expect(await balance(me.cookie)).toBe(100_000 - 4 * expected);
    expect((await verifyLedger(suite.app.resources.db)).ok).toBe(true);
  });

  it('refuses an open or a battle whose stored price is below what its items are worth, and charges nothing', async () => {
    const pack = await createTestPack(suite.app.resources.db, { items: cheapItems });
    // A value changed behind the price's back (not through the admin API): the price no longer covers it.
    await suite.app.resources.db.query(`UPDATE items SET value_cents = 10000 WHERE id = $1`, [pack.itemIds[0]]);
    const me = await signUp(suite.app, suite.sms);

    const opened = await suite.app.inject({ method: 'POST', url: `/api/packs/${pack.packId}/open`, headers: { cookie: me.cookie }, payload: { count: 1 } });
    expect(opened.statusCode).toBe(409);
    expect(opened.json().error.message).toBe('This pack is being repriced. Please try again in a moment.');

    const battle = await suite.app.inject({ method: 'POST', url: '/api/battles', headers: { cookie: me.cookie }, payload: { players: 2, mode: 'shared', packIds: [pack.packId] } });
    expect(battle.statusCode).toBe(409);
    expect(battle.json().error.message).toBe('This pack is being repriced. Please try again in a moment.');

    expect(await balance(me.cookie)).toBe(100_000);
    expect((await suite.app.inject({ method: 'GET', url: '/api/inventory', headers: { cookie: me.cookie } })).json().count).toBe(0);
  });

  it('lets an admin take a community pack off the market and put it back, but not rename it', async () => {
    const admin = await signInAdmin(suite.app);
    const creator = await signUp(suite.app, suite.sms);
    const source = await createTestPack(suite.app.resources.db, { items: cheapItems });
    const created = await suite.app.inject({
      method: 'POST',
      url: '/api/packs',
      headers: { cookie: creator.cookie },
      payload: { name: 'Player Pack', commissionBp: 100, items: source.itemIds.map((itemId) => ({ itemId, oddsPpm: 50_000 })) },
    });
    expect(created.statusCode, created.body).toBe(200);
    const packId = created.json().pack.id as string;

    const off = await suite.app.inject({ method: 'PATCH', url: `/api/admin/packs/${packId}`, headers: { cookie: admin.cookie }, payload: { active: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect((await suite.app.inject({ method: 'GET', url: `/api/packs/${packId}` })).statusCode).toBe(404);
    const buyer = await signUp(suite.app, suite.sms);
    expect((await suite.app.inject({ method: 'POST', url: `/api/packs/${packId}/open`, headers: { cookie: buyer.cookie }, payload: {} })).statusCode).toBe(404);

    const rename = await suite.app.inject({ method: 'PATCH', url: `/api/admin/packs/${packId}`, headers: { cookie: admin.cookie }, payload: { name: 'Taken Over' } });
    expect(rename.statusCode).toBe(403);

    const on = await suite.app.inject({ method: 'PATCH', url: `/api/admin/packs/${packId}`, headers: { cookie: admin.cookie }, payload: { active: true } });
    expect(on.statusCode).toBe(200);
    expect((await suite.app.inject({ method: 'GET', url: `/api/packs/${packId}` })).json().pack.name).toBe('Player Pack');
  });
});

describe('the house edge the forms price drafts with', () => {
  it('is the configured one, served to anyone (GET /api/packs/pricing), and the one the server prices a new pack with', async () => {
    const app = await testApp({ config: { houseEdge: 0.125 } });
    try {
      const answer = await app.inject({ method: 'GET', url: '/api/packs/pricing' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ houseEdge: 0.125 });
      const draft = draftTotals(
        [
          { itemId: 'a', valueCents: 1_000, chance: '50' },
          { itemId: 'b', valueCents: 3_000, chance: '50' },
        ],
        { houseEdge: answer.json().houseEdge },
      );
      const admin = await signInAdmin(app);
      const item = await createTestPack(app.resources.db, { items: [{ valueCents: 1_000, oddsPpm: 50_000 }, { valueCents: 3_000, oddsPpm: 50_000 }] });
      const made = await app.inject({
        method: 'POST',
        url: '/api/admin/packs',
        headers: { cookie: admin.cookie },
        payload: { name: 'Edge Check', active: true, items: item.itemIds.map((itemId) => ({ itemId, oddsPpm: 50_000 })) },
      });
      expect(made.statusCode, made.body).toBeLessThan(300);
      expect(draft.priceCents).toBe(2_250); // ceil($20.00 · 1.125)
      expect((await app.inject({ method: 'GET', url: `/api/packs/${made.json().pack.id}` })).json().pack.priceCents).toBe(draft.priceCents);
    } finally {
      await app.close();
    }
  });
});

