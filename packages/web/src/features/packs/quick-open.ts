/**
 * Quick open: a player's choice to have pack reels land in about a second instead of five.
 * Remembered per player on this browser (the key names the player), so a shared computer keeps
 * each player's own choice; off until chosen.
 */
import { readFlag, useStoredFlag, writeFlag } from '../../lib/stored-flag';

/** How long a quick open's reels spin. */
export const QUICK_SPIN_MS = 1_000;

const keyOf = (userId: string | null) => `lootforge:quick-open:${userId ?? 'visitor'}`;

export function useQuickOpen(userId: string | null): [boolean, (next: boolean) => void] {
  const key = keyOf(userId);
  return [useStoredFlag(key), (next: boolean) => writeFlag(key, next)];
}

export function isQuickOpen(userId: string | null): boolean {
  return readFlag(keyOf(userId));
}
