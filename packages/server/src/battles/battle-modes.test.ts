import { expect, it } from 'vitest';
import { BATTLE_MODES, borrowerReceives, seatsBorrowedCents, settleBattle, sponsoredShareCents, type BattleMode } from '@lootforge/core/battle';
import type { BattleDetail } from '@lootforge/core/contracts/battles';
import { escrowKey } from '../ledger/ledger';
import { verifyLedger } from '../ledger/verify';
import { appSuite } from '../test/app';
import { describeEachDatabase } from '../test/databases';
import { signUp } from '../test/users';
import { expireOpenBattles } from './service';

const START = 100_000;

describeEachDatabase('battle modes and options', (open) => {
  const suite = appSuite({ openDb: open, pack: true });

  const db = () => suite.app.resources.db;
  const balance = async (cookie: string) => (await suite.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } })).json().balanceCents as number;
  const create = (cookie: string, payload: object) => suite.app.inject({ method: 'POST', url: '/api/battles', headers: { cookie }, payload });
  const join = (cookie: string, battleId: string, payload: object = {}) => suite.app.inject({ method: 'POST', url: `/api/battles/${battleId}/join`, headers: { cookie }, payload });
  const get = (battleId: string, query = '', cookie?: string) => suite.app.inject({ method: 'GET', url: `/api/battles/${battleId}${query}`, headers: cookie ? { cookie } : {} });
  const fill = (cookie: string, battleId: string) => suite.app.inject({ method: 'POST', url: `/api/battles/${battleId}/fill-bots`, headers: { cookie } });
  const cancel = (cookie: string, battleId: string) => suite.app.inject({ method: 'POST', url: `/api/battles/${battleId}/cancel`, headers: { cookie } });
  /** What the house gained (positive) or lent (negative) in one battle. */
  const houseNet = async (battleId: string) =>
    Number(
      (
        await db().query<{ n: string }>(
          `SELECT coalesce(sum(CASE WHEN c.kind = 'house' THEN t.amount_cents ELSE -t.amount_cents END), 0) AS n
       FROM transfers t JOIN accounts d ON d.id = t.debit_account_id JOIN accounts c ON c.id = t.credit_account_id
       WHERE t.ref_id = $1 AND (c.kind = 'house' OR d.kind = 'house')`,
          [battleId],
        )
      )[0]!.n,
    );
  const escrowCents = async (battleId: string) => Number((await db().query<{ n: string }>(`SELECT coalesce(sum(balance_cents), 0) AS n FROM accounts WHERE key = $1`, [escrowKey(battleId)]))[0]?.n ?? 0);
  const battleCount = async (hostId: string) => (await db().query(`SELECT 1 FROM battles WHERE host_user_id = $1`, [hostId])).length;

  /** The stored result equals a recomputation from the revealed seeds, for any mode and option. */
  function expectRecomputes(battle: BattleDetail) {
    const outcome = settleBattle({
      battleId: battle.id,
      mode: battle.mode,
      teamLayout: battle.teamLayout,
      cursed: battle.cursed,
      playerClientSeeds: battle.fairness.playerClientSeeds,
      borrows: { entryCents: battle.entryCents, borrowedCents: seatsBorrowedCents(battle, battle.seats.map((s) => s.borrowPercent)) },
      rounds: battle.roundPacks.map((i) => battle.packs[i]!),
      serverSeed: battle.fairness.serverSeed!,
    });
    const { clientSeed: _c, ...results } = outcome;
    expect(battle.results).toEqual(JSON.parse(JSON.stringify(results)));
  }

  it.each<[BattleMode, boolean, number, number]>([
    ['terminal', false, 3, 2],
    ['terminal', true, 2, 3],
    ['point_rush', false, 4, 3],
    ['point_rush', true, 2, 2],
    ['elimination', false, 4, 3],
    ['elimination', true, 3, 4],
    ['jackpot', false, 5, 2],
    ['normal', true, 2, 1],
  ])('%s (cursed %s) with %i seats and %i rounds settles with bots and recomputes from the seeds', async (mode, cursed, players, rounds) => {
    const host = await signUp(suite.app, suite.sms);
    const created = await create(host.cookie, { players, mode, cursed, packIds: Array(rounds).fill(suite.pack.packId) });
    expect(created.statusCode, created.body).toBe(200);
    const battle = created.json().battle as BattleDetail;
    expect(battle).toMatchObject({ mode, cursed, private: false, fast: false, fundPercent: 0, joinCents: rounds * suite.pack.priceCents });
    expect((await fill(host.cookie, battle.id)).statusCode).toBe(200);
    const settled = (await get(battle.id)).json().battle as BattleDetail;
    expectRecomputes(settled);
    const results = settled.results!;
    if (mode === 'elimination') expect(results.eliminations).toHaveLength(players - 1);
    if (mode === 'point_rush') expect(results.points).toHaveLength(players);
    if (mode === 'jackpot') expect(results.jackpot?.total).toBe(results.totalValueCents);
    expect(settled.completedAt - settled.startedAt).toBe(rounds * 3_600);
    expect((await verifyLedger(db())).ok).toBe(true);
  });

  it('a fast battle plays every round in half the time', async () => {
    const host = await signUp(suite.app, suite.sms);
    const battle = (await create(host.cookie, { players: 2, mode: 'normal', fast: true, packIds: [suite.pack.packId, suite.pack.packId, suite.pack.packId] })).json().battle as BattleDetail;
    expect(battle.fast).toBe(true);
    const settled = (await fill(host.cookie, battle.id)).json().battle as BattleDetail;
    expect(settled.completedAt - settled.startedAt).toBe(3 * 1_800);
  });

  it.each<[string, object, number, string]>([
    ['cursed shared', { players: 2, mode: 'shared', cursed: true }, 400, 'Cursed cannot be used with Shared or Jackpot.'],
    ['cursed jackpot', { players: 3, mode: 'jackpot', cursed: true }, 400, 'Cursed cannot be used with Shared or Jackpot.'],
    ['cursed upside down', { players: 2, mode: 'upside_down', cursed: true }, 400, 'Upside Down is already cursed'],
    ['elimination with too few rounds', { players: 4, mode: 'elimination', packIds: 'two' }, 400, 'Elimination needs at least 3 rounds.'],
    ['fund off the steps', { players: 2, mode: 'normal', fundPercent: 15 }, 400, 'Sponsoring pays 0 to 100 %'],
    ['fund above 100', { players: 2, mode: 'normal', fundPercent: 110 }, 400, 'Sponsoring pays 0 to 100 %'],
    ['fund below 0', { players: 2, mode: 'normal', fundPercent: -10 }, 400, 'Sponsoring pays 0 to 100 %'],
    ['borrow above 70', { players: 2, mode: 'normal', borrowPercent: 80 }, 400, 'You can borrow 0 to 70 %'],
    ['borrow off the steps', { players: 2, mode: 'normal', borrowPercent: 5 }, 400, 'You can borrow 0 to 70 %'],
    ['mode unknown', { players: 2, mode: 'chaos' }, 400, 'Mode must be'],
    ['private not a flag', { players: 2, mode: 'normal', private: 'yes' }, 400, 'Private must be true or false.'],
  ])('refuses %s with a 4xx and a message, and takes no money', async (_name, body, status, message) => {
    const host = await signUp(suite.app, suite.sms);
    const payload = { packIds: [suite.pack.packId], ...body } as Record<string, unknown>;
    if (payload.packIds === 'two') payload.packIds = [suite.pack.packId, suite.pack.packId];
    const response = await create(host.cookie, payload);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().error.message).toContain(message);
    expect(await balance(host.cookie)).toBe(START);
    expect(await battleCount(host.userId)).toBe(0);
  });

  it('a host holds at most 5 open battles: the sixth is refused and nothing is paid; cancelling one frees a place', async () => {
    const host = await signUp(suite.app, suite.sms);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await create(host.cookie, { players: 2, mode: 'normal', packIds: [suite.pack.packId] })).json().battle.id);
    const sixth = await create(host.cookie, { players: 2, mode: 'normal', packIds: [suite.pack.packId] });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error.message).toBe('You can host at most 5 open battles at once. Cancel one or wait for it to fill.');
    expect(await balance(host.cookie)).toBe(START - 5 * suite.pack.priceCents);
    expect(await battleCount(host.userId)).toBe(5);
    expect((await cancel(host.cookie, ids[0]!)).statusCode).toBe(200);
    expect((await create(host.cookie, { players: 2, mode: 'normal', packIds: [suite.pack.packId] })).statusCode).toBe(200);
  });

  it('a private battle is unlisted, unsearchable and 404 without its key or with a wrong one; its link lets a player in', async () => {
    const host = await signUp(suite.app, suite.sms);
    const guest = await signUp(suite.app, suite.sms);
    const created = (await create(host.cookie, { players: 2, mode: 'normal', private: true, packIds: [suite.pack.packId] })).json().battle as BattleDetail;
    expect(created.private).toBe(true);
    expect(created.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const key = created.key!;
    const listed = (await suite.app.inject({ method: 'GET', url: '/api/battles?filter=all&limit=50' })).json().battles as Array<{ id: string }>;
    expect(listed.map((b) => b.id)).not.toContain(created.id);
    const found = (await suite.app.inject({ method: 'GET', url: `/api/search?q=${created.id.slice(0, 8)}` })).json();
    expect(JSON.stringify(found)).not.toContain(created.id);
    // One character changed (never to itself: a key may end in 'x').
    const nearMiss = `${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`;
    for (const query of ['', '?key=', `?key=${nearMiss}`, '?key=wrong']) {
      const response = await get(created.id, query, guest.cookie);
      expect(response.statusCode, query).toBe(404);
      expect(response.json().error.message).toBe('That battle does not exist.');
    }
    // The host sees it with the key, to share the link.
    expect((await get(created.id, '', host.cookie)).json().battle.key).toBe(key);
    expect((await get(created.id, `?key=${key}`)).statusCode).toBe(200);
    for (const payload of [{}, { key: 'wrong' }, { key: key.toUpperCase() }]) {
      const refused = await join(guest.cookie, created.id, payload);
      expect(refused.statusCode).toBe(404);
      expect(await balance(guest.cookie)).toBe(START);
    }
    const joined = await join(guest.cookie, created.id, { key });
    expect(joined.statusCode, joined.body).toBe(200);
    const settled = (await get(created.id, `?key=${key}`)).json().battle as BattleDetail;
    expectRecomputes(settled);
    expect(await balance(guest.cookie)).toBe(START - suite.pack.priceCents + settled.results!.payouts[1]!);
    const recent = (await suite.app.inject({ method: 'GET', url: '/api/battles?filter=completed&limit=50' })).json().battles as Array<{ id: string }>;
    expect(recent.map((b) => b.id)).not.toContain(created.id);
  });

  it('a sponsored battle: the host pays their seat and a share of every other; joiners and borrowers pay the rest; a borrower keeps their part of a win', async () => {
    const host = await signUp(suite.app, suite.sms);
    const joiners = [await signUp(suite.app, suite.sms), await signUp(suite.app, suite.sms), await signUp(suite.app, suite.sms)];
    const entry = 2 * suite.pack.priceCents;
    const share = sponsoredShareCents(entry, 50);
    const created = await create(host.cookie, { players: 4, mode: 'normal', fundPercent: 50, borrowPercent: 20, packIds: [suite.pack.packId, suite.pack.packId] });
    expect(created.statusCode, created.body).toBe(200);
    const battle = created.json().battle as BattleDetail;
    const hostBorrowed = Math.floor((entry * 20) / 100);
    expect(await balance(host.cookie)).toBe(START - (entry - hostBorrowed) - 3 * share);
    expect(battle.joinCents).toBe(entry - share);
    const borrows = [0, 30, 70];
    const paid: number[] = [];
    for (const [i, joiner] of joiners.entries()) {
      const owed = entry - share;
      paid.push(owed - Math.floor((owed * borrows[i]!) / 100));
      const response = await join(joiner.cookie, battle.id, { borrowPercent: borrows[i] });
      expect(response.statusCode, response.body).toBe(200);
    }
    const done = (await get(battle.id)).json().battle as BattleDetail;
    expectRecomputes(done);
    const results = done.results!;
    // Each joiner paid what they owed less what they borrowed, and received their payout.
    for (const [i, joiner] of joiners.entries()) expect(await balance(joiner.cookie)).toBe(START - paid[i]! + results.payouts[i + 1]!);
    expect(await balance(host.cookie)).toBe(START - (entry - hostBorrowed) - 3 * share + results.payouts[0]!);
    // The house keeps share × borrowed / entry of each borrower's win: the part it paid for.
    const borrowed = [hostBorrowed, ...borrows.map((b) => Math.floor(((entry - share) * b) / 100))];
    results.shares!.forEach((won, seat) => expect(results.payouts[seat]).toBe(won - Math.floor((won * borrowed[seat]!) / entry)));
    expect(results.shares!.map((won, seat) => borrowerReceives(won, borrowed[seat]!, entry))).toEqual(results.payouts);
    expect(results.payouts.reduce((a, b) => a + b, 0)).toBe(results.totalValueCents - results.houseKeepsCents!);
    expect(await escrowCents(battle.id)).toBe(0);
    expect((await verifyLedger(db())).ok).toBe(true);
    // What the history says each player paid; what they received and the house kept shows once the reels end.
    const history = async () => (await suite.app.inject({ method: 'GET', url: '/api/me/battles', headers: { cookie: joiners[2]!.cookie } })).json().battles[0];
    expect(await history()).toMatchObject({ id: battle.id, status: 'running', mine: { seat: 3, paidCents: paid[2], receivedCents: null, houseKeptCents: null } });
    await db().query(`UPDATE battles SET started_at = now() - interval '1 hour', completed_at = now() - interval '1 minute' WHERE id = $1`, [battle.id]);
    expect(await history()).toMatchObject({
      id: battle.id,
      status: 'completed',
      mine: { seat: 3, paidCents: paid[2], receivedCents: results.payouts[3], houseKeptCents: results.shares![3]! - results.payouts[3]! },
    });
  });

  it('a fully sponsored joiner who chose to borrow 70 % pays nothing, borrows nothing and keeps the whole of their share', async () => {
    const host = await signUp(suite.app, suite.sms);
    const joiner = await signUp(suite.app, suite.sms);
    const created = await create(host.cookie, { players: 2, mode: 'shared', fundPercent: 100, packIds: [suite.pack.packId, suite.pack.packId] });
    expect(created.statusCode, created.body).toBe(200);
    const battle = created.json().battle as BattleDetail;
    const joined = await join(joiner.cookie, battle.id, { borrowPercent: 70 });
    expect(joined.statusCode, joined.body).toBe(200);
    const done = (await get(battle.id)).json().battle as BattleDetail;
    expectRecomputes(done);
    const results = done.results!;
    // Shared: both seats split the value unboxed, so the joiner always has a share, and all of it is theirs.
    expect(results.shares![1]).toBeGreaterThan(0);
    expect(results.payouts).toEqual(results.shares);
    expect(results.houseKeepsCents).toBe(0);
    expect(await balance(joiner.cookie)).toBe(START + results.shares![1]!);
    expect((await verifyLedger(db())).ok).toBe(true);
  });

  it.each(['cancel', 'expiry'])('%s of a sponsored battle with borrowers seated refunds each payer exactly what they paid; the house gets its loans back', async (how) => {
    const host = await signUp(suite.app, suite.sms);
    const a = await signUp(suite.app, suite.sms);
    const b = await signUp(suite.app, suite.sms);
    const battle = (await create(host.cookie, { players: 5, mode: 'point_rush', fundPercent: 30, borrowPercent: 70, packIds: [suite.pack.packId, suite.pack.packId, suite.pack.packId] })).json().battle as BattleDetail;
    expect((await join(a.cookie, battle.id, { borrowPercent: 40 })).statusCode).toBe(200);
    expect((await join(b.cookie, battle.id, { borrowPercent: 70 })).statusCode).toBe(200);
    expect(await balance(host.cookie)).toBeLessThan(START);
    expect(await houseNet(battle.id)).toBeLessThan(0);
    if (how === 'cancel') {
      const response = await cancel(host.cookie, battle.id);
      expect(response.statusCode, response.body).toBe(200);
    } else {
      await db().query(`UPDATE battles SET created_at = now() - interval '25 hours' WHERE id = $1`, [battle.id]);
      expect((await expireOpenBattles(db(), 24 * 3600)).map((e) => e.state.battle.id)).toContain(battle.id);
    }
    for (const player of [host, a, b]) expect(await balance(player.cookie)).toBe(START);
    expect(await houseNet(battle.id)).toBe(0);
    expect(await escrowCents(battle.id)).toBe(0);
    expect((await verifyLedger(db())).ok).toBe(true);
  });

  it('a fully sponsored seat costs its joiner nothing, and bots fill the rest at the house cost', async () => {
    const host = await signUp(suite.app, suite.sms);
    const guest = await signUp(suite.app, suite.sms);
    const battle = (await create(host.cookie, { players: 3, mode: 'jackpot', fundPercent: 100, packIds: [suite.pack.packId] })).json().battle as BattleDetail;
    expect(await balance(host.cookie)).toBe(START - 3 * suite.pack.priceCents);
    expect(battle.joinCents).toBe(0);
    expect((await join(guest.cookie, battle.id, { borrowPercent: 70 })).statusCode).toBe(200);
    expect(await balance(guest.cookie)).toBe(START);
    const settled = (await fill(host.cookie, battle.id)).json().battle as BattleDetail;
    expectRecomputes(settled);
    expect(await escrowCents(battle.id)).toBe(0);
    expect((await verifyLedger(db())).ok).toBe(true);
  });

  it('refuses a join borrowing outside the steps, with nothing paid', async () => {
    const host = await signUp(suite.app, suite.sms);
    const guest = await signUp(suite.app, suite.sms);
    const battle = (await create(host.cookie, { players: 2, mode: 'normal', packIds: [suite.pack.packId] })).json().battle as BattleDetail;
    for (const borrowPercent of [75, 80, -10, 'lots']) {
      const response = await join(guest.cookie, battle.id, { borrowPercent });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('You can borrow 0 to 70 %');
    }
    expect(await balance(guest.cookie)).toBe(START);
  });

  it('every mode is accepted by the database', () => {
    expect(BATTLE_MODES).toHaveLength(8);
  });
});
