/**
 * Rate limits counted in the database, so every instance shares them.
 * `hitRateLimit` records one hit in a bucket and refuses (429) when the
 * bucket already holds `limit` hits within the window.
 */
import { AppError } from '../errors';
import type { Sql } from '../db/client';
import { countHitsWithin, deleteHits, deleteHitsBefore, insertHit } from './repository';

export type RateRule = { bucket: string; limit: number; windowSeconds: number; message: string };

export async function hitRateLimit(sql: Sql, rule: RateRule): Promise<void> {
  await deleteHitsBefore(sql, rule);
  if ((await countHitsWithin(sql, rule)) >= rule.limit) throw new AppError('rate_limited', rule.message);
  await insertHit(sql, rule.bucket);
}

export async function clearRateLimit(sql: Sql, bucket: string): Promise<void> {
  await deleteHits(sql, bucket);
}

/** Whether a bucket already holds `limit` hits within the window (records nothing). */
export async function rateLimitReached(sql: Sql, rule: Omit<RateRule, 'message'>): Promise<boolean> {
  await deleteHitsBefore(sql, rule);
  return (await countHitsWithin(sql, rule)) >= rule.limit;
}

/** Records one hit in a bucket without checking it (a failure counted after the fact). */
export async function recordHit(sql: Sql, bucket: string): Promise<void> {
  await insertHit(sql, bucket);
}
