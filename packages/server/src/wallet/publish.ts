import type { Database } from '../db/client';
import type { Bus } from '../realtime/bus';
import { userTopic } from '../realtime/hub';

/**
 * Tells a person's open pages their new balance (after commit). `revealAt`
 * (epoch ms) holds a battle win back until the reels have finished.
 */
export async function publishBalance(db: Database, bus: Bus, userId: string, revealAt = 0): Promise<void> {
  const [row] = await db.prepared<{ balance_cents: number }>(
    'wallet_balance',
    `SELECT balance_cents FROM accounts WHERE kind = 'wallet' AND user_id = $1`,
    [userId],
  );
  await publishKnownBalance(bus, userId, row?.balance_cents ?? 0, revealAt);
}

/** The same, when the transaction already returned the balance it left. */
export async function publishKnownBalance(bus: Bus, userId: string, balanceCents: number, revealAt = 0): Promise<void> {
  await bus.publish({ topic: userTopic(userId), event: 'balance', data: { balanceCents, revealAt } });
}
