/** The SQL of the upgrader (DESIGN §20): the staked items, the target, and the upgrade's record. */
import type { Sql } from '../db/client';

export type StakedItem = { inventoryId: string; itemId: string; name: string; valueCents: number };

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

/** What an upgrade decides from (DESIGN §20): an upgrade already made under its Idempotency-Key, else the target and the items it staked. */
export type UpgradeRead = {
  /** The upgrade made under this Idempotency-Key (then nothing was staked). */
  earlier: UpgradeRow | null;
  /** The target item; null: no such item (then nothing was staked). */
  target: { id: string; name: string; value_cents: number } | null;
  /** The inventory items taken into the upgrade, in id order: fewer than asked for, and the caller refuses the whole upgrade. */
  staked: StakedItem[];
};

/**
 * One statement: the upgrade made under the Idempotency-Key, if any; else the target item and,
 * when it exists, the staked items taken out of the player's inventory into upgrade $5, all or
 * none: the rows are locked in id order (as a sale and a shipping order lock theirs) and each is
 * checked again under its lock, so an item sold, shipped or staked meanwhile is left out. The
 * conditions on parameters alone ($2 given, $4 not empty) are checked once, before any scan: an
 * upgrade without a key or without items reads nothing for them, whatever plan is cached. Run
 * again in the same transaction (a player whose seed pair is made after it, fairness/seed-pairs.ts)
 * it answers the same: the items already in upgrade $5 are counted again.
 */
export const READ_FOR_UPGRADE_SQL = `WITH earlier AS (
  SELECT ${VIEW_COLUMNS} FROM upgrades u ${VIEW_JOINS} WHERE $2::text IS NOT NULL AND u.user_id = $1 AND u.idempotency_key = $2
), target AS (
  SELECT id, name, value_cents FROM items WHERE id = $3 AND NOT EXISTS (SELECT 1 FROM earlier)
), locked AS (
  SELECT id FROM inventory_items
  WHERE cardinality($4::uuid[]) > 0 AND EXISTS (SELECT 1 FROM target)
    AND user_id = $1 AND id = ANY($4::uuid[]) AND sold_at IS NULL AND shipping_order_id IS NULL AND (upgrade_id IS NULL OR upgrade_id = $5)
  ORDER BY id FOR UPDATE
), staked AS (
  UPDATE inventory_items inv SET upgrade_id = $5 FROM locked
  WHERE cardinality($4::uuid[]) > 0 AND inv.id = locked.id AND inv.sold_at IS NULL AND inv.shipping_order_id IS NULL AND (inv.upgrade_id IS NULL OR inv.upgrade_id = $5)
  RETURNING inv.id, inv.item_id, inv.value_cents
)
SELECT (SELECT to_jsonb(e) FROM earlier e) AS earlier, (SELECT to_jsonb(t) FROM target t) AS target,
  COALESCE((SELECT json_agg(json_build_object('inventoryId', s.id, 'itemId', s.item_id, 'name', i.name, 'valueCents', s.value_cents) ORDER BY s.id)
            FROM staked s JOIN items i ON i.id = s.item_id), '[]') AS staked`;

/** Reads (and stakes) what an upgrade needs in one round trip, under the seed pair's lock; `upgradeId`: the new upgrade's id. */
export async function readForUpgrade(
  tx: Sql,
  input: { userId: string; idempotencyKey: string | null; targetItemId: string; inventoryIds: string[]; upgradeId: string },
): Promise<UpgradeRead> {
  const [row] = await tx.prepared<{ earlier: (Omit<UpgradeRow, 'created_at'> & { created_at: string }) | null; target: UpgradeRead['target']; staked: StakedItem[] }>(
    'upgrade_read',
    READ_FOR_UPGRADE_SQL,
    [input.userId, input.idempotencyKey, input.targetItemId, input.inventoryIds, input.upgradeId],
  );
  const { earlier, target, staked } = row!;
  return {
    // to_jsonb gives the time as ISO text.
    earlier: earlier && { ...earlier, created_at: new Date(earlier.created_at) },
    target: target && { ...target, value_cents: Number(target.value_cents) },
    staked: staked.map((item) => ({ ...item, valueCents: Number(item.valueCents) })),
  };
}

/**
 * One statement, as an open records its opens (packs/repository): moves the seed pair ($11) past
 * the nonce the upgrade used ($13), records the upgrade and, when it won, puts the target into the
 * inventory at its value; returns the record as the page shows it.
 */
export const RECORD_UPGRADE_SQL = `WITH pair AS (
  UPDATE seed_pairs SET nonce = nonce + 1 WHERE id = $11
), won AS (
  INSERT INTO inventory_items (user_id, item_id, value_cents, source_type, source_id, created_at)
  SELECT $2, $6, $8, 'upgrade', $1, $15 WHERE $14
  RETURNING id
), up AS (
  INSERT INTO upgrades (id, user_id, stake_cents, balance_cents, items, target_item_id, target_name, target_value_cents, chance_ppm, direction,
                        seed_pair_id, client_seed, nonce, ticket, won, inventory_item_id, idempotency_key, created_at, house_edge_ppm)
  VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11, $12, $13, $16, $14, (SELECT id FROM won), $17, $15, $18)
  RETURNING *
)
SELECT ${VIEW_COLUMNS} FROM up u ${VIEW_JOINS}`;

export async function recordUpgrade(
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
  const [row] = await tx.prepared<UpgradeRow>('upgrade_record', RECORD_UPGRADE_SQL, [
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
  ]);
  return row!;
}

/** One of a player's upgrades. */
export async function findUpgrade(sql: Sql, input: { userId: string; id: string }): Promise<UpgradeRow | undefined> {
  const [row] = await sql.prepared<UpgradeRow>('upgrade_find', `SELECT ${VIEW_COLUMNS} FROM upgrades u ${VIEW_JOINS} WHERE u.user_id = $1 AND u.id = $2`, [input.userId, input.id]);
  return row;
}
