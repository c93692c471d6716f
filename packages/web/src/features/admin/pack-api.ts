/** Official packs in the admin area: the shapes the API answers with and the cache keys. */
import type { PackSummary } from '@lootforge/core/contracts/packs';
import { adminQueryKey } from './api';

export type { PackSummary };

/** GET /api/admin/packs/:id: the summary plus its items in stored order (inactive packs too). */
export type AdminPackItem = { itemId: string; name: string; valueCents: number; oddsPpm: number };
export type AdminPack = PackSummary & { items: AdminPackItem[] };

/** GET /api/items: the catalogue an admin picks items from. */
export type CatalogueItem = { id: string; name: string; valueCents: number; thumbUrl: string | null; imageUrl: string | null };
export type CataloguePage = { items: CatalogueItem[]; total: number; offset: number };

export type OfficialPacksPage = { packs: PackSummary[]; total: number; nextOffset: number | null };

export const PACKS_PAGE_SIZE = 24;
export const CATALOGUE_PAGE_SIZE = 48;

export const adminPacksQueryKey = [...adminQueryKey, 'packs'] as const;
export const officialPacksQueryKey = (offset: number) => [...adminPacksQueryKey, 'list', offset] as const;
export const adminPackQueryKey = (id: string) => [...adminPacksQueryKey, 'detail', id] as const;
export const packListingQueryKey = (id: string) => [...adminPacksQueryKey, 'listing', id] as const;
export const catalogueQueryKey = (q: string, offset: number) => [...adminQueryKey, 'catalogue', q, offset] as const;

/** Where a pack's editor lives: every pack, listed or hidden, has an address to come back to. */
export function editPackHref(id: string): string {
  return `/adminitems?tab=packs&pack=${encodeURIComponent(id)}`;
}
