/** GET /api/live?minValueCents=: the notable drops the ticker runs, and nothing else. */
import { expect, it } from 'vitest';
import { appSuite } from '../test/app';
import { describeEachDatabase } from '../test/databases';
import { createTestPack } from '../test/catalogue';
import { signUp } from '../test/users';

type Entry = { kind: string; userName: string; valueCents: number };

describeEachDatabase('live feed', (open) => {
  const suite = appSuite({ openDb: open });

  const live = async (query = '') => {
    const response = await suite.app.inject({ method: 'GET', url: `/api/live${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().entries as Entry[];
  };

  it('keeps only drops worth the floor when one is asked for', async () => {
    const cheap = await createTestPack(suite.app.resources.db, { items: [{ valueCents: 40, oddsPpm: 50_000 }, { valueCents: 60, oddsPpm: 50_000 }] });
    const dear = await createTestPack(suite.app.resources.db, { items: [{ valueCents: 1_500, oddsPpm: 50_000 }, { valueCents: 2_500, oddsPpm: 50_000 }] });
    const player = await signUp(suite.app, suite.sms, 'TickerFan');
    for (const packId of [cheap.packId, dear.packId, cheap.packId]) {
      const opened = await suite.app.inject({ method: 'POST', url: `/api/packs/${packId}/open`, headers: { cookie: player.cookie }, payload: { count: 1 } });
      expect(opened.statusCode, opened.body).toBe(200);
    }
    // Past the reveal delay: the opener's reel has landed.
    await suite.app.resources.db.query(`UPDATE pack_opens SET created_at = created_at - interval '6 seconds'`);

    expect((await live()).filter((entry) => entry.userName === 'TickerFan')).toHaveLength(3);
    const notable = await live('?minValueCents=1000');
    expect(notable.map((entry) => entry.valueCents)).toHaveLength(1);
    expect(notable[0]!.valueCents).toBeGreaterThanOrEqual(1_500);
    expect(await live('?minValueCents=1000000')).toEqual([]);
  });

  it('answers 400 for a floor it cannot read', async () => {
    for (const query of ['?minValueCents=-5', '?minValueCents=ten', '?minValueCents=1.5']) {
      const response = await suite.app.inject({ method: 'GET', url: `/api/live${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.message).toMatch(/minValueCents/);
    }
  });
});
