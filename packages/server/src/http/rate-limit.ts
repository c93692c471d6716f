/**
 * Rate limits counted in the database, so every instance shares them.
 * `hitRateLimit` records one hit in a bucket and refuses (429) when the
 * bucket already holds `limit` hits within the window.
 */
import { AppError } from '../errors';
import type { Sql } from '../db/client';

export type RateRule = { bucket: string; limit: number; windowSeconds: number; message: string };

export async function hitRateLimit(sql: Sql, rule: RateRule): Promise<void> {
  await sql.prepared('rate_prune', `DELETE FROM rate_limit_hits WHERE bucket = $1 AND at < now() - make_interval(secs => $2)`, [
    rule.bucket,
    rule.windowSeconds,
  ]);
  const [row] = await sql.prepared<{ hits: number }>(
    'rate_count',
    `SELECT COUNT(*)::int AS hits FROM rate_limit_hits WHERE bucket = $1 AND at >= now() - make_interval(secs => $2)`,
    [rule.bucket, rule.windowSeconds],
  );
  if ((row?.hits ?? 0) >= rule.limit) throw new AppError('rate_limited', rule.message);
  await sql.prepared('rate_hit', `INSERT INTO rate_limit_hits (bucket) VALUES ($1)`, [rule.bucket]);
}

export async function clearRateLimit(sql: Sql, bucket: string): Promise<void> {
  await sql.query(`DELETE FROM rate_limit_hits WHERE bucket = $1`, [bucket]);
}
