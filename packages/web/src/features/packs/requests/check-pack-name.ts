import { useQuery } from '@tanstack/react-query';
import { packNameCheckAnswerSchema } from '@lootforge/core/contracts/packs-answers';
import { apiFetch } from '../../../lib/api';
import { packKeys } from '../api';

/** Whether a pack name is free and clean, asked while it is typed (debounced by the caller); idle for `null`. */
export function usePackNameCheck(name: string | null) {
  return useQuery({
    queryKey: [...packKeys.all, 'name-check', name?.toLowerCase() ?? ''],
    queryFn: ({ signal }) => apiFetch(`/api/packs/name-check?${new URLSearchParams({ name: name ?? '' })}`, { signal, schema: packNameCheckAnswerSchema }),
    enabled: name !== null,
    staleTime: 30_000,
  });
}
