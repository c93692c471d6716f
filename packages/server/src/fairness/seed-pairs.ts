/**
 * Each person's active seed pair for pack opens (DESIGN §5). The pair row is
 * locked by every open, so nonces are handed out once each, in order.
 */
import { randomBytes } from 'node:crypto';
import { hashServerSeed } from '@lootforge/core/fairness';
import type { Sql } from '../db/client';

export type SeedPair = { id: string; serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };

type Row = { id: string; server_seed: string; server_seed_hash: string; client_seed: string; nonce: number; created_at: Date; revealed_at: Date | null };
const toPair = (row: Row): SeedPair => ({ id: row.id, serverSeed: row.server_seed, serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: row.nonce });

async function insertPair(tx: Sql, userId: string, clientSeed: string): Promise<SeedPair> {
  const serverSeed = randomBytes(32).toString('hex');
  const [row] = await tx.query<Row>(
    `INSERT INTO seed_pairs (user_id, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4) RETURNING *`,
    [userId, serverSeed, hashServerSeed(serverSeed), clientSeed],
  );
  return toPair(row!);
}

/** The active pair, locked for this transaction; made on first use from the person's client seed. */
export async function lockActivePair(tx: Sql, userId: string): Promise<SeedPair> {
  const [row] = await tx.prepared<Row>('seed_pair_lock', `SELECT * FROM seed_pairs WHERE user_id = $1 AND active FOR UPDATE`, [userId]);
  if (row) return toPair(row);
  // Two first opens at once: the user row lock makes one of them create the pair.
  const [user] = await tx.query<{ client_seed: string }>(`SELECT client_seed FROM users WHERE id = $1 FOR UPDATE`, [userId]);
  const [raced] = await tx.query<Row>(`SELECT * FROM seed_pairs WHERE user_id = $1 AND active FOR UPDATE`, [userId]);
  if (raced) return toPair(raced);
  return insertPair(tx, userId, user!.client_seed);
}

/** Reveals the active pair's server seed and starts a new pair (with a new client seed, if given). */
export async function rotatePair(tx: Sql, userId: string, clientSeed?: string): Promise<{ revealed: SeedPair; next: SeedPair }> {
  const current = await lockActivePair(tx, userId);
  await tx.query(`UPDATE seed_pairs SET active = false, revealed_at = now() WHERE id = $1`, [current.id]);
  const nextClientSeed = clientSeed ?? current.clientSeed;
  // The battle code reads the person's client seed from the user row: keep them one.
  await tx.query(`UPDATE users SET client_seed = $2 WHERE id = $1`, [userId, nextClientSeed]);
  return { revealed: current, next: await insertPair(tx, userId, nextClientSeed) };
}

export async function revealedPairs(sql: Sql, userId: string, limit: number) {
  const rows = await sql.query<Row>(
    `SELECT * FROM seed_pairs WHERE user_id = $1 AND NOT active ORDER BY revealed_at DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map((row) => ({
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    createdAt: row.created_at.toISOString(),
    revealedAt: row.revealed_at!.toISOString(),
  }));
}
