import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { adminMeQueryKey, adminQueryKey, rememberAdmin, type Admin } from '../api';

/** POST /api/admin/logout: ends the admin session and forgets every admin answer. */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/api/admin/logout', { method: 'POST' }),
    onSuccess: async () => {
      rememberAdmin(null);
      await queryClient.cancelQueries({ queryKey: adminQueryKey });
      queryClient.setQueryData<Admin | null>(adminMeQueryKey, null);
      queryClient.removeQueries({ queryKey: adminQueryKey, predicate: (query) => query.queryKey[1] !== adminMeQueryKey[1] });
    },
  });
}
