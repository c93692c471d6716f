/**
 * The admin area (DESIGN §6): its own sign-in (e-mail + argon2id password,
 * rate-limited), its own session, and every route checked on the server.
 * Every change is written to the audit log in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminLoginSchema } from '@lootforge/core/contracts/auth';
import { itemCreateSchema, itemUpdateSchema } from '@lootforge/core/contracts/admin';
import { AppError } from '../errors';
import { readForm } from '../http/multipart';
import { clearRateLimit, hitRateLimit } from '../http/rate-limit';
import { parseInput } from '../http/validate';
import { endSession, requireAdmin, startSession } from '../auth/sessions';
import { encodeImage } from '../storage/images';
import { fileUrl } from '../storage/storage';
import { checkPassword, decoyHash } from './passwords';
import { latestAudit, writeAudit } from './audit';
import { repriceHoldingItem } from '../packs/service';

const ACCESS_DENIED = 'Invalid email — access denied';
const LOGIN_WINDOW_SECONDS = 15 * 60;
const TOO_MANY = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

const itemParams = z.object({ id: z.uuid({ error: 'That item does not exist.' }) });
const listQuery = z.object({
  cursor: z.coerce.number({ error: 'cursor must be a number' }).int().positive().optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(200).default(100),
});

type ItemRow = { id: string; number: number; name: string; value_cents: number; image_key: string | null; thumb_key: string | null; created_at: Date; updated_at: Date };

export async function adminRoutes(app: FastifyInstance) {
  const { db, storage } = app.resources;
  const toItem = (row: ItemRow) => ({
    id: row.id,
    number: row.number,
    name: row.name,
    valueCents: row.value_cents,
    imageUrl: fileUrl(storage, row.image_key),
    thumbUrl: fileUrl(storage, row.thumb_key),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  });
  const storeItemImage = async (itemId: string, image: Buffer) => {
    const encoded = await encodeImage(image);
    const version = randomUUID().slice(0, 8);
    const imageKey = `items/${itemId}/image-${version}.webp`;
    const thumbKey = `items/${itemId}/thumb-${version}.jpg`;
    await storage.put(imageKey, encoded.image, 'image/webp');
    await storage.put(thumbKey, encoded.thumb, 'image/jpeg');
    return { imageKey, thumbKey };
  };

  app.post('/api/admin/login', async (request, reply) => {
    const { email, password } = parseInput(adminLoginSchema, request.body);
    const emailBucket = `admin-login:email:${email.toLowerCase()}`;
    await db.transaction(async (tx) => {
      await hitRateLimit(tx, { bucket: `admin-login:ip:${request.ip}`, limit: 20, windowSeconds: LOGIN_WINDOW_SECONDS, message: TOO_MANY });
      await hitRateLimit(tx, { bucket: emailBucket, limit: 10, windowSeconds: LOGIN_WINDOW_SECONDS, message: TOO_MANY });
    });
    const [admin] = await db.query<{ id: string; password_hash: string }>(
      `SELECT id, password_hash FROM admins WHERE lower(email) = lower($1)`,
      [email],
    );
    const passwordOk = await checkPassword(admin?.password_hash ?? (await decoyHash()), password);
    if (!admin || !passwordOk) throw new AppError('unauthenticated', ACCESS_DENIED);
    await db.transaction(async (tx) => {
      await clearRateLimit(tx, emailBucket);
      await startSession(tx, reply, { kind: 'admin', ownerId: admin.id, ip: request.ip, userAgent: request.headers['user-agent'] });
    });
    return { admin: { id: admin.id, email } };
  });

  app.post('/api/admin/logout', async (request, reply) => {
    await endSession(db, request, reply, 'admin');
    return { ok: true };
  });

  app.get('/api/admin/me', async (request) => {
    const adminId = await requireAdmin(request);
    const [row] = await db.query<{ email: string }>(`SELECT email FROM admins WHERE id = $1`, [adminId]);
    return { admin: { id: adminId, email: row?.email ?? '' } };
  });

  app.get('/api/admin/items', async (request) => {
    await requireAdmin(request);
    const { cursor, limit } = parseInput(listQuery, request.query);
    const rows = await db.query<ItemRow>(
      `SELECT id, number, name, value_cents, image_key, thumb_key, created_at, updated_at FROM items
       WHERE number < $1 ORDER BY number DESC LIMIT $2`,
      [cursor ?? 2_147_483_647, limit + 1],
    );
    const page = rows.slice(0, limit);
    const [{ total }] = (await db.query<{ total: number }>(`SELECT COUNT(*)::int AS total FROM items`)) as [{ total: number }];
    return { items: page.map(toItem), total, nextCursor: rows.length > limit ? page[page.length - 1]!.number : null };
  });

  app.post('/api/admin/items', async (request) => {
    const adminId = await requireAdmin(request);
    const form = await readForm(request, 'image');
    const fields = parseInput(itemCreateSchema, form.fields);
    if (!form.image) throw new AppError('validation', 'Please choose an image for the item.');
    const id = randomUUID();
    const keys = await storeItemImage(id, form.image);
    const row = await db.transaction(async (tx) => {
      // The spec's item number is the count of items plus one: one writer at a time.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('items:number'))`);
      const [created] = await tx.query<ItemRow>(
        `INSERT INTO items (id, number, name, value_cents, image_key, thumb_key)
         VALUES ($1, (SELECT COALESCE(MAX(number), 0) + 1 FROM items), $2, $3, $4, $5)
         RETURNING id, number, name, value_cents, image_key, thumb_key, created_at, updated_at`,
        [id, fields.name, fields.value, keys.imageKey, keys.thumbKey],
      );
      await writeAudit(tx, adminId, { action: 'item.create', targetType: 'item', targetId: id, details: { name: fields.name, valueCents: fields.value } });
      return created!;
    });
    return { item: toItem(row), messages: ['Image uploaded and saved', 'Created new item.'] };
  });

  app.patch('/api/admin/items/:id', async (request) => {
    const adminId = await requireAdmin(request);
    const { id } = parseInput(itemParams, request.params);
    const form = await readForm(request, 'image');
    const fields = parseInput(itemUpdateSchema, form.fields);
    if (fields.name === undefined && fields.value === undefined && !form.image) throw new AppError('validation', 'Nothing to change.');
    const keys = form.image ? await storeItemImage(id, form.image) : undefined;
    const row = await db.transaction(async (tx) => {
      const [before] = await tx.query<ItemRow>(`SELECT * FROM items WHERE id = $1 FOR UPDATE`, [id]);
      if (!before) throw new AppError('not_found', 'That item does not exist.');
      const [after] = await tx.query<ItemRow>(
        `UPDATE items SET name = COALESCE($2, name), value_cents = COALESCE($3, value_cents),
           image_key = COALESCE($4, image_key), thumb_key = COALESCE($5, thumb_key), updated_at = now()
         WHERE id = $1
         RETURNING id, number, name, value_cents, image_key, thumb_key, created_at, updated_at`,
        [id, fields.name ?? null, fields.value ?? null, keys?.imageKey ?? null, keys?.thumbKey ?? null],
      );
      const changes: Record<string, unknown> = {};
      if (fields.name !== undefined && fields.name !== before.name) changes.name = { from: before.name, to: fields.name };
      if (fields.value !== undefined && fields.value !== before.value_cents) changes.valueCents = { from: before.value_cents, to: fields.value };
      if (keys) changes.image = 'replaced';
      // Every pack holding the item is repriced with it, in this transaction, so no open or battle can buy its new value at the old price.
      if (changes.valueCents) {
        const repriced = await repriceHoldingItem(tx, id, app.config.houseEdge);
        for (const pack of repriced) {
          await writeAudit(tx, adminId, { action: 'pack.reprice', targetType: 'pack', targetId: pack.packId, details: { priceCents: { from: pack.from, to: pack.to }, itemId: id } });
        }
        if (repriced.length > 0) changes.repricedPacks = repriced.length;
      }
      // A save that changed nothing leaves no trace in the log.
      if (Object.keys(changes).length > 0) await writeAudit(tx, adminId, { action: 'item.update', targetType: 'item', targetId: id, details: changes });
      return after!;
    });
    return { item: toItem(row), messages: keys ? ['Image uploaded and saved', 'Updated this item.'] : ['Updated this item.'] };
  });

  app.get('/api/admin/audit', async (request) => {
    await requireAdmin(request);
    const { limit } = parseInput(z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }), request.query);
    return { entries: await latestAudit(db, limit) };
  });
}
