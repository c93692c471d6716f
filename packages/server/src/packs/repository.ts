/** The SQL of the pack marketplace. */
import type { PackFilter } from '@lootforge/core/contracts/packs';
import type { Sql } from '../db/client';

export type PackRow = {
  id: string;
  name: string;
  kind: 'official' | 'community';
  price_cents: number;
  image_key: string | null;
  thumb_key: string | null;
  opens_count: number;
  commission_bp: number;
  created_at: Date;
  creator_name: string | null;
  item_count: number;
  active?: boolean;
};

const ORDER: Record<PackFilter, string> = {
  popular: 'p.opens_count DESC, p.created_at DESC, p.id',
  price_asc: 'p.price_cents ASC, p.id',
  price_desc: 'p.price_cents DESC, p.id',
  all: 'p.created_at DESC, p.id',
  over_500: 'p.price_cents ASC, p.id',
  over_1000: 'p.price_cents ASC, p.id',
};

const MIN_PRICE: Record<PackFilter, number> = { popular: 0, price_asc: 0, price_desc: 0, all: 0, over_500: 50_000, over_1000: 100_000 };

/** `%`, `_` and `\` in a search mean themselves. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listPacks(
  sql: Sql,
  input: { q?: string; type: 'official' | 'community' | 'any'; filter: PackFilter; limit: number; offset: number },
): Promise<{ rows: PackRow[]; total: number }> {
  const where = `p.active AND ($1::text IS NULL OR p.kind = $1) AND ($2::text IS NULL OR p.name_lower LIKE $2) AND p.price_cents > $3`;
  const params = [input.type === 'any' ? null : input.type, input.q ? likePattern(input.q.toLowerCase()) : null, MIN_PRICE[input.filter]];
  // One round trip: the page is read in the index order and stops at its end; the item counts and the
  // creator are looked up for its rows only; the total is counted once beside it. Only a page past the
  // end needs its own count.
  const rows = await sql.query<PackRow & { total: number }>(
    `SELECT p.*, u.user_name AS creator_name,
            (SELECT COUNT(*) FROM pack_items pi WHERE pi.pack_id = p.id)::int AS item_count,
            (SELECT COUNT(*) FROM packs p WHERE ${where})::int AS total
     FROM (SELECT p.id, p.name, p.kind, p.price_cents, p.image_key, p.thumb_key, p.opens_count, p.commission_bp, p.created_at, p.creator_user_id
           FROM packs p WHERE ${where} ORDER BY ${ORDER[input.filter]} LIMIT $4 OFFSET $5) p
     LEFT JOIN users u ON u.id = p.creator_user_id
     ORDER BY ${ORDER[input.filter]}`,
    [...params, input.limit, input.offset],
  );
  if (rows.length > 0 || input.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  const [count] = await sql.query<{ total: number }>(`SELECT COUNT(*)::int AS total FROM packs p WHERE ${where}`, params);
  return { rows, total: count?.total ?? 0 };
}

export async function loadPack(sql: Sql, packId: string, options: { includeInactive?: boolean } = {}) {
  const [pack] = await sql.query<PackRow>(
    `SELECT p.id, p.name, p.kind, p.price_cents, p.image_key, p.thumb_key, p.opens_count, p.commission_bp, p.created_at, p.active,
            u.user_name AS creator_name, (SELECT COUNT(*) FROM pack_items pi WHERE pi.pack_id = p.id)::int AS item_count
     FROM packs p LEFT JOIN users u ON u.id = p.creator_user_id WHERE p.id = $1 AND (p.active OR $2)`,
    [packId, options.includeInactive ?? false],
  );
  if (!pack) return undefined;
  const items = await sql.query<{ item_id: string; name: string; value_cents: number; odds_ppm: number; image_key: string | null; thumb_key: string | null }>(
    `SELECT i.id AS item_id, i.name, i.value_cents, pi.odds_ppm, i.image_key, i.thumb_key
     FROM pack_items pi JOIN items i ON i.id = pi.item_id WHERE pi.pack_id = $1 ORDER BY pi.position`,
    [packId],
  );
  return { pack, items };
}

export async function listCatalogueItems(sql: Sql, input: { q?: string; maxPriceCents?: number; limit: number; offset: number }) {
  const where = `($1::text IS NULL OR name ILIKE $1) AND ($2::bigint IS NULL OR value_cents <= $2)`;
  const params = [input.q ? likePattern(input.q) : null, input.maxPriceCents ?? null];
  const [rows, [count]] = await Promise.all([
    sql.query<{ id: string; name: string; value_cents: number; thumb_key: string | null; image_key: string | null }>(
      `SELECT id, name, value_cents, thumb_key, image_key FROM items WHERE ${where} ORDER BY value_cents DESC, id LIMIT $3 OFFSET $4`,
      [...params, input.limit, input.offset],
    ),
    sql.query<{ total: number }>(`SELECT COUNT(*)::int AS total FROM items WHERE ${where}`, params),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export type PackToPrice = { id: string; price_cents: number; commission_bp: number; entries: Array<{ valueCents: number; oddsPpm: number }> };

/** Every pack holding an item, locked, with its entries at the items' values as this transaction sees them. */
export async function lockPacksHoldingItem(tx: Sql, itemId: string): Promise<PackToPrice[]> {
  return tx.query<PackToPrice>(
    `SELECT p.id, p.price_cents, p.commission_bp,
            (SELECT json_agg(json_build_object('valueCents', i.value_cents, 'oddsPpm', pi.odds_ppm) ORDER BY pi.position)
             FROM pack_items pi JOIN items i ON i.id = pi.item_id WHERE pi.pack_id = p.id) AS entries
     FROM packs p WHERE p.id IN (SELECT pack_id FROM pack_items WHERE item_id = $1)
     ORDER BY p.id FOR UPDATE OF p`,
    [itemId],
  );
}

export async function setPackPrice(tx: Sql, packId: string, priceCents: number): Promise<void> {
  await tx.query(`UPDATE packs SET price_cents = $2, updated_at = now() WHERE id = $1`, [packId, priceCents]);
}
