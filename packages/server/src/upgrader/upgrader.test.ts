/**
 * The upgrader (DESIGN §20) on both databases: a win and a loss chosen by reading the hidden
 * server seed, each recomputed from the revealed seed; the stake recorded as wager; all or
 * nothing when the same item is staked twice at once or sold meanwhile; bad input refused in
 * the design's words with nothing changed; a self-excluded player refused. The ledger verifies
 * after every scenario.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { chanceRangeMessage, DEFAULT_UPGRADER_MAX_CHANCE_PPM, TARGET_NOT_DEARER_MESSAGE, TOO_MANY_ITEMS_MESSAGE, upgradeChancePpm, upgradeTicket, upgradeWins } from '@lootforge/core/upgrader';
import type { UpgradeView } from '@lootforge/core/contracts/upgrader-answers';
import { formatCents } from '@lootforge/core/money';
import { verifyLedger } from '../ledger/verify';
import { appSuite } from '../test/app';
import { createTestPack } from '../test/catalogue';
import { describeEachDatabase } from '../test/databases';
import { signUp } from '../test/users';
import { ITEMS_GONE_MESSAGE, KEY_REUSED_MESSAGE } from './service';
import { recentLive } from '../live/feed';

describeEachDatabase('the upgrader', (open) => {
  const suite = appSuite({ openDb: open, at: '2030-04-10T08:00:00Z', raceSweeper: false, cashierSweeper: false, config: { logLevel: 'silent' } });
  beforeEach(() => suite.clock.set('2030-04-10T08:00:00Z'));
  afterEach(async () => {
    expect((await verifyLedger(suite.db)).problems).toEqual([]);
  });

  const post = (cookie: string, url: string, payload?: object, headers: Record<string, string> = {}) =>
    suite.app.inject({ method: 'POST', url, headers: { cookie, ...headers }, ...(payload ? { payload } : {}) });
  const balance = async (cookie: string) => (await suite.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } })).json().balanceCents as number;
  const inventory = async (cookie: string) =>
    (await suite.app.inject({ method: 'GET', url: '/api/inventory', headers: { cookie } })).json().items as Array<{ id: string; itemId: string; valueCents: number }>;

  /** A pack that always gives one $5.00 item, and a $20.00 target item in the catalogue. */
  let fixture: { packId: string; targetId: string; dearId: string; cheapId: string };
  beforeEach(async () => {
    if (fixture) return;
    const pack = await createTestPack(suite.db, { items: [{ valueCents: 500, oddsPpm: 100_000 }] });
    const targets = await createTestPack(suite.db, { items: [{ valueCents: 2_000, oddsPpm: 50_000 }, { valueCents: 1_000_000, oddsPpm: 40_000 }, { valueCents: 300, oddsPpm: 10_000 }] });
    fixture = { packId: pack.packId, targetId: targets.itemIds[0]!, dearId: targets.itemIds[1]!, cheapId: targets.itemIds[2]! };
  });
  /** A new player holding `items` $5.00 items from opens. */
  const playerWith = async (items: number) => {
    const me = await signUp(suite.app, suite.sms);
    for (let i = 0; i < items; i++) expect((await post(me.cookie, `/api/packs/${fixture.packId}/open`, { count: 1 })).statusCode).toBe(200);
    return { ...me, items: (await inventory(me.cookie)).map((item) => item.id) };
  };
  /** The direction that wins (or loses) the player's next upgrade at `chancePpm`, read from the hidden seed. */
  const directionTo = async (userId: string, chancePpm: number, win: boolean) => {
    const [pair] = await suite.db.query<{ server_seed: string; client_seed: string; nonce: number }>(`SELECT server_seed, client_seed, nonce FROM seed_pairs WHERE user_id = $1 AND active`, [userId]);
    const ticket = upgradeTicket(pair!.server_seed, pair!.client_seed, pair!.nonce);
    for (const direction of ['under', 'over'] as const) if (upgradeWins(ticket, chancePpm, direction) === win) return direction;
    throw new Error(`no direction ${win ? 'wins' : 'loses'} ticket ${ticket} at ${chancePpm}`);
  };

  it('a player who has no active seed pair when the upgrade locks (one rotated at that moment) stakes their items all the same, on a new pair', async () => {
    const me = await playerWith(2);
    // What an upgrade that waited on the pair while a rotation committed finds: no active pair.
    await suite.db.query(`UPDATE seed_pairs SET active = false WHERE user_id = $1`, [me.userId]);
    const r = await post(me.cookie, '/api/upgrader', { inventoryIds: me.items, balanceCents: 0, targetItemId: fixture.targetId, direction: 'under' });
    expect(r.statusCode, r.body).toBe(200);
    expect((await inventory(me.cookie)).some((item) => me.items.includes(item.id))).toBe(false);
    const pairs = await suite.db.query<{ active: boolean; nonce: number }>(`SELECT active, nonce FROM seed_pairs WHERE user_id = $1 AND active`, [me.userId]);
    expect(pairs).toEqual([{ active: true, nonce: 1 }]);
  });

  it('a player stakes two items and $2.00 for a $20.00 target: a win puts it in the inventory, the roll checks out from the revealed seed, and S is wagered', async () => {
    const me = await playerWith(2);
    const chance = upgradeChancePpm(1_200, 2_000, 0.08);
    const direction = await directionTo(me.userId, chance, true);
    const before = await balance(me.cookie);
    const r = await post(me.cookie, '/api/upgrader', { inventoryIds: me.items, balanceCents: 200, targetItemId: fixture.targetId, direction });
    expect(r.statusCode, r.body).toBe(200);
    const up = r.json().upgrade as UpgradeView;
    expect(up).toMatchObject({ won: true, chancePpm: chance, stakeCents: 1_200, balanceCents: 200, targetValueCents: 2_000, direction });
    expect(r.json().balanceCents).toBe(before - 200);
    expect(await balance(me.cookie)).toBe(before - 200);
    const now = await inventory(me.cookie);
    expect(now.map((item) => item.id)).toEqual([up.item!.inventoryId]);
    expect(now[0]).toMatchObject({ itemId: fixture.targetId, valueCents: 2_000 });
    // Wagered: two $10.00 opens and the $12.00 upgrade.
    const [totals] = await suite.db.query<{ wager_cents: number | string }>(`SELECT wager_cents FROM wager_totals WHERE user_id = $1`, [me.userId]);
    const [open] = await suite.db.query<{ price_cents: number | string }>(`SELECT price_cents FROM packs WHERE id = $1`, [fixture.packId]);
    expect(Number(totals!.wager_cents)).toBe(2 * Number(open!.price_cents) + 1_200);

    // Rotating the pair reveals the seed: the ticket and the result recompute.
    const rotated = await post(me.cookie, '/api/fairness/rotate', {});
    expect(rotated.statusCode, rotated.body).toBe(200);
    const [revealed] = await suite.db.query<{ server_seed: string; server_seed_hash: string }>(`SELECT server_seed, server_seed_hash FROM seed_pairs WHERE server_seed_hash = $1`, [up.fairness.serverSeedHash]);
    const ticket = upgradeTicket(revealed!.server_seed, up.fairness.clientSeed, up.fairness.nonce);
    expect(ticket).toBe(up.ticket);
    expect(upgradeWins(ticket, up.chancePpm, up.direction)).toBe(true);
    expect((await suite.app.inject({ method: 'GET', url: `/api/upgrader/${up.id}`, headers: { cookie: me.cookie } })).json().upgrade).toEqual(up);

    // The win is in the live feed once the dial has landed, not before.
    const at = suite.clock.now().getTime();
    const feed = (nowMs: number) => recentLive(suite.db, suite.app.resources.storage, { limit: 20, nowMs });
    expect((await feed(at + 1_000)).find((entry) => entry.id === `upgrade:${up.id}`)).toBeUndefined();
    expect((await feed(at + 6_000)).find((entry) => entry.id === `upgrade:${up.id}`)).toMatchObject({
      kind: 'upgrade_win',
      userName: me.userName,
      itemName: up.target.name,
      valueCents: 2_000,
      source: { kind: 'upgrader', id: up.id, name: 'Upgrader' },
    });
  });

  it('a loss takes the staked items and the balance part and gives nothing', async () => {
    const me = await playerWith(1);
    const chance = upgradeChancePpm(500, 2_000, 0.08);
    const r = await post(me.cookie, '/api/upgrader', { inventoryIds: me.items, targetItemId: fixture.targetId, direction: await directionTo(me.userId, chance, false) });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().upgrade).toMatchObject({ won: false, item: null, stakeCents: 500, balanceCents: 0 });
    expect(await inventory(me.cookie)).toEqual([]);
    // Items alone move no money: the stake is logged, nothing paid.
    const [stake] = await suite.db.query<{ kind: string; amount_cents: number | string; returned_cents: number | string }>(`SELECT kind, amount_cents, returned_cents FROM stakes WHERE user_id = $1`, [me.userId]);
    expect({ ...stake, amount_cents: Number(stake!.amount_cents), returned_cents: Number(stake!.returned_cents) }).toEqual({ kind: 'upgrade', amount_cents: 500, returned_cents: 0 });
  });

  it('the same item in two upgrades at once, or sold while staked: exactly one takes it', async () => {
    const me = await playerWith(2);
    const body = { inventoryIds: [me.items[0]], targetItemId: fixture.targetId, direction: 'under' };
    const twice = await Promise.all([post(me.cookie, '/api/upgrader', body), post(me.cookie, '/api/upgrader', body)]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(twice.find((r) => r.statusCode === 409)!.json().error.message).toBe(ITEMS_GONE_MESSAGE);

    const raced = await Promise.all([post(me.cookie, '/api/inventory/sell', { ids: [me.items[1]] }), post(me.cookie, '/api/upgrader', { ...body, inventoryIds: [me.items[1]] })]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [row] = await suite.db.query<{ sold: boolean; upgraded: boolean }>(`SELECT sold_at IS NOT NULL AS sold, upgrade_id IS NOT NULL AS upgraded FROM inventory_items WHERE id = $1`, [me.items[1]]);
    expect(row!.sold !== row!.upgraded).toBe(true);
  });

  it('refuses bad input in the design’s words and changes nothing', async () => {
    const me = await playerWith(1);
    const other = await playerWith(1);
    const before = { balance: await balance(me.cookie), inventory: await inventory(me.cookie) };
    const cases: Array<[object, number, string]> = [
      [{ inventoryIds: me.items, targetItemId: fixture.dearId, direction: 'under' }, 400, chanceRangeMessage(DEFAULT_UPGRADER_MAX_CHANCE_PPM)],
      [{ inventoryIds: me.items, balanceCents: 1_200, targetItemId: fixture.targetId, direction: 'under' }, 400, 'Pick a target with a win chance between 1 % and 75 %.'],
      [{ inventoryIds: me.items, targetItemId: fixture.cheapId, direction: 'over' }, 400, TARGET_NOT_DEARER_MESSAGE],
      [{ inventoryIds: other.items, targetItemId: fixture.targetId, direction: 'under' }, 409, ITEMS_GONE_MESSAGE],
      [{ balanceCents: 200_000, targetItemId: fixture.dearId, direction: 'under' }, 409, `Insufficient funds. Your balance is ${formatCents(before.balance)}`],
      [{ inventoryIds: Array.from({ length: 11 }, () => crypto.randomUUID()), targetItemId: fixture.targetId, direction: 'under' }, 400, `inventoryIds: ${TOO_MANY_ITEMS_MESSAGE}`],
      [{ targetItemId: fixture.targetId, direction: 'under' }, 400, 'Pick items or an amount to stake.'],
      [{ inventoryIds: [me.items[0], me.items[0]], targetItemId: fixture.targetId, direction: 'under' }, 400, 'inventoryIds: Each item can be staked once.'],
      [{ inventoryIds: me.items, targetItemId: crypto.randomUUID(), direction: 'under' }, 404, 'That target item does not exist.'],
      [{ inventoryIds: me.items, targetItemId: fixture.targetId, direction: 'sideways' }, 400, 'direction: Pick under or over.'],
      [{ inventoryIds: me.items, balanceCents: -5, targetItemId: fixture.targetId, direction: 'under' }, 400, 'balanceCents: balanceCents cannot be negative.'],
      [{ inventoryIds: me.items, targetItemId: fixture.targetId, direction: 'under', extra: 1 }, 400, 'An upgrade is inventoryIds, balanceCents, targetItemId and direction.'],
    ];
    for (const [payload, status, message] of cases) {
      const r = await post(me.cookie, '/api/upgrader', payload);
      expect(r.statusCode, `${JSON.stringify(payload)}: ${r.body}`).toBe(status);
      expect(r.json().error.message).toBe(message);
    }
    expect({ balance: await balance(me.cookie), inventory: await inventory(me.cookie) }).toEqual(before);
    expect((await suite.db.query(`SELECT 1 FROM upgrades WHERE user_id = $1`, [me.userId])).length).toBe(0);
    expect((await suite.app.inject({ method: 'POST', url: '/api/upgrader', payload: { balanceCents: 100, targetItemId: fixture.targetId, direction: 'under' } })).statusCode).toBe(401);
    // Another player's upgrade answers as if it did not exist.
    const mine = await post(other.cookie, '/api/upgrader', { inventoryIds: other.items, targetItemId: fixture.targetId, direction: 'under' });
    expect((await suite.app.inject({ method: 'GET', url: `/api/upgrader/${mine.json().upgrade.id}`, headers: { cookie: me.cookie } })).statusCode).toBe(404);
  });

  it('tells the page what chances are computed with', async () => {
    const r = await suite.app.inject({ method: 'GET', url: '/api/upgrader/options' });
    expect(r.json()).toEqual({ houseEdge: suite.app.config.houseEdge, minChancePpm: 10_000, maxChancePpm: DEFAULT_UPGRADER_MAX_CHANCE_PPM, maxItems: 10 });
  });

  it('an Idempotency-Key sent twice makes one upgrade', async () => {
    const me = await playerWith(1);
    const body = { inventoryIds: me.items, balanceCents: 100, targetItemId: fixture.targetId, direction: 'over' };
    const key = { 'idempotency-key': 'upgrade-key-1' };
    const [a, b] = await Promise.all([post(me.cookie, '/api/upgrader', body, key), post(me.cookie, '/api/upgrader', body, key)]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    // The retry answers the upgrade its original made, as the original answered it.
    expect(a.json().upgrade).toEqual(b.json().upgrade);
    expect((await suite.db.query(`SELECT 1 FROM upgrades WHERE user_id = $1`, [me.userId])).length).toBe(1);
    // The same key for another upgrade is refused, not answered with the first.
    const other = await post(me.cookie, '/api/upgrader', { ...body, direction: 'under' }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe(KEY_REUSED_MESSAGE);
  });

  it('a self-excluded player cannot upgrade; nothing changes', async () => {
    const me = await playerWith(1);
    expect((await post(me.cookie, '/api/limits/exclusion', { period: '6m' })).statusCode).toBe(200);
    const r = await post(me.cookie, '/api/upgrader', { inventoryIds: me.items, targetItemId: fixture.targetId, direction: 'under' });
    expect(r.statusCode).toBe(403);
    expect(r.json().error.message).toMatch(/^You have excluded yourself from play until /);
    expect((await inventory(me.cookie)).map((item) => item.id)).toEqual(me.items);
  });
});
