import { useMutation } from '@tanstack/react-query';
import { phoneCodeSentSchema } from '@lootforge/core/contracts/auth-answers';
import { apiFetch } from '../../../lib/api';

/** POST /api/auth/phone/send: texts a 6-digit code to `phone` (E.164). The age switch must be on. */
export function useSendPhoneCode() {
  return useMutation({
    mutationFn: ({ phone }: { phone: string }) =>
      apiFetch('/api/auth/phone/send', { method: 'POST', body: { phone, ageConfirmed: true }, schema: phoneCodeSentSchema }),
  });
}
