import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

const packListAnswerSchema = () => import('@lootforge/core/contracts/packs-answers').then((m) => m.packListAnswerSchema);

/** Packs to choose rounds from (the marketplace's search). */
export function usePackSearch(q: string) {
  return useQuery({
    queryKey: ['battles', 'pack-picker', q],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ q, limit: '50', filter: 'price_asc' });
      return apiFetch(`/api/packs?${params}`, { signal, schema: packListAnswerSchema });
    },
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}
