import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminPackListSchema } from '@lootforge/core/contracts/admin-answers';
import { apiFetch } from '../../../lib/api';
import { adminPackListQueryKey, PACKS_PAGE_SIZE, type PackListKind } from '../pack-api';

function fetchPacks(kind: PackListKind, offset: number, limit: number, signal: AbortSignal) {
  const params = new URLSearchParams({ kind, limit: String(limit), offset: String(offset) });
  return apiFetch(`/api/admin/packs?${params}`, { signal, schema: adminPackListSchema });
}

/** GET /api/admin/packs?kind=: the listed official packs and level cases, newest first (level cases alone: by tier), 24 a page. */
export function useAdminPacks(kind: PackListKind, offset: number) {
  return useQuery({
    queryKey: adminPackListQueryKey(kind, offset),
    queryFn: ({ signal }) => fetchPacks(kind, offset, PACKS_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
}

/** The listed level case of each tier, for the editor's tier choice: one at most per tier, so the first page holds them all. */
export function useListedLevelCases(enabled: boolean) {
  return useQuery({
    queryKey: adminPackListQueryKey('level', 0),
    queryFn: ({ signal }) => fetchPacks('level', 0, PACKS_PAGE_SIZE, signal),
    select: (page) => new Map(page.packs.map((pack) => [pack.levelTier, pack])),
    enabled,
  });
}
