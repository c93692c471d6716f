/** GET /api/live?minValueCents=: the notable drops the ticker runs, and nothing else. */
import { expect, it } from 'vitest';
import { appSuite } from '../test/app';
import { describeEachDatabase } from '../test/databases';
import { createTestPack } from '../test/catalogue';
import { signUp } from '../test/users';
import { openBattle } from '../test/battles';
import type { BusMessage } from '../realtime/bus';

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

  it("puts a battle's winner on the live topic only when the reels land, not when the battle settles", async () => {
    const { packId } = await createTestPack(suite.app.resources.db, { items: [{ valueCents: 300, oddsPpm: 50_000 }, { valueCents: 900, oddsPpm: 50_000 }] });
    const heard: Array<{ message: BusMessage; atMs: number }> = [];
    const stop = suite.app.resources.bus.subscribe((message) => heard.push({ message, atMs: Date.now() }));
    try {
      const [host, guest] = [await signUp(suite.app, suite.sms), await signUp(suite.app, suite.sms)];
      const battleId = await openBattle(suite.app, { packId, host, joiners: [guest], players: 2 });
      // Events go out on a later turn of the event loop than the answer (the bus never runs subscribers inline).
      const settledEvent = () => heard.find(({ message }) => message.topic === `battle:${battleId}` && message.event === 'settled');
      await expect.poll(settledEvent, { timeout: 5_000, interval: 10 }).toBeDefined();
      const settled = settledEvent();
      const { completedAt } = settled!.message.data as { completedAt: number };
      expect(completedAt).toBeGreaterThan(Date.now());
      const liveWins = () => heard.filter(({ message }) => message.topic === 'live' && (message.data as { source: { id: string } }).source.id === battleId);
      expect(liveWins()).toEqual([]);
      // The winner goes out once the reels have landed, and not before.
      await expect.poll(() => liveWins().length, { timeout: completedAt - Date.now() + 10_000, interval: 100 }).toBeGreaterThan(0);
      for (const { atMs, message } of liveWins()) {
        expect(atMs).toBeGreaterThanOrEqual(completedAt);
        expect(message.data).toMatchObject({ kind: 'battle_win', at: completedAt });
      }
    } finally {
      stop();
    }
  });

  it('answers 400 for a floor it cannot read', async () => {
    for (const query of ['?minValueCents=-5', '?minValueCents=ten', '?minValueCents=1.5']) {
      const response = await suite.app.inject({ method: 'GET', url: `/api/live${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.message).toMatch(/minValueCents/);
    }
  });
});
