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
import { demoItems, demoLevelPacks, demoPacks } from './demo-data';
import { drawItem, drawPack } from './generated-art';
import { countItems } from '../console/repository/admins';
import { insertPackItem } from '../packs/repository';
import { claimMeta, hasMeta, insertItem, insertLevelPack, insertOfficialPack, nextItemNumber } from './repository';
import { seedDemoActivity, type ActivityResult } from './demo-activity';

const SEEDED_KEY = 'demo_catalogue_seeded_at';

export type SeedResult = { seeded: boolean; items: number; packs: number };

export function isDemoSeeded(db: Database): Promise<boolean> {
  return hasMeta(db, SEEDED_KEY);
}

/**
 * Seeds the demo catalogue into a database with no items at all (one that has some is someone's
 * own catalogue), then a little demo activity (demo-activity.ts) so the site does not start empty.
 */
export async function seedDemoIfEmpty(db: Database, storage: Storage, houseEdge: number): Promise<SeedResult & { activity?: ActivityResult }> {
  if ((await countItems(db)) > 0) return { seeded: false, items: 0, packs: 0 };
  const result = await seedDemoCatalogue(db, storage, houseEdge);
  if (!result.seeded) return result;
  return { ...result, activity: await seedDemoActivity(db, houseEdge) };
}

export async function seedDemoCatalogue(db: Database, storage: Storage, houseEdge: number): Promise<SeedResult> {
  if (await isDemoSeeded(db)) return { seeded: false, items: 0, packs: 0 };

  // Draw every image before the transaction: rendering is slow, and the lock need not wait for it.
  const itemIds = new Map(demoItems.map((item) => [item.key, randomUUID()]));
  const packIds = new Map([...demoPacks, ...demoLevelPacks].map((pack) => [pack.key, randomUUID()]));
  await Promise.all([
    ...demoItems.map(async (item) => {
      const { image, thumb } = await encodeSvg(drawItem(item.art, item.palette));
      const id = itemIds.get(item.key)!;
      await storage.put(`items/${id}/image.webp`, image, 'image/webp');
      await storage.put(`items/${id}/thumb.jpg`, thumb, 'image/jpeg');
    }),
    ...[...demoPacks, ...demoLevelPacks].map(async (pack) => {
      const { image, thumb } = await encodeSvg(drawPack(pack.theme));
      const id = packIds.get(pack.key)!;
      await storage.put(`packs/${id}/image.webp`, image, 'image/webp');
      await storage.put(`packs/${id}/thumb.jpg`, thumb, 'image/jpeg');
    }),
  ]);

  const valueByKey = new Map(demoItems.map((item) => [item.key, item.valueCents]));
  return db.transaction(async (tx) => {
    if (!(await claimMeta(tx, SEEDED_KEY))) return { seeded: false, items: 0, packs: 0 };

    const next = await nextItemNumber(tx);
    for (const [index, item] of demoItems.entries()) {
      const id = itemIds.get(item.key)!;
      await insertItem(tx, { id, number: next + index, name: item.name, valueCents: item.valueCents, imageKey: `items/${id}/image.webp`, thumbKey: `items/${id}/thumb.jpg` });
    }
    for (const [index, pack] of demoPacks.entries()) {
      const id = packIds.get(pack.key)!;
      const entries = pack.items.map((entry) => ({ valueCents: valueByKey.get(entry.itemKey)!, oddsPpm: entry.oddsPpm }));
      await insertOfficialPack(tx, {
        id,
        name: pack.name,
        priceCents: packPriceCents(entries, houseEdge),
        imageKey: `packs/${id}/image.webp`,
        thumbKey: `packs/${id}/thumb.jpg`,
        // Older packs first, so "New Packs" shows the last ones of the list as the newest.
        ageMinutes: demoPacks.length - index,
      });
      for (const [position, entry] of pack.items.entries()) {
        await insertPackItem(tx, { packId: id, position, itemId: itemIds.get(entry.itemKey)!, oddsPpm: entry.oddsPpm });
      }
    }
    // One free case per level tier (DESIGN §21), never sold.
    for (const pack of demoLevelPacks) {
      const id = packIds.get(pack.key)!;
      const entries = pack.items.map((entry) => ({ valueCents: valueByKey.get(entry.itemKey)!, oddsPpm: entry.oddsPpm }));
      await insertLevelPack(tx, { id, name: pack.name, tier: pack.tier, priceCents: packPriceCents(entries, houseEdge), imageKey: `packs/${id}/image.webp`, thumbKey: `packs/${id}/thumb.jpg` });
      for (const [position, entry] of pack.items.entries()) {
        await insertPackItem(tx, { packId: id, position, itemId: itemIds.get(entry.itemKey)!, oddsPpm: entry.oddsPpm });
      }
    }
    return { seeded: true, items: demoItems.length, packs: demoPacks.length };
  });
}
