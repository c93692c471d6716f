/**
 * Making and editing packs: community packs by players, official packs by
 * admins. The server re-checks every rule, prices the pack from its odds and
 * values, and draws its crate image.
 */
import { createHash, randomUUID } from 'node:crypto';
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import { checkPackEntries, packPriceCents, priceCoversValue, type OddsProblem, type PackEntry } from '@lootforge/core/pack';
import type { Sql } from '../db/client';
import { AppError } from '../errors';
import { artKinds, drawPack, type ArtKind } from '../catalogue/demo-art';
import { encodeSvg } from '../storage/images';
import type { Storage } from '../storage/storage';
import { lockPacksHoldingItem, setPackPrice } from './repository';

const profanity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

const ODDS_MESSAGES: Record<OddsProblem, string> = {
  too_few_items: 'A pack needs at least two items.',
  too_many_items: 'A pack can hold at most 50 items.',
  bad_odds: 'Each drop chance must be above 0 %.',
  odds_total: 'The drop chances must total 100 %.',
  duplicate_item: 'Each item can be in a pack once.',
};

export function assertCleanName(name: string): void {
  if (profanity.hasMatch(name)) throw new AppError('validation', 'Please choose a pack name without profanity or slurs.');
}

export type PackEntryInput = { itemId: string; oddsPpm: number };

/** Checks the entries against the rules and the catalogue; returns them with their values. */
export async function pricedEntries(tx: Sql, entries: PackEntryInput[], houseEdge: number, commissionBp: number) {
  const problem = checkPackEntries(entries);
  if (problem) throw new AppError('validation', ODDS_MESSAGES[problem]);
  const rows = await tx.query<{ id: string; value_cents: number }>(`SELECT id, value_cents FROM items WHERE id = ANY($1::uuid[])`, [entries.map((e) => e.itemId)]);
  const values = new Map(rows.map((r) => [r.id, r.value_cents]));
  if (values.size !== entries.length) throw new AppError('validation', 'One of the chosen items does not exist.');
  const priced = entries.map((e) => ({ ...e, valueCents: values.get(e.itemId)! }));
  const priceCents = packPriceCents(priced, houseEdge, commissionBp / 10_000);
  if (priceCents < 1) throw new AppError('validation', 'A pack must be worth at least one cent.');
  return { priced, priceCents };
}

/** A crate in colours picked from the name, so each pack looks its own. */
export async function drawPackImage(storage: Storage, packId: string, name: string) {
  const hash = createHash('sha256').update(name).digest();
  const hue = (hash[0]! / 255) * 360;
  const hsl = (h: number, s: number, l: number) => {
    const a = s * Math.min(l, 1 - l);
    const f = (n: number) => {
      const k = (n + h / 30) % 12;
      const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
      return Math.round(255 * c).toString(16).padStart(2, '0');
    };
    return `#${f(0)}${f(8)}${f(4)}`;
  };
  const icon = artKinds[hash[1]! % artKinds.length] as ArtKind;
  const svg = drawPack({ primary: hsl(hue, 0.65, 0.5), secondary: hsl((hue + 40) % 360, 0.7, 0.62), label: name, icon });
  const { image, thumb } = await encodeSvg(svg);
  const version = randomUUID().slice(0, 8);
  const imageKey = `packs/${packId}/image-${version}.webp`;
  const thumbKey = `packs/${packId}/thumb-${version}.jpg`;
  await storage.put(imageKey, image, 'image/webp');
  await storage.put(thumbKey, thumb, 'image/jpeg');
  return { imageKey, thumbKey };
}

export async function writePackItems(tx: Sql, packId: string, entries: PackEntryInput[]): Promise<void> {
  await tx.query(`DELETE FROM pack_items WHERE pack_id = $1`, [packId]);
  for (const [position, entry] of entries.entries()) {
    await tx.query(`INSERT INTO pack_items (pack_id, position, item_id, odds_ppm) VALUES ($1, $2, $3, $4)`, [packId, position, entry.itemId, entry.oddsPpm]);
  }
}

/**
 * Moves the price of every pack holding an item with the item's value, in
 * the transaction that changed the value: an open or a battle then always
 * charges a price made from the values it pays out. Returns what changed,
 * for the audit log.
 */
export async function repriceHoldingItem(tx: Sql, itemId: string, houseEdge: number): Promise<Array<{ packId: string; from: number; to: number }>> {
  const changed: Array<{ packId: string; from: number; to: number }> = [];
  for (const pack of await lockPacksHoldingItem(tx, itemId)) {
    const to = Math.max(1, packPriceCents(pack.entries, houseEdge, pack.commission_bp / 10_000));
    if (to === pack.price_cents) continue;
    await setPackPrice(tx, pack.id, to);
    changed.push({ packId: pack.id, from: pack.price_cents, to });
  }
  return changed;
}

export const PRICE_OUT_OF_DATE = 'This pack is being repriced. Please try again in a moment.';

/**
 * Refuses to sell a pack below ceil(EV · (1 + edge) · (1 + commission)) of
 * the values it would pay out (read in the same statement as its price).
 */
export function assertPriceCoversValue(pack: { priceCents: number; commissionBp: number; entries: readonly PackEntry[] }, houseEdge: number): void {
  if (!priceCoversValue(pack.priceCents, pack.entries, houseEdge, pack.commissionBp)) throw new AppError('conflict', PRICE_OUT_OF_DATE);
}
