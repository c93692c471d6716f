import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPostgres, type Database, type Sql } from '../db/client';
import { describePostgres, freshPostgresUrl } from '../test/databases';
import { balanceOf, ensureAccount, ensureHouse, ensurePromotions, pay, transfer, transfers } from './ledger';
import { verifyLedger } from './verify';

describePostgres('ledger under concurrent debits [postgres]', () => {
  let db: Database;
  let scratch: Awaited<ReturnType<typeof freshPostgresUrl>>;
  beforeAll(async () => {
    scratch = await freshPostgresUrl();
    db = await openPostgres(scratch.url, { max: 20 });
    await db.migrate();
  });
  afterAll(async () => {
    await db.close();
    await scratch.drop();
  });

  it('a debit that waited for a commit paying into the wallet sees that payment, and commits whole or not at all', async () => {
    const { wallet, house, promotions } = await db.transaction(async (tx) => {
      const promotions = await ensurePromotions(tx);
      const wallet = await ensureAccount(tx, { key: 'wallet:waited', kind: 'wallet' });
      await transfer(tx, { debitAccountId: promotions, creditAccountId: wallet, amountCents: 50, kind: 'signup_bonus' });
      return { wallet, house: await ensureHouse(tx), promotions };
    });
    const marker = 'escrow:waited-marker';
    let debit: Promise<unknown> | undefined;
    // A credit holds the wallet's lock while the debit starts: the debit's statement begins when the wallet
    // holds 50 cents, waits, and must then judge the wallet as the credit left it (1,050 cents).
    await db.transaction(async (tx) => {
      await transfers(tx, [{ debitAccountId: promotions, creditAccountId: wallet, amountCents: 1_000, kind: 'admin_adjustment' }]);
      debit = db.transaction(async (tx2) => {
        await pay(tx2, [{ debitAccountId: wallet, creditAccountId: house, amountCents: 100, kind: 'pack_open' }]);
        await tx2.query(`INSERT INTO accounts (key, kind, may_go_negative) VALUES ($1, 'escrow', false)`, [marker]);
      });
      for (let waiting = 0; waiting < 1; ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%ledger_post%'`);
        waiting = row!.n;
      }
    });
    await debit;
    expect(await balanceOf(db, wallet)).toBe(950);
    expect(await db.query(`SELECT id FROM accounts WHERE key = $1`, [marker])).toHaveLength(1);
    expect((await verifyLedger(db)).ok).toBe(true);
  });

  it('200 debits racing on one wallet: exactly the affordable ones succeed and the balance never goes below zero', async () => {
    const { wallet, house } = await db.transaction(async (tx) => {
      const promotions = await ensurePromotions(tx);
      const wallet = await ensureAccount(tx, { key: 'wallet:racer', kind: 'wallet' });
      await transfer(tx, { debitAccountId: promotions, creditAccountId: wallet, amountCents: 7_300, kind: 'signup_bonus' });
      return { wallet, house: await ensureHouse(tx) };
    });

    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        db.transaction(async (tx) => {
          const result = await transfer(tx, { debitAccountId: wallet, creditAccountId: house, amountCents: 100, kind: 'pack_open', refId: String(i) });
          // Hold the transaction open a little, as real work between debit and commit would.
          await tx.query('SELECT pg_sleep(0.001)');
          return result;
        }),
      ),
    );

    const succeeded = outcomes.filter((o) => o.status === 'fulfilled');
    const failed = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(succeeded).toHaveLength(73);
    expect(failed).toHaveLength(127);
    for (const failure of failed) expect(String(failure.reason.message)).toMatch(/^Insufficient funds\. Your balance is \$\d+\.\d\d$/);
    expect(await balanceOf(db, wallet)).toBe(0);
    const [{ debits }] = (await db.query<{ debits: number }>(
      `SELECT COUNT(*)::int AS debits FROM transfers WHERE debit_account_id = $1`,
      [wallet],
    )) as [{ debits: number }];
    expect(debits).toBe(73);
    expect(await verifyLedger(db)).toMatchObject({ ok: true, problems: [] });
  });

  it('opposite transfers between two wallets at once never deadlock and keep the total', async () => {
    const [a, b] = await db.transaction(async (tx) => {
      const promotions = await ensurePromotions(tx);
      const a = await ensureAccount(tx, { key: 'wallet:ping', kind: 'wallet' });
      const b = await ensureAccount(tx, { key: 'wallet:pong', kind: 'wallet' });
      await transfer(tx, { debitAccountId: promotions, creditAccountId: a, amountCents: 5_000, kind: 'signup_bonus' });
      await transfer(tx, { debitAccountId: promotions, creditAccountId: b, amountCents: 5_000, kind: 'signup_bonus' });
      return [a, b] as const;
    });
    await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        db.transaction((tx) =>
          i % 2 === 0
            ? transfer(tx, { debitAccountId: a, creditAccountId: b, amountCents: 37, kind: 'admin_adjustment' })
            : transfer(tx, { debitAccountId: b, creditAccountId: a, amountCents: 41, kind: 'admin_adjustment' }),
        ),
      ),
    );
    expect((await balanceOf(db, a)) + (await balanceOf(db, b))).toBe(10_000);
    expect((await verifyLedger(db)).ok).toBe(true);
  });

  it('lists of transfers over the same accounts in every order never deadlock, even with no retry', async () => {
    const accounts = await db.transaction(async (tx) => {
      const promotions = await ensurePromotions(tx);
      const ids: number[] = [];
      for (const name of ['north', 'east', 'south', 'west']) {
        const id = await ensureAccount(tx, { key: `wallet:${name}`, kind: 'wallet' });
        await transfer(tx, { debitAccountId: promotions, creditAccountId: id, amountCents: 10_000, kind: 'signup_bonus' });
        ids.push(id);
      }
      return ids;
    });
    // Plain connections, outside Database.transaction, so a deadlock would fail the test instead of being retried.
    const attempts = Array.from({ length: 60 }, async (_, i) => {
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      const sql: Sql = {
        scope: {},
        query: async (text, params = []) => (await client.query(text, params as unknown[])).rows,
        prepared: async (name, text, params) => (await client.query({ name, text, values: params as unknown[] })).rows,
        onCommit: () => {},
        get orm(): never {
          throw new Error('not used here');
        },
      };
      try {
        await client.query('BEGIN');
        // A ring of payments in a different order each time: every account pays its neighbour.
        const ring = accounts.map((_, k) => accounts[(k + i) % accounts.length]!);
        if (i % 2) ring.reverse();
        await transfers(
          sql,
          ring.map((from, k) => ({ debitAccountId: from, creditAccountId: ring[(k + 1) % ring.length]!, amountCents: 10 + k, kind: 'admin_adjustment' as const })),
        );
        await client.query('SELECT pg_sleep(0.003)');
        await client.query('COMMIT');
      } finally {
        await client.end();
      }
    });
    const outcomes = await Promise.allSettled(attempts);
    expect(outcomes.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason))).toEqual([]);
    let total = 0;
    for (const id of accounts) total += await balanceOf(db, id);
    expect(total).toBe(40_000);
    expect((await verifyLedger(db)).ok).toBe(true);
  });
});
