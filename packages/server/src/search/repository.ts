/** The SQL of site search: packs, items and players by name; battles by id or by a pack they use. */
import type { Sql } from '../db/client';
import { likePattern } from '../packs/repository';

/** Battles are found through at most this many matching packs, and this many of each one's newest battles. */
const PACKS_FOR_BATTLES = 20;
const BATTLES_PER_PACK = 50;
/** Each item found names at most this many packs on sale that hold it. */
const PACKS_PER_ITEM = 3;

/** Names containing `text` (as typed: `%` and `_` mean themselves); the battle with id `battleId`, when given (a full id). */
export async function searchEverything(sql: Sql, input: { text: string; battleId: string | null; limit: number }) {
  const pattern = likePattern(input.text);
  const [packs, items, players, battles] = await Promise.all([
    sql.query<{ id: string; name: string; price_cents: number; thumb_key: string | null; kind: string }>(
      `SELECT id, name, price_cents, thumb_key, kind FROM packs WHERE active AND kind <> 'level' AND name_lower LIKE lower($1) ORDER BY opens_count DESC, name LIMIT $2`,
      [pattern, input.limit],
    ),
    sql.query<{ id: string; name: string; value_cents: number; thumb_key: string | null }>(
      `SELECT id, name, value_cents, thumb_key FROM items WHERE name ILIKE $1 ORDER BY value_cents DESC LIMIT $2`,
      [pattern, input.limit],
    ),
    sql.query<{ id: string; user_name: string; avatar_thumb_key: string | null }>(
      `SELECT id, user_name, avatar_thumb_key FROM users WHERE user_name ILIKE $1 AND suspended_at IS NULL ORDER BY lower(user_name) LIMIT $2`,
      [pattern, input.limit],
    ),
    sql.query<{ id: string; mode: string; status: string; entry_cents: number; players: number; joined: number; created_at: Date; completed_at: Date | null }>(
      // Driven from a bounded list of candidates (the newest battles of the first few matching packs, and the
      // battle named by a full id), each read by its primary key: never a walk of the battles table, whatever
      // the query matches or does not.
      `WITH matched AS (SELECT id FROM packs WHERE name_lower LIKE lower($1) ORDER BY opens_count DESC LIMIT ${PACKS_FOR_BATTLES}),
       candidates AS (
         SELECT u.battle_id FROM matched m
         CROSS JOIN LATERAL (SELECT battle_id FROM battle_packs WHERE pack_id = m.id ORDER BY created_at DESC LIMIT ${BATTLES_PER_PACK}) u
         UNION SELECT $2::uuid WHERE $2::uuid IS NOT NULL
       )
       SELECT b.id, b.mode, b.status, b.entry_cents, b.players, b.joined, b.created_at, b.completed_at
       FROM candidates c JOIN battles b ON b.id = c.battle_id
       WHERE b.status <> 'cancelled' AND b.private_key IS NULL
       ORDER BY b.created_at DESC LIMIT $3`,
      [pattern, input.battleId, input.limit],
    ),
  ]);
  return { packs, items, players, battles, packsOfItems: await packsHolding(sql, items.map((item) => item.id)) };
}

/** Packs on sale holding each of these items, most opened first (through the item's own index on pack_items). */
async function packsHolding(sql: Sql, itemIds: string[]) {
  if (itemIds.length === 0) return [];
  return sql.query<{ item_id: string; id: string; name: string; price_cents: number }>(
    `SELECT x.item_id, p.id, p.name, p.price_cents
     FROM unnest($1::uuid[]) AS x(item_id)
     CROSS JOIN LATERAL (
       SELECT p.id, p.name, p.price_cents FROM pack_items pi JOIN packs p ON p.id = pi.pack_id
       WHERE pi.item_id = x.item_id AND p.active AND p.kind <> 'level' ORDER BY p.opens_count DESC NULLS LAST, p.id LIMIT ${PACKS_PER_ITEM}
     ) p`,
    [itemIds],
  );
}
