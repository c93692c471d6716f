/**
 * Statements a transaction sends together (decision 036): on PostgreSQL they go out in one write,
 * BEGIN with the first, and are run and answered in the order sent; on PGlite one after another.
 * Either way a transaction is whole: what ran before a failure is rolled back with it, and the
 * failure reported is the first in the order sent, not the "transaction is aborted" of the ones
 * after it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inOrder, type Database } from './client';
import { describeEachDatabase } from '../test/databases';

describe('inOrder', () => {
  it('reports the failure of the earliest statement, even when a later one is heard of first', async () => {
    const later = Promise.reject(new Error('current transaction is aborted'));
    const earlier = new Promise((_, reject) => setTimeout(() => reject(new Error('Insufficient funds')), 5));
    await expect(inOrder([() => Promise.resolve(1), () => earlier, () => later])).rejects.toThrow('Insufficient funds');
    expect(await inOrder([() => Promise.resolve(1), () => Promise.resolve('two')])).toEqual([1, 'two']);
  });
});

describeEachDatabase('transactions with statements sent together', (open) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await db.query('CREATE TABLE probe (n int PRIMARY KEY)');
  });
  afterAll(() => db.close());

  const probes = async () => (await db.query<{ n: number }>('SELECT n FROM probe ORDER BY n')).map((row) => row.n);

  it('runs them in the order sent: a statement sees what the one before it wrote', async () => {
    const [inserted, seen] = await db.transaction((tx) =>
      inOrder([() => tx.query<{ n: number }>('INSERT INTO probe VALUES (1) RETURNING n'), () => tx.query<{ count: number }>('SELECT count(*)::int AS count FROM probe WHERE n = 1')]),
    );
    expect(inserted).toEqual([{ n: 1 }]);
    expect(seen).toEqual([{ count: 1 }]);
    expect(await probes()).toEqual([1]);
  });

  it('reports the first failure in the order sent, and keeps nothing the transaction wrote, its first statement included', async () => {
    const failing = db.transaction(async (tx) => {
      // The first statement goes out with BEGIN: it is inside the transaction all the same.
      await tx.query('INSERT INTO probe VALUES (2)');
      // The failing one is heard of through more steps than the one after it (a service around a
      // repository): the one after it is answered "transaction is aborted" sooner.
      const deeper = async () => {
        const rows = await (async () => tx.query('SELECT 1 / 0'))();
        await Promise.resolve();
        return rows;
      };
      return inOrder([() => tx.query('INSERT INTO probe VALUES (3)'), deeper, () => tx.query('INSERT INTO probe VALUES (4)')]);
    });
    await expect(failing).rejects.toThrow(/division by zero/);
    expect(await probes()).toEqual([1]);
  });

  it('rolls back a refusal decided in the code between statements sent together', async () => {
    const refused = db.transaction(async (tx) => {
      const [[row]] = await inOrder([() => tx.query<{ n: number }>('INSERT INTO probe VALUES (5) RETURNING n'), () => tx.query('INSERT INTO probe VALUES (6)')]);
      if (row!.n === 5) throw new Error('refused after the statements ran');
    });
    await expect(refused).rejects.toThrow('refused after the statements ran');
    expect(await probes()).toEqual([1]);
    // The connection is whole again for the next transaction.
    await db.transaction((tx) => tx.query('INSERT INTO probe VALUES (7)'));
    expect(await probes()).toEqual([1, 7]);
  });
});
