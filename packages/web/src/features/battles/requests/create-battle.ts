import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBattleInput } from '@lootforge/core/contracts/battles';
import { apiFetch } from '../../../lib/api';
import { afterEntryPaid, applyBattleChange, battleActionAnswerSchema } from '../api';

export function createBattle(input: CreateBattleInput, idempotencyKey: string) {
  return apiFetch('/api/battles', { method: 'POST', body: input, headers: { 'Idempotency-Key': idempotencyKey }, schema: battleActionAnswerSchema });
}

export function useCreateBattle(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreateBattleInput; idempotencyKey: string }) => createBattle(input, idempotencyKey),
    onSuccess: ({ battle }) => {
      applyBattleChange(queryClient, battle, userId);
      afterEntryPaid(queryClient, battle, battle.entryCents);
    },
  });
}
