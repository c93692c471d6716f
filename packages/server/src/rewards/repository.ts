/** The SQL of rewards (DESIGN §14): each reward's claim state per player. */
import type { Sql } from '../db/client';

export type RewardStateRow = { kind: 'daily' | 'weekly' | 'monthly'; claims: number; claimed_wager_cents: number; last_claimed_at: Date | null; next_claim_at: Date | null };

const toState = (row: RewardStateRow): RewardStateRow => ({ ...row, claims: Number(row.claims), claimed_wager_cents: Number(row.claimed_wager_cents) });

/** The player's reward states; a reward never claimed has no row. */
export async function readRewardStates(sql: Sql, userId: string): Promise<RewardStateRow[]> {
  const rows = await sql.query<RewardStateRow>(`SELECT kind, claims, claimed_wager_cents, last_claimed_at, next_claim_at FROM reward_claims WHERE user_id = $1`, [userId]);
  return rows.map(toState);
}

/**
 * The player's state of one reward, made if missing and locked for the
 * transaction: a second claim waits here and then reads the first's result.
 */
export async function lockRewardState(tx: Sql, input: { userId: string; kind: string }): Promise<RewardStateRow> {
  const [row] = await tx.query<RewardStateRow>(
    `INSERT INTO reward_claims (user_id, kind) VALUES ($1, $2)
     ON CONFLICT (user_id, kind) DO UPDATE SET claims = reward_claims.claims
     RETURNING kind, claims, claimed_wager_cents, last_claimed_at, next_claim_at`,
    [input.userId, input.kind],
  );
  return toState(row!);
}

export async function recordRewardClaim(
  tx: Sql,
  input: { userId: string; kind: string; claims: number; claimedWagerCents: number; at: Date; nextClaimAt: Date },
): Promise<void> {
  await tx.query(
    `UPDATE reward_claims SET claims = $3, claimed_wager_cents = $4, last_claimed_at = $5, next_claim_at = $6 WHERE user_id = $1 AND kind = $2`,
    [input.userId, input.kind, input.claims, input.claimedWagerCents, input.at, input.nextClaimAt],
  );
}
