/** The SQL of the demo catalogue: its seeded-once marker, and its items and packs. */
import type { Sql } from '../db/client';

export async function hasMeta(sql: Sql, key: string): Promise<boolean> {
  const rows = await sql.query('SELECT 1 FROM app_meta WHERE key = $1', [key]);
  return rows.length > 0;
}

/** Records `key` with the time; false when it is there already (a concurrent claim waits for the first to finish). */
export async function claimMeta(tx: Sql, key: string): Promise<boolean> {
  const claimed = await tx.query(`INSERT INTO app_meta (key, value) VALUES ($1, now()::text) ON CONFLICT (key) DO NOTHING RETURNING key`, [key]);
  return claimed.length > 0;
}

export async function nextItemNumber(tx: Sql): Promise<number> {
  const [row] = await tx.query<{ next: number }>('SELECT COALESCE(MAX(number), 0)::int + 1 AS next FROM items');
  return row!.next;
}

export async function insertItem(tx: Sql, input: { id: string; number: number; name: string; valueCents: number; imageKey: string; thumbKey: string }): Promise<void> {
  await tx.query(`INSERT INTO items (id, number, name, value_cents, image_key, thumb_key) VALUES ($1, $2, $3, $4, $5, $6)`, [
    input.id,
    input.number,
    input.name,
    input.valueCents,
    input.imageKey,
    input.thumbKey,
  ]);
}

/** An official pack, made `ageMinutes` ago. */
export async function insertOfficialPack(
  tx: Sql,
  input: { id: string; name: string; priceCents: number; imageKey: string; thumbKey: string; ageMinutes: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO packs (id, name, kind, price_cents, image_key, thumb_key, created_at)
     VALUES ($1, $2, 'official', $3, $4, $5, now() - make_interval(mins => $6))`,
    [input.id, input.name, input.priceCents, input.imageKey, input.thumbKey, input.ageMinutes],
  );
}

/** A level tier's free case (DESIGN §21): a pack of kind `level`, never sold; its price is what its table is worth, for the record only. */
export async function insertLevelPack(tx: Sql, input: { id: string; name: string; tier: number; priceCents: number; imageKey: string; thumbKey: string }): Promise<void> {
  await tx.query(`INSERT INTO packs (id, name, kind, level_tier, price_cents, image_key, thumb_key) VALUES ($1, $2, 'level', $3, $4, $5, $6)`, [
    input.id,
    input.name,
    input.tier,
    input.priceCents,
    input.imageKey,
    input.thumbKey,
  ]);
}

/** A demo player with a finished profile (the demo activity's opener and host); `userName` must be free. */
export async function insertDemoPlayer(tx: Sql, input: { id: string; userName: string; clientSeed: string }): Promise<void> {
  await tx.query(
    `INSERT INTO users (id, user_name, client_seed, profile_completed_at, age_confirmed_at) VALUES ($1, $2, $3, now(), now())`,
    [input.id, input.userName, input.clientSeed],
  );
}

/** The demo packs' ids, cheapest first. */
export async function demoPackIds(sql: Sql): Promise<Array<{ id: string; price_cents: number }>> {
  const rows = await sql.query<{ id: string; price_cents: number }>(`SELECT id, price_cents FROM packs WHERE kind = 'official' AND active ORDER BY price_cents, id`);
  return rows.map((row) => ({ id: row.id, price_cents: Number(row.price_cents) }));
}
