/** The SQL of levels and free cases (DESIGN §21): the level packs, and the claims made. */
import type { Sql } from '../db/client';

export type LevelPackRow = {
  id: string;
  name: string;
  level_tier: number;
  thumb_key: string | null;
  items: Array<{ item_id: string; name: string; value_cents: number; odds_ppm: number; thumb_key: string | null }>;
};

/** The active level pack of each tier, with its table. */
export async function listLevelPacks(sql: Sql): Promise<LevelPackRow[]> {
  return sql.query<LevelPackRow>(
    `SELECT p.id, p.name, p.level_tier, p.thumb_key,
       coalesce((SELECT json_agg(json_build_object('item_id', i.id, 'name', i.name, 'value_cents', i.value_cents, 'odds_ppm', pi.odds_ppm, 'thumb_key', i.thumb_key) ORDER BY pi.position)
                 FROM pack_items pi JOIN items i ON i.id = pi.item_id WHERE pi.pack_id = p.id), '[]') AS items
     FROM packs p WHERE p.kind = 'level' AND p.active ORDER BY p.level_tier`,
  );
}

/** The active level pack of one tier, if there is one. */
export async function findLevelPack(sql: Sql, tier: number): Promise<string | undefined> {
  const [row] = await sql.query<{ id: string }>(`SELECT id FROM packs WHERE kind = 'level' AND active AND level_tier = $1`, [tier]);
  return row?.id;
}

/** A player's claims: every key, and their daily claims' count and latest time. */
export async function readClaims(sql: Sql, userId: string): Promise<{ keys: Set<string>; dailyCount: number; lastDailyAt: Date | null }> {
  const rows = await sql.query<{ claim_key: string; claimed_at: Date }>(`SELECT claim_key, claimed_at FROM free_claims WHERE user_id = $1`, [userId]);
  const daily = rows.filter((row) => row.claim_key.startsWith('daily:'));
  const lastDailyAt = daily.reduce<Date | null>((latest, row) => (latest === null || row.claimed_at > latest ? row.claimed_at : latest), null);
  return { keys: new Set(rows.map((row) => row.claim_key)), dailyCount: daily.length, lastDailyAt };
}

/** Records a claim once; false when its key was claimed already (by this call's twin, say). */
export async function insertClaim(tx: Sql, input: { userId: string; key: string; packId: string; at: Date }): Promise<boolean> {
  const rows = await tx.query(`INSERT INTO free_claims (user_id, claim_key, pack_id, claimed_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1`, [
    input.userId,
    input.key,
    input.packId,
    input.at,
  ]);
  return rows.length === 1;
}

/** Links a claim to the open it made, and marks the item as a free case's (its sale counts as bonus money, DESIGN §19). */
export async function recordClaimOpen(tx: Sql, input: { userId: string; key: string; openId: string; inventoryId: string }): Promise<void> {
  await tx.query(
    `WITH item AS (UPDATE inventory_items SET source_type = 'free_case' WHERE id = $4)
     UPDATE free_claims SET open_id = $3 WHERE user_id = $1 AND claim_key = $2`,
    [input.userId, input.key, input.openId, input.inventoryId],
  );
}

/**
 * Free cases opened (DESIGN §21) and what their items were worth, by one player or by everyone,
 * claimed in [from, to) when given: the operator's player page and finance report.
 */
export async function sumFreeOpens(sql: Sql, input: { userId?: string; from?: Date; to?: Date }): Promise<{ opened: number; valueCents: number }> {
  const [row] = await sql.query<{ opened: number; value_cents: number | string }>(
    `SELECT count(*)::int AS opened, coalesce(sum(o.value_cents), 0) AS value_cents
     FROM free_claims c JOIN pack_opens o ON o.id = c.open_id
     WHERE ($1::uuid IS NULL OR c.user_id = $1) AND ($2::timestamptz IS NULL OR c.claimed_at >= $2) AND ($3::timestamptz IS NULL OR c.claimed_at < $3)`,
    [input.userId ?? null, input.from ?? null, input.to ?? null],
  );
  return { opened: row?.opened ?? 0, valueCents: Number(row?.value_cents ?? 0) };
}
