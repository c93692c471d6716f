/**
 * Responsible play to the regulators' standard (DESIGN §16b) on both databases: deposit limits
 * (gross, at creation), loss limits (stakes less what they returned), the daily play-time limit
 * (1-minute ticks counted by the server), reality checks (refused while due, acknowledged,
 * enforced by another instance), the 24-hour rule, and checks that fail closed. Twenty stakes and
 * twenty deposits at once never pass a limit. The ledger verifies after every scenario.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { LIMITS_UNAVAILABLE_MESSAGE, REALITY_CHECK_MESSAGE } from '@lootforge/core/limits';
import type { LimitsAnswer } from '@lootforge/core/contracts/limits-answers';
import { verifyLedger } from '../ledger/verify';
import { appSuite, testApp } from '../test/app';
import { createTestPack } from '../test/catalogue';
import { describeEachDatabase } from '../test/databases';
import { signInByPhone, signUp } from '../test/users';
import { signInAdmin } from '../test/admins';
import { testConfig } from '../config';

const MINUTE = 60_000;

describeEachDatabase('responsible play to the regulators’ standard', (open) => {
  const cashier = { ...testConfig().cashier, bonusPlaythrough: 0 };
  const suite = appSuite({ openDb: open, at: '2030-04-10T08:00:00Z', raceSweeper: false, cashierSweeper: false, config: { logLevel: 'silent', cashier } });
  beforeEach(() => suite.clock.set('2030-04-10T08:00:00Z'));
  afterEach(async () => {
    expect((await verifyLedger(suite.db)).problems).toEqual([]);
  });

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
    suite.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const limits = async (cookie: string) => {
    const r = await inject('GET', '/api/limits', cookie);
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as LimitsAnswer;
  };
  const put = async (cookie: string, change: object) => {
    const r = await inject('PUT', '/api/limits', cookie, change);
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as LimitsAnswer;
  };
  const balance = async (cookie: string) => (await inject('GET', '/api/wallet', cookie)).json().balanceCents as number;
  const deposit = (cookie: string, amountCents: number) => inject('POST', '/api/cashier/deposits', cookie, { amountCents });
  /** A pack that always gives one $5.00 item for $10.00: every open loses exactly $5.00. */
  const halfBackPack = async () => {
    const pack = await createTestPack(suite.db, { items: [{ valueCents: 500, oddsPpm: 100_000 }] });
    await suite.db.query(`UPDATE packs SET price_cents = 1000 WHERE id = $1`, [pack.packId]);
    return pack.packId;
  };
  const openPack = (cookie: string, packId: string) => inject('POST', `/api/packs/${packId}/open`, cookie, { count: 1 });
  /** Minutes of play: the clock moves a minute, then the page's sign of play counts it. */
  const play = async (cookie: string, minutes: number) => {
    for (let i = 0; i < minutes; i++) {
      suite.clock.advance(MINUTE);
      const r = await inject('POST', '/api/limits/activity', cookie);
      expect(r.statusCode, r.body).toBe(200);
    }
  };

  it('a $20.00 daily deposit limit refuses a $50.00 deposit naming the limit and its reset; failed and expired deposits do not count; a raise waits 24 hours', async () => {
    const me = await signUp(suite.app, suite.sms);
    const set = await put(me.cookie, { dailyDepositCents: 2_000 });
    expect(set.deposit.daily).toMatchObject({ limitCents: 2_000, usedCents: 0, pending: null, resetsAt: '2030-04-11T00:00:00.000Z' });

    const refused = await deposit(me.cookie, 5_000);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('This deposit would take you past your daily deposit limit of $20.00: you can deposit $20.00 more before it resets at 00:00 UTC.');
    expect((await suite.db.query(`SELECT 1 FROM deposits WHERE user_id = $1`, [me.userId])).length).toBe(0);

    const first = await deposit(me.cookie, 1_500);
    expect(first.statusCode, first.body).toBe(200);
    expect((await limits(me.cookie)).deposit.daily.usedCents).toBe(1_500);
    const over = await deposit(me.cookie, 1_000);
    expect(over.json().error.message).toBe('This deposit would take you past your daily deposit limit of $20.00: you can deposit $5.00 more before it resets at 00:00 UTC.');
    // A deposit that failed no longer counts.
    await suite.db.query(`UPDATE deposits SET status = 'failed' WHERE id = $1`, [first.json().deposit.id]);
    expect((await deposit(me.cookie, 2_000)).statusCode).toBe(200);
    expect((await deposit(me.cookie, 1_000)).json().error.message).toBe('You have reached your daily deposit limit of $20.00. It resets at 00:00 UTC.');

    // Raising it waits 24 hours: the raise is pending and cannot be used before its time.
    const raised = await put(me.cookie, { dailyDepositCents: 10_000 });
    expect(raised.deposit.daily).toMatchObject({ limitCents: 2_000, pending: { limitCents: 10_000, appliesAt: '2030-04-11T08:00:00.000Z' } });
    suite.clock.set('2030-04-11T07:59:59Z');
    // A new day: $20.00 is there again, not the $100.00 pending.
    expect((await deposit(me.cookie, 3_000)).statusCode).toBe(403);
    suite.clock.set('2030-04-11T08:00:00Z');
    expect((await deposit(me.cookie, 3_000)).statusCode).toBe(200);
    // A weekly limit counts the week's deposits: $50.00 created so far this week.
    expect((await put(me.cookie, { weeklyDepositCents: 5_500 })).deposit.weekly.usedCents).toBe(5_000);
    expect((await deposit(me.cookie, 1_000)).json().error.message).toBe('This deposit would take you past your weekly deposit limit of $55.00: you can deposit $5.00 more before it resets on Monday at 00:00 UTC.');
  });

  it('a deposit retried at once under one Idempotency-Key makes one deposit, however near the limit', async () => {
    const me = await signUp(suite.app, suite.sms);
    await put(me.cookie, { dailyDepositCents: 2_000 });
    const send = () => suite.app.inject({ method: 'POST', url: '/api/cashier/deposits', headers: { cookie: me.cookie, 'idempotency-key': 'deposit-retry-1' }, payload: { amountCents: 1_500 } });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().deposit.id)).size).toBe(1);
    expect((await suite.db.query(`SELECT 1 FROM deposits WHERE user_id = $1`, [me.userId])).length).toBe(1);
  });

  it('twenty deposits at once against a $100.00 limit: exactly ten of $10.00 are created', async () => {
    const me = await signUp(suite.app, suite.sms);
    await put(me.cookie, { dailyDepositCents: 10_000 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => deposit(me.cookie, 1_000)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
    for (const a of answers.filter((r) => r.statusCode !== 200)) {
      expect(a.statusCode, a.body).toBe(403);
      expect(a.json().error.message).toMatch(/daily deposit limit of \$100\.00/);
    }
    const [row] = await suite.db.query<{ total: number | string }>(`SELECT coalesce(sum(amount_cents), 0) AS total FROM deposits WHERE user_id = $1`, [me.userId]);
    expect(Number(row!.total)).toBe(10_000);
  });

  it('a loss limit counts each stake as wholly lost and takes off what it returned, exactly; a decrease applies to the very next stake', async () => {
    const packId = await halfBackPack();
    const me = await signUp(suite.app, suite.sms);
    await put(me.cookie, { dailyLossCents: 2_000 });
    // $10.00 stakes returning $5.00: net loss 0 → 5 → 10 → 15; a fourth could take it to $25.00.
    for (let i = 0; i < 3; i++) expect((await openPack(me.cookie, packId)).statusCode).toBe(200);
    const before = await balance(me.cookie);
    const refused = await openPack(me.cookie, packId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('This could take you past your daily loss limit of $20.00: you can stake $5.00 more before it resets at 00:00 UTC.');
    expect(await balance(me.cookie)).toBe(before);
    const seen = await limits(me.cookie);
    expect(seen.loss.daily).toMatchObject({ limitCents: 2_000, usedCents: 1_500 });
    // The figure is the ledger's: stakes less the value of what they gave.
    const [ledger] = await suite.db.query<{ net: number | string }>(`SELECT sum(price_cents - value_cents) AS net FROM pack_opens WHERE user_id = $1`, [me.userId]);
    expect(Number(ledger!.net)).toBe(1_500);

    // A higher limit waits; a lower one applies to the very next stake.
    await put(me.cookie, { dailyLossCents: 5_000 });
    expect((await openPack(me.cookie, packId)).statusCode).toBe(403);
    suite.clock.advance(24 * 3_600_000);
    expect((await openPack(me.cookie, packId)).statusCode).toBe(200);
    await put(me.cookie, { dailyLossCents: 1_000 });
    expect((await openPack(me.cookie, packId)).json().error.message).toBe('This could take you past your daily loss limit of $10.00: you can stake $5.00 more before it resets at 00:00 UTC.');
  });

  it('twenty stakes at once against a loss limit (ten battle joins, ten opens): the net loss never passes it, and equals the ledger’s', async () => {
    const packId = await halfBackPack();
    const hosts = await Promise.all(Array.from({ length: 10 }, () => signUp(suite.app, suite.sms)));
    const battles: string[] = [];
    for (const host of hosts) battles.push((await inject('POST', '/api/battles', host.cookie, { players: 2, mode: 'normal', packIds: [packId] })).json().battle.id);
    const me = await signUp(suite.app, suite.sms);
    await put(me.cookie, { dailyLossCents: 3_000 });
    const answers = await Promise.all([
      ...battles.map((id) => inject('POST', `/api/battles/${id}/join`, me.cookie, {})),
      ...Array.from({ length: 10 }, () => openPack(me.cookie, packId)),
    ]);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused) {
      expect(a.statusCode, a.body).toBe(403);
      expect(a.json().error.message).toMatch(/daily loss limit of \$30\.00/);
    }
    // Independently of the totals: what left the wallet for stakes, less what came back.
    const [ledger] = await suite.db.query<{ staked: number | string; won: number | string; items: number | string }>(
      `SELECT
         (SELECT coalesce(sum(t.amount_cents), 0) FROM transfers t JOIN accounts a ON a.id = t.debit_account_id
           WHERE a.user_id = $1 AND a.kind = 'wallet' AND t.kind IN ('pack_open', 'battle_entry')) AS staked,
         (SELECT coalesce(sum(t.amount_cents), 0) FROM transfers t JOIN accounts a ON a.id = t.credit_account_id
           WHERE a.user_id = $1 AND a.kind = 'wallet' AND t.kind = 'battle_win') AS won,
         (SELECT coalesce(sum(value_cents), 0) FROM pack_opens WHERE user_id = $1) AS items`,
      [me.userId],
    );
    const net = Number(ledger!.staked) - Number(ledger!.won) - Number(ledger!.items);
    expect(net).toBeLessThanOrEqual(3_000);
    expect((await limits(me.cookie)).loss.daily.usedCents).toBe(net);
  });

  it('a battle’s payout comes off its players’ net loss when it settles, and a refunded entry comes off entirely', async () => {
    const packId = await halfBackPack();
    const host = await signUp(suite.app, suite.sms);
    const joiner = await signUp(suite.app, suite.sms);
    const created = await inject('POST', '/api/battles', host.cookie, { players: 2, mode: 'normal', packIds: [packId] });
    expect(created.statusCode, created.body).toBe(200);
    // Paid and not settled: the whole entry is lost for now.
    expect((await limits(host.cookie)).loss.daily.usedCents).toBe(1_000);
    const joined = await inject('POST', `/api/battles/${created.json().battle.id}/join`, joiner.cookie, {});
    expect(joined.statusCode, joined.body).toBe(200);
    const wins = await suite.db.query<{ user_id: string; amount: number | string }>(
      `SELECT a.user_id, sum(t.amount_cents) AS amount FROM transfers t JOIN accounts a ON a.id = t.credit_account_id
       WHERE t.kind = 'battle_win' AND t.ref_id = $1 GROUP BY a.user_id`,
      [created.json().battle.id],
    );
    const won = (userId: string) => Number(wins.find((w) => w.user_id === userId)?.amount ?? 0);
    expect(won(host.userId) + won(joiner.userId)).toBeGreaterThan(0);
    expect((await limits(host.cookie)).loss.daily.usedCents).toBe(1_000 - won(host.userId));
    expect((await limits(joiner.cookie)).loss.daily.usedCents).toBe(1_000 - won(joiner.userId));
    const stakes = await suite.db.query<{ user_id: string; returned_cents: number | string }>(`SELECT user_id, returned_cents FROM stakes WHERE battle_id = $1`, [created.json().battle.id]);
    for (const stake of stakes) expect(Number(stake.returned_cents)).toBe(won(stake.user_id));

    const other = await inject('POST', '/api/battles', joiner.cookie, { players: 2, mode: 'normal', packIds: [packId] });
    const lossBefore = (await limits(joiner.cookie)).loss.daily.usedCents;
    expect((await inject('POST', `/api/battles/${other.json().battle.id}/cancel`, joiner.cookie)).statusCode).toBe(200);
    expect((await limits(joiner.cookie)).loss.daily.usedCents).toBe(lossBefore - 1_000);
  });

  it('a daily play-time limit refuses stakes once its minutes are played, until 00:00 UTC', async () => {
    const packId = await halfBackPack();
    const me = await signUp(suite.app, suite.sms);
    const set = await put(me.cookie, { dailyPlayMinutes: 30 });
    expect(set.playTime).toMatchObject({ limitMinutes: 30, resetsAt: '2030-04-11T00:00:00.000Z' });
    const start = set.playTime.playedMinutes;
    expect(start).toBeGreaterThanOrEqual(1);
    const battle = (await inject('POST', '/api/battles', me.cookie, { players: 2, mode: 'normal', packIds: [packId] })).json().battle.id as string;
    await play(me.cookie, 30 - start);
    expect((await limits(me.cookie)).playTime.playedMinutes).toBe(30);
    // Still the 30th minute: allowed.
    expect((await openPack(me.cookie, packId)).statusCode).toBe(200);
    suite.clock.advance(MINUTE);
    const refused = await openPack(me.cookie, packId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('You have reached your daily play-time limit of 30 min. It resets at 00:00 UTC.');
    // Bots would play the battle out for them: refused too.
    const bots = await inject('POST', `/api/battles/${battle}/fill-bots`, me.cookie);
    expect(bots.statusCode).toBe(403);
    expect(bots.json().error.message).toBe('You have reached your daily play-time limit of 30 min. It resets at 00:00 UTC.');
    // Requests in one minute count it once, whatever instance they reach.
    expect((await limits(me.cookie)).playTime.playedMinutes).toBe(31);
    suite.clock.set('2030-04-11T00:00:30Z');
    expect((await openPack(me.cookie, packId)).statusCode).toBe(200);
    expect((await limits(me.cookie)).playTime.playedMinutes).toBe(1);
  });

  it('a reality check comes after its interval of play: stakes are refused until it is acknowledged, on another instance too, and a sign-in starts the session again', async () => {
    const packId = await halfBackPack();
    const me = await signUp(suite.app, suite.sms);
    const set = await put(me.cookie, { realityCheckMinutes: 15 });
    expect(set.realityCheck).toMatchObject({ intervalMinutes: 15, pending: null });
    const start = set.realityCheck.session!.playedMinutes;
    // A check not due cannot be answered in advance.
    const early = await inject('POST', '/api/limits/reality-check/ack', me.cookie);
    expect(early.json().realityCheck.session).toMatchObject({ playedMinutes: start, dueInMinutes: 15 - start });
    await play(me.cookie, 14 - start);
    expect((await openPack(me.cookie, packId)).statusCode).toBe(200);
    const battle = await inject('POST', '/api/battles', me.cookie, { players: 2, mode: 'normal', packIds: [packId] });
    expect(battle.statusCode, battle.body).toBe(200);
    await play(me.cookie, 1);
    const session = (await limits(me.cookie)).realityCheck.session!;
    // $5.00 lost on the open, and a $10.00 entry not settled yet.
    expect(session).toMatchObject({ playedMinutes: 15, due: true, dueInMinutes: 0, netCents: -1_500 });
    // Bots would play the battle out: refused while the check is due, as a stake is.
    const bots = await inject('POST', `/api/battles/${battle.json().battle.id}/fill-bots`, me.cookie);
    expect(bots.statusCode).toBe(403);
    expect(bots.json().error.code).toBe('reality_check');

    const refused = await openPack(me.cookie, packId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'reality_check', message: REALITY_CHECK_MESSAGE });
    // Another instance on the same database refuses too.
    const other = await testApp({ db: suite.db, clock: suite.clock, raceSweeper: false, cashierSweeper: false, financeRollup: false, config: { logLevel: 'silent', cashier } });
    try {
      const there = await other.inject({ method: 'POST', url: `/api/packs/${packId}/open`, headers: { cookie: me.cookie }, payload: { count: 1 } });
      expect(there.statusCode).toBe(403);
      expect(there.json().error.code).toBe('reality_check');
      const created = await other.inject({ method: 'POST', url: '/api/battles', headers: { cookie: me.cookie }, payload: { players: 2, mode: 'normal', packIds: [packId] } });
      expect(created.json().error?.code).toBe('reality_check');
      // Acknowledged on that instance: play goes on here for another interval.
      const ack = await other.inject({ method: 'POST', url: '/api/limits/reality-check/ack', headers: { cookie: me.cookie } });
      expect(ack.statusCode, ack.body).toBe(200);
      expect(ack.json().realityCheck.session).toMatchObject({ playedMinutes: 15, due: false, dueInMinutes: 15 });
    } finally {
      await other.close();
    }
    expect((await openPack(me.cookie, packId)).statusCode).toBe(200);

    // A longer interval waits 24 hours; never off.
    expect((await put(me.cookie, { realityCheckMinutes: 60 })).realityCheck).toMatchObject({ intervalMinutes: 15, pending: { intervalMinutes: 60 } });
    expect((await inject('PUT', '/api/limits', me.cookie, { realityCheckMinutes: null })).statusCode).toBe(400);

    // Signing in again starts a new session: no minutes, no net result yet.
    const again = await signInByPhone(suite.app, suite.sms, me.phone);
    const fresh = (await limits(again.cookie)).realityCheck.session!;
    expect(fresh).toMatchObject({ playedMinutes: 0, netCents: 0, due: false });
  });

  it('fails closed: limits no player could have set refuse stakes and deposits with a readable 503, and nothing moves', async () => {
    const packId = await halfBackPack();
    const me = await signUp(suite.app, suite.sms);
    await put(me.cookie, { dailyWagerCents: 50_000 });
    await suite.db.query(`UPDATE player_limits SET reality_minutes = 7 WHERE user_id = $1`, [me.userId]);
    const before = await balance(me.cookie);
    for (const refused of [
      await openPack(me.cookie, packId),
      await inject('POST', '/api/battles', me.cookie, { players: 2, mode: 'normal', packIds: [packId] }),
      await deposit(me.cookie, 2_000),
    ]) {
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.json().error).toEqual({ code: 'unavailable', message: LIMITS_UNAVAILABLE_MESSAGE });
    }
    expect(await balance(me.cookie)).toBe(before);
    expect((await suite.db.query(`SELECT 1 FROM pack_opens WHERE user_id = $1`, [me.userId])).length).toBe(0);
    expect((await suite.db.query(`SELECT 1 FROM deposits WHERE user_id = $1`, [me.userId])).length).toBe(0);
  });

  it('during a break every paid route is refused in the design’s words; withdrawals stay open', async () => {
    const packId = await halfBackPack();
    const host = await signUp(suite.app, suite.sms);
    const battle = (await inject('POST', '/api/battles', host.cookie, { players: 2, mode: 'normal', packIds: [packId] })).json().battle.id as string;
    const me = await signUp(suite.app, suite.sms);
    expect((await inject('POST', '/api/limits/exclusion', me.cookie, { period: '7d' })).statusCode).toBe(200);
    const breakWords = /^You are taking a break from play until 17 April 2030, 08:00 UTC\./;
    for (const r of [
      await openPack(me.cookie, packId),
      await inject('POST', '/api/battles', me.cookie, { players: 2, mode: 'normal', packIds: [packId] }),
      await inject('POST', `/api/battles/${battle}/join`, me.cookie, {}),
    ]) {
      expect(r.statusCode).toBe(403);
      expect(r.json().error.message).toMatch(breakWords);
    }
    const refused = await deposit(me.cookie, 2_000);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('You are taking a break until 17 April 2030, 08:00 UTC, so deposits are paused. Withdrawals stay open.');
  });

  it('/api/me says when a self-exclusion runs, so the site hides its promotions', async () => {
    const me = await signUp(suite.app, suite.sms);
    expect((await inject('GET', '/api/me', me.cookie)).json().user.selfExcluded).toBe(false);
    expect((await inject('POST', '/api/limits/exclusion', me.cookie, { period: '6m' })).statusCode).toBe(200);
    expect((await inject('GET', '/api/me', me.cookie)).json().user.selfExcluded).toBe(true);
    suite.clock.set('2030-10-10T08:00:01Z');
    expect((await inject('GET', '/api/me', me.cookie)).json().user.selfExcluded).toBe(false);
  });

  it('the finance view counts the players with each kind of limit', async () => {
    const admin = await signInAdmin(suite.app);
    const counts = async () => (await suite.app.inject({ method: 'GET', url: '/api/admin/finance', headers: { cookie: admin.cookie } })).json().limitsSet as Record<string, number>;
    const before = await counts();
    const a = await signUp(suite.app, suite.sms);
    const b = await signUp(suite.app, suite.sms);
    await put(a.cookie, { dailyDepositCents: 1_000, weeklyLossCents: 5_000, realityCheckMinutes: 30 });
    await put(b.cookie, { dailyPlayMinutes: 60, realityCheckMinutes: 60 });
    await inject('POST', '/api/limits/exclusion', b.cookie, { period: '24h' });
    const after = await counts();
    expect({
      deposit: after.deposit! - before.deposit!,
      loss: after.loss! - before.loss!,
      playTime: after.playTime! - before.playTime!,
      realityCheck: after.realityCheck! - before.realityCheck!,
      breaks: after.breaks! - before.breaks!,
      wager: after.wager! - before.wager!,
    }).toEqual({ deposit: 1, loss: 1, playTime: 1, realityCheck: 1, breaks: 1, wager: 0 });
  });

  it.each([
    [{ dailyPlayMinutes: 29 }, 'dailyPlayMinutes: A play-time limit is a whole number of minutes from 30 (30 min) to 720 (12 h), or null for none.'],
    [{ dailyPlayMinutes: 721 }, 'dailyPlayMinutes: A play-time limit is a whole number of minutes from 30 (30 min) to 720 (12 h), or null for none.'],
    [{ dailyPlayMinutes: 45.5 }, 'dailyPlayMinutes: A play-time limit is a whole number of minutes from 30 (30 min) to 720 (12 h), or null for none.'],
    [{ realityCheckMinutes: 45 }, 'realityCheckMinutes: A reality check comes every 15, 30 or 60 minutes of play; it cannot be turned off.'],
    [{ realityCheckMinutes: null }, 'realityCheckMinutes: A reality check comes every 15, 30 or 60 minutes of play; it cannot be turned off.'],
    [{ dailyDepositCents: 0 }, 'dailyDepositCents: A limit must be at least $0.01.'],
    [{ monthlyLossCents: '500' }, 'monthlyLossCents: A limit is a whole number of cents from $0.01 to $1,000,000.00, or null for none.'],
  ])('PUT /api/limits %j: 400 %j, nothing changed', async (payload, message) => {
    const me = await signUp(suite.app, suite.sms);
    const before = await limits(me.cookie);
    const r = await inject('PUT', '/api/limits', me.cookie, payload);
    expect(r.statusCode).toBe(400);
    expect(r.json().error.message).toBe(message);
    expect(await limits(me.cookie)).toEqual(before);
  });

  it('the reality-check routes need a signed-in player', async () => {
    for (const url of ['/api/limits/activity', '/api/limits/reality-check/ack']) {
      const r = await suite.app.inject({ method: 'POST', url });
      expect(r.statusCode).toBe(401);
    }
  });
});
