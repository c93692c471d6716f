/** The SQL of the health check. */
import type { Sql } from '../db/client';

/** Resolves when the database answers; rejects when it cannot be reached. */
export async function pingDatabase(sql: Sql): Promise<void> {
  await sql.query('SELECT 1');
}
