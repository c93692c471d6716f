import { useMutation, useQueryClient } from '@tanstack/react-query';
import { openAnswerSchema, type PackDetail } from '@lootforge/core/contracts/packs-answers';
import { apiFetch } from '../../../lib/api';
import { inventoryQueryKey } from '../../inventory/api';
import { walletQueryKey } from '../../../lib/wallet-balance';
import { packKeys } from '../api';

/** POST /api/packs/:id/open with a fresh Idempotency-Key per click. */
export function useOpenPack(packId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (count: number) =>
      apiFetch(`/api/packs/${encodeURIComponent(packId)}/open`, {
        method: 'POST',
        body: { count },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        schema: openAnswerSchema,
      }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: walletQueryKey });
      void queryClient.invalidateQueries({ queryKey: inventoryQueryKey });
      // Its opens count moved by these opens. The server writes counts about once a second, so
      // a refetch now could still answer the old number: count them here instead.
      queryClient.setQueryData<PackDetail>(packKeys.detail(packId), (pack) => (pack ? { ...pack, opensCount: pack.opensCount + answer.opens.length } : pack));
    },
  });
}
