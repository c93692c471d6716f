import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAnswerSchema } from '@lootforge/core/contracts/auth-answers';
import { apiFetch } from '../../../lib/api';
import { adminMeQueryKey, adminQueryKey, rememberAdmin, type Admin } from '../api';

/** POST /api/admin/login: e-mail and password; starts the admin session (its own cookie). */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; password: string }) =>
      apiFetch('/api/admin/login', { method: 'POST', body: input, schema: adminAnswerSchema }),
    onSuccess: ({ admin }) => {
      rememberAdmin(admin);
      queryClient.removeQueries({ queryKey: adminQueryKey });
      queryClient.setQueryData<Admin | null>(adminMeQueryKey, admin);
    },
  });
}
