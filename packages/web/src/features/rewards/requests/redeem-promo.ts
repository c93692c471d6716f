import { useMutation, useQueryClient } from '@tanstack/react-query';
import { redeemPromoAnswerSchema } from '@lootforge/core/contracts/promo-answers';
import { apiFetch } from '../../../lib/api';
import { showBalance } from '../../../lib/wallet-balance';
import { walletTransactionsQueryKey } from '../../wallet/requests/get-transactions';

/**
 * POST /api/promo/redeem { code } → `{ amountCents, balanceCents }` (DESIGN §22). The navbar's
 * balance takes the answer at once; the wallet's transactions are read again.
 */
export function useRedeemPromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiFetch('/api/promo/redeem', { method: 'POST', body: { code }, schema: redeemPromoAnswerSchema }),
    onSuccess: ({ balanceCents }) => {
      showBalance(queryClient, balanceCents);
      void queryClient.invalidateQueries({ queryKey: walletTransactionsQueryKey });
    },
  });
}
