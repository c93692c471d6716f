import { beforeAll, describe, expect, it, vi } from 'vitest';
import { levelOf } from '@lootforge/core/levels';
import { outboxSender } from '../auth/senders';
import { verifyLedger } from '../ledger/verify';
import { testApp, appSuite } from '../test/app';
import { signInAdmin } from '../test/admins';
import { createTestPack, standardPackItems } from '../test/catalogue';
import { settableClock } from '../test/clock';
import { describeEachDatabase, describePostgres, freshPostgresUrl } from '../test/databases';
import { openPostgres } from '../db/client';
import { signUp } from '../test/users';
import { sweepRaces } from './sweeper';
import { rankedWagers } from './repository';

type RaceJson = {
  id: number;
  kind: string;
  status: string;
  startsAt: string;
  endsAt: string;
  poolCents: number;
  minWagerCents: number;
  prizes: Array<{ rank: number; prizeCents: number }>;
  leaders: Array<{ rank: number; userName: string; level: number; wagerCents: number; prizeCents: number }>;
  me: { rank: number | null; wagerCents: number } | null;
};

describeEachDatabase('races', (open) => {
  // Wednesday 9 January 2030, 23:50 UTC: the weekly race runs Monday 7th to Monday 14th.
  // No minimum wager here, so small wagers rank; the minimum has its own suite below.
  const suite = appSuite({ openDb: open, at: '2030-01-09T23:50:00Z', raceSweeper: false, pack: true, config: { raceMinWagers: { dailyCents: 0, weeklyCents: 0 } } });
  beforeAll(async () => {
    await sweepRaces(suite.app);
  });

  const openPacks = async (cookie: string, count: number) => {
    const r = await suite.app.inject({ method: 'POST', url: `/api/packs/${suite.pack.packId}/open`, headers: { cookie }, payload: { count } });
    expect(r.statusCode, r.body).toBe(200);
  };
  const races = async (cookie?: string) => {
    const r = await suite.app.inject({ method: 'GET', url: '/api/races', headers: cookie ? { cookie } : {} });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().races as RaceJson[];
  };
  const raceOf = async (kind: string, startsAt: string, cookie?: string) => (await races(cookie)).find((r) => r.kind === kind && r.startsAt === startsAt)!;
  const balance = async (cookie: string) => (await suite.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } })).json().balanceCents as number;

  it('opens, battle entries and refunds move the totals; the board shows the top 10 and me even outside it', async () => {
    suite.clock.set('2030-01-09T10:00:00Z');
    const players = [];
    for (let i = 0; i < 12; i++) players.push(await signUp(suite.app, suite.sms));
    // Player i wagers i + 1 opens; the clock moves so each reaches their total at a known time.
    for (const [i, player] of players.entries()) {
      for (let left = i + 1; left > 0; left -= 4) await openPacks(player.cookie, Math.min(4, left));
      suite.clock.advance(1_000);
    }
    const daily = await raceOf('daily', '2030-01-09T00:00:00.000Z', players[0]!.cookie);
    expect(daily.status).toBe('running');
    expect(daily.prizes).toHaveLength(10);
    expect(daily.leaders.map((l) => l.userName)).toEqual(players.slice(2).reverse().map((p) => p.userName));
    expect(daily.leaders.map((l) => l.wagerCents)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => n * suite.pack.priceCents));
    // Each name with its level (DESIGN §21): these opens are all each player has staked.
    expect(daily.leaders.map((l) => l.level)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => levelOf(n * suite.pack.priceCents)));
    expect(daily.leaders[0]!.prizeCents).toBe(200_000);
    expect(daily.me).toEqual({ rank: 12, wagerCents: suite.pack.priceCents });
    const weekly = await raceOf('weekly', '2030-01-07T00:00:00.000Z', players[0]!.cookie);
    expect(weekly.me).toEqual({ rank: 12, wagerCents: suite.pack.priceCents });
    // A visitor sees the same board, without a standing of their own.
    expect((await raceOf('daily', daily.startsAt)).me).toBeNull();

    // Equal wagers: player 1 (2 opens) is matched by player 0 opening once more, later: player 1 stays ahead.
    await openPacks(players[0]!.cookie, 1);
    const tied = await suite.app.inject({ method: 'GET', url: `/api/races/${daily.id}`, headers: { cookie: players[0]!.cookie } });
    expect(tied.json().race.me).toEqual({ rank: 12, wagerCents: 2 * suite.pack.priceCents });
    const ofOne = await suite.app.inject({ method: 'GET', url: `/api/races/${daily.id}`, headers: { cookie: players[1]!.cookie } });
    expect(ofOne.json().race.me).toEqual({ rank: 11, wagerCents: 2 * suite.pack.priceCents });

    // A battle entry counts only when its battle settles (DESIGN §13): paid into an open battle it is not
    // on the board, and cancelled it never was.
    const host = players[0]!;
    const created = await suite.app.inject({ method: 'POST', url: '/api/battles', headers: { cookie: host.cookie }, payload: { players: 2, mode: 'normal', packIds: [suite.pack.packId, suite.pack.packId] } });
    expect(created.statusCode, created.body).toBe(200);
    const withEntry = (await suite.app.inject({ method: 'GET', url: `/api/races/${daily.id}`, headers: { cookie: host.cookie } })).json().race as RaceJson;
    expect(withEntry.me).toEqual({ rank: 12, wagerCents: 2 * suite.pack.priceCents });
    suite.clock.advance(1_000);
    const cancelled = await suite.app.inject({ method: 'POST', url: `/api/battles/${created.json().battle.id}/cancel`, headers: { cookie: host.cookie } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = (await suite.app.inject({ method: 'GET', url: `/api/races/${daily.id}`, headers: { cookie: host.cookie } })).json().race as RaceJson;
    expect(after.me).toEqual({ rank: 12, wagerCents: 2 * suite.pack.priceCents });
    expect((await raceOf('weekly', weekly.startsAt, host.cookie)).me!.wagerCents).toBe(2 * suite.pack.priceCents);
  });

  it('a full day: stakes before and after midnight count in their own daily race; the sweep pays each prize once', async () => {
    suite.clock.set('2030-01-10T23:50:00Z');
    await sweepRaces(suite.app);
    const [a, b] = [await signUp(suite.app, suite.sms), await signUp(suite.app, suite.sms)];
    await openPacks(a.cookie, 3);
    suite.clock.set('2030-01-10T23:59:59.999Z');
    await openPacks(b.cookie, 2);
    suite.clock.set('2030-01-11T00:00:00Z');
    await openPacks(b.cookie, 4);
    suite.clock.set('2030-01-11T00:05:00Z');
    await openPacks(a.cookie, 1);

    const day1 = await raceOf('daily', '2030-01-10T00:00:00.000Z', a.cookie);
    const day2 = await raceOf('daily', '2030-01-11T00:00:00.000Z', a.cookie);
    // Day 1 has ended but is not paid yet: still running, waiting for the sweep.
    expect(day1.status).toBe('running');
    expect(day1.leaders.map((l) => [l.userName, l.wagerCents])).toEqual([
      [a.userName, 3 * suite.pack.priceCents],
      [b.userName, 2 * suite.pack.priceCents],
    ]);
    expect(day2.leaders.map((l) => [l.userName, l.wagerCents])).toEqual([
      [b.userName, 4 * suite.pack.priceCents],
      [a.userName, 1 * suite.pack.priceCents],
    ]);
    expect((await raceOf('weekly', '2030-01-07T00:00:00.000Z', a.cookie)).me!.wagerCents).toBe(4 * suite.pack.priceCents);

    const before = { a: await balance(a.cookie), b: await balance(b.cookie) };
    const finished = await sweepRaces(suite.app);
    expect(finished.map((f) => f.raceId)).toContain(day1.id);
    expect(await balance(a.cookie)).toBe(before.a + 200_000);
    expect(await balance(b.cookie)).toBe(before.b + 100_000);
    const paid = (await suite.app.inject({ method: 'GET', url: `/api/races/${day1.id}`, headers: { cookie: b.cookie } })).json().race as RaceJson;
    expect(paid.status).toBe('finished');
    expect(paid.leaders.map((l) => [l.rank, l.userName, l.prizeCents])).toEqual([
      [1, a.userName, 200_000],
      [2, b.userName, 100_000],
    ]);
    expect(paid.me).toEqual({ rank: 2, wagerCents: 2 * suite.pack.priceCents });

    // Again, and twice at once: nothing more is paid.
    await sweepRaces(suite.app);
    await Promise.all([sweepRaces(suite.app), sweepRaces(suite.app)]);
    expect(await balance(a.cookie)).toBe(before.a + 200_000);
    const prizes = await suite.db.query<{ idempotency_key: string; amount_cents: number }>(`SELECT idempotency_key, amount_cents FROM transfers WHERE kind = 'race_prize' AND ref_id = $1 ORDER BY idempotency_key`, [String(day1.id)]);
    expect(prizes.map((p) => [p.idempotency_key, Number(p.amount_cents)])).toEqual([
      [`race:${day1.id}:1`, 200_000],
      [`race:${day1.id}:2`, 100_000],
    ]);
    // Day 2 and 3 exist; stakes after midnight did not touch day 1.
    expect((await races()).some((r) => r.kind === 'daily' && r.startsAt === '2030-01-12T00:00:00.000Z')).toBe(true);
    expect((await verifyLedger(suite.db)).ok).toBe(true);
  });

  it('a stake whose moment falls in a daily race already paid (an instance whose clock is behind) counts in the next one', async () => {
    // The full day above paid 10 January; this instance still reads 23:59 on the 10th.
    suite.clock.set('2030-01-10T23:59:00Z');
    const late = await signUp(suite.app, suite.sms);
    await openPacks(late.cookie, 2);
    // By this clock the 11th has not started, so the API would call it upcoming: read the entries.
    const entries = await suite.db.query<{ kind: string; starts_at: Date; finished: boolean; wager_cents: number }>(
      `SELECT r.kind, r.starts_at, r.finished_at IS NOT NULL AS finished, e.wager_cents FROM race_entries e JOIN races r ON r.id = e.race_id WHERE e.user_id = $1 ORDER BY r.kind, r.starts_at`,
      [late.userId],
    );
    expect(entries.map((e) => [e.kind, e.starts_at.toISOString(), e.finished, Number(e.wager_cents)])).toEqual([
      ['daily', '2030-01-11T00:00:00.000Z', false, 2 * suite.pack.priceCents],
      ['weekly', '2030-01-07T00:00:00.000Z', false, 2 * suite.pack.priceCents],
    ]);
  });

  it('a race ending while stakes are being paid: every stake counts in exactly one daily race', async () => {
    const players = [];
    for (let i = 0; i < 8; i++) players.push(await signUp(suite.app, suite.sms));
    // Midnight of 20 January 2030 comes once half of the 48 opens have been answered, however fast the
    // machine: the rest are in flight as the sweep, running all along, pays the day that just ended.
    const boundaryMs = new Date('2030-01-20T00:00:00Z').getTime();
    let answered = 0;
    suite.clock.set(new Date(boundaryMs - 60_000));
    await sweepRaces(suite.app);
    const aroundMidnight = { now: () => new Date(answered < 24 ? boundaryMs - 1_000 + answered : boundaryMs + answered) };
    (suite.app as unknown as { clock: unknown }).clock = aroundMidnight;
    try {
      let sweeping = true;
      const sweeps = (async () => {
        while (sweeping) {
          await sweepRaces(suite.app);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      const opens = [];
      for (let round = 0; round < 6; round++) {
        opens.push(
          ...players.map((p) =>
            suite.app.inject({ method: 'POST', url: `/api/packs/${suite.pack.packId}/open`, headers: { cookie: p.cookie }, payload: { count: 1 } }).then((r) => {
              answered++;
              return r;
            }),
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const answers = await Promise.all(opens);
      for (const r of answers) expect(r.statusCode, r.body).toBe(200);
      sweeping = false;
      await sweeps;
      await sweepRaces(suite.app);
    } finally {
      (suite.app as unknown as { clock: unknown }).clock = suite.clock;
    }
    const ids = players.map((p) => p.userId);
    const [day1] = await suite.db.query<{ id: number; finished: boolean }>(`SELECT id, finished_at IS NOT NULL AS finished FROM races WHERE kind = 'daily' AND starts_at = '2030-01-19T00:00:00Z'`);
    const [day2] = await suite.db.query<{ id: number }>(`SELECT id FROM races WHERE kind = 'daily' AND starts_at = '2030-01-20T00:00:00Z'`);
    expect(day1!.finished).toBe(true);
    const sum = async (raceId: number) => Number((await suite.db.query<{ s: number }>(`SELECT coalesce(sum(wager_cents), 0) AS s FROM race_entries WHERE race_id = $1 AND user_id = ANY($2::uuid[])`, [raceId, ids]))[0]!.s);
    const [before, after] = [await sum(day1!.id), await sum(day2!.id)];
    // The stakes straddled midnight, and together they are all there: none twice, none lost.
    expect(before).toBeGreaterThan(0);
    expect(after).toBeGreaterThan(0);
    expect(before + after).toBe(48 * suite.pack.priceCents);
    // And so for each player: their six opens are in the two days' entries exactly once.
    const perPlayer = await suite.db.query<{ user_id: string; s: number }>(
      `SELECT user_id, sum(wager_cents)::bigint AS s FROM race_entries WHERE race_id = ANY($1::bigint[]) AND user_id = ANY($2::uuid[]) GROUP BY user_id`,
      [[day1!.id, day2!.id], ids],
    );
    expect(perPlayer).toHaveLength(players.length);
    for (const row of perPlayer) expect(Number(row.s)).toBe(6 * suite.pack.priceCents);
    // What day 1 paid is what it counted: no stake joined it after its payout.
    const results = await suite.db.query<{ user_id: string; wager_cents: number }>(`SELECT user_id, wager_cents FROM race_results WHERE race_id = $1`, [day1!.id]);
    for (const result of results) {
      const [entry] = await suite.db.query<{ wager_cents: number }>(`SELECT wager_cents FROM race_entries WHERE race_id = $1 AND user_id = $2`, [day1!.id, result.user_id]);
      expect(Number(entry!.wager_cents)).toBe(Number(result.wager_cents));
    }
    expect((await verifyLedger(suite.db)).ok).toBe(true);
  });

  describe('admin races', () => {
    it('creates, lists and cancels a race before its start; refuses bad windows, splits and callers', async () => {
      suite.clock.set('2030-02-01T12:00:00Z');
      const admin = await signInAdmin(suite.app);
      const player = await signUp(suite.app, suite.sms);
      const body = { name: 'Launch week', startsAt: '2030-02-02T00:00:00Z', endsAt: '2030-02-05T00:00:00Z', poolCents: 100_000 };
      const post = (payload: object, cookie = admin.cookie) => suite.app.inject({ method: 'POST', url: '/api/admin/races', headers: { cookie }, payload });
      const refusals: Array<[object, number, string]> = [
        [{ ...body, splitPercents: [50, 40] }, 400, 'splitPercents: The prize split must total 100 %.'],
        [{ ...body, splitPercents: [] }, 400, 'splitPercents: A race pays between 1 and 100 ranks.'],
        [{ ...body, endsAt: '2030-02-01T23:00:00Z' }, 400, 'The race must end after it starts.'],
        [{ ...body, startsAt: '2030-01-31T00:00:00Z' }, 400, 'A race cannot start in the past.'],
        [{ ...body, poolCents: 12.5 }, 400, 'poolCents: The pool must be a whole number of cents.'],
        [{ ...body, name: '' }, 400, 'name: Please name the race.'],
      ];
      for (const [payload, status, message] of refusals) {
        const r = await post(payload);
        expect(r.statusCode, r.body).toBe(status);
        expect(r.json().error.message).toBe(message);
      }
      expect((await post(body, player.cookie)).statusCode).toBe(403);
      expect((await suite.app.inject({ method: 'POST', url: '/api/admin/races', payload: body })).statusCode).toBe(401);

      const created = await post({ ...body, splitPercents: [70, 30] });
      expect(created.statusCode, created.body).toBe(200);
      const race = created.json().race;
      expect(race).toMatchObject({ name: 'Launch week', kind: 'custom', status: 'scheduled', poolCents: 100_000, splitPercents: [70, 30], prizes: [{ rank: 1, prizeCents: 70_000 }, { rank: 2, prizeCents: 30_000 }], cancelledAt: null });
      expect((await races()).some((r) => r.id === race.id)).toBe(true);
      const listed = await suite.app.inject({ method: 'GET', url: '/api/admin/races', headers: { cookie: admin.cookie } });
      expect(listed.json().races.some((r: { id: number }) => r.id === race.id)).toBe(true);
      expect((await suite.app.inject({ method: 'GET', url: '/api/admin/races', headers: { cookie: player.cookie } })).statusCode).toBe(403);

      // Once it has started, it can no longer be cancelled.
      const second = (await post(body)).json().race;
      suite.clock.set('2030-02-02T00:00:01Z');
      const late = await suite.app.inject({ method: 'POST', url: `/api/admin/races/${second.id}/cancel`, headers: { cookie: admin.cookie } });
      expect(late.statusCode).toBe(409);
      expect(late.json().error.message).toBe('This race has already started and cannot be cancelled.');
      suite.clock.set('2030-02-01T12:00:00Z');
      expect((await suite.app.inject({ method: 'POST', url: `/api/admin/races/${race.id}/cancel`, headers: { cookie: player.cookie } })).statusCode).toBe(403);
      const cancelled = await suite.app.inject({ method: 'POST', url: `/api/admin/races/${race.id}/cancel`, headers: { cookie: admin.cookie } });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().race.status).toBe('cancelled');
      expect((await suite.app.inject({ method: 'POST', url: `/api/admin/races/${race.id}/cancel`, headers: { cookie: admin.cookie } })).statusCode).toBe(409);
      expect((await suite.app.inject({ method: 'GET', url: `/api/races/${race.id}` })).statusCode).toBe(404);
      const audit = await suite.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE target_type = 'race' AND target_id = $1 ORDER BY id`, [String(race.id)]);
      expect(audit.map((a) => a.action)).toEqual(['race.create', 'race.cancel']);
    });
  });

  it("ranks count others' wagers as of the last second; a suspended player is neither on the board nor ranked", async () => {
    suite.clock.set('2030-02-06T10:00:00Z');
    await sweepRaces(suite.app);
    const [a, b, c] = [await signUp(suite.app, suite.sms), await signUp(suite.app, suite.sms), await signUp(suite.app, suite.sms)];
    await openPacks(a.cookie, 3);
    await openPacks(b.cookie, 2);
    await openPacks(c.cookie, 1);
    const daily = await raceOf('daily', '2030-02-06T00:00:00.000Z', c.cookie);
    expect(daily.me).toEqual({ rank: 3, wagerCents: suite.pack.priceCents });

    // b overtakes a. b's own wager and rank are read fresh; c's rank counts a and b as they were.
    suite.clock.advance(10);
    await openPacks(b.cookie, 2);
    const ofB = (await suite.app.inject({ method: 'GET', url: `/api/races/${daily.id}`, headers: { cookie: b.cookie } })).json().race as RaceJson;
    expect(ofB.me).toEqual({ rank: 1, wagerCents: 4 * suite.pack.priceCents });
    expect(ofB.leaders.map((l) => l.userName)).toEqual([b.userName, a.userName, c.userName]);

    await suite.db.query(`UPDATE users SET suspended_at = now() WHERE id = $1`, [a.userId]);
    const rankOf = async (cookie: string) => ((await suite.app.inject({ method: 'GET', url: `/api/races/${daily.id}`, headers: { cookie } })).json().race as RaceJson);
    // Within the second, c still counts a ahead; once the second has passed, no longer.
    expect((await rankOf(c.cookie)).me).toEqual({ rank: 3, wagerCents: suite.pack.priceCents });
    suite.clock.advance(1_000);
    await vi.waitFor(async () => expect((await rankOf(c.cookie)).me).toEqual({ rank: 2, wagerCents: suite.pack.priceCents }));
    await vi.waitFor(async () => expect((await rankOf(c.cookie)).leaders.map((l) => l.userName)).toEqual([b.userName, c.userName]));
    // The suspended player keeps their wager but has no rank.
    expect((await rankOf(a.cookie)).me).toEqual({ rank: null, wagerCents: 3 * suite.pack.priceCents });
    await suite.db.query(`UPDATE users SET suspended_at = NULL WHERE id = $1`, [a.userId]);
  });

  it('the rank snapshot holds every ranked wager lowest first, without suspended players or empty entries', async () => {
    const [race] = await suite.db.query<{ id: number }>(
      `INSERT INTO races (kind, name, starts_at, ends_at, pool_cents, split_percents) VALUES ('custom', 'Snapshot', $1, $2, 100, '{100}') RETURNING id`,
      [new Date('2031-01-01T00:00:00Z'), new Date('2031-01-02T00:00:00Z')],
    );
    const wagers = [300, 100, 0, 200, 100, 500, 250];
    const users = await suite.db.query<{ id: string }>(
      `INSERT INTO users (user_name, client_seed, suspended_at) SELECT 'snap_' || g, md5(g::text), CASE WHEN g = 6 THEN now() END FROM generate_series(1, $1::int) g RETURNING id`,
      [wagers.length],
    );
    for (const [i, wager] of wagers.entries()) {
      await suite.db.query(`INSERT INTO race_entries (race_id, user_id, wager_cents, reached_at) VALUES ($1, $2, $3, $4)`, [race!.id, users[i]!.id, wager, new Date(Date.UTC(2031, 0, 1, 1, i))]);
    }
    expect([...(await rankedWagers(suite.db, Number(race!.id)))]).toEqual([100, 100, 200, 250, 300]);
  });

  it('a payout that fails half-way (after its prizes were posted) pays nothing; the next sweep pays each prize once', async () => {
    suite.clock.set('2030-03-05T12:00:00Z');
    await sweepRaces(suite.app);
    const [a, b] = [await signUp(suite.app, suite.sms), await signUp(suite.app, suite.sms)];
    await openPacks(a.cookie, 2);
    await openPacks(b.cookie, 1);
    const day = await raceOf('daily', '2030-03-05T00:00:00.000Z', a.cookie);
    const before = { a: await balance(a.cookie), b: await balance(b.cookie) };
    // The final standings are written after the prizes are posted: failing there stands for a crash mid-payout.
    await suite.db.query(`CREATE FUNCTION fail_race_results() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the process died here'; END $$`);
    await suite.db.query(`CREATE TRIGGER fail_race_results BEFORE INSERT ON race_results FOR EACH STATEMENT EXECUTE FUNCTION fail_race_results()`);
    suite.clock.set('2030-03-06T00:00:05Z');
    try {
      await expect(sweepRaces(suite.app)).rejects.toThrow(/the process died here/);
    } finally {
      await suite.db.query(`DROP TRIGGER fail_race_results ON race_results`);
      await suite.db.query(`DROP FUNCTION fail_race_results()`);
    }
    expect(await balance(a.cookie)).toBe(before.a);
    expect(await balance(b.cookie)).toBe(before.b);
    expect((await suite.db.query(`SELECT 1 FROM transfers WHERE kind = 'race_prize' AND ref_id = $1`, [String(day.id)])).length).toBe(0);
    expect((await suite.db.query<{ finished: boolean }>(`SELECT finished_at IS NOT NULL AS finished FROM races WHERE id = $1`, [day.id]))[0]!.finished).toBe(false);

    // Recovery: the next sweeps (twice, and two at once) pay each rank exactly once.
    await sweepRaces(suite.app);
    await Promise.all([sweepRaces(suite.app), sweepRaces(suite.app)]);
    expect(await balance(a.cookie)).toBe(before.a + 200_000);
    expect(await balance(b.cookie)).toBe(before.b + 100_000);
    const prizes = await suite.db.query<{ idempotency_key: string }>(`SELECT idempotency_key FROM transfers WHERE kind = 'race_prize' AND ref_id = $1 ORDER BY idempotency_key`, [String(day.id)]);
    expect(prizes.map((p) => p.idempotency_key)).toEqual([`race:${day.id}:1`, `race:${day.id}:2`]);
    expect((await verifyLedger(suite.db)).ok).toBe(true);
  });

  it('an entry parked in a private battle nobody joins wins nothing: not ranked, not paid, and cancelled after the payout it never counted', async () => {
    suite.clock.set('2030-03-16T20:00:00Z');
    await sweepRaces(suite.app);
    const [parker, opener] = [await signUp(suite.app, suite.sms), await signUp(suite.app, suite.sms)];
    const start = await balance(parker.cookie);
    await openPacks(opener.cookie, 1);
    // The parker stakes far more than the opener, in a battle only they can see.
    const parked = await suite.app.inject({
      method: 'POST',
      url: '/api/battles',
      headers: { cookie: parker.cookie },
      payload: { players: 2, mode: 'normal', private: true, packIds: [suite.pack.packId, suite.pack.packId, suite.pack.packId] },
    });
    expect(parked.statusCode, parked.body).toBe(200);
    const day = await raceOf('daily', '2030-03-16T00:00:00.000Z', parker.cookie);
    expect(day.leaders.map((l) => l.userName)).toEqual([opener.userName]);
    expect(day.me?.wagerCents ?? 0).toBe(0);
    const rewards = await suite.app.inject({ method: 'GET', url: '/api/rewards', headers: { cookie: parker.cookie } });
    expect(rewards.json().rewards.map((r: { wagerSinceClaimCents: number }) => r.wagerSinceClaimCents)).toEqual([0, 0, 0]);

    suite.clock.set('2030-03-17T00:00:30Z');
    const before = await balance(opener.cookie);
    expect((await sweepRaces(suite.app)).map((f) => f.raceId)).toContain(day.id);
    const paid = (await suite.app.inject({ method: 'GET', url: `/api/races/${day.id}` })).json().race as RaceJson;
    expect(paid.leaders.map((l) => [l.userName, l.prizeCents])).toEqual([[opener.userName, 200_000]]);
    expect(await balance(opener.cookie)).toBe(before + 200_000);

    const cancelled = await suite.app.inject({ method: 'POST', url: `/api/battles/${parked.json().battle.id}/cancel`, headers: { cookie: parker.cookie } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balance(parker.cookie)).toBe(start);
    expect((await raceOf('weekly', '2030-03-11T00:00:00.000Z', parker.cookie)).me?.wagerCents ?? 0).toBe(0);
    expect(await verifyLedger(suite.db)).toMatchObject({ ok: true });
  });

  it('a battle entry counts at the moment its battle settles: paid on Sunday, settled on Monday, it counts on Monday for both players', async () => {
    suite.clock.set('2030-03-17T23:59:00Z');
    await sweepRaces(suite.app);
    const [host, joiner] = [await signUp(suite.app, suite.sms), await signUp(suite.app, suite.sms)];
    const created = await suite.app.inject({ method: 'POST', url: '/api/battles', headers: { cookie: host.cookie }, payload: { players: 2, mode: 'normal', packIds: [suite.pack.packId] } });
    expect(created.statusCode, created.body).toBe(200);
    const entry = created.json().battle.entryCents as number;
    suite.clock.set('2030-03-18T00:00:10Z');
    const joined = await suite.app.inject({ method: 'POST', url: `/api/battles/${created.json().battle.id}/join`, headers: { cookie: joiner.cookie }, payload: {} });
    expect(joined.statusCode, joined.body).toBe(200);
    await sweepRaces(suite.app);
    for (const player of [host, joiner]) {
      expect((await raceOf('daily', '2030-03-17T00:00:00.000Z', player.cookie)).me?.wagerCents ?? 0).toBe(0);
      expect((await raceOf('weekly', '2030-03-11T00:00:00.000Z', player.cookie)).me?.wagerCents ?? 0).toBe(0);
      expect((await raceOf('daily', '2030-03-18T00:00:00.000Z', player.cookie)).me?.wagerCents).toBe(entry);
      expect((await raceOf('weekly', '2030-03-18T00:00:00.000Z', player.cookie)).me?.wagerCents).toBe(entry);
      const rewards = await suite.app.inject({ method: 'GET', url: '/api/rewards', headers: { cookie: player.cookie } });
      expect(rewards.json().rewards[0].wagerSinceClaimCents).toBe(entry);
    }
  });
});

describeEachDatabase('races: a minimum wager to be ranked', (open) => {
  // The design's defaults: $10.00 in the daily race, $50.00 in the weekly one.
  const suite = appSuite({ openDb: open, at: '2030-05-08T12:00:00Z', raceSweeper: false, pack: true });
  beforeAll(async () => {
    await sweepRaces(suite.app);
  });
  const raceOf = async (kind: string, startsAt: string, cookie?: string) => {
    const r = await suite.app.inject({ method: 'GET', url: '/api/races', headers: cookie ? { cookie } : {} });
    return (r.json().races as RaceJson[]).find((race) => race.kind === kind && race.startsAt === startsAt)!;
  };

  it('only players who wagered the minimum are on the board and paid; the prizes of ranks nobody reached are not paid', async () => {
    const dear = suite.pack;
    const cheap = await createTestPack(suite.db, { items: standardPackItems.map((item) => ({ ...item, valueCents: Math.ceil(item.valueCents / 10) })) });
    expect(dear.priceCents).toBeGreaterThanOrEqual(1_000);
    expect(cheap.priceCents).toBeLessThan(1_000);
    const [big, small] = [await signUp(suite.app, suite.sms), await signUp(suite.app, suite.sms)];
    const open = (cookie: string, packId: string) => suite.app.inject({ method: 'POST', url: `/api/packs/${packId}/open`, headers: { cookie }, payload: { count: 1 } });
    expect((await open(big.cookie, dear.packId)).statusCode).toBe(200);
    expect((await open(small.cookie, cheap.packId)).statusCode).toBe(200);

    const day = await raceOf('daily', '2030-05-08T00:00:00.000Z', small.cookie);
    expect(day.minWagerCents).toBe(1_000);
    expect(day.leaders.map((l) => l.userName)).toEqual([big.userName]);
    expect(day.me).toEqual({ rank: null, wagerCents: cheap.priceCents });
    expect((await raceOf('daily', day.startsAt, big.cookie)).me).toEqual({ rank: 1, wagerCents: dear.priceCents });
    // The weekly race asks $50.00: nobody has it yet.
    const week = await raceOf('weekly', '2030-05-06T00:00:00.000Z', big.cookie);
    expect(week.minWagerCents).toBe(5_000);
    expect(week.leaders).toEqual([]);
    expect(week.me).toEqual({ rank: null, wagerCents: dear.priceCents });

    suite.clock.set('2030-05-09T00:00:30Z');
    await sweepRaces(suite.app);
    const paid = await suite.app.inject({ method: 'GET', url: `/api/races/${day.id}` });
    expect((paid.json().race as RaceJson).leaders.map((l) => [l.userName, l.prizeCents])).toEqual([[big.userName, 200_000]]);
    const prizes = await suite.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM transfers WHERE kind = 'race_prize' AND ref_id = $1`, [String(day.id)]);
    expect(prizes[0]!.n).toBe(1);
    expect(await verifyLedger(suite.db)).toMatchObject({ ok: true });
  });

  it("an admin's race takes its own minimum, $0 unless given; a bad one is refused", async () => {
    const admin = await signInAdmin(suite.app);
    const create = (body: object) =>
      suite.app.inject({ method: 'POST', url: '/api/admin/races', headers: { cookie: admin.cookie }, payload: { name: 'Spring sprint', startsAt: '2030-06-01T00:00:00Z', endsAt: '2030-06-02T00:00:00Z', poolCents: 10_000, ...body } });
    const made = await create({ minWagerCents: 2_500 });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().race.minWagerCents).toBe(2_500);
    expect((await create({})).json().race.minWagerCents).toBe(0);
    for (const bad of [-1, 1.5, '10', 200_000_000]) {
      const refused = await create({ minWagerCents: bad });
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(refused.json().error.message).toMatch(/minimum wager/);
    }
  });
});

describePostgres('races: the sweep on two app instances sharing one PostgreSQL database', () => {
  it('pays each prize once when both sweep at the same moment', async () => {
    const { url, drop } = await freshPostgresUrl();
    const clock = settableClock('2030-03-06T20:00:00Z');
    const sms = outboxSender();
    const [dbA, dbB] = [await openPostgres(url), await openPostgres(url)];
    const appA = await testApp({ db: dbA, senders: { sms }, clock, raceSweeper: false });
    const appB = await testApp({ db: dbB, senders: { sms }, clock, raceSweeper: false });
    try {
      await Promise.all([sweepRaces(appA), sweepRaces(appB)]);
      const pack = await createTestPack(dbA, { items: standardPackItems });
      const players = [await signUp(appA, sms), await signUp(appB, sms), await signUp(appA, sms)];
      for (const [i, p] of players.entries()) {
        const r = await (i % 2 ? appB : appA).inject({ method: 'POST', url: `/api/packs/${pack.packId}/open`, headers: { cookie: p.cookie }, payload: { count: i + 1 } });
        expect(r.statusCode, r.body).toBe(200);
      }
      clock.set('2030-03-07T00:00:30Z');
      for (let round = 0; round < 3; round++) await Promise.all([sweepRaces(appA), sweepRaces(appB), sweepRaces(appA), sweepRaces(appB)]);
      const [race] = await dbA.query<{ id: number }>(`SELECT id FROM races WHERE kind = 'daily' AND starts_at = '2030-03-06T00:00:00Z' AND finished_at IS NOT NULL`);
      const prizes = await dbA.query<{ idempotency_key: string; amount_cents: number }>(`SELECT idempotency_key, amount_cents FROM transfers WHERE kind = 'race_prize' AND ref_id = $1 ORDER BY idempotency_key`, [String(race!.id)]);
      expect(prizes.map((p) => [p.idempotency_key, Number(p.amount_cents)])).toEqual([
        [`race:${race!.id}:1`, 200_000],
        [`race:${race!.id}:2`, 100_000],
        [`race:${race!.id}:3`, 60_000],
      ]);
      expect((await verifyLedger(dbA)).ok).toBe(true);
    } finally {
      await appA.close();
      await appB.close();
      await dbA.close();
      await dbB.close();
      await drop();
    }
  });
});
