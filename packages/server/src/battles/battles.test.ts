import { createHash, createHmac } from 'node:crypto';
import { expect, it } from 'vitest';
import { ensureHouse, ensureWallet, transfer } from '../ledger/ledger';
import { verifyLedger } from '../ledger/verify';
import { appSuite } from '../test/app';
import { describeEachDatabase } from '../test/databases';
import { createTestPack } from '../test/catalogue';
import { signInByPhone, signUp } from '../test/users';
import { expireOpenBattles } from './service';

type Battle = {
  id: string;
  status: string;
  joined: number;
  potCents: number;
  entryCents: number;
  isActive: number;
  seats: Array<{ seat: number; userName: string; isBot: boolean }>;
  results: null | { rolls: Array<Array<{ ticket: number; itemIndex: number; valueCents: number }>>; totals: number[]; winners: number[]; payouts: number[]; totalValueCents: number };
  fairness: { serverSeedHash: string; serverSeed: string | null; clientSeed: string | null; playerClientSeeds: string[] };
  packs: Array<{ items: Array<{ valueCents: number; oddsPpm: number }> }>;
  roundPacks: number[];
  startedAt: number;
  completedAt: number;
  createdAt: number;
  serverNow: number;
};

describeEachDatabase('battles', (open) => {
  const suite = appSuite({ openDb: open, pack: true });

  const balance = async (cookie: string) => (await suite.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } })).json().balanceCents as number;
  const create = (cookie: string, payload: object, headers: Record<string, string> = {}) =>
    suite.app.inject({ method: 'POST', url: '/api/battles', headers: { cookie, ...headers }, payload });
  const join = (cookie: string | undefined, battleId: string, headers: Record<string, string> = {}) =>
    suite.app.inject({ method: 'POST', url: `/api/battles/${battleId}/join`, headers: { ...(cookie ? { cookie } : {}), ...headers } });
  const get = async (battleId: string) => (await suite.app.inject({ method: 'GET', url: `/api/battles/${battleId}` })).json().battle as Battle;

  it('creates a battle: the entry is paid, the creator takes seat 0, the seed hash is published', async () => {
    const host = await signUp(suite.app, suite.sms);
    const response = await create(host.cookie, { players: 2, mode: 'normal', packIds: [suite.pack.packId, suite.pack.packId] });
    expect(response.statusCode, response.body).toBe(200);
    const battle = response.json().battle as Battle;
    expect(battle).toMatchObject({ status: 'open', isActive: 0, joined: 1, entryCents: 2 * suite.pack.priceCents, potCents: 2 * suite.pack.priceCents, startedAt: 0, completedAt: 0 });
    expect(battle.seats).toEqual([expect.objectContaining({ seat: 0, userName: host.userName, isBot: false })]);
    expect(battle).toMatchObject({ hostName: host.userName });
    expect(battle.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(battle.fairness.serverSeed).toBeNull();
    expect(battle.results).toBeNull();
    expect(await balance(host.cookie)).toBe(100_000 - 2 * suite.pack.priceCents);
  });

  it.each([
    [{ players: 2, mode: 'normal', packIds: [] }, 'packIds: Please enter a valid amount.'],
    [{ players: 2, mode: 'normal' }, 'packIds: Please enter a valid amount.'],
    [{ players: 1, mode: 'normal', packIds: ['6f1c1f8e-3f5c-4d8e-9a55-0d1d6a3f9b10'] }, 'players: Players: min 2 max 10 players in a battle.'],
    [{ players: 11, mode: 'normal', packIds: ['6f1c1f8e-3f5c-4d8e-9a55-0d1d6a3f9b10'] }, 'players: Players: min 2 max 10 players in a battle.'],
    [{ players: 2.5, mode: 'normal', packIds: ['6f1c1f8e-3f5c-4d8e-9a55-0d1d6a3f9b10'] }, 'players: Players: min 2 max 10 players in a battle.'],
    [{ players: '2', mode: 'normal', packIds: ['6f1c1f8e-3f5c-4d8e-9a55-0d1d6a3f9b10'] }, 'players: Players: min 2 max 10 players in a battle.'],
    [{ players: 2, mode: 'chaos', packIds: ['6f1c1f8e-3f5c-4d8e-9a55-0d1d6a3f9b10'] }, 'mode: Mode must be Normal, Upside Down, Shared, Team, Terminal, Point Rush, Elimination or Jackpot.'],
    [{ players: 3, mode: 'team', packIds: ['6f1c1f8e-3f5c-4d8e-9a55-0d1d6a3f9b10'] }, 'Team battles need 4 (2v2), 6 (3v3 or 2v2v2) or 10 (5v5) players.'],
    [{ players: 4, mode: 'team', teamLayout: '5v5', packIds: ['6f1c1f8e-3f5c-4d8e-9a55-0d1d6a3f9b10'] }, 'Team battles need 4 (2v2), 6 (3v3 or 2v2v2) or 10 (5v5) players.'],
    [{ players: 2, mode: 'normal', packIds: ['6f1c1f8e-3f5c-4d8e-9a55-0d1d6a3f9b10'] }, 'One of the chosen packs does not exist any more.'],
    [{ players: 2, mode: 'normal', packIds: ['not-a-uuid'] }, 'packIds.0: That pack does not exist.'],
    [{ players: 2, mode: 'normal', packIds: Array(51).fill('6f1c1f8e-3f5c-4d8e-9a55-0d1d6a3f9b10') }, 'packIds: A battle has at most 50 rounds.'],
  ])('refuses to create %j with a readable message, and takes no money', async (payload, message) => {
    const host = await signUp(suite.app, suite.sms);
    const response = await create(host.cookie, payload);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().error.message).toBe(message);
    expect(await balance(host.cookie)).toBe(100_000);
  });

  it('refuses a battle its creator cannot afford, with the product message (DESIGN §4)', async () => {
    const host = await signUp(suite.app, suite.sms);
    const expensive = await createTestPack(suite.app.resources.db, { items: [{ valueCents: 200_000, oddsPpm: 50_000 }, { valueCents: 100, oddsPpm: 50_000 }] });
    const response = await create(host.cookie, { players: 2, mode: 'normal', packIds: [expensive.packId] });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Insufficient funds. Your balance is $1,000.00');
    expect((await suite.app.inject({ method: 'GET', url: '/api/me/battles', headers: { cookie: host.cookie } })).json().battles).toEqual([]);
  });

  it('fills, rolls and pays in the join that takes the last seat; anyone can recompute the result', async () => {
    const host = await signUp(suite.app, suite.sms);
    const guest = await signUp(suite.app, suite.sms);
    const created = (await create(host.cookie, { players: 2, mode: 'normal', packIds: [suite.pack.packId, suite.pack.packId, suite.pack.packId] })).json().battle as Battle;
    const joined = await join(guest.cookie, created.id);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().message).toBe('You have successfully joined this battle!');
    const battle = await get(created.id);
    expect(battle).toMatchObject({ status: 'running', isActive: 1, joined: 2, potCents: 2 * 3 * suite.pack.priceCents });
    // The join answers with the battle as its transaction left it: the same as reading it back.
    const { serverNow: _answeredAt, ...answered } = joined.json().battle as Battle;
    const { serverNow: _readAt, ...read } = battle;
    expect(answered).toEqual(read);
    expect(battle.completedAt - battle.startedAt).toBe(3 * 3_600);

    // Recompute with nothing but DESIGN §5 and the published data.
    const { serverSeed, serverSeedHash, clientSeed, playerClientSeeds } = battle.fairness;
    expect(createHash('sha256').update(serverSeed!).digest('hex')).toBe(serverSeedHash);
    expect(createHash('sha256').update(playerClientSeeds.join(':')).digest('hex')).toBe(clientSeed);
    const totals = [0, 0];
    battle.roundPacks.forEach((packIndex, round) => {
      const items = battle.packs[packIndex]!.items;
      for (const seat of [0, 1]) {
        const hex = createHmac('sha256', serverSeed!).update(`${clientSeed}:${battle.id}:${round}:${seat}`).digest('hex');
        const ticket = Math.floor((parseInt(hex.slice(0, 13), 16) / 2 ** 52) * 100_000) + 1;
        let upper = 0;
        const index = items.findIndex((item) => (upper += item.oddsPpm) >= ticket);
        expect(battle.results!.rolls[round]![seat]).toEqual({ ticket, itemIndex: index, valueCents: items[index]!.valueCents });
        totals[seat]! += items[index]!.valueCents;
      }
    });
    expect(battle.results!.totals).toEqual(totals);
    const winner = battle.results!.winners[0]!;
    if (totals[0] !== totals[1]) expect(totals[winner]).toBe(Math.max(...totals));
    const total = totals[0]! + totals[1]!;
    const cookies = [host.cookie, guest.cookie];
    expect(await balance(cookies[winner]!)).toBe(100_000 - 3 * suite.pack.priceCents + total);
    expect(await balance(cookies[1 - winner]!)).toBe(100_000 - 3 * suite.pack.priceCents);
    expect((await verifyLedger(suite.app.resources.db)).ok).toBe(true);
    const [escrow] = await suite.app.resources.db.query<{ balance_cents: number }>(`SELECT balance_cents FROM accounts WHERE key = $1`, [`escrow:battle:${battle.id}`]);
    expect(escrow!.balance_cents).toBe(0);
  });

  it('applies every join rule with the product messages (DESIGN §4)', async () => {
    const host = await signUp(suite.app, suite.sms);
    const battle = (await create(host.cookie, { players: 3, mode: 'upside_down', packIds: [suite.pack.packId] })).json().battle as Battle;
    const anonymous = await join(undefined, battle.id);
    expect([anonymous.statusCode, anonymous.json().error.message]).toEqual([401, 'Please login to join']);
    const again = await join(host.cookie, battle.id);
    expect([again.statusCode, again.json().error.message]).toEqual([409, 'You have already joined this battle!']);
    const newcomer = await signInByPhone(suite.app, suite.sms);
    const unfinished = await join(newcomer.cookie, battle.id);
    expect([unfinished.statusCode, unfinished.json().error.message]).toEqual([403, 'Please finish signing up first.']);
    const poor = await signUp(suite.app, suite.sms);
    // Spend down to $5.00, through the ledger like any other movement.
    await suite.app.resources.db.transaction(async (tx) =>
      transfer(tx, { debitAccountId: await ensureWallet(tx, poor.userId), creditAccountId: await ensureHouse(tx), amountCents: 99_500, kind: 'admin_adjustment' }),
    );
    const broke = await join(poor.cookie, battle.id);
    expect([broke.statusCode, broke.json().error.message]).toEqual([409, 'Insufficient funds. Your balance is $5.00']);
    const missing = await join(host.cookie, '6f1c1f8e-3f5c-4d8e-9a55-0d1d6a3f9b10');
    expect([missing.statusCode, missing.json().error.message]).toEqual([404, 'That battle does not exist.']);
    expect((await verifyLedger(suite.app.resources.db)).ok).toBe(true);
  });

  it('refuses a join once the battle is full, and keeps the money', async () => {
    const [host, guest, late] = [await signUp(suite.app, suite.sms), await signUp(suite.app, suite.sms), await signUp(suite.app, suite.sms)];
    const battle = (await create(host.cookie, { players: 2, mode: 'normal', packIds: [suite.pack.packId] })).json().battle as Battle;
    await join(guest.cookie, battle.id);
    const response = await join(late.cookie, battle.id);
    expect([response.statusCode, response.json().error.message]).toEqual([409, 'This battle is full and has already started.']);
    expect(await balance(late.cookie)).toBe(100_000);
  });

  it('honours Idempotency-Key: a retried create or join moves money once', async () => {
    const host = await signUp(suite.app, suite.sms);
    const guest = await signUp(suite.app, suite.sms);
    const key = { 'idempotency-key': 'create-retry-0001' };
    const first = (await create(host.cookie, { players: 3, mode: 'normal', packIds: [suite.pack.packId] }, key)).json().battle as Battle;
    const second = (await create(host.cookie, { players: 3, mode: 'normal', packIds: [suite.pack.packId] }, key)).json().battle as Battle;
    expect(second.id).toBe(first.id);
    expect(await balance(host.cookie)).toBe(100_000 - suite.pack.priceCents);
    const joinKey = { 'idempotency-key': 'join-retry-0001' };
    const a = await join(guest.cookie, first.id, joinKey);
    const b = await join(guest.cookie, first.id, joinKey);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().seat).toBe(a.json().seat);
    expect(await balance(guest.cookie)).toBe(100_000 - suite.pack.priceCents);
    const bad = await join(guest.cookie, first.id, { 'idempotency-key': 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('lets the host cancel an open battle, refunding every seat; nobody else may', async () => {
    const host = await signUp(suite.app, suite.sms);
    const guest = await signUp(suite.app, suite.sms);
    const battle = (await create(host.cookie, { players: 3, mode: 'shared', packIds: [suite.pack.packId, suite.pack.packId] })).json().battle as Battle;
    await join(guest.cookie, battle.id);
    const byGuest = await suite.app.inject({ method: 'POST', url: `/api/battles/${battle.id}/cancel`, headers: { cookie: guest.cookie } });
    expect([byGuest.statusCode, byGuest.json().error.message]).toEqual([403, 'Only the host can cancel this battle.']);
    const byHost = await suite.app.inject({ method: 'POST', url: `/api/battles/${battle.id}/cancel`, headers: { cookie: host.cookie } });
    expect(byHost.statusCode).toBe(200);
    expect(byHost.json().battle.status).toBe('cancelled');
    expect(await balance(host.cookie)).toBe(100_000);
    expect(await balance(guest.cookie)).toBe(100_000);
    const lateJoin = await join((await signUp(suite.app, suite.sms)).cookie, battle.id);
    expect(lateJoin.json().error.message).toBe('This battle was cancelled.');
    const twice = await suite.app.inject({ method: 'POST', url: `/api/battles/${battle.id}/cancel`, headers: { cookie: host.cookie } });
    expect(twice.statusCode).toBe(409);
    const tx = (await suite.app.inject({ method: 'GET', url: '/api/wallet/transactions', headers: { cookie: guest.cookie } })).json().transactions;
    expect(tx.slice(0, 2).map((t: { label: string; amountCents: number }) => [t.label, t.amountCents])).toEqual([
      ['Battle refund', 2 * suite.pack.priceCents],
      ['Battle entry', -2 * suite.pack.priceCents],
    ]);
    // Each names the battle it paid for; the signup bonus names nothing.
    expect(tx.map((t: { ref: unknown }) => t.ref)).toEqual([{ type: 'battle', id: battle.id }, { type: 'battle', id: battle.id }, null]);
    // Refunded: nothing staked in all, nothing won.
    const summary = (await suite.app.inject({ method: 'GET', url: '/api/wallet/summary', headers: { cookie: guest.cookie } })).json();
    expect(summary).toEqual({ wageredCents: 0, wonCents: 0 });
  });

  it('expires open battles past their age and refunds them', async () => {
    const host = await signUp(suite.app, suite.sms);
    const battle = (await create(host.cookie, { players: 2, mode: 'normal', packIds: [suite.pack.packId] })).json().battle as Battle;
    await suite.app.resources.db.query(`UPDATE battles SET created_at = now() - interval '25 hours' WHERE id = $1`, [battle.id]);
    const expired = await expireOpenBattles(suite.app.resources.db, 24 * 3600);
    expect(expired.map((e) => e.state.battle.id)).toContain(battle.id);
    expect((await get(battle.id)).status).toBe('cancelled');
    expect(await balance(host.cookie)).toBe(100_000);
    expect(await expireOpenBattles(suite.app.resources.db, 24 * 3600)).toEqual([]);
  });

  it('fills the empty seats with house bots on the host\'s word; a bot\'s winnings stay with the house', async () => {
    const host = await signUp(suite.app, suite.sms);
    const battle = (await create(host.cookie, { players: 4, mode: 'team', teamLayout: '2v2', packIds: [suite.pack.packId, suite.pack.packId] })).json().battle as Battle;
    const stranger = await signUp(suite.app, suite.sms);
    const refused = await suite.app.inject({ method: 'POST', url: `/api/battles/${battle.id}/fill-bots`, headers: { cookie: stranger.cookie } });
    expect(refused.statusCode).toBe(403);
    const filled = await suite.app.inject({ method: 'POST', url: `/api/battles/${battle.id}/fill-bots`, headers: { cookie: host.cookie } });
    expect(filled.statusCode, filled.body).toBe(200);
    const done = await get(battle.id);
    expect(done.seats.map((s) => s.isBot)).toEqual([false, true, true, true]);
    expect(done.seats[1]!.userName).toMatch(/^Bot /);
    expect(done.results!.payouts.reduce((a, b) => a + b, 0)).toBe(done.results!.totalValueCents);
    const hostWon = done.results!.payouts[0]!;
    expect(await balance(host.cookie)).toBe(100_000 - 2 * suite.pack.priceCents + hostWon);
    // The bots' client seeds are fixed by the battle, so they cannot be chosen to suit the house.
    expect(done.fairness.playerClientSeeds.slice(1)).toEqual([1, 2, 3].map((seat) => `bot:${battle.id}:${seat}`));
    expect((await verifyLedger(suite.app.resources.db)).ok).toBe(true);
  });

  it('lists battles newest first with the filters and a cursor, and keeps each player\'s history', async () => {
    // Three hosts: one player holds at most 5 open battles.
    const hosts = [await signUp(suite.app, suite.sms), await signUp(suite.app, suite.sms), await signUp(suite.app, suite.sms)];
    const guest = await signUp(suite.app, suite.sms);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(((await create(hosts[i % 3]!.cookie, { players: 2, mode: 'normal', packIds: [suite.pack.packId] })).json().battle as Battle).id);
    await join(guest.cookie, ids[11]!);
    const open = (await suite.app.inject({ method: 'GET', url: '/api/battles?filter=open&limit=10' })).json();
    expect(open.battles).toHaveLength(10);
    expect(open.battles.every((b: Battle) => b.status === 'open')).toBe(true);
    expect(open.battles[0].id).toBe(ids[10]);
    const more = (await suite.app.inject({ method: 'GET', url: `/api/battles?filter=open&limit=10&cursor=${open.nextCursor}` })).json();
    expect(more.battles[0].id).toBe(ids[0]);
    const completed = (await suite.app.inject({ method: 'GET', url: '/api/battles?filter=completed' })).json();
    expect(completed.battles[0].id).toBe(ids[11]);
    const history = (await suite.app.inject({ method: 'GET', url: '/api/me/battles', headers: { cookie: guest.cookie } })).json();
    expect(history.battles.map((b: Battle) => b.id)).toEqual([ids[11]]);
    expect((await suite.app.inject({ method: 'GET', url: '/api/me/battles' })).statusCode).toBe(401);
    for (const url of ['/api/battles?filter=weird', '/api/battles?limit=0', '/api/battles?cursor=garbage', '/api/battles/not-a-uuid']) {
      const response = await suite.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.message.length).toBeGreaterThan(5);
    }
  });
});
