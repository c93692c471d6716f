/**
 * The "Live Opens" feed: recent pack opens and battle wins. New entries go
 * out on the `live` topic after commit; the panel loads the latest from
 * GET /api/live first.
 */
import type { Database } from '../db/client';
import type { BusMessage } from '../realtime/bus';
import { fileUrl, type Storage } from '../storage/storage';
import { listRecentOpens, listRecentUpgradeWins, listRecentWins } from './repository';

export type LiveEntry = {
  id: string;
  kind: 'open' | 'battle_win' | 'upgrade_win';
  userName: string;
  avatarThumbUrl: string | null;
  itemName: string;
  valueCents: number;
  thumbUrl: string | null;
  /** Where it happened: a pack page, a battle or the upgrader. */
  source: { kind: 'pack' | 'battle' | 'upgrader'; id: string; name: string };
  /** Epoch ms from which it may be shown (a battle win waits for its reels). */
  at: number;
};

/** The `live` topic's events for new entries. */
export function liveMessages(entries: LiveEntry[]): BusMessage[] {
  return entries.map((entry) => ({ topic: 'live', event: 'entry', data: entry }));
}

/** How long an open stays out of the feed: the opener's reel lands first. */
export const OPEN_REVEAL_MS = 5_000;

/** The latest entries, newest first; `minValueCents` keeps only the notable ones (the drops ticker). */
export async function recentLive(db: Database, storage: Storage, input: { limit: number; nowMs: number; minValueCents?: number }): Promise<LiveEntry[]> {
  const { limit, nowMs } = input;
  const minValueCents = input.minValueCents ?? 0;
  const opens = await listRecentOpens(db, { limit, minValueCents });
  // A win shows once its reels have finished.
  const wins = await listRecentWins(db, { limit, untilMs: nowMs, minValueCents });
  const upgrades = await listRecentUpgradeWins(db, { limit, minValueCents });
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
    ...upgrades.map((u) => upgradeWinEntry(storage, u)),
  ];
  return entries
    .filter((entry) => entry.at <= nowMs)
    .sort((a, b) => b.at - a.at)
    .slice(0, limit);
}

/** How long an upgrade's win stays out of the feed: the player's dial lands first. */
export const UPGRADE_REVEAL_MS = 5_000;

/** An upgrade that won, as the feed shows it. */
export function upgradeWinEntry(
  storage: Storage,
  u: { id: string; user_name: string | null; avatar_thumb_key: string | null; target_name: string; target_value_cents: number; thumb_key: string | null; created_at: Date },
): LiveEntry {
  return {
    id: `upgrade:${u.id}`,
    kind: 'upgrade_win',
    userName: u.user_name ?? 'Unknown',
    avatarThumbUrl: fileUrl(storage, u.avatar_thumb_key),
    itemName: u.target_name,
    valueCents: Number(u.target_value_cents),
    thumbUrl: fileUrl(storage, u.thumb_key),
    source: { kind: 'upgrader', id: u.id, name: 'Upgrader' },
    at: u.created_at.getTime() + UPGRADE_REVEAL_MS,
  };
}
