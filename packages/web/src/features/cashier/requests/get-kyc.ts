import { useQuery } from '@tanstack/react-query';
import { kycAnswerSchema } from '@lootforge/core/contracts/cashier-answers';
import { apiFetch } from '../../../lib/api';
import { useMe } from '../../../lib/session';
import { cashierKeys } from '../api';

/** GET /api/kyc: the player's verification status, why a submission was rejected, and what they may still withdraw unverified. */
export function useKyc() {
  const { data: me } = useMe();
  return useQuery({
    queryKey: cashierKeys.kyc(me?.id ?? null),
    queryFn: ({ signal }) => apiFetch('/api/kyc', { signal, schema: kycAnswerSchema }),
    enabled: Boolean(me),
    refetchOnWindowFocus: 'always',
  });
}
