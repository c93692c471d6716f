/** The pack marketplace (DESIGN §3, §10). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { catalogueQuerySchema, createPackSchema, openPackSchema, packListQuerySchema, packNameCheckSchema, type PackDetail, type PackSummary } from '@lootforge/core/contracts/packs';
import { requireUser } from '../auth/sessions';
import { idempotencyKey } from '../http/idempotency';
import { liveMessages, OPEN_REVEAL_MS } from '../live/feed';
import { balanceMessage } from '../wallet/publish';
import { publishInBackground } from '../realtime/bus';
import { userTopic } from '../realtime/hub';
import { openPack } from './open';
import { committedTableByHash, checkPackName, createCommunityPack, listCatalogue, listMarketplace, packWithTickets } from './service';
import { parseInput } from '../http/validate';
import { fileUrl, type Storage } from '../storage/storage';
import type { PackRow } from './repository';

const idParams = z.object({ id: z.uuid({ error: 'That pack does not exist.' }) });
const tableParams = z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/, 'A table hash is 64 hex characters.') });

/** A pack as lists show it, of the row's kind (the console's rows include level cases). */
export function toPackSummary<K extends string = PackRow['kind']>(storage: Storage, row: Omit<PackRow, 'kind'> & { kind: K }): Omit<PackSummary, 'kind'> & { kind: K } {
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
  const { db, storage, bus } = app.resources;

  app.get('/api/packs', async (request) => {
    const query = parseInput(packListQuerySchema, request.query);
    const { rows, total } = await listMarketplace(db, query);
    const next = query.offset + rows.length;
    return { packs: rows.map((row) => toPackSummary(storage, row)), total, nextOffset: next < total ? next : null };
  });

  // A drop table a roll used, by its committed hash (DESIGN §23): /fairness checks an old open against it.
  app.get('/api/packs/tables/:hash', async (request) => {
    const { hash } = parseInput(tableParams, request.params);
    return { table: await committedTableByHash(db, hash) };
  });

  app.get('/api/packs/:id', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const found = await packWithTickets(db, id);
    const pack: PackDetail = {
      ...toPackSummary(storage, found.pack),
      opensCount: found.pack.opens_count + app.popularity.pending(id),
      commissionBp: found.pack.commission_bp,
      items: found.items.map((item) => ({
        itemId: item.item_id,
        name: item.name,
        valueCents: item.value_cents,
        oddsPpm: item.odds_ppm,
        imageUrl: fileUrl(storage, item.image_key),
        thumbUrl: fileUrl(storage, item.thumb_key),
        ticketFrom: item.ticketFrom,
        ticketTo: item.ticketTo,
      })),
      tableHash: found.tableHash,
    };
    return { pack };
  });

  app.post('/api/packs/:id/open', async (request) => {
    const userId = await requireUser(request);
    const { id } = parseInput(idParams, request.params);
    const { count } = parseInput(openPackSchema, request.body ?? {});
    const result = await openPack(db, { userId, packId: id, count, idempotencyKey: idempotencyKey(request), houseEdge: app.config.houseEdge, clock: app.clock });
    const opens = result.opens.map((open) => ({ ...open, thumbUrl: fileUrl(storage, open.thumbKey), imageUrl: fileUrl(storage, open.imageKey) }));
    if (!result.repeated) {
      app.popularity.add(id, count);
      publishInBackground(bus, request.log, [
        ...result.balances.map(({ userId: owner, balanceCents }) => balanceMessage(owner, balanceCents)),
        { topic: userTopic(userId), event: 'inventory', data: { added: opens.map((o) => o.inventoryId) } },
        ...liveMessages(
          opens.map((open) => ({
          id: `open:${open.openId}`,
          kind: 'open',
          userName: result.opener.userName ?? 'Unknown',
          avatarThumbUrl: fileUrl(storage, result.opener.avatarThumbKey),
          itemName: open.name,
          valueCents: open.valueCents,
          thumbUrl: open.thumbUrl,
          source: { kind: 'pack', id, name: result.packName },
          // Shown once the opener's reel has landed.
          at: Date.now() + OPEN_REVEAL_MS,
          })),
        ),
      ]);
    }
    return { opens: opens.map(({ thumbKey: _t, imageKey: _i, ...open }) => open), priceCents: result.priceCents };
  });

  app.get('/api/items', async (request) => {
    const query = parseInput(catalogueQuerySchema, request.query);
    const { rows, total } = await listCatalogue(db, query);
    return {
      items: rows.map((r) => ({ id: r.id, name: r.name, valueCents: r.value_cents, thumbUrl: fileUrl(storage, r.thumb_key), imageUrl: fileUrl(storage, r.image_key) })),
      total,
      offset: query.offset,
    };
  });

  // The pack forms price a draft as the server will: with its configured house edge, never a default of their own.
  app.get('/api/packs/pricing', async () => ({ houseEdge: app.config.houseEdge }));

  // The create form asks while a name is typed: profanity, and taken ignoring case.
  app.get('/api/packs/name-check', { config: { rateLimit: { max: 120, timeWindow: 60_000 } } }, async (request) => {
    await requireUser(request);
    const { name } = parseInput(packNameCheckSchema, request.query);
    return checkPackName(db, name);
  });

  app.post('/api/packs', async (request) => {
    const userId = await requireUser(request);
    const body = parseInput(createPackSchema, request.body);
    const pack = await createCommunityPack(db, storage, { userId, name: body.name, items: body.items, commissionBp: body.commissionBp, houseEdge: app.config.houseEdge });
    return { pack: toPackSummary(storage, pack), message: 'Your pack is live in the marketplace.' };
  });
}
