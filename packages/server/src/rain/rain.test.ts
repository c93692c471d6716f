/**
 * Rain and tips (DESIGN §22) on both databases: a rain opens every 30 minutes for 2; eligible
 * players join (level 2, $5.00 wagered in 24 hours, not excluded); the close splits the pot plus
 * the base equally in whole cents, carrying the remainder (all of it without joiners), exactly
 * once when two instances close it at once or one closes it again after a restart. Tips: withdrawable
 * money only, level 5, $1.00–$1,000.00, $1,000.00 in 24 hours, never to oneself or an unknown name,
 * shown in both wallets; into the rain with a chat line. The ledger verifies after every scenario.
 */
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  RAIN_CLOSED_MESSAGE,
  RAIN_LEVEL_MESSAGE,
  RAIN_NOT_OPEN_MESSAGE,
  TIP_AMOUNT_MESSAGE,
  TIP_LEVEL_MESSAGE,
  TIP_SELF_MESSAGE,
  TIP_TARGET_MESSAGE,
  rainWagerMessage,
  tipDailyMessage,
  tipPlaythroughMessage,
  tipUnknownMessage,
} from '@lootforge/core/rain';
import { verifyLedger } from '../ledger/verify';
import { ensureHouse, ensureWallet, pay } from '../ledger/ledger';
import { appSuite, testApp } from '../test/app';
import { createTestPack } from '../test/catalogue';
import { describeEachDatabase } from '../test/databases';
import { signUp } from '../test/users';
import { signInAdmin } from '../test/admins';
import { openBattle } from '../test/battles';
import { testConfig } from '../config';
import { sweepRain } from './sweeper';

const BASE = 500;

describeEachDatabase('rain and tips', (open) => {
  // Bonus money is played through once here, so a player who wagered their signup bonus has withdrawable money to tip.
  const cashier = { ...testConfig().cashier, bonusPlaythrough: 1 };
  const suite = appSuite({ openDb: open, at: '2030-06-01T12:10:00Z', raceSweeper: false, cashierSweeper: false, config: { logLevel: 'silent', cashier, rainBaseCents: BASE } });
  let packs: { small: string; big: string; level5: string };
  beforeAll(async () => {
    const make = async (priceCents: number, valueCents: number) => {
      const pack = await createTestPack(suite.db, { items: [{ valueCents, oddsPpm: 100_000 }] });
      await suite.db.query(`UPDATE packs SET price_cents = $2 WHERE id = $1`, [pack.packId, priceCents]);
      return pack.packId;
    };
    packs = { small: await make(1_000, 500), big: await make(100_000, 60_000), level5: await make(32_000, 100) };
  });
  // Each scenario starts 10 minutes past the next half hour after the last one's time (the clock never goes back),
  // with every rain before it closed: the next rain opens 20 minutes later.
  beforeEach(async () => {
    const halfHour = 30 * 60_000;
    suite.clock.set(new Date(Math.ceil((suite.clock.now().getTime() + 1) / halfHour) * halfHour + 10 * 60_000));
    await sweepRain(suite.app);
  });
  const later = (ms: number) => suite.clock.set(new Date(suite.clock.now().getTime() + ms));
  afterEach(async () => {
    expect((await verifyLedger(suite.db)).problems).toEqual([]);
  });

  const get = (cookie: string | null, url: string) => suite.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (cookie: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    suite.app.inject({ method: 'POST', url, headers: { cookie, 'content-type': 'application/json', ...headers }, payload: JSON.stringify(payload ?? {}) });
  const openPack = async (cookie: string, packId: string) => expect((await post(cookie, `/api/packs/${packId}/open`, { count: 1 })).statusCode).toBe(200);
  const balance = async (cookie: string) => (await get(cookie, '/api/wallet')).json().balanceCents as number;
  const pot = async () => Number((await suite.db.query<{ balance_cents: string }>(`SELECT balance_cents FROM accounts WHERE key = 'rain'`))[0]?.balance_cents ?? 0);
  const rain = async (cookie: string | null) => (await get(cookie, '/api/rain')).json().rain as { id: number; poolCents: number; opensAt: string; closesAt: string; joined: boolean; serverNow: number };
  /** A player who can join a rain: level 2 and $10.00 wagered just now. */
  const rainer = async () => {
    const me = await signUp(suite.app, suite.sms);
    await openPack(me.cookie, packs.small);
    return me;
  };
  /** A player who can tip: level 5+, the signup bonus played through, $600.00 withdrawable. */
  const tipper = async () => {
    const me = await signUp(suite.app, suite.sms);
    await openPack(me.cookie, packs.big);
    expect((await post(me.cookie, '/api/inventory/sell', { all: true })).statusCode).toBe(200);
    return me;
  };
  const tip = (cookie: string, body: unknown, headers?: Record<string, string>) => post(cookie, '/api/tips', body, headers);

  it('the rain opens on the half hour for two minutes; the split is equal in whole cents, the rest carried, paid as bonus money', async () => {
    const now = suite.clock.now().getTime();
    const next = await rain(null);
    expect(next).toMatchObject({ opensAt: new Date(now + 20 * 60_000).toISOString(), closesAt: new Date(now + 22 * 60_000).toISOString(), joined: false, serverNow: now });
    const carried = await pot();
    expect(next.poolCents).toBe(carried + BASE);
    const players = [await rainer(), await rainer(), await rainer()];
    // Before it opens, joining is refused.
    const early = await post(players[0]!.cookie, `/api/rain/${next.id}/join`);
    expect([early.statusCode, early.json().error.message]).toEqual([409, RAIN_NOT_OPEN_MESSAGE]);

    suite.clock.set(new Date(Date.parse(next.opensAt) + 30_000));
    expect((await rain(null)).id).toBe(next.id);
    const dueBefore = await Promise.all(players.map(async (p) => (await get(p.cookie, '/api/cashier')).json().turnoverDueCents as number));
    for (const p of players) {
      const joined = await post(p.cookie, `/api/rain/${next.id}/join`);
      expect(joined.statusCode, joined.body).toBe(200);
      expect(joined.json().rain).toMatchObject({ id: next.id, joined: true });
    }
    // Joining twice changes nothing.
    expect((await post(players[0]!.cookie, `/api/rain/${next.id}/join`)).json().rain.joined).toBe(true);
    expect((await rain(players[1]!.cookie)).joined).toBe(true);
    const before = await Promise.all(players.map((p) => balance(p.cookie)));

    // Not closed before its end; then the split.
    expect(await sweepRain(suite.app)).toEqual([]);
    suite.clock.set(next.closesAt);
    const late = await post((await rainer()).cookie, `/api/rain/${next.id}/join`);
    expect([late.statusCode, late.json().error.message]).toEqual([409, RAIN_CLOSED_MESSAGE]);
    const [settled] = await sweepRain(suite.app);
    const pool = carried + BASE;
    const share = Math.floor(pool / 3);
    expect(settled).toMatchObject({ rainId: next.id, poolCents: pool, joiners: 3, shareCents: share, carriedCents: pool - share * 3 });
    expect(settled!.message.text).toContain(`3 players`);
    const after = await Promise.all(players.map((p) => balance(p.cookie)));
    expect(after).toEqual(before.map((b) => b + share));
    expect(await pot()).toBe(pool - share * 3);
    // Bonus money: its play-through (1× here) added.
    for (const [i, p] of players.entries()) expect((await get(p.cookie, '/api/cashier')).json().turnoverDueCents).toBe(dueBefore[i]! + share);
    const [payout] = (await get(players[0]!.cookie, '/api/wallet/transactions')).json().transactions;
    expect(payout).toMatchObject({ kind: 'rain_payout', label: 'Rain', amountCents: share });
    // The result line is in the chat, and the next rain opens half an hour after this one.
    const lines = (await get(null, '/api/chat')).json().messages as Array<{ kind: string; text: string }>;
    expect(lines.at(-1)).toMatchObject({ kind: 'system', text: settled!.message.text });
    expect((await rain(null)).opensAt).toBe(new Date(Date.parse(next.opensAt) + 30 * 60_000).toISOString());
  });

  it('without joiners the whole pool carries over to the next rain', async () => {
    const first = await rain(null);
    suite.clock.set(first.closesAt);
    const [settled] = await sweepRain(suite.app);
    expect(settled).toMatchObject({ rainId: first.id, joiners: 0, shareCents: 0, carriedCents: first.poolCents });
    expect(settled!.message.text).toBe(`Nobody caught the rain: $${(first.poolCents / 100).toFixed(2)} carries over to the next one.`);
    expect((await rain(null)).poolCents).toBe(first.poolCents + BASE);
  });

  it('who may join: level 2, $5.00 wagered in 24 hours, not self-excluded; nothing recorded otherwise', async () => {
    const current = await rain(null);
    suite.clock.set(current.opensAt);
    const join = (cookie: string) => post(cookie, `/api/rain/${current.id}/join`);
    const fresh = await signUp(suite.app, suite.sms);
    const low = await join(fresh.cookie);
    expect([low.statusCode, low.json().error.message]).toEqual([403, RAIN_LEVEL_MESSAGE]);
    // Level 2, but the wager was more than a day ago (the open's time is the database's, see wageredSince).
    const yesterday = await signUp(suite.app, suite.sms);
    await openPack(yesterday.cookie, packs.small);
    await suite.db.query(`UPDATE pack_opens SET created_at = now() - interval '25 hours' WHERE user_id = $1`, [yesterday.userId]);
    const stale = await join(yesterday.cookie);
    expect([stale.statusCode, stale.json().error.message]).toEqual([403, rainWagerMessage(0)]);
    const excluded = await rainer();
    expect((await post(excluded.cookie, '/api/limits/exclusion', { period: '6m' })).statusCode).toBe(200);
    const refused = await join(excluded.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/^You have excluded yourself from play until /);
    expect((await post(fresh.cookie, '/api/rain/999999999/join')).statusCode).toBe(404);
    expect((await post(fresh.cookie, '/api/rain/abc/join')).statusCode).toBe(400);
    expect((await suite.app.inject({ method: 'POST', url: `/api/rain/${current.id}/join` })).statusCode).toBe(401);
    const [row] = await suite.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM rain_entries WHERE rain_id = $1`, [current.id]);
    expect(row!.n).toBe(0);
  });

  it('a battle seat counts towards the $5.00 once its battle settles, never while it can still be cancelled and refunded', async () => {
    const current = await rain(null);
    suite.clock.set(current.opensAt);
    const join = (cookie: string) => post(cookie, `/api/rain/${current.id}/join`);
    // Level 2 from an open more than a day ago: nothing wagered in the window.
    const host = await rainer();
    await suite.db.query(`UPDATE pack_opens SET created_at = now() - interval '25 hours' WHERE user_id = $1`, [host.userId]);
    // A $10.00 seat in a battle still waiting for players is paid but not wagered: it can be cancelled and refunded.
    const waiting = await openBattle(suite.app, { packId: packs.small, host, players: 2 });
    const early = await join(host.cookie);
    expect([early.statusCode, early.json().error.message]).toEqual([403, rainWagerMessage(0)]);
    expect((await post(host.cookie, `/api/battles/${waiting}/cancel`)).statusCode).toBe(200);
    expect((await join(host.cookie)).statusCode).toBe(403);
    // A battle that fills settles at once: its seat is wagered, and the host may join.
    await openBattle(suite.app, { packId: packs.small, host, players: 2, joiners: [await rainer()] });
    const joined = await join(host.cookie);
    expect(joined.statusCode, joined.body).toBe(200);
  });

  it('a rain closed by two instances at once, and again after a restart, pays each joiner once; pool and payouts add up', async () => {
    const current = await rain(null);
    suite.clock.set(current.opensAt);
    const players = await Promise.all(Array.from({ length: 7 }, () => rainer()));
    for (const p of players) expect((await post(p.cookie, `/api/rain/${current.id}/join`)).statusCode).toBe(200);
    const other = await testApp({ db: suite.db, clock: suite.clock, raceSweeper: false, cashierSweeper: false, financeRollup: false, config: { logLevel: 'silent', cashier, rainBaseCents: BASE } });
    try {
      suite.clock.set(current.closesAt);
      const [a, b] = await Promise.all([sweepRain(suite.app), sweepRain(other)]);
      const settled = [...a, ...b].filter((s) => s.rainId === current.id);
      expect(settled).toHaveLength(1);
      // A restart: a new instance sweeps again and finds nothing to do.
      const restarted = await testApp({ db: suite.db, clock: suite.clock, raceSweeper: false, cashierSweeper: false, financeRollup: false, config: { logLevel: 'silent', cashier, rainBaseCents: BASE } });
      expect(await sweepRain(restarted)).toEqual([]);
      await restarted.close();
      const [figures] = await suite.db.query<{ pool_cents: string; share_cents: string; joiners: number; carried_cents: string }>(`SELECT pool_cents, share_cents, joiners, carried_cents FROM rains WHERE id = $1`, [current.id]);
      const payouts = await suite.db.query<{ n: number; total: string }>(`SELECT count(*)::int AS n, coalesce(sum(amount_cents), 0) AS total FROM transfers WHERE kind = 'rain_payout' AND ref_id = $1`, [String(current.id)]);
      expect(payouts[0]!.n).toBe(7);
      expect(figures!.joiners).toBe(7);
      expect(Number(payouts[0]!.total) + Number(figures!.carried_cents)).toBe(Number(figures!.pool_cents));
      expect(Number(payouts[0]!.total)).toBe(Number(figures!.share_cents) * 7);
      const funding = await suite.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM transfers WHERE kind = 'rain_funding' AND ref_id = $1`, [String(current.id)]);
      expect(funding[0]!.n).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('tips a player by name: withdrawable money only, shown in both wallets, the receiver plays it through once', async () => {
    const from = await tipper();
    const to = await rainer();
    const [fromBefore, toBefore] = [await balance(from.cookie), await balance(to.cookie)];
    const dueBefore = (await get(to.cookie, '/api/cashier')).json().turnoverDueCents as number;
    const sent = await tip(from.cookie, { userName: to.userName.toUpperCase(), amountCents: 2_500 });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().tip).toMatchObject({ amountCents: 2_500, toUserName: to.userName, balanceCents: fromBefore - 2_500 });
    expect(await balance(to.cookie)).toBe(toBefore + 2_500);
    expect((await get(to.cookie, '/api/cashier')).json().turnoverDueCents).toBe(dueBefore + 2_500);
    const [outgoing] = (await get(from.cookie, '/api/wallet/transactions')).json().transactions;
    expect(outgoing).toMatchObject({ kind: 'tip', label: `Tip to ${to.userName}`, amountCents: -2_500 });
    const [incoming] = (await get(to.cookie, '/api/wallet/transactions')).json().transactions;
    expect(incoming).toMatchObject({ kind: 'tip', label: `Tip from ${from.userName}`, amountCents: 2_500 });
    // The same Idempotency-Key sent again answers the first tip and moves nothing.
    const once = await tip(from.cookie, { userName: to.userName, amountCents: 100 }, { 'idempotency-key': 'tip-once-123' });
    const twice = await tip(from.cookie, { userName: to.userName, amountCents: 100 }, { 'idempotency-key': 'tip-once-123' });
    expect([once.statusCode, twice.statusCode]).toEqual([200, 200]);
    expect(twice.json().tip.id).toBe(once.json().tip.id);
    expect(await balance(from.cookie)).toBe(fromBefore - 2_600);
  });

  it('refuses a tip of bonus money, to oneself, to an unknown name, over the daily cap, below $1.00 or from below level 5, moving nothing', async () => {
    const from = await tipper();
    const to = await rainer();
    const count = async () => (await suite.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM tips WHERE from_user_id = $1`, [from.userId]))[0]!.n;
    const start = await balance(from.cookie);
    const refusals: Array<[unknown, number, string]> = [
      [{ userName: from.userName, amountCents: 500 }, 400, TIP_SELF_MESSAGE],
      [{ userName: 'nobody_here_at_all', amountCents: 500 }, 404, tipUnknownMessage('nobody_here_at_all')],
      [{ userName: to.userName, amountCents: 99 }, 400, TIP_AMOUNT_MESSAGE],
      [{ userName: to.userName, amountCents: 100_001 }, 400, TIP_AMOUNT_MESSAGE],
      [{ userName: to.userName, amountCents: 150.5 }, 400, 'A tip is a whole number of cents.'],
      [{ amountCents: 500 }, 400, TIP_TARGET_MESSAGE],
      [{ userName: to.userName, rain: true, amountCents: 500 }, 400, TIP_TARGET_MESSAGE],
      [{ userName: to.userName, amountCents: '500' }, 400, TIP_AMOUNT_MESSAGE],
      [{ userName: to.userName, amountCents: 500, extra: 1 }, 400, 'Send { userName, amountCents } or { rain: true, amountCents }.'],
    ];
    for (const [body, status, message] of refusals) {
      const refused = await tip(from.cookie, body);
      expect([refused.statusCode, refused.json().error.message]).toEqual([status, expect.stringContaining(message)]);
    }
    // The cap counts tips to players and to the rain alike.
    expect((await tip(from.cookie, { userName: to.userName, amountCents: 40_000 })).statusCode).toBe(200);
    const over = await tip(from.cookie, { rain: true, amountCents: 60_001 });
    expect([over.statusCode, over.json().error.message]).toEqual([409, tipDailyMessage(40_000)]);
    const capped = await tip(from.cookie, { userName: to.userName, amountCents: 10_000 });
    expect(capped.statusCode).toBe(200);
    later(8 * 3_600_000);
    // $500.00 sent in 24 hours; $600 more would pass $1,000.00 (it would not be covered either: the cap speaks first).
    const third = await tip(from.cookie, { userName: to.userName, amountCents: 60_000 });
    expect([third.statusCode, third.json().error.message]).toEqual([409, tipDailyMessage(50_000)]);
    // A day after the first tips the cap has room again.
    later(16 * 3_600_000 + 60_000);
    expect((await tip(from.cookie, { userName: to.userName, amountCents: 5_000 })).statusCode).toBe(200);
    expect(await count()).toBe(3);
    expect(await balance(from.cookie)).toBe(start - 55_000);

    // Bonus money: a level 5 player who has not played their bonus through.
    const bonus = await signUp(suite.app, suite.sms);
    await openPack(bonus.cookie, packs.level5);
    const due = (await get(bonus.cookie, '/api/cashier')).json().turnoverDueCents as number;
    expect(due).toBeGreaterThan(0);
    const refused = await tip(bonus.cookie, { userName: to.userName, amountCents: 500 });
    expect([refused.statusCode, refused.json().error.message]).toEqual([409, tipPlaythroughMessage(due)]);
    // Below level 5.
    const low = await tip(to.cookie, { userName: from.userName, amountCents: 500 });
    expect([low.statusCode, low.json().error.message]).toEqual([403, TIP_LEVEL_MESSAGE]);
    // More than the wallet holds.
    const poor = await tip(from.cookie, { userName: to.userName, amountCents: 10_000 });
    expect(poor.statusCode).toBe(409);
    expect((await suite.app.inject({ method: 'POST', url: '/api/tips', payload: { userName: to.userName, amountCents: 500 } })).statusCode).toBe(401);
  });

  it('fifteen tips at once from one player: the 24-hour cap lets exactly ten through; crossed tips never deadlock', async () => {
    const from = await tipper();
    // $2,000.00 more from the house (settled money), so the cap, not the balance, is what binds.
    await suite.db.transaction(async (tx) => {
      await pay(tx, [{ debitAccountId: await ensureHouse(tx), creditAccountId: await ensureWallet(tx, from.userId), amountCents: 200_000, kind: 'admin_adjustment', idempotencyKey: `test-credit-${from.userId}` }]);
    });
    const to = await rainer();
    const start = await balance(from.cookie);
    const results = await Promise.all(Array.from({ length: 15 }, () => tip(from.cookie, { userName: to.userName, amountCents: 10_000 })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    for (const r of results.filter((r) => r.statusCode !== 200)) expect([r.statusCode, r.json().error.message]).toEqual([409, tipDailyMessage(100_000)]);
    expect(await balance(from.cookie)).toBe(start - 100_000);

    // Two players tipping each other at the same moment: each answered (one may find the other's tip made them owe play-through), none a 500.
    const a = await tipper();
    const b = await tipper();
    const crossed = await Promise.all([tip(a.cookie, { userName: b.userName, amountCents: 1_000 }), tip(b.cookie, { userName: a.userName, amountCents: 1_000 })]);
    for (const r of crossed) expect([200, 409]).toContain(r.statusCode);
    expect(crossed.some((r) => r.statusCode === 200)).toBe(true);
  });

  it('tips to a player racing their own promo redemptions: every one paid once, the turnover due adds them all', async () => {
    const admin = await signInAdmin(suite.app);
    const expiresAt = new Date(suite.clock.now().getTime() + 7 * 24 * 3_600_000).toISOString();
    const codes = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        const made = await post(admin.cookie, '/api/admin/promo-codes', { code: `RACE-${Date.now().toString(36)}-${i}`, amountCents: 500, maxRedemptions: 10, expiresAt, minLevel: 1 });
        expect(made.statusCode, made.body).toBe(200);
        return made.json().promoCode.code as string;
      }),
    );
    const senders = await Promise.all(Array.from({ length: 4 }, () => tipper()));
    const to = await rainer();
    const [before, dueBefore] = [await balance(to.cookie), (await get(to.cookie, '/api/cashier')).json().turnoverDueCents as number];
    const results = await Promise.all([
      ...senders.map((from) => tip(from.cookie, { userName: to.userName, amountCents: 1_000 })),
      ...codes.map((code) => post(to.cookie, '/api/promo/redeem', { code })),
    ]);
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    expect(await balance(to.cookie)).toBe(before + 4 * 1_000 + 4 * 500);
    expect((await get(to.cookie, '/api/cashier')).json().turnoverDueCents).toBe(dueBefore + 4 * 1_000 + 4 * 500);
  });

  it('a tip into the rain joins the pool of the rain it lands in, with a line in the chat', async () => {
    const from = await tipper();
    const current = await rain(null);
    const sent = await tip(from.cookie, { rain: true, amountCents: 1_000 });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().tip).toMatchObject({ amountCents: 1_000, toUserName: null });
    expect((await rain(null)).poolCents).toBe(current.poolCents + 1_000);
    const lines = (await get(null, '/api/chat')).json().messages as Array<{ kind: string; text: string }>;
    expect(lines.at(-1)).toEqual(expect.objectContaining({ kind: 'system', text: `${from.userName} tipped $10.00 into the rain.` }));
    const [outgoing] = (await get(from.cookie, '/api/wallet/transactions')).json().transactions;
    expect(outgoing).toMatchObject({ kind: 'tip', label: 'Tip to the rain', amountCents: -1_000 });
    const admin = await signInAdmin(suite.app);
    const rains = (await get(admin.cookie, '/api/admin/rains')).json().rains as Array<{ id: number; tipsCents: number }>;
    expect(rains.find((r) => r.id === current.id)?.tipsCents).toBe(1_000);
    expect((await get(from.cookie, '/api/admin/rains')).statusCode).toBe(403);
    const day = suite.clock.now().toISOString().slice(0, 10);
    const finance = (await get(admin.cookie, `/api/admin/finance?from=${day}&to=${day}`)).json();
    expect(finance.community.tips).toBeGreaterThan(0);
    expect(finance.community.rainTipsCents).toBeGreaterThanOrEqual(1_000);
  });

  it('a tip after a rain closed and before its sweep is recorded against that rain, whose split takes it', async () => {
    const from = await tipper();
    const current = await rain(null);
    suite.clock.set(current.closesAt);
    expect((await rain(null)).id).not.toBe(current.id);
    expect((await tip(from.cookie, { rain: true, amountCents: 1_000 })).statusCode).toBe(200);
    const [row] = await suite.db.query<{ rain_id: string }>(`SELECT rain_id FROM tips WHERE from_user_id = $1`, [from.userId]);
    expect(Number(row!.rain_id)).toBe(current.id);
    const [settled] = await sweepRain(suite.app);
    expect(settled).toMatchObject({ rainId: current.id, poolCents: current.poolCents + 1_000 });
  });
});
