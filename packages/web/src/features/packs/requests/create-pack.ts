import { useMutation, useQueryClient } from '@tanstack/react-query';
import { packCreatedSchema } from '@lootforge/core/contracts/packs-answers';
import { apiFetch } from '../../../lib/api';
import { type CreatePackInput, packKeys } from '../api';

export function useCreatePack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePackInput) => apiFetch('/api/packs', { method: 'POST', body: input, schema: packCreatedSchema }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: packKeys.all });
    },
  });
}
