import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referralsAnswerSchema } from '@lootforge/core/contracts/referrals-answers';
import { apiFetch } from '../../../lib/api';
import { referralsKeyFor, type Referrals } from '../api';
import { useMe } from '../../../lib/session';

/** PUT /api/referrals/code `{ code }`: the one change to a vanity code; answers the new summary. */
export function useChangeReferralCode() {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  return useMutation({
    mutationFn: (code: string) => apiFetch('/api/referrals/code', { method: 'PUT', body: { code }, schema: referralsAnswerSchema }),
    onSuccess: (summary) => queryClient.setQueryData<Referrals>(referralsKeyFor(me?.id ?? null), summary),
  });
}
