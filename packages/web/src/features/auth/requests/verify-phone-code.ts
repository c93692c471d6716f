import { useMutation, useQueryClient } from '@tanstack/react-query';
import { phoneSignInSchema } from '@lootforge/core/contracts/auth-answers';
import { apiFetch } from '../../../lib/api';
import { meQueryKey, type Me } from '../../../lib/session';
import { rememberUser } from '../../../lib/stored-session';

/** POST /api/auth/phone/verify: checks the code and starts the session (an HttpOnly cookie). */
export function useVerifyPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ phone, code }: { phone: string; code: string }) =>
      apiFetch('/api/auth/phone/verify', { method: 'POST', body: { phone, code }, schema: phoneSignInSchema }),
    onSuccess: async ({ user, isNewUser }) => {
      rememberUser(user, isNewUser ? '2' : '1');
      // Whatever was cached belonged to nobody (or someone else): start clean as this person.
      await queryClient.cancelQueries();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData<Me | null>(meQueryKey, user);
    },
  });
}
