/** Official packs and level cases in the admin area: page size, cache keys, the editor's address and a tier's words. */
import type { AdminPackSummary } from '@lootforge/core/contracts/admin-answers';
import { tierLevels } from '@lootforge/core/levels';
import { adminQueryKey } from './api';

export type { AdminPackSummary };

export const PACKS_PAGE_SIZE = 24;

/** Which packs the console's list shows. */
export type PackListKind = 'any' | 'official' | 'level';

export const adminPacksQueryKey = [...adminQueryKey, 'packs'] as const;
export const adminPackListQueryKey = (kind: PackListKind, offset: number) => [...adminPacksQueryKey, 'list', kind, offset] as const;
export const adminPackQueryKey = (id: string) => [...adminPacksQueryKey, 'detail', id] as const;

/** Where a pack's editor lives: every pack, listed or hidden, has an address to come back to (and the list it returns to). */
export function editPackHref(id: string, kind: PackListKind = 'any'): string {
  return `/adminitems?tab=packs&pack=${encodeURIComponent(id)}${kind === 'any' ? '' : `&kind=${kind}`}`;
}

/** Where a new pack is made; a new level case starts as one. */
export function newPackHref(kind: 'official' | 'level' = 'official'): string {
  return kind === 'level' ? '/adminitems?tab=packs&pack=new&kind=level' : '/adminitems?tab=packs&pack=new';
}

/** "Tier 3 · levels 20–29" (DESIGN §21). */
export function tierLabel(tier: number): string {
  const { from, to } = tierLevels(tier);
  return `Tier ${tier} · levels ${from}–${to}`;
}
