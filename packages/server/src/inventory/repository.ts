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
       WHERE inv.user_id = $1 AND inv.sold_at IS NULL ORDER BY inv.created_at DESC, inv.id LIMIT $2 OFFSET $3`,
      [input.userId, input.limit, input.offset],
    ),
    sql.query<{ count: number; total: number }>(
      `SELECT COUNT(*)::int AS count, COALESCE(SUM(value_cents), 0)::bigint AS total FROM inventory_items WHERE user_id = $1 AND sold_at IS NULL`,
      [input.userId],
    ),
  ]);
  return { rows, count: summary!.count, totalCents: summary!.total };
}

/**
 * Marks items sold and returns them. Under their row locks, a second sale of
 * the same item (even at the same moment) finds nothing left to sell.
 */
export async function markSold(tx: Sql, input: { userId: string; ids: string[] | 'all' }): Promise<Array<{ id: string; value_cents: number }>> {
  return input.ids === 'all'
    ? tx.query(`UPDATE inventory_items SET sold_at = now() WHERE user_id = $1 AND sold_at IS NULL RETURNING id, value_cents`, [input.userId])
    : tx.query(`UPDATE inventory_items SET sold_at = now() WHERE user_id = $1 AND sold_at IS NULL AND id = ANY($2::uuid[]) RETURNING id, value_cents`, [
        input.userId,
        input.ids,
      ]);
}
