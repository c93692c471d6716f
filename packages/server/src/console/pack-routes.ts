/**
 * Official packs and level cases (DESIGN §21), made and edited by admins with the same rules as
 * community packs. Opens and battles keep their own snapshot of the odds, so an edit never
 * changes a result already rolled. A pack's kind and tier are fixed when it is made.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminPackListQuerySchema, adminPackSchema, adminPackUpdateSchema } from '@lootforge/core/contracts/packs';
import { AppError } from '../errors';
import { requireAdmin } from '../auth/sessions';
import { parseInput } from '../http/validate';
import { fileUrl, type Storage } from '../storage/storage';
import { toPackSummary } from '../packs/routes';
import { createAdminPack, editPack, listPacksForAdmin, packForAdmin, type AdminPackRow } from '../packs/service';

const idParams = z.object({ id: z.uuid({ error: 'That pack does not exist.' }) });

function toAdminPack(storage: Storage, row: AdminPackRow) {
  return { ...toPackSummary(storage, row), levelTier: row.level_tier, active: row.active };
}

export async function consolePackRoutes(app: FastifyInstance) {
  const { db, storage } = app.resources;
  const answer = (found: Awaited<ReturnType<typeof packForAdmin>>, message: string) => ({
    pack: {
      ...toAdminPack(storage, found.pack),
      items: found.items.map((i) => ({ itemId: i.item_id, name: i.name, valueCents: i.value_cents, oddsPpm: i.odds_ppm, thumbUrl: fileUrl(storage, i.thumb_key) })),
    },
    message,
  });

  app.get('/api/admin/packs', async (request) => {
    await requireAdmin(request);
    const query = parseInput(adminPackListQuerySchema, request.query);
    const { rows, total } = await listPacksForAdmin(db, query);
    const next = query.offset + rows.length;
    return { packs: rows.map((row) => toAdminPack(storage, row)), total, nextOffset: next < total ? next : null };
  });

  app.get('/api/admin/packs/:id', async (request) => {
    await requireAdmin(request);
    const { id } = parseInput(idParams, request.params);
    return answer(await packForAdmin(db, id), '');
  });

  app.post('/api/admin/packs', async (request) => {
    const adminId = await requireAdmin(request);
    const body = parseInput(adminPackSchema, request.body);
    const created = await createAdminPack(db, storage, {
      adminId,
      name: body.name,
      items: body.items,
      active: body.active,
      kind: body.kind,
      levelTier: body.levelTier,
      houseEdge: app.config.houseEdge,
      log: request.log,
    });
    return answer(created, body.kind === 'level' ? `Created the level case for tier ${body.levelTier}.` : 'Created new pack.');
  });

  app.patch('/api/admin/packs/:id', async (request) => {
    const adminId = await requireAdmin(request);
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(adminPackUpdateSchema, request.body);
    if (Object.keys(body).length === 0) throw new AppError('validation', 'Nothing to change.');
    const edited = await editPack(db, storage, { adminId, packId: id, name: body.name, items: body.items, active: body.active, houseEdge: app.config.houseEdge, log: request.log });
    return answer(edited, 'Updated this pack.');
  });
}
