import { useQuery } from '@tanstack/react-query';
import { packPricingSchema } from '@lootforge/core/contracts/packs-answers';
import { apiFetch } from '../../../lib/api';
import { packKeys } from '../api';

/** The house edge the server prices packs with (GET /api/packs/pricing): null until it has answered. */
export function usePackHouseEdge(): number | null {
  const pricing = useQuery({
    queryKey: packKeys.pricing,
    queryFn: ({ signal }) => apiFetch('/api/packs/pricing', { signal, schema: packPricingSchema }),
    staleTime: Infinity,
  });
  return pricing.data?.houseEdge ?? null;
}
