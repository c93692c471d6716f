import type { LiveEntry } from '@lootforge/core/contracts/wallet-answers';

export type { LiveEntry };

export const LIVE_FEED_SIZE = 20;
export const liveQueryKey = ['live'] as const;


/** Where a live entry leads: its pack's page, its battle, or the upgrader. */
export function liveSourceHref(entry: LiveEntry): string {
  if (entry.source.kind === 'upgrader') return '/upgrader';
  return entry.source.kind === 'pack' ? `/productdetails?id=${encodeURIComponent(entry.source.id)}` : `/allbattlesecondsec/${encodeURIComponent(entry.source.id)}`;
}
