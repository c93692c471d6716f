import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referralClaimedSchema } from '@lootforge/core/contracts/referrals-answers';
import { apiFetch } from '../../../lib/api';
import { showBalance } from '../../../lib/wallet-balance';
import { walletTransactionsQueryKey } from '../../wallet/requests/get-transactions';
import { referralsQueryKey } from '../api';

/**
 * POST /api/referrals/claim → `{ amountCents, balanceCents }` (from $1.00). The navbar's balance
 * takes the answer at once; the earnings and the wallet's transactions are read again.
 */
export function useClaimReferralEarnings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/api/referrals/claim', { method: 'POST', schema: referralClaimedSchema }),
    onSuccess: ({ balanceCents }) => {
      showBalance(queryClient, balanceCents);
      void queryClient.invalidateQueries({ queryKey: walletTransactionsQueryKey });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: referralsQueryKey }),
  });
}
