/**
 * Each person's active seed pair for pack opens (DESIGN §5). The pair row is
 * locked by every open, so nonces are handed out once each, in order.
 */
import { randomBytes } from 'node:crypto';
import { hashServerSeed } from '@lootforge/core/fairness';
import { inOrder, type Sql } from '../db/client';
import { insertSeedPair, listRevealedPairs, lockActivePairRow, lockUserClientSeed, revealPair, setUserClientSeed, type SeedPairRow } from './repository';

export type SeedPair = { id: string; serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };

const toPair = (row: SeedPairRow): SeedPair => ({ id: row.id, serverSeed: row.server_seed, serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: row.nonce });

/** A new pair with a fresh random server seed, of which only the hash is shown until it is revealed. */
async function newPair(tx: Sql, userId: string, clientSeed: string): Promise<SeedPair> {
  const serverSeed = randomBytes(32).toString('hex');
  return toPair(await insertSeedPair(tx, { userId, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed }));
}

/**
 * The active pair locked, then `read` (what the stake needs, the request made earlier under its
 * key): sent with the lock, one round trip (decision 036), and run after it in a statement of its
 * own, so it sees what a request that held the lock before wrote. A person without a pair yet waits
 * on their user row to make one, and `read` runs again after that: it must answer the same when
 * run twice in a transaction.
 */
export async function lockPairThen<T>(tx: Sql, userId: string, read: () => Promise<T>): Promise<{ pair: SeedPair; read: T }> {
  const [row, first] = await inOrder([() => lockActivePairRow(tx, userId), read]);
  if (row) return { pair: toPair(row), read: first };
  const pair = await lockActivePair(tx, userId);
  return { pair, read: await read() };
}

/** The active pair, locked for this transaction; made on first use from the person's client seed. */
export async function lockActivePair(tx: Sql, userId: string): Promise<SeedPair> {
  const row = await lockActivePairRow(tx, userId);
  if (row) return toPair(row);
  // Two first opens at once: the user row lock makes one of them create the pair.
  const clientSeed = await lockUserClientSeed(tx, userId);
  const raced = await lockActivePairRow(tx, userId);
  if (raced) return toPair(raced);
  return newPair(tx, userId, clientSeed!);
}

/** Reveals the active pair's server seed and starts a new pair (with a new client seed, if given). */
export async function rotatePair(tx: Sql, userId: string, clientSeed?: string): Promise<{ revealed: SeedPair; next: SeedPair }> {
  const current = await lockActivePair(tx, userId);
  await revealPair(tx, current.id);
  const nextClientSeed = clientSeed ?? current.clientSeed;
  // The battle code reads the person's client seed from the user row: keep them one.
  await setUserClientSeed(tx, userId, nextClientSeed);
  return { revealed: current, next: await newPair(tx, userId, nextClientSeed) };
}

export async function revealedPairs(sql: Sql, userId: string, limit: number) {
  const rows = await listRevealedPairs(sql, userId, limit);
  return rows.map((row) => ({
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    createdAt: row.created_at.toISOString(),
    revealedAt: row.revealed_at!.toISOString(),
  }));
}
