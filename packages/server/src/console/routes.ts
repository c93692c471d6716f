/**
 * The admin area (DESIGN §6): its own sign-in (e-mail + argon2id password,
 * rate-limited), its own session, and every route checked on the server.
 * Every change is written to the audit log in the same transaction.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminLoginSchema } from '@lootforge/core/contracts/auth';
import { itemCreateSchema, itemUpdateSchema } from '@lootforge/core/contracts/admin';
import { adminItemsQuerySchema, auditQuerySchema } from '@lootforge/core/contracts/admin-queries';
import { AppError } from '../errors';
import { readForm } from '../http/multipart';
import { parseInput } from '../http/validate';
import { endSession, requireAdmin, setSessionCookie } from '../auth/sessions';
import { fileUrl } from '../storage/storage';
import { latestAudit } from './audit';
import { confirmTotpSetup, startTotpSetup, totpEnabled } from './totp';
import { totpCodeSchema } from '@lootforge/core/contracts/operator';
import { adminEmail, createItem, editItem, listItems, signInAdmin, type ItemRow } from './service';

const itemParams = z.object({ id: z.uuid({ error: 'That item does not exist.' }) });

export async function consoleRoutes(app: FastifyInstance) {
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

  app.post('/api/admin/login', async (request, reply) => {
    const { email, password, code } = parseInput(adminLoginSchema, request.body);
    const signedIn = await signInAdmin(db, { email, password, code, now: app.clock.now(), ip: request.ip, userAgent: request.headers['user-agent'] });
    setSessionCookie(reply, signedIn.session);
    return { admin: { ...signedIn.admin, totpEnabled: await totpEnabled(db, signedIn.admin.id) } };
  });

  app.post('/api/admin/logout', async (request, reply) => {
    await endSession(db, request, reply, 'admin');
    return { ok: true };
  });

  app.get('/api/admin/me', async (request) => {
    const adminId = await requireAdmin(request);
    return { admin: { id: adminId, email: await adminEmail(db, adminId), totpEnabled: await totpEnabled(db, adminId) } };
  });

  // The second factor (DESIGN §17): a new secret and its QR code, then a code from the app to confirm it.
  app.post('/api/admin/totp/setup', async (request) => {
    const adminId = await requireAdmin(request);
    return startTotpSetup(db, adminId);
  });

  app.post('/api/admin/totp/enable', async (request) => {
    const adminId = await requireAdmin(request);
    const { code } = parseInput(totpCodeSchema, request.body);
    await confirmTotpSetup(db, { adminId, code, now: app.clock.now() });
    return { totpEnabled: true, message: 'Two-factor sign-in is on. You will be asked for a code each time you sign in.' };
  });

  app.get('/api/admin/items', async (request) => {
    await requireAdmin(request);
    const { cursor, limit } = parseInput(adminItemsQuerySchema, request.query);
    const page = await listItems(db, { cursor, limit });
    return { items: page.items.map(toItem), total: page.total, nextCursor: page.nextCursor };
  });

  app.post('/api/admin/items', async (request) => {
    const adminId = await requireAdmin(request);
    const form = await readForm(request, 'image');
    const fields = parseInput(itemCreateSchema, form.fields);
    if (!form.image) throw new AppError('validation', 'Please choose an image for the item.');
    const item = await createItem(db, storage, { adminId, name: fields.name, valueCents: fields.value, image: form.image });
    return { item: toItem(item), messages: ['Image uploaded and saved', 'Created new item.'] };
  });

  app.patch('/api/admin/items/:id', async (request) => {
    const adminId = await requireAdmin(request);
    const { id } = parseInput(itemParams, request.params);
    const form = await readForm(request, 'image');
    const fields = parseInput(itemUpdateSchema, form.fields);
    if (fields.name === undefined && fields.value === undefined && !form.image) throw new AppError('validation', 'Nothing to change.');
    const edited = await editItem(db, storage, { adminId, id, name: fields.name, valueCents: fields.value, image: form.image, houseEdge: app.config.houseEdge, log: request.log });
    return { item: toItem(edited.item), messages: edited.imageReplaced ? ['Image uploaded and saved', 'Updated this item.'] : ['Updated this item.'] };
  });

  app.get('/api/admin/audit', async (request) => {
    await requireAdmin(request);
    const { limit } = parseInput(auditQuerySchema, request.query);
    return { entries: await latestAudit(db, limit) };
  });
}
