import type { Database } from '../db/client';
import type { Bus, BusMessage } from '../realtime/bus';
import { userTopic } from '../realtime/hub';
import { walletBalance } from './service';

/**
 * The event that tells a person's open pages their new balance (after
 * commit). `revealAt` (epoch ms) holds a battle win back until the reels
 * have finished.
 */
export function balanceMessage(userId: string, balanceCents: number, revealAt = 0): BusMessage {
  return { topic: userTopic(userId), event: 'balance', data: { balanceCents, revealAt } };
}

/** Reads the balance and publishes it, for the paths whose transaction did not return it. */
export async function publishBalance(db: Database, bus: Bus, userId: string, revealAt = 0): Promise<void> {
  await bus.publish([balanceMessage(userId, await walletBalance(db, userId), revealAt)]);
}
