import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { describePostgres, freshPostgres } from '../test/databases';
import { balanceOf, ensureAccount, ensureHouse, ensurePromotions, transfer } from './ledger';
import { verifyLedger } from './verify';

describePostgres('ledger under concurrent debits [postgres]', () => {
  let db: Database;
  beforeAll(async () => {
    db = await freshPostgres({ max: 20 });
  });
  afterAll(async () => {
    await db.close();
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
});
