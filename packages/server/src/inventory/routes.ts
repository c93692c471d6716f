/** The inventory: items won, and selling them back for their value (DESIGN §3). */
import type { FastifyInstance } from 'fastify';
import { inventoryPageQuerySchema, sellItemsSchema } from '@lootforge/core/contracts/inventory';
import { formatCents } from '@lootforge/core/money';
import { requireUser } from '../auth/sessions';
import { parseInput } from '../http/validate';
import { fileUrl } from '../storage/storage';
import { balanceMessage } from '../wallet/publish';
import { publishInBackground } from '../realtime/bus';
import { userTopic } from '../realtime/hub';
import { listInventory, sellItems } from './service';

export async function inventoryRoutes(app: FastifyInstance) {
  const { db, storage, bus } = app.resources;

  app.get('/api/inventory', async (request) => {
    const userId = await requireUser(request);
    const { limit, offset } = parseInput(inventoryPageQuerySchema, request.query);
    const { rows, count, totalCents } = await listInventory(db, { userId, limit, offset });
    return {
      items: rows.map((row) => ({
        id: row.id,
        itemId: row.item_id,
        name: row.name,
        valueCents: row.value_cents,
        thumbUrl: fileUrl(storage, row.thumb_key),
        imageUrl: fileUrl(storage, row.image_key),
        source: row.source_type === 'upgrade' ? 'Won in an upgrade' : row.source_type === 'free_case' ? `Free case: ${row.pack_name ?? 'level case'}` : row.pack_name ? `Opened from ${row.pack_name}` : 'Won',
        createdAt: row.created_at.toISOString(),
      })),
      count,
      totalValueCents: totalCents,
      nextOffset: offset + rows.length < count ? offset + rows.length : null,
    };
  });

  app.post('/api/inventory/sell', async (request) => {
    const userId = await requireUser(request);
    const body = parseInput(sellItemsSchema, request.body);
    const sold = await sellItems(db, { userId, ids: 'ids' in body ? body.ids : 'all', bonusPlaythrough: app.config.cashier.bonusPlaythrough, clock: app.clock });
    publishInBackground(bus, request.log, [balanceMessage(userId, sold.balanceCents), { topic: userTopic(userId), event: 'inventory', data: { sold: sold.ids } }]);
    return { soldIds: sold.ids, totalCents: sold.totalCents, message: `Sold ${sold.ids.length} item${sold.ids.length === 1 ? '' : 's'} for ${formatCents(sold.totalCents)}.` };
  });
}
