/**
 * The "Live Opens" feed: recent pack opens and battle wins. New entries go
 * out on the `live` topic after commit; the panel loads the latest from
 * GET /api/live first.
 */
import type { Database } from '../db/client';
import type { BusMessage } from '../realtime/bus';
import { fileUrl, type Storage } from '../storage/storage';

export type LiveEntry = {
  id: string;
  kind: 'open' | 'battle_win';
  userName: string;
  avatarThumbUrl: string | null;
  itemName: string;
  valueCents: number;
  thumbUrl: string | null;
  /** Where it happened: a pack page or a battle. */
  source: { kind: 'pack' | 'battle'; id: string; name: string };
  /** Epoch ms from which it may be shown (a battle win waits for its reels). */
  at: number;
};

/** The `live` topic's events for new entries. */
export function liveMessages(entries: LiveEntry[]): BusMessage[] {
  return entries.map((entry) => ({ topic: 'live', event: 'entry', data: entry }));
}

/** How long an open stays out of the feed: the opener's reel lands first. */
export const OPEN_REVEAL_MS = 5_000;

export async function recentLive(db: Database, storage: Storage, limit: number, nowMs: number): Promise<LiveEntry[]> {
  const opens = await db.query<{ id: string; user_name: string | null; avatar_thumb_key: string | null; item_name: string; value_cents: number; thumb_key: string | null; pack_id: string; pack_name: string; created_at: Date }>(
    `SELECT o.id, u.user_name, u.avatar_thumb_key, o.item_name, o.value_cents, i.thumb_key, o.pack_id, o.pack_name, o.created_at
     FROM pack_opens o JOIN users u ON u.id = o.user_id JOIN items i ON i.id = o.item_id
     ORDER BY o.created_at DESC LIMIT $1`,
    [limit],
  );
  const wins = await db.query<{ id: string; seat: number; user_name: string | null; avatar_thumb_key: string | null; payout_cents: number; completed_at: Date }>(
    `SELECT b.id, s.seat, u.user_name, u.avatar_thumb_key, s.payout_cents, b.completed_at
     FROM battles b JOIN battle_seats s ON s.battle_id = b.id JOIN users u ON u.id = s.user_id
     WHERE b.status = 'settled' AND b.completed_at <= to_timestamp($2 / 1000.0) AND s.payout_cents > 0
     ORDER BY b.completed_at DESC LIMIT $1`,
    [limit, nowMs],
  );
  const entries: LiveEntry[] = [
    ...opens.map((o) => ({
      id: `open:${o.id}`,
      kind: 'open' as const,
      userName: o.user_name ?? 'Unknown',
      avatarThumbUrl: fileUrl(storage, o.avatar_thumb_key),
      itemName: o.item_name,
      valueCents: o.value_cents,
      thumbUrl: fileUrl(storage, o.thumb_key),
      source: { kind: 'pack' as const, id: o.pack_id, name: o.pack_name },
      at: o.created_at.getTime() + OPEN_REVEAL_MS,
    })),
    ...wins.map((w) => ({
      id: `win:${w.id}:${w.seat}`,
      kind: 'battle_win' as const,
      userName: w.user_name ?? 'Unknown',
      avatarThumbUrl: fileUrl(storage, w.avatar_thumb_key),
      itemName: 'Battle win',
      valueCents: w.payout_cents,
      thumbUrl: null,
      source: { kind: 'battle' as const, id: w.id, name: 'Battle' },
      at: w.completed_at.getTime(),
    })),
  ];
  return entries
    .filter((entry) => entry.at <= nowMs)
    .sort((a, b) => b.at - a.at)
    .slice(0, limit);
}
