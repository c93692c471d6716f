import { useQuery } from '@tanstack/react-query';
import { proofAnswerSchema } from '@lootforge/core/contracts/transparency-answers';
import { apiFetch } from '../../../lib/api';
import { transparencyQueryKey } from '../api';

/** GET /api/transparency/proof?tree=: the signed-in player's inclusion proof in a tree. */
export function useInclusionProof(treeId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: [...transparencyQueryKey, 'proof', treeId],
    queryFn: ({ signal }) => apiFetch(`/api/transparency/proof?tree=${treeId}`, { signal, schema: proofAnswerSchema }),
    enabled: enabled && treeId !== null,
    staleTime: Infinity,
    retry: false,
  });
}
