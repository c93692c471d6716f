import { useQuery } from '@tanstack/react-query';
import { adminAnswerSchema } from '@lootforge/core/contracts/auth-answers';
import { ApiError, apiFetch } from '../../../lib/api';
import { adminMeQueryKey, rememberAdmin } from '../api';

/** GET /api/admin/me: the signed-in admin, or null for everyone else (401 signed out, 403 a player). */
export function useAdminMe() {
  return useQuery({
    queryKey: adminMeQueryKey,
    queryFn: async () => {
      try {
        const { admin } = await apiFetch('/api/admin/me', { schema: adminAnswerSchema });
        rememberAdmin(admin);
        return admin;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          rememberAdmin(null);
          return null;
        }
        throw error;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
}
