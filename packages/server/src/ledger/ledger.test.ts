import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { describeEachDatabase } from '../test/databases';
import { balanceOf, ensureAccount, ensureHouse, ensurePromotions, pay, transfer, transfers } from './ledger';
import { verifyLedger } from './verify';

describeEachDatabase('ledger', (open) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db.close();
  });

  const wallet = (name: string) => db.transaction((tx) => ensureAccount(tx, { key: `wallet:test-${name}`, kind: 'wallet' }));

  it('moves money from one account to another and keeps both invariants', async () => {
    const promotions = await db.transaction((tx) => ensurePromotions(tx));
    const alice = await wallet('alice');
    await db.transaction((tx) => transfer(tx, { debitAccountId: promotions, creditAccountId: alice, amountCents: 100_000, kind: 'signup_bonus' }));
    expect(await balanceOf(db, alice)).toBe(100_000);
    expect((await verifyLedger(db)).ok).toBe(true);
  });

  it('refuses to take a wallet below zero, with the product message (DESIGN §2), and changes nothing', async () => {
    const house = await db.transaction((tx) => ensureHouse(tx));
    const bob = await wallet('bob');
    const promotions = await db.transaction((tx) => ensurePromotions(tx));
    await db.transaction((tx) => transfer(tx, { debitAccountId: promotions, creditAccountId: bob, amountCents: 1_050, kind: 'signup_bonus' }));
    const before = await db.query('SELECT COUNT(*)::int AS n FROM transfers');
    const attempt = db.transaction((tx) => transfer(tx, { debitAccountId: bob, creditAccountId: house, amountCents: 1_051, kind: 'pack_open' }));
    await expect(attempt).rejects.toThrow('Insufficient funds. Your balance is $10.50');
    expect(await balanceOf(db, bob)).toBe(1_050);
    expect(await db.query('SELECT COUNT(*)::int AS n FROM transfers')).toEqual(before);
  });

  it('moves money once for a repeated idempotency key', async () => {
    const promotions = await db.transaction((tx) => ensurePromotions(tx));
    const carol = await wallet('carol');
    const pay = () =>
      db.transaction((tx) =>
        transfer(tx, { debitAccountId: promotions, creditAccountId: carol, amountCents: 500, kind: 'signup_bonus', idempotencyKey: 'bonus:carol' }),
      );
    const first = await pay();
    const second = await pay();
    const third = await Promise.all([pay(), pay(), pay()]);
    expect(first.duplicate).toBe(false);
    expect(second).toMatchObject({ transferId: first.transferId, duplicate: true });
    expect(third.every((r) => r.duplicate && r.transferId === first.transferId)).toBe(true);
    expect(await balanceOf(db, carol)).toBe(500);
  });

  describe('a list of transfers in one statement', () => {
    const funded = async (name: string, cents: number) => {
      const promotions = await db.transaction((tx) => ensurePromotions(tx));
      const id = await wallet(name);
      await db.transaction((tx) => transfer(tx, { debitAccountId: promotions, creditAccountId: id, amountCents: cents, kind: 'signup_bonus' }));
      return id;
    };
    const escrow = (name: string) => db.transaction((tx) => ensureAccount(tx, { key: `escrow:test-${name}`, kind: 'escrow' }));

    it('lets money pass through an account in the order listed, and reports every balance it leaves', async () => {
      const [host, joiner, pot, house] = [await funded('batch-host', 300), await funded('batch-joiner', 300), await escrow('batch'), await db.transaction((tx) => ensureHouse(tx))];
      await db.transaction((tx) => transfer(tx, { debitAccountId: host, creditAccountId: pot, amountCents: 200, kind: 'battle_entry' }));
      const houseBefore = await balanceOf(db, house);
      const result = await db.transaction((tx) =>
        transfers(tx, [
          { debitAccountId: joiner, creditAccountId: pot, amountCents: 200, kind: 'battle_entry' },
          // The escrow holds 200 before the list and 400 once the entry above lands: the pot needs both.
          { debitAccountId: pot, creditAccountId: house, amountCents: 400, kind: 'battle_settlement' },
          { debitAccountId: house, creditAccountId: joiner, amountCents: 650, kind: 'battle_win' },
        ]),
      );
      expect(result.duplicate).toBe(false);
      expect(result.transferIds).toHaveLength(3);
      expect(result.balances).toEqual(new Map([[joiner, 750], [pot, 0], [house, houseBefore - 250]]));
      expect(await balanceOf(db, joiner)).toBe(750);
      expect((await verifyLedger(db)).ok).toBe(true);
    });

    it('refuses a debit that only a later credit in the list would cover, and changes nothing', async () => {
      const [joiner, pot, house] = [await funded('batch-poor', 100), await escrow('batch-poor'), await db.transaction((tx) => ensureHouse(tx))];
      const before = await db.query('SELECT COUNT(*)::int AS n FROM transfers');
      const attempt = db.transaction((tx) =>
        transfers(tx, [
          { debitAccountId: joiner, creditAccountId: pot, amountCents: 200, kind: 'battle_entry' },
          { debitAccountId: house, creditAccountId: joiner, amountCents: 5_000, kind: 'battle_win' },
        ]),
      );
      await expect(attempt).rejects.toThrow('Insufficient funds. Your balance is $1.00');
      expect(await balanceOf(db, joiner)).toBe(100);
      expect(await balanceOf(db, pot)).toBe(0);
      expect(await db.query('SELECT COUNT(*)::int AS n FROM transfers')).toEqual(before);
    });

    it('moves nothing again for a list whose keys were used, and refuses a list where only some were', async () => {
      const [payer, payee] = [await funded('batch-keys', 1_000), await wallet('batch-keys-payee')];
      const first = { debitAccountId: payer, creditAccountId: payee, amountCents: 100, kind: 'admin_adjustment' as const, idempotencyKey: 'k1' };
      const second = { ...first, idempotencyKey: 'k2' };
      await db.transaction((tx) => transfers(tx, [first]));
      expect(await db.transaction((tx) => transfers(tx, [first]))).toMatchObject({ duplicate: true, transferIds: [] });
      await expect(db.transaction((tx) => transfers(tx, [first, second]))).rejects.toThrow('Some of these payments were already made.');
      expect(await balanceOf(db, payer)).toBe(900);
      expect(await balanceOf(db, payee)).toBe(100);
    });
  });

  it('aborts the transaction by itself when it refuses, so nothing done before or after it can commit', async () => {
    const [poor, house] = [await wallet('refused-poor'), await db.transaction((tx) => ensureHouse(tx))];
    const marker = 'escrow:refused-marker';
    const attempt = db.transaction(async (tx) => {
      await tx.query(`INSERT INTO accounts (key, kind, may_go_negative) VALUES ($1, 'escrow', false)`, [marker]);
      await pay(tx, [{ debitAccountId: poor, creditAccountId: house, amountCents: 1, kind: 'pack_open' }]);
    });
    await expect(attempt).rejects.toThrow('Insufficient funds. Your balance is $0.00');
    expect(await db.query(`SELECT id FROM accounts WHERE key = $1`, [marker])).toEqual([]);
    // Even a caller that swallows the refusal cannot go on in that transaction.
    const swallowed = db.transaction(async (tx) => {
      await transfers(tx, [{ debitAccountId: poor, creditAccountId: house, amountCents: 1, kind: 'pack_open' }]).catch(() => {});
      await tx.query(`INSERT INTO accounts (key, kind, may_go_negative) VALUES ($1, 'escrow', false)`, [marker]);
    });
    await expect(swallowed).rejects.toThrow(/aborted/);
    expect(await db.query(`SELECT id FROM accounts WHERE key = $1`, [marker])).toEqual([]);
  });

  it('refuses a payment that must be new when its keys were all used, and commits nothing behind it', async () => {
    const [payer, payee] = [await wallet('paid-twice'), await db.transaction((tx) => ensureHouse(tx))];
    const promotions = await db.transaction((tx) => ensurePromotions(tx));
    await db.transaction((tx) => transfer(tx, { debitAccountId: promotions, creditAccountId: payer, amountCents: 500, kind: 'signup_bonus' }));
    const payment = { debitAccountId: payer, creditAccountId: payee, amountCents: 100, kind: 'battle_entry' as const, idempotencyKey: 'entry:once' };
    await db.transaction((tx) => transfers(tx, [payment]));
    const marker = 'escrow:paid-twice-marker';
    const again = db.transaction(async (tx) => {
      await pay(tx, [payment]);
      await tx.query(`INSERT INTO accounts (key, kind, may_go_negative) VALUES ($1, 'escrow', false)`, [marker]);
    });
    await expect(again).rejects.toThrow('This was already paid for.');
    expect(await db.query(`SELECT id FROM accounts WHERE key = $1`, [marker])).toEqual([]);
    expect(await balanceOf(db, payer)).toBe(400);
  });

  it('rejects amounts that are not positive whole cents', async () => {
    const house = await db.transaction((tx) => ensureHouse(tx));
    const dave = await wallet('dave');
    for (const amountCents of [0, -5, 1.5, Number.NaN]) {
      const attempt = db.transaction((tx) => transfer(tx, { debitAccountId: house, creditAccountId: dave, amountCents, kind: 'admin_adjustment' }));
      await expect(attempt).rejects.toBeInstanceOf(AppError);
    }
    expect(await balanceOf(db, dave)).toBe(0);
  });

  it('reports an account whose balance no longer matches its transfers', async () => {
    const erin = await wallet('erin');
    await db.query('UPDATE accounts SET balance_cents = balance_cents + 7 WHERE id = $1', [erin]);
    const report = await verifyLedger(db);
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual(
      expect.arrayContaining([
        { kind: 'sum_not_zero', totalCents: 7 },
        expect.objectContaining({ kind: 'balance_mismatch', accountId: erin, balanceCents: 7, transfersCents: 0 }),
      ]),
    );
    await db.query('UPDATE accounts SET balance_cents = balance_cents - 7 WHERE id = $1', [erin]);
    expect((await verifyLedger(db)).ok).toBe(true);
  });

  describe('property: any sequence of transfers', () => {
    it('keeps balances summing to zero, equal to their transfers, and wallets never below zero', async () => {
      const accountArb = fc.constantFrom('house', 'promotions', 'w1', 'w2', 'w3', 'w4');
      const stepArb = fc.record({
        from: accountArb,
        to: accountArb,
        amountCents: fc.integer({ min: 1, max: 50_000 }),
        key: fc.option(fc.constantFrom('k1', 'k2', 'k3'), { nil: undefined }),
      });
      let run = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 25 }), async (steps) => {
          run += 1;
          const ids = new Map<string, number>();
          await db.transaction(async (tx) => {
            for (const name of ['house', 'promotions', 'w1', 'w2', 'w3', 'w4']) {
              const kind = name === 'house' || name === 'promotions' ? name : 'wallet';
              ids.set(name, await ensureAccount(tx, { key: `prop:${run}:${name}`, kind }));
            }
          });
          // A model of what the ledger should hold.
          const model = new Map([...ids.keys()].map((name) => [name, 0]));
          const usedKeys = new Set<string>();
          for (const step of steps) {
            const debitAccountId = ids.get(step.from)!;
            const creditAccountId = ids.get(step.to)!;
            const attempt = db.transaction((tx) =>
              transfer(tx, { debitAccountId, creditAccountId, amountCents: step.amountCents, kind: 'admin_adjustment', idempotencyKey: step.key }),
            );
            const mayGoNegative = step.from === 'house' || step.from === 'promotions';
            const keyUsed = step.key !== undefined && usedKeys.has(`${step.from}:${step.key}`);
            if (step.from === step.to) {
              await expect(attempt).rejects.toBeInstanceOf(AppError);
            } else if (keyUsed) {
              expect((await attempt).duplicate).toBe(true);
            } else if (!mayGoNegative && model.get(step.from)! < step.amountCents) {
              await expect(attempt).rejects.toThrow(/Insufficient funds/);
            } else {
              expect((await attempt).duplicate).toBe(false);
              if (step.key !== undefined) usedKeys.add(`${step.from}:${step.key}`);
              model.set(step.from, model.get(step.from)! - step.amountCents);
              model.set(step.to, model.get(step.to)! + step.amountCents);
            }
          }
          for (const [name, id] of ids) expect(await balanceOf(db, id), name).toBe(model.get(name));
          const report = await verifyLedger(db);
          expect(report.problems).toEqual([]);
        }),
        { numRuns: 25 },
      );
    });
  });
});
