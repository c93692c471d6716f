import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { publishedTreeAnswerSchema, transparencyAnswerSchema } from '@lootforge/core/contracts/transparency-answers';
import { apiFetch } from '../../../lib/api';

const transparencyKey = ['admin', 'transparency'] as const;

/** GET /api/transparency: the published trees and the returns report, as players see them. */
export function useAdminTransparency() {
  return useQuery({ queryKey: transparencyKey, queryFn: ({ signal }) => apiFetch('/api/transparency', { signal, schema: transparencyAnswerSchema }) });
}

/** POST /api/admin/transparency/publish: a liability tree now, declaring reserves (audited). */
export function usePublishTree() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reservesCents: number | undefined) =>
      apiFetch('/api/admin/transparency/publish', { method: 'POST', body: reservesCents === undefined ? {} : { reservesCents }, schema: publishedTreeAnswerSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: transparencyKey }),
  });
}

/** POST /api/admin/transparency/returns: the returns recomputed now (audited). */
export function useRecomputeReturns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/api/admin/transparency/returns', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: transparencyKey }),
  });
}
