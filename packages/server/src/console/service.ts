/**
 * The admin area's work (DESIGN §6): signing in, and the item catalogue.
 * Every change is written to the audit log in the transaction that makes it.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { clearRateLimit, hitRateLimit } from '../http/rate-limit';
import { createSession, type NewSession } from '../auth/sessions';
import { repriceHoldingItem } from '../packs/service';
import { encodeImage } from '../storage/images';
import { removeInBackground, type FileLog, type Storage } from '../storage/storage';
import { writeAudit } from './audit';
import { checkSignInCode } from './totp';
import { checkPassword, decoyHash, hashPassword } from './passwords';
import { countItems, findAdminByEmail, findAdminEmail, insertNextItem, listItemsBefore, lockItem, lockItemNumbers, updateItem, upsertAdmin, type ItemRow } from './repository/admins';

const ACCESS_DENIED = 'Invalid email — access denied';
const LOGIN_WINDOW_SECONDS = 15 * 60;
const TOO_MANY = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
/** Sign-in attempts one client address may make per window, whoever it names. */
const LOGIN_ATTEMPTS_PER_ADDRESS = 20;
/** Wrong passwords for one admin from one client address before that address waits. */
const FAILURES_PER_ADDRESS = 5;

export type { ItemRow } from './repository/admins';

/** Second-factor refusals the audit log records, by the error's code (a missing code is only the next step, not a failure). */
const SECOND_FACTOR_FAILURES: Partial<Record<string, string>> = { unauthenticated: 'wrong_code', rate_limited: 'too_many_codes' };

/**
 * Signs an admin in with e-mail and password (decision 019). Each client
 * address gets LOGIN_ATTEMPTS_PER_ADDRESS attempts per window, whatever they
 * name; wrong passwords are counted per address and per admin (by the admin's
 * id, found the way PostgreSQL compares e-mails, so a differently-cased
 * spelling is the same admin), and FAILURES_PER_ADDRESS of them pause only
 * that address for that admin: someone guessing from elsewhere never locks
 * out the admin who knows the password. A wrong e-mail and a wrong password
 * answer alike, and take as long.
 */
export async function signInAdmin(
  db: Database,
  input: { email: string; password: string; code?: string; now: Date; ip: string; userAgent: string | undefined },
): Promise<{ admin: { id: string; email: string }; session: NewSession }> {
  await hitRateLimit(db, { bucket: `admin-login:ip:${input.ip}`, limit: LOGIN_ATTEMPTS_PER_ADDRESS, windowSeconds: LOGIN_WINDOW_SECONDS, message: TOO_MANY });
  const admin = await findAdminByEmail(db, input.email);
  const failures = { bucket: `admin-login:failed:${admin?.id ?? 'unknown'}:${input.ip}`, limit: FAILURES_PER_ADDRESS, windowSeconds: LOGIN_WINDOW_SECONDS, message: TOO_MANY };
  // The attempt counts as a miss before the password is checked (atomically: attempts sent together
  // each see their own count), and a right password forgives it below; so no burst gets more than
  // FAILURES_PER_ADDRESS guesses checked.
  await hitRateLimit(db, failures);
  const passwordOk = await checkPassword(admin?.password_hash ?? (await decoyHash()), input.password);
  const from = { ip: input.ip, userAgent: input.userAgent?.slice(0, 300) ?? null };
  if (!admin || !passwordOk) {
    // Every failure is in the log: a wrong password under its admin, an unknown e-mail under nobody, with what was typed.
    await writeAudit(db, admin?.id ?? null, {
      action: 'admin.sign_in_failed',
      targetType: 'admin',
      targetId: admin?.id ?? null,
      details: admin ? { ...from, reason: 'wrong_password' } : { ...from, reason: 'unknown_email', email: input.email.slice(0, 254) },
    });
    throw new AppError('unauthenticated', ACCESS_DENIED);
  }
  let session: NewSession | undefined;
  // An admin with a second factor also needs a fresh code from their authenticator app; a wrong one is logged too.
  try {
    await checkSignInCode(db, { adminId: admin.id, code: input.code, now: input.now }, async (tx) => {
      // A right password (and code) forgives this address's earlier misses.
      await clearRateLimit(tx, failures.bucket);
      session = await createSession(tx, { kind: 'admin', ownerId: admin.id, ip: input.ip, userAgent: input.userAgent });
      await writeAudit(tx, admin.id, { action: 'admin.sign_in', targetType: 'admin', targetId: admin.id, details: from });
    });
  } catch (error) {
    const reason = error instanceof AppError ? SECOND_FACTOR_FAILURES[error.code] : undefined;
    if (reason) await writeAudit(db, admin.id, { action: 'admin.sign_in_failed', targetType: 'admin', targetId: admin.id, details: { ...from, reason } });
    throw error;
  }
  if (!session) throw new Error('The admin session was not recorded.');
  return { admin: { id: admin.id, email: input.email }, session };
}

export async function adminEmail(db: Database, adminId: string): Promise<string> {
  return (await findAdminEmail(db, adminId)) ?? '';
}

/** Makes an admin account, or sets a new password for an existing one (the admin:create script). */
export async function createOrResetAdmin(db: Database, input: { email: string; password: string }): Promise<{ created: boolean }> {
  return upsertAdmin(db, { email: input.email.trim(), passwordHash: await hashPassword(input.password) });
}

const MAX_ITEM_NUMBER = 2_147_483_647;

/** A page of the catalogue, newest (highest number) first; `nextCursor` is the last number shown while more remain. */
export async function listItems(db: Database, input: { cursor: number | undefined; limit: number }): Promise<{ items: ItemRow[]; total: number; nextCursor: number | null }> {
  // One row past the page says whether another page follows.
  const rows = await listItemsBefore(db, { beforeNumber: input.cursor ?? MAX_ITEM_NUMBER, limit: input.limit + 1 });
  const page = rows.slice(0, input.limit);
  return { items: page, total: await countItems(db), nextCursor: rows.length > input.limit ? page[page.length - 1]!.number : null };
}

/** Stores an item's image and thumbnail under new names (stored files are cached for ever). */
async function storeItemImage(storage: Storage, itemId: string, image: Buffer) {
  const encoded = await encodeImage(image);
  const version = randomUUID().slice(0, 8);
  const imageKey = `items/${itemId}/image-${version}.webp`;
  const thumbKey = `items/${itemId}/thumb-${version}.jpg`;
  await storage.put(imageKey, encoded.image, 'image/webp');
  await storage.put(thumbKey, encoded.thumb, 'image/jpeg');
  return { imageKey, thumbKey };
}

export async function createItem(db: Database, storage: Storage, input: { adminId: string; name: string; valueCents: number; image: Buffer }): Promise<ItemRow> {
  const id = randomUUID();
  const keys = await storeItemImage(storage, id, input.image);
  return db.transaction(async (tx) => {
    // An item's number (DESIGN §3) is the count of items plus one: one writer at a time.
    await lockItemNumbers(tx);
    const created = await insertNextItem(tx, { id, name: input.name, valueCents: input.valueCents, ...keys });
    await writeAudit(tx, input.adminId, { action: 'item.create', targetType: 'item', targetId: id, details: { name: input.name, valueCents: input.valueCents } });
    return created;
  });
}

/**
 * Changes an item. A new value reprices every pack holding the item in the
 * same transaction, so no open or battle can buy its new value at the old
 * price; each repriced pack is audited, and so is the item when anything
 * changed.
 */
export async function editItem(
  db: Database,
  storage: Storage,
  input: { adminId: string; id: string; name?: string; valueCents?: number; image: Buffer | undefined; houseEdge: number; log: FileLog },
): Promise<{ item: ItemRow; imageReplaced: boolean }> {
  const keys = input.image ? await storeItemImage(storage, input.id, input.image) : undefined;
  let replaced: Array<string | null> = [];
  const item = await db.transaction(async (tx) => {
    const before = await lockItem(tx, input.id);
    if (!before) throw new AppError('not_found', 'That item does not exist.');
    if (keys) replaced = [before.image_key, before.thumb_key];
    const after = await updateItem(tx, { id: input.id, name: input.name, valueCents: input.valueCents, imageKey: keys?.imageKey, thumbKey: keys?.thumbKey });
    const changes: Record<string, unknown> = {};
    if (input.name !== undefined && input.name !== before.name) changes.name = { from: before.name, to: input.name };
    if (input.valueCents !== undefined && input.valueCents !== before.value_cents) changes.valueCents = { from: before.value_cents, to: input.valueCents };
    if (keys) changes.image = 'replaced';
    if (changes.valueCents) {
      const repriced = await repriceHoldingItem(tx, input.id, input.houseEdge);
      for (const pack of repriced) {
        await writeAudit(tx, input.adminId, { action: 'pack.reprice', targetType: 'pack', targetId: pack.packId, details: { priceCents: { from: pack.from, to: pack.to }, itemId: input.id } });
      }
      if (repriced.length > 0) changes.repricedPacks = repriced.length;
    }
    // A save that changed nothing leaves no trace in the log.
    if (Object.keys(changes).length > 0) await writeAudit(tx, input.adminId, { action: 'item.update', targetType: 'item', targetId: input.id, details: changes });
    return after;
  }).catch((error: unknown) => {
    // Nothing points at the files this edit stored.
    if (keys) removeInBackground(storage, [keys.imageKey, keys.thumbKey], input.log);
    throw error;
  });
  // Nothing points at the files it replaced any more.
  removeInBackground(storage, replaced, input.log);
  return { item, imageReplaced: keys !== undefined };
}
