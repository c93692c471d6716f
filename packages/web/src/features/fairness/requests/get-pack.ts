import { useQuery } from '@tanstack/react-query';
import { committedTableAnswerSchema, packAnswerSchema, packListAnswerSchema } from '@lootforge/core/contracts/packs-answers';
import { apiFetch } from '../../../lib/api';
import { fairnessQueryKey } from '../api';

/** GET /api/packs/:id: a pack's items in stored order with their ticket ranges. */
export function usePackDetail(packId: string | null) {
  return useQuery({
    queryKey: [...fairnessQueryKey, 'pack', packId],
    queryFn: ({ signal }) => apiFetch(`/api/packs/${encodeURIComponent(packId ?? '')}`, { signal, schema: packAnswerSchema }),
    select: (data) => data.pack,
    enabled: packId !== null,
    staleTime: 60_000,
  });
}

/** GET /api/packs: the most opened packs, official and community, to pick from in the verifier. */
export function usePackChoices() {
  return useQuery({
    queryKey: [...fairnessQueryKey, 'pack-choices'],
    queryFn: ({ signal }) => apiFetch('/api/packs?type=any&filter=popular&limit=100', { signal, schema: packListAnswerSchema }),
    select: (data) => data.packs,
    staleTime: 60_000,
  });
}

/** GET /api/packs/tables/:hash: the table an open rolled on, as committed (DESIGN §23). */
export function useCommittedTable(hash: string | null) {
  return useQuery({
    queryKey: [...fairnessQueryKey, 'table', hash],
    queryFn: ({ signal }) => apiFetch(`/api/packs/tables/${encodeURIComponent(hash ?? '')}`, { signal, schema: committedTableAnswerSchema }),
    select: (data) => data.table,
    enabled: hash !== null,
    staleTime: Infinity,
  });
}
