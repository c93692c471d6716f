/**
 * Making and editing packs: community packs by players, official packs by
 * admins. The server re-checks every rule, prices the pack from its odds and
 * values, and draws its crate image.
 */
import { tableMoments, tableText } from '@lootforge/core/transparency';
import { sha256Hex } from '@lootforge/core/sha256';
import { hitRateLimit } from '../http/rate-limit';
import { createHash, randomUUID } from 'node:crypto';
import { isProfane } from '../moderation/names';
import { checkPackEntries, packPriceCents, priceCoversValue, type OddsProblem, type PackEntry } from '@lootforge/core/pack';
import { ticketRanges } from '@lootforge/core/fairness';
import { LEVEL_CASE_NEEDS_TIER, tierTakenMessage, type AdminPackKind, type PackFilter } from '@lootforge/core/contracts/packs';
import type { Database, Sql } from '../db/client';
import { AppError } from '../errors';
import { writeAudit } from '../console/audit';
import { findListedLevelCase, listAdminPacks, loadAdminPack, type AdminPackRow } from '../console/repository/packs';
import { artKinds, drawPack, type ArtKind } from '../catalogue/generated-art';
import { encodeSvg } from '../storage/images';
import { removeInBackground, type FileLog, type Storage } from '../storage/storage';
import {
  findItemValues,
  insertPack,
  findPackTable,
  insertPackTable,
  isProfileComplete,
  listCatalogueItems,
  listPacks,
  loadPack,
  lockPackForEdit,
  lockPacksHoldingItem,
  packNameTaken,
  replacePackItems,
  setPackPrice,
  updatePack,
} from './repository';

const ODDS_MESSAGES: Record<OddsProblem, string> = {
  too_few_items: 'A pack needs at least two items.',
  too_many_items: 'A pack can hold at most 50 items.',
  bad_odds: 'Each drop chance must be above 0 %.',
  odds_total: 'The drop chances must total 100 %.',
  duplicate_item: 'Each item can be in a pack once.',
};

const PROFANE_NAME = 'Please choose a pack name without profanity or slurs.';
export const PACK_NAME_TAKEN = 'A pack with that name already exists.';

export function assertCleanName(name: string): void {
  if (isProfane(name)) throw new AppError('validation', PROFANE_NAME);
}

/** What the create form says about a name while it is typed: the profanity filter and whether it is taken (ignoring case). */
export async function checkPackName(db: Database, name: string): Promise<{ available: boolean; message: string | null }> {
  if (isProfane(name)) return { available: false, message: PROFANE_NAME };
  if (await packNameTaken(db, name)) return { available: false, message: PACK_NAME_TAKEN };
  return { available: true, message: null };
}

export type PackEntryInput = { itemId: string; oddsPpm: number };

/** Checks the entries against the rules and the catalogue; returns them with their values. */
export async function pricedEntries(tx: Sql, entries: PackEntryInput[], houseEdge: number, commissionBp: number) {
  const problem = checkPackEntries(entries);
  if (problem) throw new AppError('validation', ODDS_MESSAGES[problem]);
  const rows = await findItemValues(tx, entries.map((e) => e.itemId));
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

const PACK_NOT_FOUND = 'That pack does not exist.';

/** A page of the marketplace: active packs matching the search, type and filter, with the count of all matches. */
export function listMarketplace(db: Database, query: { q?: string; type: 'official' | 'community' | 'any'; filter: PackFilter; limit: number; offset: number }) {
  return listPacks(db, query);
}

/** A drop table as committed (DESIGN §23): its text, hash and one roll's moments. */
export type CommittedTable = { text: string; hash: string; evCents: number; varCents2: number };

/**
 * The committed form of a table, remembered per table text: the same pack version is opened again
 * and again, and its text is all the hash and moments depend on.
 */
const tablesByText = new Map<string, CommittedTable>();
export function committedTable(entries: ReadonlyArray<{ itemId: string; valueCents: number | string; oddsPpm: number }>): CommittedTable {
  const list = entries.map((e) => ({ itemId: e.itemId, valueCents: Number(e.valueCents), oddsPpm: e.oddsPpm }));
  const text = tableText(list);
  let table = tablesByText.get(text);
  if (table === undefined) {
    if (tablesByText.size >= 1_000) tablesByText.clear();
    tablesByText.set(text, (table = { text, hash: sha256Hex(text), ...tableMoments(list) }));
  }
  return table;
}

export function committedTableHash(items: ReadonlyArray<{ item_id: string; value_cents: number | string; odds_ppm: number }>): string {
  return committedTable(items.map((item) => ({ itemId: item.item_id, valueCents: item.value_cents, oddsPpm: item.odds_ppm }))).hash;
}

/** A committed table by its hash, as /fairness shows it; 404 when no roll has used one with that hash. */
export async function committedTableByHash(sql: Sql, hash: string) {
  const row = await findPackTable(sql, hash);
  if (!row) throw new AppError('not_found', 'No roll has used a table with that hash.');
  return { hash, packId: row.pack_id, entries: row.entries.map(([itemId, valueCents, oddsPpm]) => ({ itemId, valueCents, oddsPpm })), createdAt: row.created_at.toISOString() };
}

/** Hashes of tables known to be in `pack_tables` (per database): written once, then never again by this process. */
const storedTables = new WeakMap<object, Set<string>>();

/** Keeps a table a roll is about to use in `pack_tables`, once (inside the roll's transaction). */
export async function keepTable(tx: Sql, packId: string, table: CommittedTable): Promise<void> {
  let stored = storedTables.get(tx.scope);
  if (!stored) storedTables.set(tx.scope, (stored = new Set()));
  if (stored.has(table.hash)) return;
  await insertPackTable(tx, { hash: table.hash, packId, entries: table.text, evCents: table.evCents, varCents2: table.varCents2 });
  tx.onCommit(() => {
    if (stored.size >= 10_000) stored.clear();
    stored.add(table.hash);
  });
}

/** An active pack with its items in stored order, each with the ticket range that wins it (DESIGN §5), and its table's hash (§23). */
export async function packWithTickets(db: Database, packId: string) {
  const found = await loadPack(db, packId);
  if (!found) throw new AppError('not_found', PACK_NOT_FOUND);
  const ranges = ticketRanges(found.items.map((item) => item.odds_ppm));
  return { pack: found.pack, items: found.items.map((item, i) => ({ ...item, ticketFrom: ranges[i]!.from, ticketTo: ranges[i]!.to })), tableHash: committedTableHash(found.items) };
}

/** The item catalogue that packs are made from, most valuable first. */
export function listCatalogue(db: Database, query: { q?: string; maxPriceCents?: number; limit: number; offset: number }) {
  return listCatalogueItems(db, query);
}

export type { AdminPackRow };

/** The console's list: listed official packs and level cases (`kind` narrows), newest first; level cases alone by tier. */
export function listPacksForAdmin(db: Database, query: { kind: 'any' | AdminPackKind; limit: number; offset: number }) {
  return listAdminPacks(db, query);
}

/** Any pack, active or not, of any kind, as an admin edits it. */
export async function packForAdmin(db: Database, packId: string) {
  const found = await loadAdminPack(db, packId);
  if (!found) throw new AppError('not_found', PACK_NOT_FOUND);
  return found;
}

/**
 * One listed level case per tier (DESIGN §21): refused with the tier's words before writing, and
 * again if a racing admin got there first (the unique index packs_one_per_tier), never a 500.
 */
async function assertTierFree(tx: Sql, tier: number, exceptId: string | null): Promise<void> {
  if (await findListedLevelCase(tx, tier, exceptId)) throw new AppError('conflict', tierTakenMessage(tier));
}

function tierRace(tier: number | null) {
  return (error: unknown): never => {
    const e = error as { code?: string; constraint?: string };
    if (tier !== null && e.code === '23505' && e.constraint === 'packs_one_per_tier') throw new AppError('conflict', tierTakenMessage(tier));
    throw error;
  };
}

/** Community packs one player may make per hour. */
export const COMMUNITY_PACKS_PER_HOUR = 10;
const TOO_MANY_PACKS = 'You have made many packs in a short time. Please try again in an hour.';

export type NewPack = { name: string; items: PackEntryInput[] };

/** A player's pack, priced from its odds and values with their commission on top; only people who finished signing up may make one. */
export async function createCommunityPack(db: Database, storage: Storage, input: NewPack & { userId: string; commissionBp: number; houseEdge: number }) {
  assertCleanName(input.name);
  // Each pack draws and stores an image: one player makes a few an hour (decision 019).
  await hitRateLimit(db, { bucket: `packs:user:${input.userId}`, limit: COMMUNITY_PACKS_PER_HOUR, windowSeconds: 3600, message: TOO_MANY_PACKS });
  const packId = randomUUID();
  const image = await drawPackImage(storage, packId, input.name);
  await db.transaction(async (tx) => {
    if (!(await isProfileComplete(tx, input.userId))) throw new AppError('forbidden', 'Please finish signing up first.');
    if (await packNameTaken(tx, input.name)) throw new AppError('conflict', PACK_NAME_TAKEN);
    const { priceCents } = await pricedEntries(tx, input.items, input.houseEdge, input.commissionBp);
    // Two players racing for one name: the unique index (packs_community_name_lower) lets one through.
    await insertPack(tx, { id: packId, name: input.name, kind: 'community', creatorUserId: input.userId, commissionBp: input.commissionBp, priceCents, ...image, active: true }).catch((error: unknown) => {
      if ((error as { code?: string }).code === '23505') throw new AppError('conflict', PACK_NAME_TAKEN);
      throw error;
    });
    await replacePackItems(tx, packId, input.items);
  });
  const found = await loadPack(db, packId);
  return found!.pack;
}

/**
 * An admin's pack, audited; it earns no commission. An official pack is sold; a level case (one
 * listed per tier) is only ever opened free by a level's claim, and its price, made as an official
 * pack's, is for the record only. Its kind and tier are fixed from here on.
 */
export async function createAdminPack(
  db: Database,
  storage: Storage,
  input: NewPack & { adminId: string; active?: boolean; houseEdge: number; kind: AdminPackKind; levelTier?: number; log: FileLog },
) {
  assertCleanName(input.name);
  const levelTier = input.kind === 'level' ? (input.levelTier ?? null) : null;
  if (input.kind === 'level' && levelTier === null) throw new AppError('validation', LEVEL_CASE_NEEDS_TIER);
  const active = input.active ?? true;
  // A taken tier is said before a picture is drawn for nothing.
  if (levelTier !== null && active) await assertTierFree(db, levelTier, null);
  const packId = randomUUID();
  const image = await drawPackImage(storage, packId, input.name);
  await db
    .transaction(async (tx) => {
      const { priceCents } = await pricedEntries(tx, input.items, input.houseEdge, 0);
      await insertPack(tx, { id: packId, name: input.name, kind: input.kind, levelTier, creatorUserId: null, commissionBp: 0, priceCents, ...image, active }).catch(tierRace(levelTier));
      await replacePackItems(tx, packId, input.items);
      const kind = levelTier === null ? {} : { kind: 'level', levelTier };
      await writeAudit(tx, input.adminId, { action: 'pack.create', targetType: 'pack', targetId: packId, details: { name: input.name, ...kind, priceCents, items: input.items.length } });
    })
    .catch((error: unknown) => {
      // Nothing points at the picture this pack would have had.
      removeInBackground(storage, [image.imageKey, image.thumbKey], input.log);
      throw error;
    });
  return packForAdmin(db, packId);
}

/**
 * An admin's change to a pack, audited. New items reprice it; a new name
 * gets a new crate image (the crate shows the name). An admin may take any
 * pack off the market or put it back, but a community pack's name and
 * contents stay its creator's. A level case is edited as an official pack;
 * listing a hidden one again is refused while its tier has another.
 */
export async function editPack(
  db: Database,
  storage: Storage,
  input: { adminId: string; packId: string; name?: string; items?: PackEntryInput[]; active?: boolean; houseEdge: number; log: FileLog },
) {
  if (input.name) assertCleanName(input.name);
  const image = input.name ? await drawPackImage(storage, input.packId, input.name) : undefined;
  let replaced: Array<string | null> = [];
  await db.transaction(async (tx) => {
    const before = await lockPackForEdit(tx, input.packId);
    if (!before) throw new AppError('not_found', PACK_NOT_FOUND);
    if (image) replaced = [before.image_key, before.thumb_key];
    if (before.kind === 'community' && (input.name !== undefined || input.items !== undefined)) {
      throw new AppError('forbidden', 'Community packs belong to their creators: an admin can only take one off the market or put it back.');
    }
    const changes: Record<string, unknown> = {};
    if (input.items) {
      const { priceCents } = await pricedEntries(tx, input.items, input.houseEdge, before.commission_bp);
      await replacePackItems(tx, input.packId, input.items);
      await setPackPrice(tx, input.packId, priceCents);
      changes.items = input.items.length;
      changes.priceCents = { from: before.price_cents, to: priceCents };
    }
    if (input.name !== undefined && input.name !== before.name) changes.name = { from: before.name, to: input.name };
    if (input.active !== undefined) changes.active = input.active;
    // Listing a hidden level case again: its tier may have another by now.
    const tier = before.kind === 'level' ? before.level_tier : null;
    if (tier !== null && input.active === true && !before.active) await assertTierFree(tx, tier, input.packId);
    await updatePack(tx, { id: input.packId, name: input.name, active: input.active, imageKey: image?.imageKey, thumbKey: image?.thumbKey }).catch(tierRace(tier));
    await writeAudit(tx, input.adminId, { action: 'pack.update', targetType: 'pack', targetId: input.packId, details: changes });
  }).catch((error: unknown) => {
    // Nothing points at the picture this edit drew.
    if (image) removeInBackground(storage, [image.imageKey, image.thumbKey], input.log);
    throw error;
  });
  // Nor at the one it replaced.
  removeInBackground(storage, replaced, input.log);
  return packForAdmin(db, input.packId);
}
