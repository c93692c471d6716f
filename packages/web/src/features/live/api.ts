import type { LiveEntry } from '@lootforge/core/contracts/wallet-answers';

export type { LiveEntry };

export const LIVE_FEED_SIZE = 20;
export const liveQueryKey = ['live'] as const;

