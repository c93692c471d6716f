import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { walletQueryKey } from '../../../lib/wallet-balance';
import { applyBattleChange, battleActionAnswerSchema } from '../api';

/** Host actions: fill the empty seats with house bots, or cancel (every entry refunded). */
export function useHostAction(userName: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ battleId, action }: { battleId: string; action: 'fill-bots' | 'cancel' }) =>
      apiFetch(`/api/battles/${encodeURIComponent(battleId)}/${action}`, { method: 'POST', schema: battleActionAnswerSchema }),
    onSuccess: ({ battle }, { action }) => {
      applyBattleChange(queryClient, battle, userName);
      if (action === 'cancel') void queryClient.invalidateQueries({ queryKey: walletQueryKey });
    },
  });
}
