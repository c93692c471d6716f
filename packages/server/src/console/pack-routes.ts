/**
 * Official packs, made and edited by admins with the same rules as community
 * packs. Opens and battles keep their own snapshot of the odds, so an edit
 * never changes a result already rolled.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminPackSchema, adminPackUpdateSchema } from '@lootforge/core/contracts/packs';
import { AppError } from '../errors';
import { requireAdmin } from '../auth/sessions';
import { parseInput } from '../http/validate';
import { createOfficialPack, editPack, packForAdmin } from '../packs/service';
import { toPackSummary } from '../packs/routes';

const idParams = z.object({ id: z.uuid({ error: 'That pack does not exist.' }) });

export async function consolePackRoutes(app: FastifyInstance) {
  const { db, storage } = app.resources;
  const answer = (found: Awaited<ReturnType<typeof packForAdmin>>, message: string) => ({
    pack: {
      ...toPackSummary(storage, found.pack),
      active: found.pack.active ?? true,
      items: found.items.map((i) => ({ itemId: i.item_id, name: i.name, valueCents: i.value_cents, oddsPpm: i.odds_ppm })),
    },
    message,
  });

  app.get('/api/admin/packs/:id', async (request) => {
    await requireAdmin(request);
    const { id } = parseInput(idParams, request.params);
    return answer(await packForAdmin(db, id), '');
  });

  app.post('/api/admin/packs', async (request) => {
    const adminId = await requireAdmin(request);
    const body = parseInput(adminPackSchema, request.body);
    const created = await createOfficialPack(db, storage, { adminId, name: body.name, items: body.items, active: body.active, houseEdge: app.config.houseEdge });
    return answer(created, 'Created new pack.');
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
