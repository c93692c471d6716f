/**
 * Official packs, made and edited by admins with the same rules as community
 * packs. Opens and battles keep their own snapshot of the odds, so an edit
 * never changes a result already rolled.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminPackSchema, adminPackUpdateSchema } from '@lootforge/core/contracts/packs';
import { AppError } from '../errors';
import { requireAdmin } from '../auth/sessions';
import { parseInput } from '../http/validate';
import { assertCleanName, drawPackImage, pricedEntries, writePackItems } from '../packs/service';
import { loadPack } from '../packs/repository';
import { toPackSummary } from '../packs/routes';
import { writeAudit } from './audit';

const idParams = z.object({ id: z.uuid({ error: 'That pack does not exist.' }) });

export async function adminPackRoutes(app: FastifyInstance) {
  const { db, storage } = app.resources;
  const answer = async (packId: string, message: string) => {
    const found = await loadPack(db, packId, { includeInactive: true });
    return {
      pack: {
        ...toPackSummary(storage, found!.pack),
        active: found!.pack.active ?? true,
        items: found!.items.map((i) => ({ itemId: i.item_id, name: i.name, valueCents: i.value_cents, oddsPpm: i.odds_ppm })),
      },
      message,
    };
  };

  app.get('/api/admin/packs/:id', async (request) => {
    await requireAdmin(request);
    const { id } = parseInput(idParams, request.params);
    if (!(await loadPack(db, id, { includeInactive: true }))) throw new AppError('not_found', 'That pack does not exist.');
    return answer(id, '');
  });

  app.post('/api/admin/packs', async (request) => {
    const adminId = await requireAdmin(request);
    const body = parseInput(adminPackSchema, request.body);
    assertCleanName(body.name);
    const packId = randomUUID();
    const image = await drawPackImage(storage, packId, body.name);
    await db.transaction(async (tx) => {
      const { priceCents } = await pricedEntries(tx, body.items, app.config.houseEdge, 0);
      await tx.query(
        `INSERT INTO packs (id, name, kind, price_cents, image_key, thumb_key, active) VALUES ($1, $2, 'official', $3, $4, $5, $6)`,
        [packId, body.name, priceCents, image.imageKey, image.thumbKey, body.active ?? true],
      );
      await writePackItems(tx, packId, body.items);
      await writeAudit(tx, adminId, { action: 'pack.create', targetType: 'pack', targetId: packId, details: { name: body.name, priceCents, items: body.items.length } });
    });
    return answer(packId, 'Created new pack.');
  });

  app.patch('/api/admin/packs/:id', async (request) => {
    const adminId = await requireAdmin(request);
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(adminPackUpdateSchema, request.body);
    if (Object.keys(body).length === 0) throw new AppError('validation', 'Nothing to change.');
    if (body.name) assertCleanName(body.name);
    // The crate shows the pack's name: a new name gets a new image.
    const image = body.name ? await drawPackImage(storage, id, body.name) : undefined;
    await db.transaction(async (tx) => {
      const [before] = await tx.query<{ name: string; kind: string; price_cents: number; commission_bp: number }>(`SELECT name, kind, price_cents, commission_bp FROM packs WHERE id = $1 FOR UPDATE`, [id]);
      if (!before) throw new AppError('not_found', 'That pack does not exist.');
      // An admin may take any pack off the market; a community pack's name and contents stay its creator's.
      if (before.kind !== 'official' && (body.name !== undefined || body.items !== undefined)) {
        throw new AppError('forbidden', 'Community packs belong to their creators: an admin can only take one off the market or put it back.');
      }
      const changes: Record<string, unknown> = {};
      if (body.items) {
        const { priceCents } = await pricedEntries(tx, body.items, app.config.houseEdge, before.commission_bp);
        await writePackItems(tx, id, body.items);
        await tx.query(`UPDATE packs SET price_cents = $2 WHERE id = $1`, [id, priceCents]);
        changes.items = body.items.length;
        changes.priceCents = { from: before.price_cents, to: priceCents };
      }
      if (body.name !== undefined && body.name !== before.name) changes.name = { from: before.name, to: body.name };
      if (body.active !== undefined) changes.active = body.active;
      await tx.query(
        `UPDATE packs SET name = COALESCE($2, name), active = COALESCE($3, active), image_key = COALESCE($4, image_key), thumb_key = COALESCE($5, thumb_key), updated_at = now() WHERE id = $1`,
        [id, body.name ?? null, body.active ?? null, image?.imageKey ?? null, image?.thumbKey ?? null],
      );
      await writeAudit(tx, adminId, { action: 'pack.update', targetType: 'pack', targetId: id, details: changes });
    });
    return answer(id, 'Updated this pack.');
  });
}
