/** Shipping orders (DESIGN §19): the items an order took out of the inventory, and its states. */
import type { ShippingStatus } from '@lootforge/core/cashier';
import type { ShippingAddress } from '@lootforge/core/contracts/cashier';
import type { Sql } from '../../db/client';

export type ShippingOrderRow = {
  id: string;
  user_id: string;
  status: ShippingStatus;
  fee_cents: number;
  items_value_cents: number;
  items: ShippedItem[];
  address: ShippingAddress;
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  reason: string | null;
  created_at: Date;
  updated_at: Date;
  user_name?: string | null;
};

export type ShippedItem = { id: string; name: string; valueCents: number; thumbKey: string | null };

const withNumbers = (row: ShippingOrderRow): ShippingOrderRow => ({ ...row, fee_cents: Number(row.fee_cents), items_value_cents: Number(row.items_value_cents) });

/**
 * Locks the player's items among `ids` that are still in their inventory (neither sold nor
 * shipped), in id order as a sale locks them, so a sale and an order of the same item at once
 * wait for each other and the second finds it gone.
 */
export async function lockShippableItems(tx: Sql, input: { userId: string; ids: string[] }): Promise<ShippedItem[]> {
  const rows = await tx.query<{ id: string; name: string; value_cents: number; thumb_key: string | null }>(
    `WITH locked AS (
       SELECT id FROM inventory_items
       WHERE user_id = $1 AND id = ANY($2::uuid[]) AND sold_at IS NULL AND shipping_order_id IS NULL AND upgrade_id IS NULL
       ORDER BY id FOR UPDATE
     )
     SELECT inv.id, i.name, inv.value_cents, i.thumb_key FROM locked JOIN inventory_items inv ON inv.id = locked.id JOIN items i ON i.id = inv.item_id
     ORDER BY inv.value_cents DESC, inv.id`,
    [input.userId, input.ids],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, valueCents: Number(row.value_cents), thumbKey: row.thumb_key }));
}

export async function insertShippingOrder(
  tx: Sql,
  input: { id: string; userId: string; feeCents: number; itemsValueCents: number; address: ShippingAddress; items: ShippedItem[]; at: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO shipping_orders (id, user_id, status, fee_cents, items_value_cents, items, address, created_at, updated_at) VALUES ($1, $2, 'requested', $3, $4, $5, $6, $7, $7)`,
    [input.id, input.userId, input.feeCents, input.itemsValueCents, JSON.stringify(input.items), JSON.stringify(input.address), input.at],
  );
  await tx.query(`UPDATE inventory_items SET shipping_order_id = $1 WHERE id = ANY($2::uuid[])`, [input.id, input.items.map((item) => item.id)]);
}

export async function lockShippingOrder(tx: Sql, id: string): Promise<ShippingOrderRow | null> {
  const [row] = await tx.query<ShippingOrderRow>(`SELECT * FROM shipping_orders WHERE id = $1 FOR UPDATE`, [id]);
  return row ? withNumbers(row) : null;
}

export async function updateShippingOrder(
  tx: Sql,
  input: { id: string; status: ShippingStatus; at: Date; carrier?: string; trackingNumber?: string; trackingUrl?: string; reason?: string },
): Promise<void> {
  await tx.query(
    `UPDATE shipping_orders SET status = $2, updated_at = $3, carrier = coalesce($4, carrier), tracking_number = coalesce($5, tracking_number),
       tracking_url = coalesce($6, tracking_url), reason = coalesce($7, reason)
     WHERE id = $1`,
    [input.id, input.status, input.at, input.carrier ?? null, input.trackingNumber ?? null, input.trackingUrl ?? null, input.reason ?? null],
  );
}

/** A cancelled order's items go back to the inventory. */
export async function releaseShippingItems(tx: Sql, orderId: string): Promise<void> {
  await tx.query(`UPDATE inventory_items SET shipping_order_id = NULL WHERE shipping_order_id = $1`, [orderId]);
}

export async function listShippingOrders(sql: Sql, input: { userId?: string; status?: ShippingStatus; limit: number }): Promise<ShippingOrderRow[]> {
  const rows = await sql.query<ShippingOrderRow>(
    `SELECT o.*, u.user_name FROM shipping_orders o JOIN users u ON u.id = o.user_id
     WHERE ($1::uuid IS NULL OR o.user_id = $1) AND ($2::text IS NULL OR o.status = $2)
     ORDER BY o.created_at ${input.status === 'requested' || input.status === 'processing' ? 'ASC' : 'DESC'}, o.id LIMIT $3`,
    [input.userId ?? null, input.status ?? null, input.limit],
  );
  return rows.map(withNumbers);
}
