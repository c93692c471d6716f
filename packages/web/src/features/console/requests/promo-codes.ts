import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { promoCodeAnswerSchema, promoCodesAnswerSchema } from '@lootforge/core/contracts/promo-answers';
import type { CreatePromoCodeInput } from '@lootforge/core/contracts/promo';
import { apiFetch } from '../../../lib/api';

export type { PromoCode } from '@lootforge/core/contracts/promo-answers';

const promoCodesKey = ['admin', 'promo-codes'] as const;

/** GET /api/admin/promo-codes: every code with its uses (DESIGN §22). */
export function useAdminPromoCodes() {
  return useQuery({ queryKey: promoCodesKey, queryFn: ({ signal }) => apiFetch('/api/admin/promo-codes', { signal, schema: promoCodesAnswerSchema }) });
}

/** POST /api/admin/promo-codes; the list is read again. */
export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (promo: CreatePromoCodeInput) => apiFetch('/api/admin/promo-codes', { method: 'POST', body: promo, schema: promoCodeAnswerSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodesKey }),
  });
}
