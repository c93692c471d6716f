import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { adminMeQueryKey, adminQueryKey, rememberAdmin, type Admin } from '../api';

/** POST /api/admin/login: e-mail and password; starts the admin session (its own cookie). */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; password: string }) =>
      apiFetch<{ admin: Admin }>('/api/admin/login', { method: 'POST', body: input }),
    onSuccess: ({ admin }) => {
      rememberAdmin(admin);
      queryClient.removeQueries({ queryKey: adminQueryKey });
      queryClient.setQueryData<Admin | null>(adminMeQueryKey, admin);
    },
  });
}
