import { useMutation } from '@tanstack/react-query';
import { emailCodeSentSchema } from '@lootforge/core/contracts/auth-answers';
import { apiFetch } from '../../../lib/api';

/** POST /api/profile/email/send: e-mails a 6-digit code to the profile's address. */
export function useSendEmailCode() {
  return useMutation({
    mutationFn: () => apiFetch('/api/profile/email/send', { method: 'POST', schema: emailCodeSentSchema }),
  });
}
