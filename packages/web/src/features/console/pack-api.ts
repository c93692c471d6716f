/** Official packs in the admin area: page size, cache keys and the editor's address. */
import type { PackSummary } from '@lootforge/core/contracts/packs';
import { adminQueryKey } from './api';

export type { PackSummary };

export const PACKS_PAGE_SIZE = 24;

export const adminPacksQueryKey = [...adminQueryKey, 'packs'] as const;
export const officialPacksQueryKey = (offset: number) => [...adminPacksQueryKey, 'list', offset] as const;
export const adminPackQueryKey = (id: string) => [...adminPacksQueryKey, 'detail', id] as const;
export const packListingQueryKey = (id: string) => [...adminPacksQueryKey, 'listing', id] as const;

/** Where a pack's editor lives: every pack, listed or hidden, has an address to come back to. */
export function editPackHref(id: string): string {
  return `/adminitems?tab=packs&pack=${encodeURIComponent(id)}`;
}
