import { useQuery } from '@tanstack/react-query';
import { packAnswerSchema } from '@lootforge/core/contracts/packs-answers';
import { ApiError, apiFetch } from '../../../lib/api';
import { packKeys } from '../api';

export function usePack(id: string | null) {
  return useQuery({
    queryKey: packKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiFetch(`/api/packs/${encodeURIComponent(id!)}`, { signal, schema: packAnswerSchema }).then((answer) => answer.pack),
    enabled: Boolean(id),
    staleTime: 60_000,
    // A pack that does not exist will not start existing on a retry.
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}
