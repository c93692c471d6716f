import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { packListAnswerSchema } from '@lootforge/core/contracts/packs-answers';
import { apiFetch } from '../../../lib/api';
import { officialPacksQueryKey, PACKS_PAGE_SIZE } from '../pack-api';

/** GET /api/packs?type=official&filter=all: the listed official packs, newest first, 24 a page. */
export function useOfficialPacks(offset: number) {
  return useQuery({
    queryKey: officialPacksQueryKey(offset),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ type: 'official', filter: 'all', limit: String(PACKS_PAGE_SIZE), offset: String(offset) });
      return apiFetch(`/api/packs?${params}`, { signal, schema: packListAnswerSchema });
    },
    placeholderData: keepPreviousData,
  });
}
