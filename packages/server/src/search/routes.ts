/** /search?q=: packs, items, battles and players that match, grouped (DESIGN §9). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../http/validate';
import { likePattern } from '../packs/repository';
import { fileUrl } from '../storage/storage';

const searchQuery = z.object({
  q: z.string({ error: 'Type something to search for.' }).trim().min(1, 'Type something to search for.').max(100, 'The search can be at most 100 characters.'),
});
const LIMIT = 8;

export async function searchRoutes(app: FastifyInstance) {
  const { db, storage } = app.resources;
  app.get('/api/search', async (request) => {
    const { q } = parseInput(searchQuery, request.query);
    const pattern = likePattern(q);
    const idPrefix = /^[0-9a-f-]{4,36}$/i.test(q) ? `${q.toLowerCase()}%` : null;
    const [packs, items, players, battles] = await Promise.all([
      db.query<{ id: string; name: string; price_cents: number; thumb_key: string | null; kind: string }>(
        `SELECT id, name, price_cents, thumb_key, kind FROM packs WHERE active AND name ILIKE $1 ORDER BY opens_count DESC, name LIMIT $2`,
        [pattern, LIMIT],
      ),
      db.query<{ id: string; name: string; value_cents: number; thumb_key: string | null }>(
        `SELECT id, name, value_cents, thumb_key FROM items WHERE name ILIKE $1 ORDER BY value_cents DESC LIMIT $2`,
        [pattern, LIMIT],
      ),
      db.query<{ id: string; user_name: string; avatar_thumb_key: string | null }>(
        `SELECT id, user_name, avatar_thumb_key FROM users WHERE user_name ILIKE $1 ORDER BY lower(user_name) LIMIT $2`,
        [pattern, LIMIT],
      ),
      // Battles are found by their id, or by the name of a pack they use.
      db.query<{ id: string; mode: string; status: string; entry_cents: number; players: number; joined: number; created_at: Date }>(
        `SELECT id, mode, status, entry_cents, players, joined, created_at FROM battles
         WHERE status <> 'cancelled' AND (($2::text IS NOT NULL AND id::text LIKE $2)
           OR EXISTS (SELECT 1 FROM jsonb_array_elements(rounds->'packs') p WHERE p->>'name' ILIKE $1))
         ORDER BY created_at DESC LIMIT $3`,
        [pattern, idPrefix, LIMIT],
      ),
    ]);
    return {
      q,
      packs: packs.map((p) => ({ id: p.id, name: p.name, priceCents: p.price_cents, thumbUrl: fileUrl(storage, p.thumb_key), kind: p.kind })),
      items: items.map((i) => ({ id: i.id, name: i.name, valueCents: i.value_cents, thumbUrl: fileUrl(storage, i.thumb_key) })),
      players: players.map((u) => ({ id: u.id, userName: u.user_name, avatarThumbUrl: fileUrl(storage, u.avatar_thumb_key) })),
      battles: battles.map((b) => ({ id: b.id, mode: b.mode, status: b.status, entryCents: b.entry_cents, players: b.players, joined: b.joined, createdAt: b.created_at.getTime() })),
    };
  });
}
