/**
 * Levels and free cases (DESIGN §21) on both databases: the level from what was staked, a level's
 * case claimed once, the daily case once a day (twenty claims at once: one open), cases for levels
 * not reached refused, a level pack never sold or used in a battle, a free case's item sold as
 * bonus money, and nothing claimed during a break or self-exclusion. The ledger verifies after
 * every scenario.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { verifyLedger } from '../ledger/verify';
import { appSuite } from '../test/app';
import { createTestPack } from '../test/catalogue';
import { describeEachDatabase } from '../test/databases';
import { signUp } from '../test/users';
import { testConfig } from '../config';
import { LEVEL_CASE_NOT_SOLD } from '../packs/open';

describeEachDatabase('levels and free cases', (open) => {
  const cashier = { ...testConfig().cashier, bonusPlaythrough: 40 };
  const suite = appSuite({ openDb: open, at: '2030-04-10T08:00:00Z', raceSweeper: false, cashierSweeper: false, config: { logLevel: 'silent', cashier } });
  beforeEach(() => suite.clock.set('2030-04-10T08:00:00Z'));
  afterEach(async () => {
    expect((await verifyLedger(suite.db)).problems).toEqual([]);
  });

  const get = (cookie: string, url: string) => suite.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (cookie: string, url: string, payload?: object) => suite.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const claim = (cookie: string, payload: object) => post(cookie, '/api/levels/claim', payload);

  /** A $10.00 pack to stake on, and tier 1's level pack (a $1.00 or a $3.00 item). */
  let fixture: { packId: string; levelPackId: string };
  beforeEach(async () => {
    if (fixture) return;
    const pack = await createTestPack(suite.db, { items: [{ valueCents: 500, oddsPpm: 100_000 }] });
    await suite.db.query(`UPDATE packs SET price_cents = 1000 WHERE id = $1`, [pack.packId]);
    const level = await createTestPack(suite.db, { name: 'Tier one case', items: [{ valueCents: 100, oddsPpm: 80_000 }, { valueCents: 300, oddsPpm: 20_000 }] });
    await suite.db.query(`UPDATE packs SET kind = 'level', level_tier = 1 WHERE id = $1`, [level.packId]);
    fixture = { packId: pack.packId, levelPackId: level.packId };
  });
  /** A player who has staked `opens` × $10.00. */
  const playerWho = async (opens: number) => {
    const me = await signUp(suite.app, suite.sms);
    for (let i = 0; i < opens; i++) expect((await post(me.cookie, `/api/packs/${fixture.packId}/open`, { count: 1 })).statusCode).toBe(200);
    return me;
  };

  it('a player reaches level 2 at $10.00 staked and claims its case once and the daily case once a day', async () => {
    const fresh = await playerWho(0);
    expect((await get(fresh.cookie, '/api/levels')).json()).toMatchObject({ xp: 0, level: 1, levelXp: 0, nextLevelXp: 1_000, claimable: [], nextDailyAt: null });
    const me = await playerWho(1);
    const levels = (await get(me.cookie, '/api/levels')).json();
    expect(levels).toMatchObject({ xp: 1_000, level: 2, levelXp: 1_000, nextLevelXp: 5_657 });
    expect(levels.claimable).toEqual([
      { kind: 'level', level: 2, packId: fixture.levelPackId },
      { kind: 'daily', level: 2, packId: fixture.levelPackId },
    ]);
    expect(levels.tiers[0]).toMatchObject({ tier: 1, fromLevel: 1, toLevel: 9, pack: { id: fixture.levelPackId, name: 'Tier one case' } });
    expect(levels.tiers[1]).toMatchObject({ tier: 2, fromLevel: 10, toLevel: 19, pack: null });

    const balance = (await get(me.cookie, '/api/wallet')).json().balanceCents;
    const claimed = await claim(me.cookie, { kind: 'level', level: 2 });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ packId: fixture.levelPackId, packName: 'Tier one case', claim: { kind: 'level', level: 2 } });
    const item = claimed.json().opens[0];
    expect([100, 300]).toContain(item.valueCents);
    // Free: no money moved, the open is recorded at no price, and the item is a free case's.
    expect((await get(me.cookie, '/api/wallet')).json().balanceCents).toBe(balance);
    const [row] = await suite.db.query<{ price_cents: number | string; source_type: string }>(
      `SELECT o.price_cents, i.source_type FROM pack_opens o JOIN inventory_items i ON i.source_id = o.id WHERE o.id = $1`,
      [item.openId],
    );
    expect({ price: Number(row!.price_cents), source: row!.source_type }).toEqual({ price: 0, source: 'free_case' });
    const again = await claim(me.cookie, { kind: 'level', level: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have claimed this case already.');

    expect((await claim(me.cookie, { kind: 'daily' })).statusCode).toBe(200);
    const tooSoon = await claim(me.cookie, { kind: 'daily' });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().error.message).toBe('Your next daily case opens on 11 April 2030, 08:00 UTC.');
    expect((await get(me.cookie, '/api/levels')).json()).toMatchObject({ claimable: [], nextDailyAt: '2030-04-11T08:00:00.000Z' });
    suite.clock.set('2030-04-11T08:00:00Z');
    expect((await claim(me.cookie, { kind: 'daily' })).statusCode).toBe(200);

    const notYet = await claim(me.cookie, { kind: 'level', level: 3 });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error.message).toBe('You have not reached level 3 yet.');
    const newcomer = await claim(fresh.cookie, { kind: 'daily' });
    expect(newcomer.json().error.message).toBe('The daily case opens at level 2.');
  });

  it('twenty claims of the same case at once open it once', async () => {
    const me = await playerWho(1);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => claim(me.cookie, i % 2 ? { kind: 'daily' } : { kind: 'level', level: 2 })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    for (const a of answers.filter((r) => r.statusCode !== 200)) expect(a.statusCode, a.body).toBe(409);
    const claims = await suite.db.query(`SELECT 1 FROM free_claims WHERE user_id = $1`, [me.userId]);
    const opens = await suite.db.query(`SELECT 1 FROM pack_opens WHERE user_id = $1 AND price_cents = 0`, [me.userId]);
    expect([claims.length, opens.length]).toEqual([2, 2]);
  });

  it('the level shows beside the name: /api/me, the public profile, and a battle\'s seats as its settlement leaves them', async () => {
    // $50.00 staked: level 2; a $10.00 battle entry counted at settlement takes the host past 5,657 XP to level 3.
    const me = await playerWho(5);
    expect((await get(me.cookie, '/api/me')).json().user.level).toBe(2);
    expect((await get(me.cookie, `/api/users/${me.userName}`)).json().player.level).toBe(2);
    const created = await post(me.cookie, '/api/battles', { players: 2, mode: 'normal', packIds: [fixture.packId] });
    expect(created.statusCode, created.body).toBe(200);
    const battleId = created.json().battle.id;
    expect(created.json().battle.seats[0]).toMatchObject({ userName: me.userName, level: 2 });
    const filled = await post(me.cookie, `/api/battles/${battleId}/fill-bots`);
    expect(filled.statusCode, filled.body).toBe(200);
    const seats = filled.json().battle.seats;
    expect(seats.map((seat: { level: number | null }) => seat.level)).toEqual([3, null]);
    expect((await get(me.cookie, `/api/battles/${battleId}`)).json().battle.seats.map((seat: { level: number | null }) => seat.level)).toEqual([3, null]);
    expect((await get(me.cookie, '/api/me')).json().user.level).toBe(3);
    expect((await get(me.cookie, `/api/users/${me.userName}`)).json().player.level).toBe(3);
  });

  it('a refunded battle entry gives no XP: an entry counts when its battle settles, and a cancelled battle never does', async () => {
    const me = await playerWho(0);
    const xp = async () => (await get(me.cookie, '/api/levels')).json().xp;
    const created = await post(me.cookie, '/api/battles', { players: 2, mode: 'normal', packIds: [fixture.packId] });
    expect(created.statusCode, created.body).toBe(200);
    expect(await xp()).toBe(0);
    const cancelled = await post(me.cookie, `/api/battles/${created.json().battle.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await xp()).toBe(0);
    expect((await get(me.cookie, '/api/levels')).json()).toMatchObject({ level: 1, claimable: [] });
    // The same entry in a battle that settles counts: level 2 and its case.
    const played = await post(me.cookie, '/api/battles', { players: 2, mode: 'normal', packIds: [fixture.packId] });
    expect((await post(me.cookie, `/api/battles/${played.json().battle.id}/fill-bots`)).statusCode).toBe(200);
    expect(await xp()).toBe(1_000);
    expect((await get(me.cookie, '/api/levels')).json()).toMatchObject({ level: 2, claimable: [{ kind: 'level', level: 2 }, { kind: 'daily', level: 2 }] });
  });

  it('a level pack is never sold: not listed, not opened for money, not in a battle', async () => {
    const me = await playerWho(0);
    const opened = await post(me.cookie, `/api/packs/${fixture.levelPackId}/open`, { count: 1 });
    expect(opened.statusCode).toBe(403);
    expect(opened.json().error.message).toBe(LEVEL_CASE_NOT_SOLD);
    const list = (await get(me.cookie, '/api/packs?q=Tier')).json();
    expect(list.packs.map((p: { id: string }) => p.id)).not.toContain(fixture.levelPackId);
    const battle = await post(me.cookie, '/api/battles', { players: 2, mode: 'normal', packIds: [fixture.levelPackId] });
    expect(battle.statusCode).toBeGreaterThanOrEqual(400);
    expect(battle.statusCode).toBeLessThan(500);
  });

  it('a free case’s item sold is bonus money: it must be played through before it can be withdrawn', async () => {
    const me = await playerWho(1);
    const before = (await get(me.cookie, '/api/cashier')).json().turnoverDueCents as number;
    const item = (await claim(me.cookie, { kind: 'level', level: 2 })).json().opens[0];
    expect((await post(me.cookie, '/api/inventory/sell', { ids: [item.inventoryId] })).statusCode).toBe(200);
    expect((await get(me.cookie, '/api/cashier')).json().turnoverDueCents).toBe(before + item.valueCents * 40);
  });

  it('claims are refused during a break or self-exclusion, and bad claims get a 4xx', async () => {
    const me = await playerWho(1);
    expect((await post(me.cookie, '/api/limits/exclusion', { period: '24h' })).statusCode).toBe(200);
    const refused = await claim(me.cookie, { kind: 'level', level: 2 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/^You are taking a break from play until /);
    const excluded = await playerWho(1);
    expect((await post(excluded.cookie, '/api/limits/exclusion', { period: '6m' })).statusCode).toBe(200);
    expect((await claim(excluded.cookie, { kind: 'daily' })).json().error.message).toMatch(/^You have excluded yourself from play until /);
    expect((await suite.db.query(`SELECT 1 FROM free_claims WHERE user_id IN ($1, $2)`, [me.userId, excluded.userId])).length).toBe(0);

    const other = await playerWho(0);
    for (const [payload, message] of [
      [{ kind: 'level', level: 1 }, 'level: Free level cases start at level 2.'],
      [{ kind: 'level', level: 101 }, 'level: Levels go up to 100.'],
      [{ kind: 'level' }, 'level: Say which level.'],
      [{ kind: 'weekly' }, 'kind: Claim { kind: "level", level } or { kind: "daily" }.'],
    ] as const) {
      const r = await claim(other.cookie, payload);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().error.message).toBe(message);
    }
    expect((await suite.app.inject({ method: 'GET', url: '/api/levels' })).statusCode).toBe(401);
  });
});
