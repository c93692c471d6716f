import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPackSavedSchema, type AdminPack } from '@lootforge/core/contracts/admin-answers';
import { apiFetch } from '../../../lib/api';
import { adminAuditQueryKey } from '../api';
import { adminPackQueryKey, adminPacksQueryKey } from '../pack-api';

export type PackEntryInput = { itemId: string; oddsPpm: number };
/** An official pack, or a level case with its tier (DESIGN §21); neither changes once made. */
export type NewPack = { name: string; items: PackEntryInput[]; active: boolean } & ({ kind: 'official' } | { kind: 'level'; levelTier: number });
export type PackChanges = { name?: string; items?: PackEntryInput[]; active?: boolean };

type Answer = { pack: AdminPack; message: string };

function useAfterSave() {
  const queryClient = useQueryClient();
  return ({ pack }: Answer) => {
    queryClient.setQueryData(adminPackQueryKey(pack.id), { pack });
    void queryClient.invalidateQueries({ queryKey: adminPacksQueryKey });
    void queryClient.invalidateQueries({ queryKey: adminAuditQueryKey });
  };
}

/** POST /api/admin/packs: a new official pack or level case (the server prices it and draws its image). */
export function useCreatePack() {
  const onSuccess = useAfterSave();
  return useMutation({
    mutationFn: (input: NewPack) => apiFetch('/api/admin/packs', { method: 'POST', body: input, schema: adminPackSavedSchema }),
    onSuccess,
  });
}

/** PATCH /api/admin/packs/:id with only what changed. */
export function useUpdatePack() {
  const onSuccess = useAfterSave();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: PackChanges }) =>
      apiFetch(`/api/admin/packs/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes, schema: adminPackSavedSchema }),
    onSuccess,
  });
}
