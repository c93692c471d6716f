/**
 * Returns (DESIGN §23) on both databases, on the system clock: the realised return of a pack, a
 * battle mode and the upgrader equals an independent sum over the ledger and the plays for the
 * same window; the 99 % range is the published odds' mean ± 2.576 standard deviations; closed days
 * are summed once even by two instances at once, and the all-time figure adds them to today's
 * plays; the daily report is published once; the page reads the stored report.
 */
import zlib from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import { Z_99, tableMoments } from '@lootforge/core/transparency';
import { createBattle, fillWithBots } from '../battles/service';
import { verifyLedger } from '../ledger/verify';
import { signInAdmin } from '../test/admins';
import { appSuite, testApp } from '../test/app';
import { createTestPack } from '../test/catalogue';
import { describeEachDatabase } from '../test/databases';
import { signUp } from '../test/users';
import { computeReturns, rollUpReturnDays } from './returns';
import { sweepTransparency } from './sweeper';

type Figures = { game: string; id: string; theoreticalPpm: number; realised: Record<string, number | null>; plays: Record<string, number>; range99: Record<string, { lowPpm: number; highPpm: number } | null> };

describeEachDatabase('returns', (open) => {
  const suite = appSuite({ openDb: open, raceSweeper: false, cashierSweeper: false, config: { logLevel: 'silent' } });
  const table = [
    { valueCents: 100, oddsPpm: 60_000 },
    { valueCents: 500, oddsPpm: 30_000 },
    { valueCents: 2_500, oddsPpm: 10_000 },
  ];
  let packId: string;
  let itemIds: string[];
  let admin: { cookie: string };
  beforeAll(async () => {
    admin = await signInAdmin(suite.app);
    ({ packId, itemIds } = await createTestPack(suite.db, { items: table }));
  });
  const post = (cookie: string, url: string, payload?: object) => suite.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const report = async () => {
    const published = await post(admin.cookie, '/api/admin/transparency/returns');
    expect(published.statusCode, published.body).toBe(200);
    const view = (await suite.app.inject({ method: 'GET', url: '/api/transparency' })).json();
    expect(view.returnsComputedAt).toBe(published.json().report.computedAt);
    return view.returns as Figures[];
  };
  const row = (figures: Figures[], game: string, id: string) => figures.find((f) => f.game === game && f.id === id)!;

  it('the realised return of a pack, a battle mode and the upgrader equals independent sums over the ledger and the plays', async () => {
    const players = await Promise.all(Array.from({ length: 3 }, () => signUp(suite.app, suite.sms)));
    for (const p of players) for (const count of [4, 1]) expect((await post(p.cookie, `/api/packs/${packId}/open`, { count })).statusCode).toBe(200);
    // A battle against bots, and an upgrade of one item into another.
    const { battleId } = await createBattle(suite.db, { userId: players[0]!.userId, body: { players: 2, mode: 'normal', packIds: [packId, packId] }, idempotencyKey: undefined, houseEdge: 0.08 });
    await fillWithBots(suite.db, { userId: players[0]!.userId, battleId });
    const inventory = (await suite.app.inject({ method: 'GET', url: '/api/inventory', headers: { cookie: players[1]!.cookie } })).json();
    const cheapest = [...inventory.items].sort((a: { valueCents: number }, b: { valueCents: number }) => a.valueCents - b.valueCents)[0];
    const upgraded = await post(players[1]!.cookie, '/api/upgrader', { inventoryIds: [cheapest.id], targetItemId: itemIds[2], direction: 'under' });
    expect(upgraded.statusCode, upgraded.body).toBe(200);

    const figures = await report();
    // The pack: staked from the ledger's pack_open transfers, paid from the items the opens gave.
    const [ledger] = await suite.db.query<{ staked: string }>(`SELECT sum(amount_cents) AS staked FROM transfers WHERE kind = 'pack_open' AND ref_id = $1`, [packId]);
    const [items] = await suite.db.query<{ paid: string; n: number }>(
      `SELECT sum(i.value_cents) AS paid, count(*)::int AS n FROM inventory_items i JOIN pack_opens o ON o.id = i.source_id WHERE i.source_type = 'pack_open' AND o.pack_id = $1`,
      [packId],
    );
    const pack = row(figures, 'pack', packId);
    expect(pack.plays).toEqual({ day: 15, month: 15, all: 15 });
    expect(items!.n).toBe(15);
    const expected = Math.round((Number(items!.paid) / Number(ledger!.staked)) * 1_000_000);
    expect(pack.realised).toEqual({ day: expected, month: expected, all: expected });
    // Its theoretical return and 99 % range from the published table.
    const { evCents, varCents2 } = tableMoments(table);
    const [{ price_cents: price }] = (await suite.db.query<{ price_cents: string }>(`SELECT price_cents FROM packs WHERE id = $1`, [packId])) as [{ price_cents: string }];
    expect(pack.theoreticalPpm).toBe(Math.round((evCents / Number(price)) * 1_000_000));
    const spread = Z_99 * Math.sqrt(varCents2 * 15);
    expect(pack.range99.all).toEqual({ lowPpm: Math.floor((Math.max(0, evCents * 15 - spread) / (Number(price) * 15)) * 1_000_000), highPpm: Math.ceil(((evCents * 15 + spread) / (Number(price) * 15)) * 1_000_000) });

    // The battle mode: the entries the escrow settled, against the value the rounds rolled.
    const [battle] = await suite.db.query<{ settled: string; value: string }>(
      `SELECT (SELECT sum(amount_cents) FROM transfers WHERE kind = 'battle_settlement' AND ref_id = $1::text) AS settled, total_value_cents AS value FROM battles WHERE id = $1::uuid`,
      [battleId],
    );
    const normal = row(figures, 'battle', 'normal');
    expect(normal.plays.all).toBe(1);
    expect(normal.realised.all).toBe(Math.round((Number(battle!.value) / Number(battle!.settled)) * 1_000_000));
    expect(normal.theoreticalPpm).toBe(920_000);
    expect(row(figures, 'battle', 'jackpot').realised.all).toBeNull();

    // The upgrader: the stake, against the target's value if it was won.
    const [up] = await suite.db.query<{ stake: string; paid: string }>(`SELECT stake_cents AS stake, CASE WHEN won THEN target_value_cents ELSE 0 END AS paid FROM upgrades`);
    const upgrader = row(figures, 'upgrader', 'upgrader');
    expect(upgrader.plays.all).toBe(1);
    expect(upgrader.realised.all).toBe(Math.round((Number(up!.paid) / Number(up!.stake)) * 1_000_000));
    expect((await verifyLedger(suite.db)).problems).toEqual([]);
  });

  it('closed days are summed once, by two instances at once too; all time adds them to today; the daily report is published once', async () => {
    const me = await signUp(suite.app, suite.sms);
    expect((await post(me.cookie, `/api/packs/${packId}/open`, { count: 4 })).statusCode).toBe(200);
    // Two of those opens, and the earlier test's plays, were yesterday's and the day before's.
    await suite.db.query(`UPDATE pack_opens SET created_at = created_at - interval '2 days' WHERE user_id <> $1`, [me.userId]);
    await suite.db.query(`UPDATE battles SET started_at = started_at - interval '2 days'`);
    await suite.db.query(`UPDATE upgrades SET created_at = created_at - interval '2 days'`);
    await suite.db.query(`UPDATE pack_opens SET created_at = created_at - interval '1 day' WHERE id IN (SELECT id FROM pack_opens WHERE user_id = $1 ORDER BY nonce LIMIT 2)`, [me.userId]);
    const other = await testApp({ db: suite.db, raceSweeper: false, cashierSweeper: false, financeRollup: false, config: { logLevel: 'silent' } });
    try {
      const [a, b] = await Promise.all([rollUpReturnDays(suite.db, { clock: suite.app.clock }), rollUpReturnDays(other.resources.db, { clock: other.clock })]);
      // Each day rolled by one of them only.
      expect(new Set([...a, ...b]).size).toBe(a.length + b.length);
      const [sweptA, sweptB] = await Promise.all([sweepTransparency(suite.app), sweepTransparency(other)]);
      expect([sweptA.report, sweptB.report].filter(Boolean)).toHaveLength(1);
    } finally {
      await other.close();
    }
    const [kept] = await suite.db.query<{ plays: string }>(`SELECT sum(plays) AS plays FROM return_days WHERE game = 'pack' AND game_id = $1`, [packId]);
    expect(Number(kept!.plays)).toBe(17);
    const figures = await computeReturns(suite.db, { clock: suite.app.clock, houseEdge: 0.08 });
    const pack = figures.find((f) => f.game === 'pack' && f.id === packId)!;
    expect(pack.plays).toEqual({ day: 2, month: 19, all: 19 });
    const [paid] = await suite.db.query<{ staked: string; paid: string }>(`SELECT sum(price_cents) AS staked, sum(value_cents) AS paid FROM pack_opens WHERE pack_id = $1`, [packId]);
    expect(pack.realised.all).toBe(Math.round((Number(paid!.paid) / Number(paid!.staked)) * 1_000_000));
    // Nothing rolled twice on a later sweep.
    expect(await rollUpReturnDays(suite.db, { clock: suite.app.clock })).toEqual([]);

    // The page's answer is compressed once per published state, and follows a new report at once.
    const read = async (encoding: string) => suite.app.inject({ method: 'GET', url: '/api/transparency', headers: { 'accept-encoding': encoding } });
    const plain = await read('identity');
    const brotli = await read('gzip, deflate, br');
    expect([plain.headers['content-encoding'], brotli.headers['content-encoding']]).toEqual([undefined, 'br']);
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    const before = plain.json().returnsComputedAt;
    await report();
    expect((await read('gzip')).headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync((await read('gzip')).rawPayload).toString()).returnsComputedAt).not.toBe(before);
  });
});
