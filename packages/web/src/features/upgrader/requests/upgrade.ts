import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upgradeAnswerSchema } from '@lootforge/core/contracts/upgrader-answers';
import { apiFetch } from '../../../lib/api';
import { showBalance } from '../../../lib/wallet-balance';
import type { UpgradeInput } from '../api';

/**
 * POST /api/upgrader with a fresh Idempotency-Key per press. The balance shows what the stake left
 * at once (as a pack open's does); the inventory is read again by the page once the dial has
 * landed, so the won item does not show before the needle says so.
 */
export function useUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpgradeInput) =>
      apiFetch('/api/upgrader', { method: 'POST', body: input, headers: { 'Idempotency-Key': crypto.randomUUID() }, schema: upgradeAnswerSchema }),
    onSuccess: (answer) => {
      if (answer.balanceCents !== undefined) showBalance(queryClient, answer.balanceCents);
    },
  });
}
