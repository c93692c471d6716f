/**
 * The cashier's background work, on every instance, each step safe when several run it at once:
 * the sandbox settles payouts and delivers its webhooks (it stands in for a provider's own
 * servers), approved withdrawals get their payouts sent, overdue deposits expire, and yesterday
 * is reconciled once.
 */
import type { FastifyInstance } from 'fastify';
import { repeat } from '../repeat';
import { reconcileYesterdayOnce } from './reconciliation';
import { expireOverdueDeposits, sendApprovedPayouts } from './service';

const FAST_EVERY_MS = 500;
const SLOW_EVERY_MS = 60_000;

/** One pass of the fast work: what the timer runs, and what tests call. */
export async function sweepCashier(app: FastifyInstance): Promise<void> {
  const { db } = app.resources;
  await sendApprovedPayouts(db, { provider: app.payments, clock: app.clock, log: app.log });
  if (app.sandbox) {
    await app.sandbox.settleDue();
    await app.sandbox.deliverDue();
  }
}

export function startCashierSweeper(app: FastifyInstance): void {
  const { db } = app.resources;
  repeat(app, { everyMs: FAST_EVERY_MS, first: 'later', failure: 'cashier sweep failed', work: () => sweepCashier(app) });
  repeat(app, {
    everyMs: SLOW_EVERY_MS,
    first: 'later',
    failure: 'cashier daily work failed',
    work: async () => {
      await expireOverdueDeposits(db, { provider: app.payments, clock: app.clock, log: app.log });
      await reconcileYesterdayOnce(db, { provider: app.payments, clock: app.clock });
      await app.sandbox?.prune();
    },
  });
}
