/** The SQL of the rate limits: one row per hit, by bucket. */
import type { Sql } from '../db/client';

export async function deleteHitsBefore(sql: Sql, input: { bucket: string; windowSeconds: number }): Promise<void> {
  await sql.prepared('rate_prune', `DELETE FROM rate_limit_hits WHERE bucket = $1 AND at < now() - make_interval(secs => $2)`, [input.bucket, input.windowSeconds]);
}

export async function countHitsWithin(sql: Sql, input: { bucket: string; windowSeconds: number }): Promise<number> {
  const [row] = await sql.prepared<{ hits: number }>(
    'rate_count',
    `SELECT COUNT(*)::int AS hits FROM rate_limit_hits WHERE bucket = $1 AND at >= now() - make_interval(secs => $2)`,
    [input.bucket, input.windowSeconds],
  );
  return row?.hits ?? 0;
}

export async function insertHit(sql: Sql, bucket: string): Promise<void> {
  await sql.prepared('rate_hit', `INSERT INTO rate_limit_hits (bucket) VALUES ($1)`, [bucket]);
}

export async function deleteHits(sql: Sql, bucket: string): Promise<void> {
  await sql.query(`DELETE FROM rate_limit_hits WHERE bucket = $1`, [bucket]);
}
