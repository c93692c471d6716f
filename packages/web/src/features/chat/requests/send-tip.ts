import { useMutation } from '@tanstack/react-query';
import { tipAnswerSchema } from '@lootforge/core/contracts/rain-answers';
import { apiFetch } from '../../../lib/api';

export type TipRequest = { userName: string; amountCents: number } | { rain: true; amountCents: number };

/**
 * POST /api/tips, with one Idempotency-Key per tip the player means to send (a retry after a lost
 * answer sends the same key and is not paid twice). The balance follows from the `user` topic.
 */
export function useSendTip() {
  return useMutation({
    mutationFn: ({ tip, idempotencyKey }: { tip: TipRequest; idempotencyKey: string }) =>
      apiFetch('/api/tips', { method: 'POST', body: tip, headers: { 'Idempotency-Key': idempotencyKey }, schema: tipAnswerSchema }),
  });
}
