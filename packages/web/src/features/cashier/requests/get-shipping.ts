import { useQuery } from '@tanstack/react-query';
import { shippingAnswerSchema } from '@lootforge/core/contracts/cashier-answers';
import { apiFetch } from '../../../lib/api';
import { useMe } from '../../../lib/session';
import { cashierKeys } from '../api';

/** GET /api/shipping: the player's orders, newest first, and the rules of a new one (minimum, fee, free from, most items). */
export function useShipping() {
  const { data: me } = useMe();
  return useQuery({
    queryKey: cashierKeys.shipping(me?.id ?? null),
    queryFn: ({ signal }) => apiFetch('/api/shipping', { signal, schema: shippingAnswerSchema }),
    enabled: Boolean(me),
    refetchOnWindowFocus: 'always',
  });
}
