/** The SQL of the seed pairs (DESIGN §5). */
import type { Sql } from '../db/client';

export type SeedPairRow = {
  id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  created_at: Date;
  revealed_at: Date | null;
};

/** The person's active pair, locked for the transaction. */
export async function lockActivePairRow(tx: Sql, userId: string): Promise<SeedPairRow | undefined> {
  const [row] = await tx.prepared<SeedPairRow>('seed_pair_lock', `SELECT * FROM seed_pairs WHERE user_id = $1 AND active FOR UPDATE`, [userId]);
  return row;
}

/** Locks the person's row and reads the client seed their next pair starts with. */
export async function lockUserClientSeed(tx: Sql, userId: string): Promise<string | undefined> {
  const [user] = await tx.query<{ client_seed: string }>(`SELECT client_seed FROM users WHERE id = $1 FOR NO KEY UPDATE`, [userId]);
  return user?.client_seed;
}

export async function insertSeedPair(tx: Sql, input: { userId: string; serverSeed: string; serverSeedHash: string; clientSeed: string }): Promise<SeedPairRow> {
  const [row] = await tx.query<SeedPairRow>(`INSERT INTO seed_pairs (user_id, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4) RETURNING *`, [
    input.userId,
    input.serverSeed,
    input.serverSeedHash,
    input.clientSeed,
  ]);
  return row!;
}

/** Ends a pair and records when its server seed was revealed. */
export async function revealPair(tx: Sql, pairId: string): Promise<void> {
  await tx.query(`UPDATE seed_pairs SET active = false, revealed_at = now() WHERE id = $1`, [pairId]);
}

export async function setUserClientSeed(tx: Sql, userId: string, clientSeed: string): Promise<void> {
  await tx.query(`UPDATE users SET client_seed = $2 WHERE id = $1`, [userId, clientSeed]);
}

/** The person's ended pairs, last revealed first. */
export async function listRevealedPairs(sql: Sql, userId: string, limit: number): Promise<SeedPairRow[]> {
  return sql.query<SeedPairRow>(`SELECT * FROM seed_pairs WHERE user_id = $1 AND NOT active ORDER BY revealed_at DESC LIMIT $2`, [userId, limit]);
}
