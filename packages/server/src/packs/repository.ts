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
  // Level packs are never sold (DESIGN §21): claimed on /levels only.
  const where = `p.active AND p.kind <> 'level' AND ($1::text IS NULL OR p.kind = $1) AND ($2::text IS NULL OR p.name_lower LIKE $2) AND p.price_cents > $3`;
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

/** The current values of those of `itemIds` that exist. */
export async function findItemValues(sql: Sql, itemIds: string[]): Promise<Array<{ id: string; value_cents: number }>> {
  return sql.query<{ id: string; value_cents: number }>(`SELECT id, value_cents FROM items WHERE id = ANY($1::uuid[])`, [itemIds]);
}

/** Whether the person has finished signing up (false for no such person). */
export async function isProfileComplete(sql: Sql, userId: string): Promise<boolean> {
  const [user] = await sql.query<{ complete: boolean }>(`SELECT profile_completed_at IS NOT NULL AS complete FROM users WHERE id = $1`, [userId]);
  return user?.complete ?? false;
}

export async function insertPack(
  tx: Sql,
  input: {
    id: string;
    name: string;
    kind: 'official' | 'community' | 'level';
    /** A level case's tier (DESIGN §21); null for every other kind. */
    levelTier?: number | null;
    creatorUserId: string | null;
    commissionBp: number;
    priceCents: number;
    imageKey: string;
    thumbKey: string;
    active: boolean;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO packs (id, name, kind, level_tier, creator_user_id, commission_bp, price_cents, image_key, thumb_key, active) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [input.id, input.name, input.kind, input.levelTier ?? null, input.creatorUserId, input.commissionBp, input.priceCents, input.imageKey, input.thumbKey, input.active],
  );
}

export async function insertPackItem(tx: Sql, input: { packId: string; position: number; itemId: string; oddsPpm: number }): Promise<void> {
  await tx.query(`INSERT INTO pack_items (pack_id, position, item_id, odds_ppm) VALUES ($1, $2, $3, $4)`, [input.packId, input.position, input.itemId, input.oddsPpm]);
}

/** Makes `entries` the pack's items, in that order. */
export async function replacePackItems(tx: Sql, packId: string, entries: Array<{ itemId: string; oddsPpm: number }>): Promise<void> {
  await tx.query(`DELETE FROM pack_items WHERE pack_id = $1`, [packId]);
  for (const [position, entry] of entries.entries()) await insertPackItem(tx, { packId, position, itemId: entry.itemId, oddsPpm: entry.oddsPpm });
}

/** A pack as an edit starts from, locked for the transaction. */
type PackForEdit = {
  name: string;
  kind: string;
  level_tier: number | null;
  active: boolean;
  price_cents: number;
  commission_bp: number;
  image_key: string | null;
  thumb_key: string | null;
};

export async function lockPackForEdit(tx: Sql, packId: string): Promise<PackForEdit | undefined> {
  const [pack] = await tx.query<PackForEdit>(
    `SELECT name, kind, level_tier, active, price_cents, commission_bp, image_key, thumb_key FROM packs WHERE id = $1 FOR UPDATE`,
    [packId],
  );
  return pack;
}

/** Sets the fields given (undefined keeps a field). */
export async function updatePack(tx: Sql, input: { id: string; name?: string; active?: boolean; imageKey?: string; thumbKey?: string }): Promise<void> {
  await tx.query(
    `UPDATE packs SET name = COALESCE($2, name), active = COALESCE($3, active), image_key = COALESCE($4, image_key), thumb_key = COALESCE($5, thumb_key), updated_at = now() WHERE id = $1`,
    [input.id, input.name ?? null, input.active ?? null, input.imageKey ?? null, input.thumbKey ?? null],
  );
}

const ADD_OPENS_SQL = `WITH c AS (
  SELECT * FROM json_to_recordset($1::json) AS c(id uuid, n int)
), locked AS (
  SELECT p.id FROM packs p JOIN c USING (id) ORDER BY p.id FOR UPDATE OF p
)
UPDATE packs p SET opens_count = p.opens_count + c.n FROM c JOIN locked USING (id) WHERE p.id = c.id`;

/** Adds to packs' open counts in one statement, locking the rows in id order as the repricing does, so the two never deadlock. */
export async function addPackOpens(sql: Sql, counts: Array<{ packId: string; count: number }>): Promise<void> {
  await sql.prepared('pack_popularity_flush', ADD_OPENS_SQL, [JSON.stringify(counts.map(({ packId, count }) => ({ id: packId, n: count })))]);
}

export type OpenedItem = {
  openId: string;
  inventoryId: string;
  itemId: string;
  name: string;
  valueCents: number;
  thumbKey: string | null;
  imageKey: string | null;
  ticket: number;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  /** The table the roll used (DESIGN §23); null for an open made before tables were committed. */
  tableHash: string | null;
};

type PackItemForOpen = { item_id: string; name: string; value_cents: number; odds_ppm: number; thumb_key: string | null; image_key: string | null };

/** The pack (null fields: no such active pack), its items in stored order, the opener, and their opens recorded under `keys`. */
export type PackForOpen = {
  id: string | null;
  name: string | null;
  price_cents: number | null;
  kind: string | null;
  creator_user_id: string | null;
  commission_bp: number | null;
  items: PackItemForOpen[];
  complete: boolean;
  user_name: string | null;
  avatar_thumb_key: string | null;
  repeated: string[];
};

export const READ_FOR_OPEN_SQL = `SELECT p.id, p.name, p.price_cents, p.kind, p.creator_user_id, p.commission_bp,
  COALESCE((SELECT json_agg(json_build_object('item_id', i.id, 'name', i.name, 'value_cents', i.value_cents, 'odds_ppm', pi.odds_ppm,
                                              'thumb_key', i.thumb_key, 'image_key', i.image_key) ORDER BY pi.position)
            FROM pack_items pi JOIN items i ON i.id = pi.item_id WHERE pi.pack_id = p.id), '[]') AS items,
  u.profile_completed_at IS NOT NULL AS complete, u.user_name, u.avatar_thumb_key,
  COALESCE((SELECT array_agg(o.id) FROM pack_opens o WHERE o.user_id = u.id AND o.idempotency_key = ANY($3::text[])), '{}') AS repeated
FROM users u LEFT JOIN packs p ON p.id = $1 AND p.active
WHERE u.id = $2`;

/** Reads an open's pack and opener in one statement. */
export async function readForOpen(tx: Sql, input: { packId: string; userId: string; keys: Array<string | null> }): Promise<PackForOpen> {
  const [row] = await tx.prepared<PackForOpen>('pack_open_read', READ_FOR_OPEN_SQL, [input.packId, input.userId, input.keys]);
  if (!row) throw new Error(`No user ${input.userId} for an open.`);
  return row;
}

/** What an open writes: the pack as charged, the seed pair used, and each roll. */
export type OpenRecord = {
  userId: string;
  pack: { id: string; name: string; priceCents: number; odds: Array<{ itemId: string; oddsPpm: number }>; tableHash: string };
  pair: { id: string; clientSeed: string; serverSeedHash: string; nonce: number };
  rolls: Array<{ nonce: number; ticket: number; key: string | null; item: PackItemForOpen }>;
};

/** Moves the pair's nonce past the ones used, and writes every open and its inventory row. */
export const RECORD_OPENS_SQL = `WITH pair AS (
  UPDATE seed_pairs SET nonce = nonce + $8 WHERE id = $5
), o AS (
  INSERT INTO pack_opens (user_id, pack_id, pack_name, price_cents, seed_pair_id, client_seed, nonce, ticket, item_id, item_name, value_cents, odds, idempotency_key, table_hash)
  SELECT $1, $2, $3, $4, $5, $6, n.nonce, n.ticket, n.item_id, n.item_name, n.value_cents, $7, n.key, $10
  FROM json_to_recordset($9::json) AS n(nonce int, ticket int, item_id uuid, item_name text, value_cents bigint, key text)
  RETURNING id, nonce, item_id, value_cents
), inv AS (
  INSERT INTO inventory_items (user_id, item_id, value_cents, source_type, source_id)
  SELECT $1, o.item_id, o.value_cents, 'pack_open', o.id FROM o
  RETURNING id, source_id
)
SELECT o.id AS open_id, inv.id AS inventory_id FROM o JOIN inv ON inv.source_id = o.id ORDER BY o.nonce`;

export function recordOpensParams(record: OpenRecord): unknown[] {
  const rows = record.rolls.map((r) => ({ nonce: r.nonce, ticket: r.ticket, item_id: r.item.item_id, item_name: r.item.name, value_cents: r.item.value_cents, key: r.key }));
  const { pack, pair } = record;
  return [record.userId, pack.id, pack.name, pack.priceCents, pair.id, pair.clientSeed, JSON.stringify(pack.odds), record.rolls.length, JSON.stringify(rows), pack.tableHash];
}

export async function recordOpens(tx: Sql, record: OpenRecord): Promise<OpenedItem[]> {
  const rows = await tx.prepared<{ open_id: string; inventory_id: string }>('pack_open_record', RECORD_OPENS_SQL, recordOpensParams(record));
  return record.rolls.map((r, i) => ({
    openId: rows[i]!.open_id,
    inventoryId: rows[i]!.inventory_id,
    itemId: r.item.item_id,
    name: r.item.name,
    valueCents: r.item.value_cents,
    thumbKey: r.item.thumb_key,
    imageKey: r.item.image_key,
    ticket: r.ticket,
    nonce: r.nonce,
    clientSeed: record.pair.clientSeed,
    serverSeedHash: record.pair.serverSeedHash,
    tableHash: record.pack.tableHash,
  }));
}

/** Opens already made, as an open answers them (for a repeated request). */
export async function loadOpens(tx: Sql, openIds: string[]): Promise<OpenedItem[]> {
  const rows = await tx.query<{ id: string; inventory_id: string; item_id: string; item_name: string; value_cents: number; thumb_key: string | null; image_key: string | null; ticket: number; nonce: number; client_seed: string; server_seed_hash: string; table_hash: string | null }>(
    `SELECT o.id, inv.id AS inventory_id, o.item_id, o.item_name, o.value_cents, i.thumb_key, i.image_key, o.ticket, o.nonce, o.client_seed, s.server_seed_hash, o.table_hash
     FROM pack_opens o JOIN items i ON i.id = o.item_id JOIN seed_pairs s ON s.id = o.seed_pair_id
     JOIN inventory_items inv ON inv.source_id = o.id
     WHERE o.id = ANY($1::uuid[]) ORDER BY o.nonce`,
    [openIds],
  );
  return rows.map((r) => ({
    openId: r.id,
    inventoryId: r.inventory_id,
    itemId: r.item_id,
    name: r.item_name,
    valueCents: r.value_cents,
    thumbKey: r.thumb_key,
    imageKey: r.image_key,
    ticket: r.ticket,
    nonce: r.nonce,
    clientSeed: r.client_seed,
    serverSeedHash: r.server_seed_hash,
    tableHash: r.table_hash,
  }));
}

/** Whether any pack (official or a player's) already has this name, ignoring case. */
export async function packNameTaken(sql: Sql, name: string): Promise<boolean> {
  const rows = await sql.query(`SELECT 1 FROM packs WHERE name_lower = lower($1) LIMIT 1`, [name.trim()]);
  return rows.length > 0;
}

/** Keeps a committed table (DESIGN §23) by its hash; one already kept is left as it is. */
export async function insertPackTable(tx: Sql, input: { hash: string; packId: string; entries: string; evCents: number; varCents2: number }): Promise<void> {
  await tx.prepared('pack_table_keep', `INSERT INTO pack_tables (hash, pack_id, entries, ev_cents, var_cents2) VALUES ($1, $2, $3::jsonb, $4, $5) ON CONFLICT (hash) DO NOTHING`, [
    input.hash,
    input.packId,
    input.entries,
    input.evCents,
    input.varCents2,
  ]);
}

/** A committed table by its hash: its text as JSON and the pack it belongs to. */
export async function findPackTable(sql: Sql, hash: string): Promise<{ pack_id: string; entries: Array<[string, number, number]>; created_at: Date } | undefined> {
  const [row] = await sql.query<{ pack_id: string; entries: Array<[string, number, number]>; created_at: Date }>(`SELECT pack_id, entries, created_at FROM pack_tables WHERE hash = $1`, [hash]);
  return row;
}
