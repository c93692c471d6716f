import { useQuery } from '@tanstack/react-query';
import { transparencyAnswerSchema } from '@lootforge/core/contracts/transparency-answers';
import { apiFetch } from '../../../lib/api';
import { transparencyQueryKey } from '../api';

/** GET /api/transparency: the latest published figures (public). */
export function useTransparency() {
  return useQuery({
    queryKey: transparencyQueryKey,
    queryFn: ({ signal }) => apiFetch('/api/transparency', { signal, schema: transparencyAnswerSchema }),
    staleTime: 60_000,
  });
}
