import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emailVerifiedSchema } from '@lootforge/core/contracts/auth-answers';
import { apiFetch } from '../../../lib/api';
import { meQueryKey, type Me } from '../../../lib/session';

/** POST /api/profile/email/verify: marks the profile's e-mail as verified. */
export function useVerifyEmailCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code }: { code: string }) =>
      apiFetch('/api/profile/email/verify', { method: 'POST', body: { code }, schema: emailVerifiedSchema }),
    onSuccess: ({ user }) => queryClient.setQueryData<Me | null>(meQueryKey, user),
  });
}
