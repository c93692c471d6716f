/**
 * The demo catalogue: drawn items and official packs, so a fresh `npm start`
 * shows a working site. Seeded once: a row in app_meta, written in the same
 * transaction, makes a second run (or a concurrent one) do nothing.
 */
import { randomUUID } from 'node:crypto';
import { packPriceCents } from '@lootforge/core/pack';
import type { Database } from '../db/client';
import type { Storage } from '../storage/storage';
import { encodeSvg } from '../storage/images';
import { demoItems, demoPacks } from './demo-data';
import { drawItem, drawPack } from './demo-art';

const SEEDED_KEY = 'demo_catalogue_seeded_at';

export type SeedResult = { seeded: boolean; items: number; packs: number };

export async function isDemoSeeded(db: Database): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM app_meta WHERE key = $1', [SEEDED_KEY]);
  return rows.length > 0;
}

export async function seedDemoCatalogue(db: Database, storage: Storage, houseEdge: number): Promise<SeedResult> {
  if (await isDemoSeeded(db)) return { seeded: false, items: 0, packs: 0 };

  // Draw every image before the transaction: rendering is slow, and the lock need not wait for it.
  const itemIds = new Map(demoItems.map((item) => [item.key, randomUUID()]));
  const packIds = new Map(demoPacks.map((pack) => [pack.key, randomUUID()]));
  await Promise.all([
    ...demoItems.map(async (item) => {
      const { image, thumb } = await encodeSvg(drawItem(item.art, item.palette));
      const id = itemIds.get(item.key)!;
      await storage.put(`items/${id}/image.webp`, image, 'image/webp');
      await storage.put(`items/${id}/thumb.jpg`, thumb, 'image/jpeg');
    }),
    ...demoPacks.map(async (pack) => {
      const { image, thumb } = await encodeSvg(drawPack(pack.theme));
      const id = packIds.get(pack.key)!;
      await storage.put(`packs/${id}/image.webp`, image, 'image/webp');
      await storage.put(`packs/${id}/thumb.jpg`, thumb, 'image/jpeg');
    }),
  ]);

  const valueByKey = new Map(demoItems.map((item) => [item.key, item.valueCents]));
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO app_meta (key, value) VALUES ($1, now()::text) ON CONFLICT (key) DO NOTHING RETURNING key`,
      [SEEDED_KEY],
    );
    if (claimed.length === 0) return { seeded: false, items: 0, packs: 0 };

    const [{ next }] = (await tx.query<{ next: number }>('SELECT COALESCE(MAX(number), 0)::int + 1 AS next FROM items')) as [
      { next: number },
    ];
    for (const [index, item] of demoItems.entries()) {
      const id = itemIds.get(item.key)!;
      await tx.query(
        `INSERT INTO items (id, number, name, value_cents, image_key, thumb_key) VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, next + index, item.name, item.valueCents, `items/${id}/image.webp`, `items/${id}/thumb.jpg`],
      );
    }
    for (const [index, pack] of demoPacks.entries()) {
      const id = packIds.get(pack.key)!;
      const entries = pack.items.map((entry) => ({ valueCents: valueByKey.get(entry.itemKey)!, oddsPpm: entry.oddsPpm }));
      // Older packs first, so "New Packs" shows the last ones of the list as the newest.
      await tx.query(
        `INSERT INTO packs (id, name, kind, price_cents, image_key, thumb_key, created_at)
         VALUES ($1, $2, 'official', $3, $4, $5, now() - make_interval(mins => $6))`,
        [id, pack.name, packPriceCents(entries, houseEdge), `packs/${id}/image.webp`, `packs/${id}/thumb.jpg`, demoPacks.length - index],
      );
      for (const [position, entry] of pack.items.entries()) {
        await tx.query(`INSERT INTO pack_items (pack_id, position, item_id, odds_ppm) VALUES ($1, $2, $3, $4)`, [
          id,
          position,
          itemIds.get(entry.itemKey)!,
          entry.oddsPpm,
        ]);
      }
    }
    return { seeded: true, items: demoItems.length, packs: demoPacks.length };
  });
}
