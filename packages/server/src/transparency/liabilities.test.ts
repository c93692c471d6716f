/**
 * Proof of liabilities (DESIGN §23) on both databases: the day's tree is published once however
 * many instances try, and not again after a restart; its total is the sum of the wallets, and each
 * player's proof verifies with the core verifier; money moving while the tree is built leaves a
 * tree of one snapshot; proofs from before a player existed, of unknown trees or of someone else
 * are refused in words; admins publish with declared reserves (audited), which later trees carry.
 */
import { afterEach, beforeAll, expect, it } from 'vitest';
import { verifyProof } from '@lootforge/core/merkle';
import { verifyLedger } from '../ledger/verify';
import { ensureWallet, pay } from '../ledger/ledger';
import { appSuite, testApp } from '../test/app';
import { signInAdmin } from '../test/admins';
import { describeEachDatabase } from '../test/databases';
import { signUp } from '../test/users';
import { NOT_IN_TREE, NO_SUCH_TREE, publishTree } from './liabilities';
import { sweepTransparency } from './sweeper';

describeEachDatabase('proof of liabilities', (open) => {
  const suite = appSuite({ openDb: open, at: '2030-07-01T10:00:00Z', raceSweeper: false, cashierSweeper: false, config: { logLevel: 'silent' } });
  let admin: { cookie: string };
  beforeAll(async () => {
    admin = await signInAdmin(suite.app);
  });
  afterEach(async () => {
    expect((await verifyLedger(suite.db)).problems).toEqual([]);
  });
  const get = (cookie: string | null, url: string) => suite.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const walletTotal = async () => Number((await suite.db.query<{ total: string }>(`SELECT coalesce(sum(balance_cents), 0) AS total FROM accounts WHERE kind = 'wallet'`))[0]!.total);
  const dailyTrees = async (day: string) => (await suite.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM liability_trees WHERE kind = 'daily' AND day = $1`, [day]))[0]!.n;

  it("publishes the day's tree once across instances and restarts; its total is the wallets' sum and every proof verifies", async () => {
    const players = await Promise.all(Array.from({ length: 5 }, () => signUp(suite.app, suite.sms)));
    const other = await testApp({ db: suite.db, clock: suite.clock, raceSweeper: false, cashierSweeper: false, financeRollup: false, config: { logLevel: 'silent' } });
    try {
      const [a, b] = await Promise.all([sweepTransparency(suite.app), sweepTransparency(other)]);
      expect([a.tree, b.tree].filter(Boolean)).toHaveLength(1);
      const restarted = await testApp({ db: suite.db, clock: suite.clock, raceSweeper: false, cashierSweeper: false, financeRollup: false, config: { logLevel: 'silent' } });
      expect((await sweepTransparency(restarted)).tree).toBeUndefined();
      await restarted.close();
    } finally {
      await other.close();
    }
    expect(await dailyTrees('2030-07-01')).toBe(1);
    const published = (await get(null, '/api/transparency')).json();
    const tree = published.liabilities[0];
    expect(tree).toMatchObject({ kind: 'daily', totalCents: await walletTotal(), leafCount: expect.any(Number), asOf: '2030-07-01T10:00:00.000Z' });
    for (const player of players) {
      const proof = await get(player.cookie, '/api/transparency/proof');
      expect(proof.statusCode, proof.body).toBe(200);
      const body = proof.json();
      expect(body).toMatchObject({ treeId: tree.id, rootHash: tree.rootHash, totalCents: tree.totalCents, leaf: { userId: player.userId } });
      expect(verifyProof(body)).toEqual({ ok: true });
      // Tampered with, it fails.
      expect(verifyProof({ ...body, leaf: { ...body.leaf, balanceCents: body.leaf.balanceCents + 1 } }).ok).toBe(false);
    }
    // A new day: a new tree.
    suite.clock.set('2030-07-02T00:00:30Z');
    expect((await sweepTransparency(suite.app)).tree).toMatchObject({ kind: 'daily' });
    expect(await dailyTrees('2030-07-02')).toBe(1);
  });

  it('a tree is of one snapshot: money moving between wallets while it is built leaves the total unchanged', async () => {
    const a = await signUp(suite.app, suite.sms);
    const b = await signUp(suite.app, suite.sms);
    const total = await walletTotal();
    let moving = true;
    const moves = (async () => {
      for (let i = 0; moving && i < 400; i++) {
        await suite.db.transaction(async (tx) => {
          const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
          await pay(tx, [{ debitAccountId: await ensureWallet(tx, from.userId), creditAccountId: await ensureWallet(tx, to.userId), amountCents: 1_000, kind: 'admin_adjustment', idempotencyKey: `snapshot-move-${i}` }]);
        });
      }
    })();
    const trees = [];
    for (let i = 0; i < 3; i++) trees.push(await publishTree(suite.db, { kind: 'requested', clock: suite.clock }));
    moving = false;
    await moves;
    for (const tree of trees) expect(tree!.totalCents).toBe(total);
    const [leafSum] = await suite.db.query<{ total: string }>(`SELECT sum(balance_cents) AS total FROM liability_leaves WHERE tree_id = $1`, [trees[2]!.id]);
    expect(Number(leafSum!.total)).toBe(total);
  });

  it('refuses a proof from before the player existed, of an unknown tree, or of someone else, in words', async () => {
    const before = await publishTree(suite.db, { kind: 'requested', clock: suite.clock });
    const late = await signUp(suite.app, suite.sms);
    const old = await get(late.cookie, `/api/transparency/proof?tree=${before!.id}`);
    expect([old.statusCode, old.json().error.message]).toEqual([404, NOT_IN_TREE]);
    const unknown = await get(late.cookie, '/api/transparency/proof?tree=999999999');
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([404, NO_SUCH_TREE]);
    expect((await get(late.cookie, `/api/transparency/proof?userId=${before!.id}`)).statusCode).toBe(400);
    expect((await get(late.cookie, '/api/transparency/proof?tree=abc')).statusCode).toBe(400);
    expect((await get(null, '/api/transparency/proof')).statusCode).toBe(401);
    // In the next tree the player is there.
    const next = await publishTree(suite.db, { kind: 'requested', clock: suite.clock });
    const proof = await get(late.cookie, `/api/transparency/proof?tree=${next!.id}`);
    expect(verifyProof(proof.json())).toEqual({ ok: true });
  });

  it('admins publish with declared reserves (audited), which later trees carry; players may not', async () => {
    const publish = (cookie: string, payload?: object) => suite.app.inject({ method: 'POST', url: '/api/admin/transparency/publish', headers: { cookie }, ...(payload ? { payload } : {}) });
    const published = await publish(admin.cookie, { reservesCents: 5_000_000_00 });
    expect(published.statusCode, published.body).toBe(200);
    const tree = published.json().tree;
    expect(tree).toMatchObject({ kind: 'requested', reservesCents: 5_000_000_00, totalCents: await walletTotal() });
    const [audit] = await suite.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE target_type = 'liability_tree' AND target_id = $1`, [String(tree.id)]);
    expect(audit?.action).toBe('transparency.publish');
    const carried = await publishTree(suite.db, { kind: 'requested', clock: suite.clock });
    expect(carried!.reservesCents).toBe(5_000_000_00);
    for (const bad of [{ reservesCents: -1 }, { reservesCents: 1.5 }, { reservesCents: '5' }, { other: 1 }]) expect((await publish(admin.cookie, bad)).statusCode).toBe(400);
    const player = await signUp(suite.app, suite.sms);
    expect((await publish(player.cookie, {})).statusCode).toBe(403);
    const listed = (await get(null, '/api/transparency')).json();
    expect(listed.liabilities[0].id).toBe(carried!.id);
    expect(listed.payouts).toEqual({ count: 0, medianSeconds: null, p90Seconds: null });
  });
});
