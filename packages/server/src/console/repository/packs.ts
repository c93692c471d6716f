/** The SQL of the console's packs: official packs and level cases as admins list and edit them. */
import type { Sql } from '../../db/client';
import type { PackRow } from '../../packs/repository';

/** A marketplace row, of any kind, with a level case's tier and whether it is listed. */
export type AdminPackRow = Omit<PackRow, 'kind' | 'active'> & { kind: 'official' | 'community' | 'level'; level_tier: number | null; active: boolean };

export type AdminPackItemRow = { item_id: string; name: string; value_cents: number; odds_ppm: number; thumb_key: string | null };

const COLUMNS = `p.id, p.name, p.kind, p.level_tier, p.active, p.price_cents, p.image_key, p.thumb_key, p.opens_count, p.commission_bp, p.created_at`;

/**
 * A page of the listed packs admins make: official packs and level cases (`kind` narrows),
 * newest first; level cases alone come by tier. A hidden pack leaves the list (the audit log
 * links back to it).
 */
export async function listAdminPacks(sql: Sql, input: { kind: 'any' | 'official' | 'level'; limit: number; offset: number }): Promise<{ rows: AdminPackRow[]; total: number }> {
  const kinds = input.kind === 'any' ? ['official', 'level'] : [input.kind];
  // Level cases made together (the demo's, in one transaction) come by tier.
  const order = input.kind === 'level' ? 'p.level_tier, p.id' : 'p.created_at DESC, p.level_tier, p.id';
  const where = `p.active AND p.kind = ANY($1::text[])`;
  const [rows, [count]] = await Promise.all([
    sql.query<AdminPackRow>(
      `SELECT ${COLUMNS}, NULL AS creator_name, (SELECT COUNT(*) FROM pack_items pi WHERE pi.pack_id = p.id)::int AS item_count
       FROM packs p WHERE ${where} ORDER BY ${order} LIMIT $2 OFFSET $3`,
      [kinds, input.limit, input.offset],
    ),
    sql.query<{ total: number }>(`SELECT COUNT(*)::int AS total FROM packs p WHERE ${where}`, [kinds]),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Any pack, listed or hidden, with its items in stored order. */
export async function loadAdminPack(sql: Sql, packId: string): Promise<{ pack: AdminPackRow; items: AdminPackItemRow[] } | undefined> {
  const [pack] = await sql.query<AdminPackRow>(
    `SELECT ${COLUMNS}, u.user_name AS creator_name, (SELECT COUNT(*) FROM pack_items pi WHERE pi.pack_id = p.id)::int AS item_count
     FROM packs p LEFT JOIN users u ON u.id = p.creator_user_id WHERE p.id = $1`,
    [packId],
  );
  if (!pack) return undefined;
  const items = await sql.query<AdminPackItemRow>(
    `SELECT i.id AS item_id, i.name, i.value_cents, pi.odds_ppm, i.thumb_key
     FROM pack_items pi JOIN items i ON i.id = pi.item_id WHERE pi.pack_id = $1 ORDER BY pi.position`,
    [packId],
  );
  return { pack, items };
}

/** The listed level case of a tier, other than `exceptId`, if there is one. */
export async function findListedLevelCase(sql: Sql, tier: number, exceptId: string | null): Promise<{ id: string; name: string } | undefined> {
  const [row] = await sql.query<{ id: string; name: string }>(
    `SELECT id, name FROM packs WHERE kind = 'level' AND active AND level_tier = $1 AND ($2::uuid IS NULL OR id <> $2)`,
    [tier, exceptId],
  );
  return row;
}
