import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { KycStatus } from '@lootforge/core/cashier';
import { adminKycAnswerSchema } from '@lootforge/core/contracts/cashier-answers';
import type * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api';
import { adminCashierQueryKey } from '../api';
import { QUEUE_REFRESH_MS, type StatusFilter } from '../cashier-console';

export type KycReview = z.infer<typeof adminKycAnswerSchema>['reviews'][number];

/** GET /api/admin/kyc?status=: identity submissions (without a status, the pending ones first). */
export function useKycReviews(status: StatusFilter<KycStatus>) {
  return useQuery({
    queryKey: [...adminCashierQueryKey, 'kyc', status],
    queryFn: ({ signal }) => apiFetch(`/api/admin/kyc${status === 'all' ? '' : `?status=${status}`}`, { signal, schema: adminKycAnswerSchema }),
    select: (answer) => answer.reviews,
    placeholderData: keepPreviousData,
    // An open console keeps its queue current: new requests arrive, payouts complete.
    refetchInterval: QUEUE_REFRESH_MS,
  });
}
