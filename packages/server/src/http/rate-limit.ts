/**
 * Rate limits counted in the database, so every instance shares them (DESIGN §8). A hit is added
 * to its bucket's counter atomically before the check, so requests arriving together each see a
 * different count: no more than `limit` pass, however many workers and instances there are.
 * The count is a sliding window, approximately: this window's hits plus the previous window's,
 * weighed by how much of it still lies within the last `windowSeconds`.
 */
import { AppError } from '../errors';
import type { Sql } from '../db/client';
import { addHit, deleteCounters, readCounts, type WindowCounts } from './repository';

export type RateRule = { bucket: string; limit: number; windowSeconds: number; message: string };

/** The hits counted within the last window. */
export function hitsWithin(counts: WindowCounts): number {
  return counts.hits + Math.floor(counts.previous * Math.max(0, 1 - counts.elapsed));
}

/** Records one hit in a bucket and refuses (429) when that takes it past `limit` within the window; a refused hit still counts. */
export async function hitRateLimit(sql: Sql, rule: RateRule): Promise<void> {
  if (hitsWithin(await addHit(sql, rule)) > rule.limit) throw new AppError('rate_limited', rule.message);
}

/** Forgets a bucket's hits (a right password forgives the wrong ones before it). */
export async function clearRateLimit(sql: Sql, bucket: string): Promise<void> {
  await deleteCounters(sql, bucket);
}

/** Whether a bucket already holds `limit` hits within the window (records nothing). */
export async function rateLimitReached(sql: Sql, rule: Omit<RateRule, 'message'>): Promise<boolean> {
  return hitsWithin(await readCounts(sql, rule)) >= rule.limit;
}
