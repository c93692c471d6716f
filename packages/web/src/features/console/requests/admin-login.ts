import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAnswerSchema } from '@lootforge/core/contracts/auth-answers';
import { apiFetch } from '../../../lib/api';
import { adminMeQueryKey, adminQueryKey, rememberAdmin, type Admin } from '../api';

/** POST /api/admin/login: e-mail and password (and a code, once two-factor sign-in is on); starts the admin session (its own cookie). */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; password: string; code?: string }) =>
      apiFetch('/api/admin/login', { method: 'POST', body: input, schema: adminAnswerSchema }),
    onSuccess: ({ admin }) => {
      rememberAdmin(admin);
      // Answer on the live admin/me query (the admin frame is watching it; removing it would leave
      // the frame holding the old "signed out"), and drop every other admin answer.
      queryClient.setQueryData<Admin | null>(adminMeQueryKey, admin);
      queryClient.removeQueries({ queryKey: adminQueryKey, predicate: (query) => query.queryKey[1] !== adminMeQueryKey[1] });
    },
  });
}
