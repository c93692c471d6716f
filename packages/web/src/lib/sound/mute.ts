/** The site's one mute switch (pack opens and battles), remembered per browser and shared by every tab. */
import { readFlag, useStoredFlag, writeFlag } from '../stored-flag';

// Named when only battles had sound; kept so a player's earlier choice still holds.
const STORAGE_KEY = 'lootforge:battle-sounds-muted';

export function isMuted(): boolean {
  return readFlag(STORAGE_KEY);
}

export function setMuted(next: boolean): void {
  writeFlag(STORAGE_KEY, next);
}

export function useMuted(): boolean {
  return useStoredFlag(STORAGE_KEY);
}
