import { randomInt } from 'node:crypto';
import { expect, it } from 'vitest';
import { verifyLedger } from '../ledger/verify';
import { appSuite } from '../test/app';
import { describeEachDatabase } from '../test/databases';
import { signUp } from '../test/users';

describeEachDatabase('battles under concurrent requests', (open) => {
  const suite = appSuite({ openDb: open, config: { logLevel: 'error' }, pack: true });

  const balance = async (cookie: string) => (await suite.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } })).json().balanceCents as number;
  const create = (cookie: string, players: number, rounds = 1) =>
    suite.app.inject({ method: 'POST', url: '/api/battles', headers: { cookie }, payload: { players, mode: 'normal', packIds: Array(rounds).fill(suite.pack.packId) } });
  const join = (cookie: string, id: string) => suite.app.inject({ method: 'POST', url: `/api/battles/${id}/join`, headers: { cookie } });

  it('50 players race for the last seat: exactly one gets it, the rest keep their money', async () => {
    const host = await signUp(suite.app, suite.sms);
    const racers = await Promise.all(Array.from({ length: 50 }, () => signUp(suite.app, suite.sms)));
    const battle = (await create(host.cookie, 2)).json().battle;
    const responses = await Promise.all(racers.map((r) => join(r.cookie, battle.id)));
    const winners = responses.filter((r) => r.statusCode === 200);
    expect(winners).toHaveLength(1);
    for (const loser of responses.filter((r) => r.statusCode !== 200)) {
      expect(loser.statusCode).toBe(409);
      expect(loser.json().error.message).toBe('This battle is full and has already started.');
    }
    const balances = await Promise.all(racers.map((r) => balance(r.cookie)));
    expect(balances.filter((b) => b === 100_000)).toHaveLength(49);
    const seats = await suite.db.query(`SELECT 1 FROM battle_seats WHERE battle_id = $1`, [battle.id]);
    expect(seats).toHaveLength(2);
    expect((await verifyLedger(suite.db)).ok).toBe(true);
  });

  it('nine players join a ten-seat battle at once: each gets their own seat and the tenth seat settles with every seed', async () => {
    const host = await signUp(suite.app, suite.sms);
    const players = await Promise.all(Array.from({ length: 9 }, () => signUp(suite.app, suite.sms)));
    const battle = (await create(host.cookie, 10)).json().battle;
    // Each join waits for the one before it on the battle's lock, and must then see that one's seat.
    const responses = await Promise.all(players.map((p) => join(p.cookie, battle.id)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(9).fill(200));
    expect(responses.map((r) => r.json().seat as number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const settled = (await suite.app.inject({ method: 'GET', url: `/api/battles/${battle.id}` })).json().battle;
    expect(settled.joined).toBe(10);
    expect(settled.seats.map((s: { seat: number }) => s.seat)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(settled.fairness.playerClientSeeds).toHaveLength(10);
    expect(settled.results.rolls[0]).toHaveLength(10);
    const last = responses.find((r) => r.json().seat === 9)!.json().battle;
    expect(last.seats).toHaveLength(10);
    expect((await verifyLedger(suite.db)).ok).toBe(true);
  });

  it('fifty creates with one Idempotency-Key at once: one battle, one entry paid, every answer that battle', async () => {
    const host = await signUp(suite.app, suite.sms);
    const headers = { cookie: host.cookie, 'idempotency-key': 'create-once' };
    const payload = { players: 2, mode: 'normal', packIds: [suite.pack.packId] };
    const responses = await Promise.all(Array.from({ length: 50 }, () => suite.app.inject({ method: 'POST', url: '/api/battles', headers, payload })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(responses.map((r) => r.json().battle.id)).size).toBe(1);
    expect(await balance(host.cookie)).toBe(100_000 - suite.pack.priceCents);
    expect((await verifyLedger(suite.db)).ok).toBe(true);
  });

  it('one player firing 20 joins at once is seated once and debited once', async () => {
    const host = await signUp(suite.app, suite.sms);
    const eager = await signUp(suite.app, suite.sms);
    const battle = (await create(host.cookie, 3)).json().battle;
    const responses = await Promise.all(Array.from({ length: 20 }, () => join(eager.cookie, battle.id)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of responses.filter((r) => r.statusCode !== 200)) expect(r.json().error.message).toBe('You have already joined this battle!');
    expect(await balance(eager.cookie)).toBe(100_000 - suite.pack.priceCents);
    expect((await verifyLedger(suite.db)).ok).toBe(true);
  });

  it('500 random creates, joins and cancels leave a ledger that verifies and no wallet below zero', async () => {
    const players = await Promise.all(Array.from({ length: 16 }, () => signUp(suite.app, suite.sms)));
    const openIds: string[] = [];
    const pick = <T>(list: T[]) => list[randomInt(0, list.length)]!;
    const operations = Array.from({ length: 500 }, () => async () => {
      const player = pick(players);
      const roll = randomInt(0, 10);
      if (roll < 3 || openIds.length === 0) {
        const response = await create(player.cookie, randomInt(2, 5), randomInt(1, 4));
        if (response.statusCode === 200) openIds.push(response.json().battle.id);
        return response.statusCode;
      }
      const id = pick(openIds);
      const response = roll < 9 ? await join(player.cookie, id) : await suite.app.inject({ method: 'POST', url: `/api/battles/${id}/cancel`, headers: { cookie: player.cookie } });
      if (response.statusCode >= 500) console.log('5xx', response.body);
      return response.statusCode;
    });
    // Ten at a time, like ten busy people.
    const statuses: number[] = [];
    for (let i = 0; i < operations.length; i += 10) statuses.push(...(await Promise.all(operations.slice(i, i + 10).map((op) => op()))));
    expect(statuses.every((s) => s === 200 || (s >= 400 && s < 500))).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(100);

    const report = await verifyLedger(suite.db);
    expect(report.problems).toEqual([]);
    const negative = await suite.db.query(`SELECT 1 FROM accounts WHERE balance_cents < 0 AND NOT may_go_negative`);
    expect(negative).toEqual([]);
    // Escrow holds exactly the pot of each open battle and nothing for the others.
    const escrows = await suite.db.query<{ status: string; pot_cents: number; balance_cents: number }>(
      `SELECT b.status, b.pot_cents, a.balance_cents FROM battles b JOIN accounts a ON a.key = 'escrow:battle:' || b.id`,
    );
    for (const row of escrows) expect(row.balance_cents).toBe(row.status === 'open' ? row.pot_cents : 0);
  });

  it('a private battle: 20 racers with the link and 20 without race for the last seat; one with the link gets it, nobody without it pays', async () => {
    const host = await signUp(suite.app, suite.sms);
    const battle = (await suite.app.inject({ method: 'POST', url: '/api/battles', headers: { cookie: host.cookie }, payload: { players: 2, mode: 'normal', private: true, packIds: [suite.pack.packId] } })).json().battle;
    const withLink = await Promise.all(Array.from({ length: 20 }, () => signUp(suite.app, suite.sms)));
    const without = await Promise.all(Array.from({ length: 20 }, () => signUp(suite.app, suite.sms)));
    const responses = await Promise.all([
      ...withLink.map((p) => suite.app.inject({ method: 'POST', url: `/api/battles/${battle.id}/join`, headers: { cookie: p.cookie }, payload: { key: battle.key } })),
      ...without.map((p, i) => suite.app.inject({ method: 'POST', url: `/api/battles/${battle.id}/join`, headers: { cookie: p.cookie }, payload: i % 2 ? { key: 'guess' } : {} })),
    ]);
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.slice(0, 20).filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.slice(0, 20).filter((s) => s === 409)).toHaveLength(19);
    expect(statuses.slice(20)).toEqual(Array(20).fill(404));
    const balances = await Promise.all([...withLink, ...without].map((p) => balance(p.cookie)));
    expect(balances.filter((b) => b === 100_000)).toHaveLength(39);
    expect((await verifyLedger(suite.db)).ok).toBe(true);
  });

  it('a sponsored battle: borrowers race for its seats while the host cancels; every payer ends with exactly what the outcome says', async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const host = await signUp(suite.app, suite.sms);
      const racers = await Promise.all(Array.from({ length: 12 }, () => signUp(suite.app, suite.sms)));
      const created = await suite.app.inject({
        method: 'POST',
        url: '/api/battles',
        headers: { cookie: host.cookie },
        payload: { players: 4, mode: 'elimination', fundPercent: 40, borrowPercent: 30, packIds: [suite.pack.packId, suite.pack.packId, suite.pack.packId] },
      });
      expect(created.statusCode, created.body).toBe(200);
      const battle = created.json().battle;
      const borrows = racers.map((_, i) => (i % 8) * 10);
      const cancelAfter = randomInt(0, 4);
      const responses = await Promise.all([
        ...racers.map((p, i) => suite.app.inject({ method: 'POST', url: `/api/battles/${battle.id}/join`, headers: { cookie: p.cookie }, payload: { borrowPercent: Math.min(borrows[i]!, 70) } })),
        (async () => {
          for (let i = 0; i < cancelAfter; i++) await new Promise((resolve) => setImmediate(resolve));
          return suite.app.inject({ method: 'POST', url: `/api/battles/${battle.id}/cancel`, headers: { cookie: host.cookie } });
        })(),
      ]);
      expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
      const final = (await suite.app.inject({ method: 'GET', url: `/api/battles/${battle.id}` })).json().battle;
      const seated = new Map<string, number>(final.seats.map((s: { userName: string; seat: number }) => [s.userName, s.seat]));
      const entry = 3 * suite.pack.priceCents;
      const share = Math.floor((entry * 40) / 100);
      if (final.status === 'cancelled') {
        for (const p of [host, ...racers]) expect(await balance(p.cookie)).toBe(100_000);
        // The house got back exactly what it lent: its transfers for this battle net to zero.
        const house = await suite.db.query<{ n: string }>(
          `SELECT coalesce(sum(CASE WHEN c.kind = 'house' THEN t.amount_cents ELSE -t.amount_cents END), 0) AS n
       FROM transfers t JOIN accounts d ON d.id = t.debit_account_id JOIN accounts c ON c.id = t.credit_account_id
       WHERE t.ref_id = $1 AND (c.kind = 'house' OR d.kind = 'house')`,
          [battle.id],
        );
        expect(Number(house[0]!.n)).toBe(0);
      } else {
        expect(final.joined).toBe(4);
        for (const [i, p] of racers.entries()) {
          const seat = seated.get(p.userName);
          if (seat === undefined) {
            expect(await balance(p.cookie)).toBe(100_000);
            continue;
          }
          const b = Math.min(borrows[i]!, 70);
          const owed = entry - share;
          expect(await balance(p.cookie)).toBe(100_000 - (owed - Math.floor((owed * b) / 100)) + final.results.payouts[seat]);
        }
        expect(await balance(host.cookie)).toBe(100_000 - (entry - Math.floor((entry * 30) / 100)) - 3 * share + final.results.payouts[0]);
      }
      expect((await verifyLedger(suite.db)).ok).toBe(true);
    }
  });
});
