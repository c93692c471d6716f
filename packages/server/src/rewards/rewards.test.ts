import { expect, it } from 'vitest';
import { NOTHING_TO_CLAIM } from '@lootforge/core/rewards';
import { ensurePromotions, ensureWallet, transfer } from '../ledger/ledger';
import { verifyLedger } from '../ledger/verify';
import { appSuite } from '../test/app';
import { describeEachDatabase } from '../test/databases';
import { signUp } from '../test/users';

describeEachDatabase('rewards', (open) => {
  const suite = appSuite({ openDb: open, at: '2030-04-01T08:00:00Z', raceSweeper: false, pack: true });

  const openPacks = async (cookie: string, count: number) => {
    const r = await suite.app.inject({ method: 'POST', url: `/api/packs/${suite.pack.packId}/open`, headers: { cookie }, payload: { count } });
    expect(r.statusCode, r.body).toBe(200);
  };
  const rewards = async (cookie: string) => (await suite.app.inject({ method: 'GET', url: '/api/rewards', headers: { cookie } })).json().rewards as Array<{ kind: string; readyCents: number; claimableAt: string | null; lastClaimedAt: string | null; cooldownSeconds: number }>;
  const claim = (cookie: string, kind: string) => suite.app.inject({ method: 'POST', url: `/api/rewards/${kind}/claim`, headers: { cookie } });
  const balance = async (cookie: string) => (await suite.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } })).json().balanceCents as number;

  it('pays 0.2 % of the wager since the last claim, once per cooldown, with the design’s words', async () => {
    suite.clock.set('2030-04-01T08:00:00Z');
    const me = await signUp(suite.app, suite.sms);
    expect(await rewards(me.cookie)).toEqual([
      { kind: 'daily', readyCents: 0, claimableAt: null, lastClaimedAt: null, cooldownSeconds: 86_400, wagerSinceClaimCents: 0 },
      { kind: 'weekly', readyCents: 0, claimableAt: null, lastClaimedAt: null, cooldownSeconds: 604_800, wagerSinceClaimCents: 0 },
      { kind: 'monthly', readyCents: 0, claimableAt: null, lastClaimedAt: null, cooldownSeconds: 2_592_000, wagerSinceClaimCents: 0 },
    ]);
    const nothing = await claim(me.cookie, 'daily');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error.message).toBe(NOTHING_TO_CLAIM);

    await openPacks(me.cookie, 4);
    const wager = 4 * suite.pack.priceCents;
    const ready = Math.floor((wager * 2) / 1000);
    expect((await rewards(me.cookie)).map((r) => r.readyCents)).toEqual([ready, ready, ready]);
    const before = await balance(me.cookie);
    const paid = await claim(me.cookie, 'daily');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ amountCents: ready, balanceCents: before + ready });
    const [daily, weekly] = await rewards(me.cookie);
    expect(daily).toMatchObject({ readyCents: 0, claimableAt: '2030-04-02T08:00:00.000Z', lastClaimedAt: '2030-04-01T08:00:00.000Z' });
    // Each reward keeps its own count: the weekly is still ready.
    expect(weekly!.readyCents).toBe(ready);

    await openPacks(me.cookie, 4);
    const early = await claim(me.cookie, 'daily');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('You can claim this again in 1 day.');
    suite.clock.advance((18 * 60 + 48) * 60_000);
    expect((await claim(me.cookie, 'daily')).json().error.message).toBe('You can claim this again in 5 h 12 min.');
    suite.clock.set('2030-04-02T08:00:00Z');
    const second = await claim(me.cookie, 'daily');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().amountCents).toBe(ready);
    const keys = await suite.db.query<{ idempotency_key: string }>(`SELECT idempotency_key FROM transfers WHERE kind = 'reward_claim' AND idempotency_key LIKE $1 ORDER BY id`, [`reward:daily:${me.userId}:%`]);
    expect(keys.map((k) => k.idempotency_key)).toEqual([`reward:daily:${me.userId}:1`, `reward:daily:${me.userId}:2`]);
    const labels = (await suite.app.inject({ method: 'GET', url: '/api/wallet/transactions', headers: { cookie: me.cookie } })).json().transactions.map((t: { label: string }) => t.label);
    expect(labels).toContain('Reward claimed');
    expect((await claim(me.cookie, 'yearly')).statusCode).toBe(400);
  });

  it('twenty simultaneous claims of one reward pay once', async () => {
    suite.clock.set('2030-04-10T08:00:00Z');
    const me = await signUp(suite.app, suite.sms);
    await openPacks(me.cookie, 4);
    const before = await balance(me.cookie);
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(me.cookie, 'weekly')));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of answers.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error.message).toBe('You can claim this again in 7 days.');
    }
    expect(await balance(me.cookie)).toBe(before + ok[0]!.json().amountCents);
    const paid = await suite.db.query(`SELECT 1 FROM transfers WHERE kind = 'reward_claim' AND idempotency_key LIKE $1`, [`reward:weekly:${me.userId}:%`]);
    expect(paid).toHaveLength(1);
    expect((await verifyLedger(suite.db)).ok).toBe(true);
  });

  it('a credit that fails marks nothing: the reward stays claimable', async () => {
    suite.clock.set('2030-04-20T08:00:00Z');
    const me = await signUp(suite.app, suite.sms);
    await openPacks(me.cookie, 2);
    // Something already holds the first claim's key, so the payment is refused.
    await suite.db.transaction(async (tx) => {
      await transfer(tx, { debitAccountId: await ensurePromotions(tx), creditAccountId: await ensureWallet(tx, me.userId), amountCents: 1, kind: 'admin_adjustment', idempotencyKey: `reward:monthly:${me.userId}:1` });
    });
    const failed = await claim(me.cookie, 'monthly');
    expect(failed.statusCode).toBe(409);
    const monthly = (await rewards(me.cookie)).find((r) => r.kind === 'monthly')!;
    expect(monthly.readyCents).toBeGreaterThan(0);
    expect(monthly.claimableAt).toBeNull();
    expect(monthly.lastClaimedAt).toBeNull();
  });
});
