import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rainAnswerSchema } from '@lootforge/core/contracts/rain-answers';
import { apiFetch } from '../../../lib/api';
import { rainQueryKey } from '../api';
import type { KnownRain } from './get-rain';

/** POST /api/rain/:id/join: the answer is the rain with `joined`. */
export function useJoinRain(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rainId: number) => apiFetch(`/api/rain/${rainId}/join`, { method: 'POST', schema: rainAnswerSchema }),
    onSuccess: ({ rain }) => queryClient.setQueryData<KnownRain>(rainQueryKey(userId), { ...rain, receivedAt: Date.now() }),
  });
}
