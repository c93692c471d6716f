import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export type PhoneCodeSent = { message: string; phone: string; resendAfterSeconds: number; expiresInSeconds: number };

/** POST /api/auth/phone/send: texts a 6-digit code to `phone` (E.164). The age switch must be on. */
export function useSendPhoneCode() {
  return useMutation({
    mutationFn: ({ phone }: { phone: string }) =>
      apiFetch<PhoneCodeSent>('/api/auth/phone/send', { method: 'POST', body: { phone, ageConfirmed: true } }),
  });
}
