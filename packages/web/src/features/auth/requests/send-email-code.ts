import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export type EmailCodeSent = { message: string; resendAfterSeconds: number; expiresInSeconds: number };

/** POST /api/profile/email/send: e-mails a 6-digit code to the profile's address. */
export function useSendEmailCode() {
  return useMutation({
    mutationFn: () => apiFetch<EmailCodeSent>('/api/profile/email/send', { method: 'POST' }),
  });
}
