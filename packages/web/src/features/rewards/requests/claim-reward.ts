import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rewardClaimedSchema } from '@lootforge/core/contracts/rewards-answers';
import { apiFetch } from '../../../lib/api';
import { showBalance } from '../../../lib/wallet-balance';
import { walletTransactionsQueryKey } from '../../wallet/requests/get-transactions';
import { rewardsQueryKey, type RewardKind } from '../api';

/**
 * POST /api/rewards/:kind/claim → `{ amountCents, balanceCents }`. The navbar's balance takes the
 * answer at once (the `user` topic says the same a moment later); the wallet's transactions and,
 * claimed or refused, the rewards are read again.
 */
export function useClaimReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: RewardKind) => apiFetch(`/api/rewards/${kind}/claim`, { method: 'POST', schema: rewardClaimedSchema }),
    onSuccess: ({ balanceCents }) => {
      showBalance(queryClient, balanceCents);
      void queryClient.invalidateQueries({ queryKey: walletTransactionsQueryKey });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rewardsQueryKey }),
  });
}
