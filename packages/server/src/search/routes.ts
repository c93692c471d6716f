/** /search?q=: packs, items, battles and players that match, grouped (DESIGN §9). */
import type { FastifyInstance } from 'fastify';
import { searchQuerySchema } from '@lootforge/core/contracts/search';
import { parseInput } from '../http/validate';
import { fileUrl } from '../storage/storage';
import { searchSite } from './service';

export const SEARCHES_PER_MINUTE = 60;

export async function searchRoutes(app: FastifyInstance) {
  const { db, storage } = app.resources;
  // Anyone may search, each address SEARCHES_PER_MINUTE times a minute (decision 019).
  app.get('/api/search', { config: { rateLimit: { max: SEARCHES_PER_MINUTE, timeWindow: 60_000 } } }, async (request) => {
    const { q } = parseInput(searchQuerySchema, request.query);
    const { packs, items, players, battles, packsOfItems } = await searchSite(db, { q, nowMs: Date.now() });
    const inPacks = (itemId: string) => packsOfItems.filter((row) => row.item_id === itemId).map((row) => ({ id: row.id, name: row.name, priceCents: row.price_cents }));
    return {
      q,
      packs: packs.map((p) => ({ id: p.id, name: p.name, priceCents: p.price_cents, thumbUrl: fileUrl(storage, p.thumb_key), kind: p.kind })),
      items: items.map((i) => ({ id: i.id, name: i.name, valueCents: i.value_cents, thumbUrl: fileUrl(storage, i.thumb_key), inPacks: inPacks(i.id) })),
      players: players.map((u) => ({ userName: u.user_name, avatarThumbUrl: fileUrl(storage, u.avatar_thumb_key) })),
      battles: battles.map((b) => ({
        id: b.id,
        mode: b.mode,
        status: b.status,
        entryCents: b.entry_cents,
        players: b.players,
        joined: b.joined,
        createdAt: b.created_at.getTime(),
      })),
    };
  });
}
