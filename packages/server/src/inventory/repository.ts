/** The SQL of the inventory. */
import type { Sql } from '../db/client';

export type OwnedItemRow = {
  id: string;
  item_id: string;
  name: string;
  value_cents: number;
  thumb_key: string | null;
  image_key: string | null;
  source_type: string;
  pack_name: string | null;
  created_at: Date;
};

export async function listOwned(sql: Sql, input: { userId: string; limit: number; offset: number }) {
  const [rows, [summary]] = await Promise.all([
    sql.query<OwnedItemRow>(
      `SELECT inv.id, inv.item_id, i.name, inv.value_cents, i.thumb_key, i.image_key, inv.source_type, o.pack_name, inv.created_at
       FROM inventory_items inv JOIN items i ON i.id = inv.item_id LEFT JOIN pack_opens o ON o.id = inv.source_id
       WHERE inv.user_id = $1 AND inv.sold_at IS NULL AND inv.shipping_order_id IS NULL AND inv.upgrade_id IS NULL ORDER BY inv.created_at DESC, inv.id LIMIT $2 OFFSET $3`,
      [input.userId, input.limit, input.offset],
    ),
    sql.query<{ count: number; total: number }>(
      `SELECT COUNT(*)::int AS count, COALESCE(SUM(value_cents), 0)::bigint AS total FROM inventory_items WHERE user_id = $1 AND sold_at IS NULL AND shipping_order_id IS NULL AND upgrade_id IS NULL`,
      [input.userId],
    ),
  ]);
  return { rows, count: summary!.count, totalCents: summary!.total };
}

/**
 * Marks a person's unsold items sold (all of them, or those of `ids`) and
 * returns them. The rows are locked in id order, so two sales of
 * overlapping items wait for each other rather than deadlock, and each row is
 * checked again under its lock: an item sold meanwhile (even at the same
 * moment) is left out, so an item sells at most once.
 */
export async function markSold(tx: Sql, input: { userId: string; ids: string[] | 'all' }): Promise<Array<{ id: string; value_cents: number; source_type: string }>> {
  return tx.query(
    `WITH locked AS (
       SELECT id FROM inventory_items
       WHERE user_id = $1 AND sold_at IS NULL AND shipping_order_id IS NULL AND upgrade_id IS NULL AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[]))
       ORDER BY id FOR UPDATE
     ), sold AS (
       UPDATE inventory_items inv SET sold_at = now() FROM locked
       WHERE inv.id = locked.id AND inv.sold_at IS NULL AND inv.shipping_order_id IS NULL AND inv.upgrade_id IS NULL
       RETURNING inv.id, inv.value_cents, inv.source_type
     )
     SELECT id, value_cents, source_type FROM sold ORDER BY id`,
    [input.userId, input.ids === 'all' ? null : input.ids],
  );
}

/** Whether any of these unsold items (or any at all: 'all') came from a free case; read without a lock (an item's source never changes). */
export async function holdsFreeCaseItems(sql: Sql, input: { userId: string; ids: string[] | 'all' }): Promise<boolean> {
  const [row] = await sql.query<{ any: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM inventory_items WHERE user_id = $1 AND source_type = 'free_case' AND sold_at IS NULL AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[]))) AS any`,
    [input.userId, input.ids === 'all' ? null : input.ids],
  );
  return row!.any;
}
