import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { officialPacksQueryKey, PACKS_PAGE_SIZE, type OfficialPacksPage } from '../pack-api';

/** GET /api/packs?type=official&filter=all: the listed official packs, newest first, 24 a page. */
export function useOfficialPacks(offset: number) {
  return useQuery({
    queryKey: officialPacksQueryKey(offset),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ type: 'official', filter: 'all', limit: String(PACKS_PAGE_SIZE), offset: String(offset) });
      return apiFetch<OfficialPacksPage>(`/api/packs?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
