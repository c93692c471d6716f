/** /fairness: the person's seed pair, the ones revealed before it, and changing them (DESIGN §5). */
import type { Database } from '../db/client';
import { lockActivePair, revealedPairs, rotatePair } from './seed-pairs';

const REVEALED_SHOWN = 10;

/** The active pair (its server seed only as a hash) and the last pairs revealed. */
export async function fairnessView(db: Database, userId: string) {
  const active = await db.transaction((tx) => lockActivePair(tx, userId));
  return {
    active: { serverSeedHash: active.serverSeedHash, clientSeed: active.clientSeed, nonce: active.nonce },
    previous: await revealedPairs(db, userId, REVEALED_SHOWN),
  };
}

/** Reveals the current server seed and starts a new pair, with a new client seed when one is given; returns the new view. */
export async function rotateSeedPair(db: Database, input: { userId: string; clientSeed?: string }) {
  await db.transaction((tx) => rotatePair(tx, input.userId, input.clientSeed));
  return fairnessView(db, input.userId);
}
