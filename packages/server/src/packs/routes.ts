/** The pack marketplace (DESIGN §3, §10). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { packListQuerySchema, type PackDetail, type PackSummary } from '@lootforge/core/contracts/packs';
import { ticketRanges } from '@lootforge/core/fairness';
import { AppError } from '../errors';
import { parseInput } from '../http/validate';
import { fileUrl, type Storage } from '../storage/storage';
import { listPacks, loadPack, type PackRow } from './repository';

const idParams = z.object({ id: z.uuid({ error: 'That pack does not exist.' }) });

export function toPackSummary(storage: Storage, row: PackRow): PackSummary {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    priceCents: row.price_cents,
    imageUrl: fileUrl(storage, row.image_key),
    thumbUrl: fileUrl(storage, row.thumb_key),
    opensCount: row.opens_count,
    itemCount: row.item_count,
    creatorName: row.creator_name,
    createdAt: row.created_at.toISOString(),
  };
}

export async function packRoutes(app: FastifyInstance) {
  const { db, storage } = app.resources;

  app.get('/api/packs', async (request) => {
    const query = parseInput(packListQuerySchema, request.query);
    const { rows, total } = await listPacks(db, query);
    const next = query.offset + rows.length;
    return { packs: rows.map((row) => toPackSummary(storage, row)), total, nextOffset: next < total ? next : null };
  });

  app.get('/api/packs/:id', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const found = await loadPack(db, id);
    if (!found) throw new AppError('not_found', 'That pack does not exist.');
    const ranges = ticketRanges(found.items.map((item) => item.odds_ppm));
    const pack: PackDetail = {
      ...toPackSummary(storage, found.pack),
      commissionBp: found.pack.commission_bp,
      items: found.items.map((item, i) => ({
        itemId: item.item_id,
        name: item.name,
        valueCents: item.value_cents,
        oddsPpm: item.odds_ppm,
        imageUrl: fileUrl(storage, item.image_key),
        thumbUrl: fileUrl(storage, item.thumb_key),
        ticketFrom: ranges[i]!.from,
        ticketTo: ranges[i]!.to,
      })),
    };
    return { pack };
  });
}
