/** The SQL of the upgrader (DESIGN §20): the staked items, the target, and the upgrade's record. */
import type { Sql } from '../db/client';

export type StakedItem = { inventoryId: string; itemId: string; name: string; valueCents: number };

/**
 * Takes these inventory items out of the player's inventory into upgrade `upgradeId`, all or
 * none: the rows are locked in id order (as a sale and a shipping order lock theirs) and each is
 * checked again under its lock, so an item sold, shipped or staked meanwhile is left out and the
 * caller, finding fewer than it asked for, refuses the whole upgrade.
 */
export async function stakeItems(tx: Sql, input: { userId: string; inventoryIds: string[]; upgradeId: string }): Promise<StakedItem[]> {
  if (input.inventoryIds.length === 0) return [];
  const rows = await tx.query<{ id: string; item_id: string; name: string; value_cents: number | string }>(
    `WITH locked AS (
       SELECT id FROM inventory_items
       WHERE user_id = $1 AND id = ANY($2::uuid[]) AND sold_at IS NULL AND shipping_order_id IS NULL AND upgrade_id IS NULL
       ORDER BY id FOR UPDATE
     ), staked AS (
       UPDATE inventory_items inv SET upgrade_id = $3 FROM locked
       WHERE inv.id = locked.id AND inv.sold_at IS NULL AND inv.shipping_order_id IS NULL AND inv.upgrade_id IS NULL
       RETURNING inv.id, inv.item_id, inv.value_cents
     )
     SELECT s.id, s.item_id, i.name, s.value_cents FROM staked s JOIN items i ON i.id = s.item_id ORDER BY s.id`,
    [input.userId, input.inventoryIds, input.upgradeId],
  );
  return rows.map((r) => ({ inventoryId: r.id, itemId: r.item_id, name: r.name, valueCents: Number(r.value_cents) }));
}

export async function findTargetItem(sql: Sql, itemId: string): Promise<{ id: string; name: string; value_cents: number } | undefined> {
  const [row] = await sql.query<{ id: string; name: string; value_cents: number | string }>(`SELECT id, name, value_cents FROM items WHERE id = $1`, [itemId]);
  return row && { ...row, value_cents: Number(row.value_cents) };
}

/** Moves the seed pair past the nonce an upgrade used. */
export async function useNonce(tx: Sql, seedPairId: string): Promise<void> {
  await tx.query(`UPDATE seed_pairs SET nonce = nonce + 1 WHERE id = $1`, [seedPairId]);
}

export type UpgradeRow = {
  id: string;
  user_id: string;
  stake_cents: number | string;
  balance_cents: number | string;
  items: StakedItem[];
  target_item_id: string;
  target_name: string;
  target_value_cents: number | string;
  chance_ppm: number;
  house_edge_ppm: number | null;
  direction: 'under' | 'over';
  seed_pair_id: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  ticket: number;
  won: boolean;
  inventory_item_id: string | null;
  created_at: Date;
  /** For the live feed: the player's name and picture, the target's picture. */
  user_name: string | null;
  avatar_thumb_key: string | null;
  thumb_key: string | null;
};

const VIEW_JOINS = `JOIN seed_pairs p ON p.id = u.seed_pair_id JOIN users pl ON pl.id = u.user_id JOIN items i ON i.id = u.target_item_id`;
const VIEW_COLUMNS = `u.*, p.server_seed_hash, pl.user_name, pl.avatar_thumb_key, i.thumb_key`;

/** Records an upgrade and, when it won, puts the target into the inventory at its value; returns the record. */
export async function insertUpgrade(
  tx: Sql,
  input: {
    id: string;
    userId: string;
    stakeCents: number;
    balanceCents: number;
    items: StakedItem[];
    target: { id: string; name: string; valueCents: number };
    chancePpm: number;
    houseEdgePpm: number;
    direction: 'under' | 'over';
    pair: { id: string; clientSeed: string; nonce: number };
    ticket: number;
    won: boolean;
    idempotencyKey: string | null;
    at: Date;
  },
): Promise<UpgradeRow> {
  const [row] = await tx.query<UpgradeRow>(
    `WITH won AS (
       INSERT INTO inventory_items (user_id, item_id, value_cents, source_type, source_id, created_at)
       SELECT $2, $6, $8, 'upgrade', $1, $15 WHERE $14
       RETURNING id
     ), up AS (
       INSERT INTO upgrades (id, user_id, stake_cents, balance_cents, items, target_item_id, target_name, target_value_cents, chance_ppm, direction,
                             seed_pair_id, client_seed, nonce, ticket, won, inventory_item_id, idempotency_key, created_at, house_edge_ppm)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11, $12, $13, $16, $14, (SELECT id FROM won), $17, $15, $18)
       RETURNING *
     )
     SELECT ${VIEW_COLUMNS} FROM up u ${VIEW_JOINS}`,
    [
      input.id,
      input.userId,
      input.stakeCents,
      input.balanceCents,
      JSON.stringify(input.items),
      input.target.id,
      input.target.name,
      input.target.valueCents,
      input.chancePpm,
      input.direction,
      input.pair.id,
      input.pair.clientSeed,
      input.pair.nonce,
      input.won,
      input.at,
      input.ticket,
      input.idempotencyKey,
      input.houseEdgePpm,
    ],
  );
  return row!;
}

/** One of a player's upgrades, by id or by the Idempotency-Key it was made under. */
export async function findUpgrade(sql: Sql, input: { userId: string; id?: string; idempotencyKey?: string }): Promise<UpgradeRow | undefined> {
  const [row] = await sql.query<UpgradeRow>(
    `SELECT ${VIEW_COLUMNS} FROM upgrades u ${VIEW_JOINS}
     WHERE u.user_id = $1 AND (u.id = $2 OR ($2::uuid IS NULL AND u.idempotency_key = $3))`,
    [input.userId, input.id ?? null, input.idempotencyKey ?? null],
  );
  return row;
}
