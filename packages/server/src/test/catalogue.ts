/** Items and packs written straight into the database, for tests that need a catalogue. */
import { randomUUID } from 'node:crypto';
import { packPriceCents } from '@lootforge/core/pack';
import type { Sql } from '../db/client';

let itemNumber = 100_000;

export async function createTestPack(
  sql: Sql,
  input: { name?: string; items: Array<{ valueCents: number; oddsPpm: number; name?: string }>; houseEdge?: number },
): Promise<{ packId: string; priceCents: number; itemIds: string[] }> {
  const itemIds: string[] = [];
  for (const item of input.items) {
    const id = randomUUID();
    await sql.query(`INSERT INTO items (id, number, name, value_cents) VALUES ($1, $2, $3, $4)`, [id, ++itemNumber, item.name ?? `Item ${itemNumber}`, item.valueCents]);
    itemIds.push(id);
  }
  const packId = randomUUID();
  const priceCents = packPriceCents(input.items, input.houseEdge ?? 0.08);
  await sql.query(`INSERT INTO packs (id, name, kind, price_cents) VALUES ($1, $2, 'official', $3)`, [packId, input.name ?? `Pack ${packId.slice(0, 6)}`, priceCents]);
  for (const [position, item] of input.items.entries()) {
    await sql.query(`INSERT INTO pack_items (pack_id, position, item_id, odds_ppm) VALUES ($1, $2, $3, $4)`, [packId, position, itemIds[position], item.oddsPpm]);
  }
  return { packId, priceCents, itemIds };
}

/** A pack priced at $17.01 (expected value $15.75) with items from $1 to $200. */
export const standardPackItems = [
  { valueCents: 100, oddsPpm: 50_000 },
  { valueCents: 500, oddsPpm: 30_000 },
  { valueCents: 2_500, oddsPpm: 15_000 },
  { valueCents: 20_000, oddsPpm: 5_000 },
];
