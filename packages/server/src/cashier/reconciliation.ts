/**
 * Reconciliation (DESIGN §19): each day the provider's settled payments of the day before are
 * compared with our completed deposits and withdrawals, and every mismatch is recorded for the
 * console: missing on either side, or a different amount. Safe on several instances: a run is
 * one row per day and provider, written whole; running twice writes the same answer.
 */
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { PaymentProvider } from './provider';
import { findReconciliation, listCompletedMoney, saveReconciliation } from './repository/deposits';

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

export async function reconcileDay(db: Database, input: { provider: PaymentProvider; day: string; clock: Clock }): Promise<{ date: string; ranAt: string; mismatches: Mismatch[] }> {
  const from = new Date(`${input.day}T00:00:00.000Z`);
  const to = new Date(from.getTime() + DAY_MS);
  const [theirs, ours] = await Promise.all([input.provider.listSettled(from, to), listCompletedMoney(db, { provider: input.provider.id, from, to })]);
  const theirsByRef = new Map(theirs.map((payment) => [payment.providerRef, payment]));
  const oursByRef = new Map(ours.map((payment) => [payment.providerRef, payment]));
  const mismatches: Mismatch[] = [];
  for (const mine of ours) {
    const their = theirsByRef.get(mine.providerRef);
    if (!their) mismatches.push({ kind: 'missing_at_provider', what: mine.what, providerRef: mine.providerRef, oursCents: mine.amountCents, theirsCents: null });
    else if (their.amountCents !== mine.amountCents) mismatches.push({ kind: 'amount_differs', what: mine.what, providerRef: mine.providerRef, oursCents: mine.amountCents, theirsCents: their.amountCents });
  }
  for (const their of theirs) {
    if (!oursByRef.has(their.providerRef)) {
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

/** Runs yesterday's comparison if no instance has yet. */
export async function reconcileYesterdayOnce(db: Database, input: { provider: PaymentProvider; clock: Clock }): Promise<boolean> {
  const day = yesterday(input.clock.now());
  if (await findReconciliation(db, { day, provider: input.provider.id })) return false;
  await reconcileDay(db, { ...input, day });
  return true;
}
