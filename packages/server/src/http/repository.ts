/**
 * The SQL of the rate limits (DESIGN §8): one counter per bucket and fixed window of
 * `windowSeconds`, incremented by an upsert, so concurrent hits each get their own count.
 */
import type { Sql } from '../db/client';

/** The counts a check weighs: this window's (with any hit just added), the previous window's, and how far into this window now is (0 to 1). */
export type WindowCounts = { hits: number; previous: number; elapsed: number };

/** The start of the window holding now, `$2` seconds long, counted from the epoch. */
const WINDOW = `to_timestamp(floor(extract(epoch FROM now()) / $2::int) * $2::int)`;

/**
 * Adds one hit to the bucket's counter for the window holding now and returns the counts, in one
 * statement; windows older than the previous one are dropped on the way.
 */
export async function addHit(sql: Sql, input: { bucket: string; windowSeconds: number }): Promise<WindowCounts> {
  const [row] = await sql.prepared<{ hits: number; previous: number | null; elapsed: number }>(
    'rate_hit',
    `WITH pruned AS (
       DELETE FROM rate_limit_counters WHERE bucket = $1 AND window_start < ${WINDOW} - make_interval(secs => $2::int)
     ), hit AS (
       INSERT INTO rate_limit_counters AS c (bucket, window_start, hits) VALUES ($1, ${WINDOW}, 1)
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = c.hits + 1
       RETURNING hits
     )
     SELECT (SELECT hits FROM hit) AS hits,
       (SELECT hits FROM rate_limit_counters WHERE bucket = $1 AND window_start = ${WINDOW} - make_interval(secs => $2::int)) AS previous,
       (extract(epoch FROM now()) - extract(epoch FROM ${WINDOW}))::float8 / $2::int AS elapsed`,
    [input.bucket, input.windowSeconds],
  );
  return { hits: Number(row!.hits), previous: Number(row!.previous ?? 0), elapsed: Number(row!.elapsed) };
}

/** The counts without adding a hit. */
export async function readCounts(sql: Sql, input: { bucket: string; windowSeconds: number }): Promise<WindowCounts> {
  const [row] = await sql.prepared<{ hits: number | null; previous: number | null; elapsed: number }>(
    'rate_read',
    `SELECT (SELECT hits FROM rate_limit_counters WHERE bucket = $1 AND window_start = ${WINDOW}) AS hits,
       (SELECT hits FROM rate_limit_counters WHERE bucket = $1 AND window_start = ${WINDOW} - make_interval(secs => $2::int)) AS previous,
       (extract(epoch FROM now()) - extract(epoch FROM ${WINDOW}))::float8 / $2::int AS elapsed`,
    [input.bucket, input.windowSeconds],
  );
  return { hits: Number(row!.hits ?? 0), previous: Number(row!.previous ?? 0), elapsed: Number(row!.elapsed) };
}

export async function deleteCounters(sql: Sql, bucket: string): Promise<void> {
  await sql.query(`DELETE FROM rate_limit_counters WHERE bucket = $1`, [bucket]);
}
