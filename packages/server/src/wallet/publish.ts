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
  await bus.publish({ topic: userTopic(userId), event: 'balance', data: { balanceCents: row?.balance_cents ?? 0, revealAt } });
}
