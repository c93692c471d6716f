import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seatPrice } from '@lootforge/core/seat-price';
import { apiFetch } from '../../../lib/api';
import { afterEntryPaid, applyBattleChange, battleActionAnswerSchema } from '../api';

export function useJoinBattle(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ battleId, idempotencyKey, borrowPercent = 0, key }: { battleId: string; idempotencyKey: string; borrowPercent?: number; key?: string | null }) =>
      apiFetch(`/api/battles/${encodeURIComponent(battleId)}/join`, {
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body: { borrowPercent, ...(key ? { key } : {}) },
        schema: battleActionAnswerSchema,
      }),
    onSuccess: ({ battle }, { borrowPercent = 0 }) => {
      applyBattleChange(queryClient, battle, userId);
      afterEntryPaid(queryClient, battle, seatPrice({ entryCents: battle.entryCents, fundPercent: battle.fundPercent, borrowPercent, host: false }).paidCents);
    },
  });
}
