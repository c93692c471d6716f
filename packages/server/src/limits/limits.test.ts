import { beforeEach, describe, expect, it } from 'vitest';
import { SELF_EXCLUDED_MESSAGE, excludedUntilMessage, onBreakMessage } from '@lootforge/core/limits';
import { TURBO_OFF_MESSAGE } from '../battles/service';
import { verifyLedger } from '../ledger/verify';
import { appSuite } from '../test/app';
import { openBattle } from '../test/battles';
import { signInAdmin } from '../test/admins';
import { createTestPack, standardPackItems } from '../test/catalogue';
import { describeEachDatabase } from '../test/databases';
import { signUp } from '../test/users';

const HOUR = 3_600_000;

describeEachDatabase('responsible play', (open) => {
  // $17.01 a pack (standardPackItems).
  const suite = appSuite({ openDb: open, at: '2030-04-10T08:00:00Z', raceSweeper: false, config: { logLevel: 'error' }, pack: true });
  beforeEach(() => suite.clock.set('2030-04-10T08:00:00Z'));

  const get = async (cookie: string) => {
    const r = await suite.app.inject({ method: 'GET', url: '/api/limits', headers: { cookie } });
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };
  const put = (cookie: string, payload: unknown) => suite.app.inject({ method: 'PUT', url: '/api/limits', headers: { cookie }, payload: payload as object });
  const exclude = (cookie: string, period: string) => suite.app.inject({ method: 'POST', url: '/api/limits/exclusion', headers: { cookie }, payload: { period } });
  const openPack = (cookie: string, count = 1) => suite.app.inject({ method: 'POST', url: `/api/packs/${suite.pack.packId}/open`, headers: { cookie }, payload: { count } });
  const balance = async (cookie: string) => (await suite.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } })).json().balanceCents as number;
  const createBattle = (cookie: string) => suite.app.inject({ method: 'POST', url: '/api/battles', headers: { cookie }, payload: { players: 2, mode: 'normal', packIds: [suite.pack.packId] } });
  const join = (cookie: string, id: string) => suite.app.inject({ method: 'POST', url: `/api/battles/${id}/join`, headers: { cookie } });
  const wageredOf = async (userId: string) => Number((await suite.db.query<{ w: number }>(`SELECT coalesce((SELECT wager_cents FROM wager_totals WHERE user_id = $1), 0) AS w`, [userId]))[0]!.w);

  it('a lower limit applies at once: a stake that would pass it is refused, nothing charged, and the refusal says which limit and when it resets', async () => {
    const me = await signUp(suite.app, suite.sms);
    const set = await put(me.cookie, { dailyWagerCents: 4_000 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().daily).toMatchObject({ limitCents: 4_000, wageredCents: 0, pending: null, resetsAt: '2030-04-11T00:00:00.000Z' });
    expect((await openPack(me.cookie, 2)).statusCode).toBe(200);
    const before = await balance(me.cookie);
    const refused = await openPack(me.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('You have reached your daily wager limit of $40.00. It resets at 00:00 UTC.');
    expect(await balance(me.cookie)).toBe(before);
    expect(await wageredOf(me.userId)).toBe(2 * suite.pack.priceCents);
    expect((await get(me.cookie)).daily.wageredCents).toBe(2 * suite.pack.priceCents);

    // Lowering again applies at once too; a battle entry counts like an open.
    expect((await put(me.cookie, { dailyWagerCents: 3_500 })).json().daily.limitCents).toBe(3_500);
    const battle = await createBattle(me.cookie);
    expect(battle.statusCode).toBe(403);
    expect(battle.json().error.message).toBe('You have reached your daily wager limit of $35.00. It resets at 00:00 UTC.');
    expect(await balance(me.cookie)).toBe(before);

    // The next UTC day starts from nothing.
    suite.clock.set('2030-04-11T00:00:01Z');
    expect((await openPack(me.cookie, 2)).statusCode).toBe(200);
    expect((await verifyLedger(suite.db)).ok).toBe(true);
  });

  it('a stake from an instance whose clock is behind, just after midnight, counts in the new day and does not start it again', async () => {
    const me = await signUp(suite.app, suite.sms);
    expect((await put(me.cookie, { dailyWagerCents: 5_000 })).statusCode).toBe(200);
    suite.clock.set('2030-04-11T00:00:01Z');
    expect((await openPack(me.cookie)).statusCode).toBe(200);
    // Another instance's clock still reads the 10th.
    suite.clock.set('2030-04-10T23:59:59Z');
    expect((await openPack(me.cookie)).statusCode).toBe(200);
    suite.clock.set('2030-04-11T00:00:02Z');
    expect((await get(me.cookie)).daily.wageredCents).toBe(2 * suite.pack.priceCents);
    // $34.02 so far: a third $17.01 would pass $50.00.
    const before = await balance(me.cookie);
    const refused = await openPack(me.cookie);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().error.message).toBe('You have reached your daily wager limit of $50.00. It resets at 00:00 UTC.');
    expect(await balance(me.cookie)).toBe(before);
  });

  it('a total left days ahead by a clock far wrong does not hold the stakes of today: the next one starts today again', async () => {
    const me = await signUp(suite.app, suite.sms);
    expect((await put(me.cookie, { dailyWagerCents: 5_000 })).statusCode).toBe(200);
    // An instance whose clock is three days ahead: $34.02 in "the 13th".
    suite.clock.set('2030-04-13T08:00:00Z');
    expect((await openPack(me.cookie, 2)).statusCode).toBe(200);
    suite.clock.set('2030-04-10T08:00:01Z');
    expect((await openPack(me.cookie)).statusCode).toBe(200);
    expect((await get(me.cookie)).daily.wageredCents).toBe(suite.pack.priceCents);
  });

  it('weekly and monthly limits count across days and name their reset', async () => {
    const me = await signUp(suite.app, suite.sms);
    await put(me.cookie, { weeklyWagerCents: 4_000 });
    expect((await openPack(me.cookie, 2)).statusCode).toBe(200);
    suite.clock.set('2030-04-11T09:00:00Z');
    const refused = await openPack(me.cookie);
    // 10 April 2030 is a Wednesday; the week resets on Monday 15 April.
    expect(refused.json().error.message).toBe('You have reached your weekly wager limit of $40.00. It resets on Monday at 00:00 UTC.');
    const monthly = await signUp(suite.app, suite.sms);
    await put(monthly.cookie, { monthlyWagerCents: 2_000 });
    expect((await openPack(monthly.cookie)).statusCode).toBe(200);
    expect((await openPack(monthly.cookie)).json().error.message).toBe('You have reached your monthly wager limit of $20.00. It resets on 1 May at 00:00 UTC.');
  });

  it('raising or removing a limit waits 24 hours, shown as pending; lowering meanwhile cancels it', async () => {
    const me = await signUp(suite.app, suite.sms);
    await put(me.cookie, { monthlyWagerCents: 2_000 });
    expect((await openPack(me.cookie)).statusCode).toBe(200);
    const raised = (await put(me.cookie, { monthlyWagerCents: 10_000 })).json();
    expect(raised.monthly).toMatchObject({ limitCents: 2_000, pending: { limitCents: 10_000, appliesAt: '2030-04-11T08:00:00.000Z' } });
    expect((await openPack(me.cookie)).statusCode).toBe(403);
    suite.clock.advance(24 * HOUR - 1_000);
    expect((await openPack(me.cookie)).statusCode).toBe(403);
    suite.clock.advance(1_000);
    expect((await get(me.cookie)).monthly).toMatchObject({ limitCents: 10_000, pending: null });
    expect((await openPack(me.cookie)).statusCode).toBe(200);

    // Removing is a raise too.
    const removing = (await put(me.cookie, { monthlyWagerCents: null })).json();
    expect(removing.monthly).toMatchObject({ limitCents: 10_000, pending: { limitCents: null, appliesAt: '2030-04-12T08:00:00.000Z' } });
    // Lowering while a raise waits applies at once and drops it.
    const lowered = (await put(me.cookie, { monthlyWagerCents: 5_000 })).json();
    expect(lowered.monthly).toMatchObject({ limitCents: 5_000, pending: null });
    suite.clock.advance(25 * HOUR);
    expect((await get(me.cookie)).monthly.limitCents).toBe(5_000);
  });

  it('a refunded battle entry is taken off the period total', async () => {
    const me = await signUp(suite.app, suite.sms);
    await put(me.cookie, { dailyWagerCents: 2_000 });
    const created = await createBattle(me.cookie);
    expect(created.statusCode, created.body).toBe(200);
    expect((await get(me.cookie)).daily.wageredCents).toBe(suite.pack.priceCents);
    expect((await openPack(me.cookie)).statusCode).toBe(403);
    const cancelled = await suite.app.inject({ method: 'POST', url: `/api/battles/${created.json().battle.id}/cancel`, headers: { cookie: me.cookie } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await get(me.cookie)).daily.wageredCents).toBe(0);
    expect((await openPack(me.cookie)).statusCode).toBe(200);
  });

  it('a break refuses every paid action until it ends, cannot be shortened, and leaves the wallet, selling and rewards working', async () => {
    const host = await signUp(suite.app, suite.sms);
    const me = await signUp(suite.app, suite.sms);
    const opened = await openPack(me.cookie);
    expect(opened.statusCode).toBe(200);
    const battle = (await createBattle(host.cookie)).json().battle;
    const taken = await exclude(me.cookie, '24h');
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().breakUntil).toBe('2030-04-11T08:00:00.000Z');
    const message = onBreakMessage(Date.parse('2030-04-11T08:00:00Z'));
    const before = await balance(me.cookie);
    for (const refused of [await openPack(me.cookie), await createBattle(me.cookie), await join(me.cookie, battle.id)]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(message);
    }
    expect(await balance(me.cookie)).toBe(before);
    const seats = await suite.db.query(`SELECT 1 FROM battle_seats WHERE battle_id = $1`, [battle.id]);
    expect(seats).toHaveLength(1);

    // A shorter break does not shorten it; a longer one lengthens it.
    expect((await exclude(me.cookie, '24h')).json().breakUntil).toBe('2030-04-11T08:00:00.000Z');
    suite.clock.advance(HOUR);
    expect((await exclude(me.cookie, '24h')).json().breakUntil).toBe('2030-04-11T09:00:00.000Z');

    // What keeps working: the wallet, selling, rewards.
    const sold = await suite.app.inject({ method: 'POST', url: '/api/inventory/sell', headers: { cookie: me.cookie }, payload: { ids: [opened.json().opens[0].inventoryId] } });
    expect(sold.statusCode, sold.body).toBe(200);
    expect((await suite.app.inject({ method: 'GET', url: '/api/rewards', headers: { cookie: me.cookie } })).statusCode).toBe(200);

    suite.clock.set('2030-04-11T09:00:00Z');
    expect((await join(me.cookie, battle.id)).statusCode).toBe(200);
    expect((await get(me.cookie)).breakUntil).toBeNull();
    expect((await verifyLedger(suite.db)).ok).toBe(true);
  });

  it('a break also refuses a seat a sponsor paid in full, which stakes nothing', async () => {
    const host = await signUp(suite.app, suite.sms);
    const me = await signUp(suite.app, suite.sms);
    const sponsored = await suite.app.inject({ method: 'POST', url: '/api/battles', headers: { cookie: host.cookie }, payload: { players: 2, mode: 'normal', packIds: [suite.pack.packId], fundPercent: 100 } });
    expect(sponsored.statusCode, sponsored.body).toBe(200);
    const id = sponsored.json().battle.id as string;
    await exclude(me.cookie, '7d');
    const refused = await join(me.cookie, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(onBreakMessage(Date.parse('2030-04-17T08:00:00Z')));
    expect((await suite.db.query(`SELECT 1 FROM battle_seats WHERE battle_id = $1`, [id])).length).toBe(1);
    suite.clock.set('2030-04-17T08:00:00Z');
    expect((await join(me.cookie, id)).statusCode).toBe(200);
  });

  it('a host on a break cannot have bots play their battle out: fill-bots is refused and the battle stays open', async () => {
    const host = await signUp(suite.app, suite.sms);
    const battle = (await createBattle(host.cookie)).json().battle;
    const taken = await exclude(host.cookie, '24h');
    expect(taken.statusCode, taken.body).toBe(200);
    const before = await balance(host.cookie);
    const filled = await suite.app.inject({ method: 'POST', url: `/api/battles/${battle.id}/fill-bots`, headers: { cookie: host.cookie } });
    expect(filled.statusCode).toBe(403);
    expect(filled.json().error.message).toBe(onBreakMessage(Date.parse(taken.json().breakUntil)));
    expect(await balance(host.cookie)).toBe(before);
    const [row] = await suite.db.query<{ status: string }>(`SELECT status FROM battles WHERE id = $1`, [battle.id]);
    expect(row!.status).toBe('open');
    expect((await verifyLedger(suite.db)).ok).toBe(true);
  });

  it('self-exclusion cancels and refunds the battles the player sits in that have not started; nobody can join them after', async () => {
    const host = await signUp(suite.app, suite.sms);
    const other = await signUp(suite.app, suite.sms);
    const late = await signUp(suite.app, suite.sms);
    const start = { host: await balance(host.cookie), other: await balance(other.cookie) };
    const battleId = await openBattle(suite.app, { packId: suite.pack.packId, host, joiners: [other] });
    // Another player's battle the excluded player only joined is cancelled too.
    const othersBattle = (await createBattle(other.cookie)).json().battle;

    expect((await exclude(host.cookie, 'permanent')).statusCode).toBe(200);
    const statuses = await suite.db.query<{ status: string }>(`SELECT status FROM battles WHERE id = $1`, [battleId]);
    expect(statuses[0]!.status).toBe('cancelled');
    expect(await balance(host.cookie)).toBe(start.host);
    // The joiner has their seat back; only the entry of their own battle, still open, is out.
    expect(await balance(other.cookie)).toBe(start.other - othersBattle.entryCents);
    const joined = await join(late.cookie, battleId);
    expect(joined.statusCode).toBe(409);
    expect(joined.json().error.message).toBe('This battle was cancelled.');
    // A battle the excluded player does not sit in is left alone.
    expect((await suite.db.query<{ status: string }>(`SELECT status FROM battles WHERE id = $1`, [othersBattle.id]))[0]!.status).toBe('open');
    expect((await verifyLedger(suite.db)).ok).toBe(true);
  });

  it('self-exclusion lasts until an admin lifts it, with a reason in the audit log', async () => {
    const me = await signUp(suite.app, suite.sms);
    const excluded = await exclude(me.cookie, 'permanent');
    expect(excluded.statusCode).toBe(200);
    expect(excluded.json().excludedAt).toBe('2030-04-10T08:00:00.000Z');
    suite.clock.set('2035-01-01T00:00:00Z');
    const refused = await openPack(me.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(SELF_EXCLUDED_MESSAGE);
    // The player cannot take it back themself.
    expect((await put(me.cookie, { dailyWagerCents: 100_000 })).statusCode).toBe(200);
    expect((await openPack(me.cookie)).statusCode).toBe(403);

    const admin = await signInAdmin(suite.app);
    const seen = await suite.app.inject({ method: 'GET', url: `/api/admin/users/${me.userId}/limits`, headers: { cookie: admin.cookie } });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ user: { id: me.userId, userName: me.userName }, limits: { excludedAt: '2030-04-10T08:00:00.000Z', daily: { limitCents: 100_000 } } });
    const lifted = await suite.app.inject({
      method: 'POST',
      url: `/api/admin/users/${me.userId}/limits/lift-exclusion`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'Asked by e-mail after a cooling-off call' },
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().limits.excludedAt).toBeNull();
    expect((await openPack(me.cookie)).statusCode).toBe(200);
    const audit = (await suite.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie: admin.cookie } })).json().entries;
    expect(audit[0]).toMatchObject({ adminEmail: admin.email, action: 'limits.lift_exclusion', targetId: me.userId, details: { reason: 'Asked by e-mail after a cooling-off call' } });

    // Lifting one that is not there changes nothing.
    const again = await suite.app.inject({ method: 'POST', url: `/api/admin/users/${me.userId}/limits/lift-exclusion`, headers: { cookie: admin.cookie }, payload: { reason: 'again' } });
    expect(again.statusCode).toBe(409);
  });

  it('a timed self-exclusion runs its calendar months, is never shortened, closes play and deposits but not withdrawals, and ends by itself', async () => {
    const me = await signUp(suite.app, suite.sms);
    const six = await exclude(me.cookie, '6m');
    expect(six.statusCode, six.body).toBe(200);
    expect(six.json()).toMatchObject({ excludedAt: '2030-04-10T08:00:00.000Z', excludedUntil: '2030-10-10T08:00:00.000Z' });
    // Shorter asks change nothing; a longer one lengthens it; a 6-week break does not end it.
    expect((await exclude(me.cookie, '6m')).json().excludedUntil).toBe('2030-10-10T08:00:00.000Z');
    expect((await exclude(me.cookie, '1y')).json()).toMatchObject({ excludedAt: '2030-04-10T08:00:00.000Z', excludedUntil: '2031-04-10T08:00:00.000Z' });
    expect((await exclude(me.cookie, '6m')).json().excludedUntil).toBe('2031-04-10T08:00:00.000Z');
    expect((await exclude(me.cookie, '6w')).json()).toMatchObject({ breakUntil: '2030-05-22T08:00:00.000Z', excludedUntil: '2031-04-10T08:00:00.000Z' });
    const refused = await openPack(me.cookie);
    expect([refused.statusCode, refused.json().error.message]).toEqual([403, excludedUntilMessage(Date.parse('2031-04-10T08:00:00Z'))]);
    expect((await suite.app.inject({ method: 'POST', url: '/api/cashier/deposits', headers: { cookie: me.cookie }, payload: { amountCents: 1_000 } })).statusCode).toBe(403);
    // Withdrawals stay open (play-through done, as if wagered).
    await suite.db.query(`UPDATE playthrough SET due_cents = 0 WHERE user_id = $1`, [me.userId]);
    const out = await suite.app.inject({ method: 'POST', url: '/api/cashier/withdrawals', headers: { cookie: me.cookie }, payload: { amountCents: 2_000, destination: 'account 5555' } });
    expect(out.statusCode, out.body).toBe(200);
    suite.clock.set('2031-04-10T07:59:00Z');
    expect((await openPack(me.cookie)).statusCode).toBe(403);
    suite.clock.set('2031-04-10T08:00:00Z');
    expect(await get(me.cookie)).toMatchObject({ excludedAt: null, excludedUntil: null });
    expect((await openPack(me.cookie)).statusCode).toBe(200);
    // Permanent after a timed one that ran out: permanent.
    expect((await exclude(me.cookie, 'permanent')).json()).toMatchObject({ excludedAt: '2031-04-10T08:00:00.000Z', excludedUntil: null });
  });

  it('turbo battles can be switched off site-wide: the options say so and a turbo create is refused', async () => {
    const me = await signUp(suite.app, suite.sms);
    expect((await suite.app.inject({ method: 'GET', url: '/api/battles/options' })).json()).toEqual({ turboEnabled: true });
    suite.app.config.turboEnabled = false;
    try {
      expect((await suite.app.inject({ method: 'GET', url: '/api/battles/options' })).json()).toEqual({ turboEnabled: false });
      const before = await balance(me.cookie);
      const fast = await suite.app.inject({ method: 'POST', url: '/api/battles', headers: { cookie: me.cookie }, payload: { players: 2, mode: 'normal', fast: true, packIds: [suite.pack.packId] } });
      expect([fast.statusCode, fast.json().error.message]).toEqual([400, TURBO_OFF_MESSAGE]);
      expect(await balance(me.cookie)).toBe(before);
      expect((await createBattle(me.cookie)).statusCode).toBe(200);
    } finally {
      suite.app.config.turboEnabled = true;
    }
  });

  it('a player who cannot pay is told about their limit, break or exclusion first; under the limit, about their funds', async () => {
    const me = await signUp(suite.app, suite.sms);
    const dear = await createTestPack(suite.db, { items: standardPackItems.map((item) => ({ ...item, valueCents: item.valueCents * 100 })) });
    const openDear = () => suite.app.inject({ method: 'POST', url: `/api/packs/${dear.packId}/open`, headers: { cookie: me.cookie }, payload: { count: 1 } });
    const before = await balance(me.cookie);
    expect(dear.priceCents).toBeGreaterThan(before);
    // No limits: the wallet's refusal.
    const poor = await openDear();
    expect(poor.statusCode).toBe(409);
    expect(poor.json().error.message).toMatch(/^Insufficient funds\. Your balance is \$/);
    // A limit the price stays under: still the wallet's refusal.
    await put(me.cookie, { dailyWagerCents: dear.priceCents + 100 });
    expect((await openDear()).json().error.message).toMatch(/^Insufficient funds/);
    // A limit the price passes: the limit's words, not a prompt to top up.
    await put(me.cookie, { dailyWagerCents: 100 });
    const limited = await openDear();
    expect(limited.statusCode).toBe(403);
    expect(limited.json().error.message).toBe('You have reached your daily wager limit of $1.00. It resets at 00:00 UTC.');
    // Self-excluded: told so.
    await exclude(me.cookie, 'permanent');
    const excluded = await openDear();
    expect(excluded.statusCode).toBe(403);
    expect(excluded.json().error.message).toBe(SELF_EXCLUDED_MESSAGE);
    expect(await balance(me.cookie)).toBe(before);
    expect(await wageredOf(me.userId)).toBe(0);
    expect((await verifyLedger(suite.db)).ok).toBe(true);
  });

  describe('bad input', () => {
    it.each([
      [{}, 'Please choose a limit to change.'],
      [{ dailyWagerCents: 0 }, 'dailyWagerCents: A limit must be at least $0.01.'],
      [{ dailyWagerCents: -500 }, 'dailyWagerCents: A limit must be at least $0.01.'],
      [{ dailyWagerCents: 12.5 }, 'dailyWagerCents: A limit is a whole number of cents from $0.01 to $1,000,000.00, or null for none.'],
      [{ dailyWagerCents: '500' }, 'dailyWagerCents: A limit is a whole number of cents from $0.01 to $1,000,000.00, or null for none.'],
      [{ weeklyWagerCents: 1e15 }, 'weeklyWagerCents: A limit can be at most $1,000,000.00.'],
      [{ hourlyWagerCents: 500 }, 'Limits are dailyWagerCents, weeklyWagerCents, monthlyWagerCents, dailyDepositCents, weeklyDepositCents, monthlyDepositCents, dailyLossCents, weeklyLossCents, monthlyLossCents, dailyPlayMinutes and realityCheckMinutes.'],
      [[1], 'Please send the limits to change.'],
    ])('PUT /api/limits %j: 400 "%s", nothing changed', async (payload, message) => {
      const me = await signUp(suite.app, suite.sms);
      await put(me.cookie, { dailyWagerCents: 5_000 });
      const before = await get(me.cookie);
      const r = await put(me.cookie, payload);
      expect(r.statusCode).toBe(400);
      expect(r.json().error.message).toBe(message);
      expect(await get(me.cookie)).toEqual(before);
    });

    it('a break of an unknown length is refused; nobody signed in gets 401', async () => {
      const me = await signUp(suite.app, suite.sms);
      const r = await exclude(me.cookie, '1h');
      expect(r.statusCode).toBe(400);
      expect(r.json().error.message).toBe('period: A break is 24h, 7d, 30d or 6w; a self-exclusion 6m, 1y, 5y or permanent.');
      expect((await get(me.cookie)).breakUntil).toBeNull();
      expect((await openPack(me.cookie)).statusCode).toBe(200);
      expect((await suite.app.inject({ method: 'GET', url: '/api/limits' })).statusCode).toBe(401);
      expect((await suite.app.inject({ method: 'PUT', url: '/api/limits', payload: { dailyWagerCents: 100 } })).statusCode).toBe(401);
      expect((await suite.app.inject({ method: 'POST', url: '/api/limits/exclusion', payload: { period: 'permanent' } })).statusCode).toBe(401);
    });

    it('a player calling the admin routes gets 403 and lifts nothing; an admin with a bad id or reason gets a 4xx', async () => {
      const me = await signUp(suite.app, suite.sms);
      await exclude(me.cookie, 'permanent');
      const player = await signUp(suite.app, suite.sms);
      const asPlayer = await suite.app.inject({ method: 'GET', url: `/api/admin/users/${me.userId}/limits`, headers: { cookie: player.cookie } });
      expect(asPlayer.statusCode).toBe(403);
      const liftAsPlayer = await suite.app.inject({ method: 'POST', url: `/api/admin/users/${me.userId}/limits/lift-exclusion`, headers: { cookie: me.cookie }, payload: { reason: 'let me play' } });
      expect(liftAsPlayer.statusCode).toBe(403);
      expect((await suite.app.inject({ method: 'POST', url: `/api/admin/users/${me.userId}/limits/lift-exclusion`, payload: { reason: 'anonymous' } })).statusCode).toBe(401);

      const admin = await signInAdmin(suite.app);
      const lift = (id: string, payload: unknown) => suite.app.inject({ method: 'POST', url: `/api/admin/users/${id}/limits/lift-exclusion`, headers: { cookie: admin.cookie }, payload: payload as object });
      expect((await lift(me.userId, {})).json().error.message).toBe('reason: Please give a reason.');
      expect((await lift(me.userId, { reason: '  ' })).statusCode).toBe(400);
      expect((await lift('not-a-uuid', { reason: 'valid reason' })).statusCode).toBe(400);
      const unknown = await lift('00000000-0000-4000-8000-000000000000', { reason: 'valid reason' });
      expect(unknown.statusCode).toBe(404);
      expect((await suite.app.inject({ method: 'GET', url: `/api/admin/users/00000000-0000-4000-8000-000000000000/limits`, headers: { cookie: admin.cookie } })).statusCode).toBe(404);
      expect((await get(me.cookie)).excludedAt).not.toBeNull();
      expect((await openPack(me.cookie)).statusCode).toBe(403);
    });
  });
});
