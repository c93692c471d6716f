/**
 * Reconciliation (DESIGN §19): each day the provider's settled payments of the day before are
 * compared with our completed deposits and withdrawals, and every mismatch is recorded for the
 * console: missing on either side, or a different amount. Safe on several instances: a run is
 * one row per day and provider, written whole; running twice writes the same answer.
 */
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { PaymentProvider } from './provider';
import { findCompletedMoney, findReconciliation, listCompletedMoney, saveReconciliation } from './repository/deposits';

export type Mismatch = {
  kind: 'missing_here' | 'missing_at_provider' | 'amount_differs';
  what: 'deposit' | 'withdrawal';
  providerRef: string;
  oursCents: number | null;
  theirsCents: number | null;
};

const DAY_MS = 86_400_000;

/** The UTC day before `now`, written 2026-11-25. */
export function yesterday(now: Date): string {
  return new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
}

/**
 * Compares one UTC day. Each side is taken by its own clock (the provider's settle time, our
 * completion time), which can fall either side of midnight for one payment, so a payment is
 * missing only if the other side has it nowhere near: ours are looked for among the provider's
 * settled a day either side, theirs among everything we completed.
 */
export async function reconcileDay(db: Database, input: { provider: PaymentProvider; day: string; clock: Clock }): Promise<{ date: string; ranAt: string; mismatches: Mismatch[] }> {
  const from = new Date(`${input.day}T00:00:00.000Z`);
  const to = new Date(from.getTime() + DAY_MS);
  const [theirsAround, ours] = await Promise.all([
    input.provider.listSettled(new Date(from.getTime() - DAY_MS), new Date(to.getTime() + DAY_MS)),
    listCompletedMoney(db, { provider: input.provider.id, from, to }),
  ]);
  const theirs = theirsAround.filter((payment) => payment.settledAt >= from && payment.settledAt < to);
  const theirsByRef = new Map(theirsAround.map((payment) => [payment.providerRef, payment]));
  const oursAnywhere = await findCompletedMoney(db, { provider: input.provider.id, refs: theirs.map((payment) => payment.providerRef) });
  const mismatches: Mismatch[] = [];
  for (const mine of ours) {
    const their = theirsByRef.get(mine.providerRef);
    if (!their) mismatches.push({ kind: 'missing_at_provider', what: mine.what, providerRef: mine.providerRef, oursCents: mine.amountCents, theirsCents: null });
    else if (their.amountCents !== mine.amountCents) mismatches.push({ kind: 'amount_differs', what: mine.what, providerRef: mine.providerRef, oursCents: mine.amountCents, theirsCents: their.amountCents });
  }
  for (const their of theirs) {
    if (!oursAnywhere.has(their.providerRef)) {
      mismatches.push({ kind: 'missing_here', what: their.kind === 'deposit' ? 'deposit' : 'withdrawal', providerRef: their.providerRef, oursCents: null, theirsCents: their.amountCents });
    }
  }
  const ranAt = input.clock.now();
  await saveReconciliation(db, { day: input.day, provider: input.provider.id, at: ranAt, mismatches });
  return { date: input.day, ranAt: ranAt.toISOString(), mismatches };
}

export async function readReconciliation(db: Database, input: { provider: PaymentProvider; day: string }) {
  const row = await findReconciliation(db, { day: input.day, provider: input.provider.id });
  return { date: input.day, ranAt: row?.ran_at.toISOString() ?? null, mismatches: (row?.mismatches as Mismatch[] | undefined) ?? [] };
}

/**
 * Runs yesterday's comparison if no instance has yet, and once more the day after (by then every
 * late webhook of that day has arrived); each run replaces the day's row.
 */
export async function reconcileYesterdayOnce(db: Database, input: { provider: PaymentProvider; clock: Clock }): Promise<boolean> {
  const day = yesterday(input.clock.now());
  const dayBefore = yesterday(new Date(`${day}T12:00:00.000Z`));
  let ran = false;
  for (const [date, settledAfter] of [
    [day, 0],
    [dayBefore, DAY_MS],
  ] as const) {
    const row = await findReconciliation(db, { day: date, provider: input.provider.id });
    // Done: yesterday's once it has ended, the day before's once the day after it has ended too.
    if (row && row.ran_at.getTime() >= Date.parse(`${date}T00:00:00.000Z`) + DAY_MS + settledAfter) continue;
    await reconcileDay(db, { ...input, day: date });
    ran = true;
  }
  return ran;
}
