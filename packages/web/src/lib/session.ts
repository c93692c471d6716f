import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MeUser } from '@lootforge/core/contracts/auth-answers';
import { apiFetch, errorMessage } from './api';
import { toast } from '../components/ui/toast';
import { forgetUser, rememberUser } from './stored-session';

/** Read on every page: the schema comes with the answer, not with the first download (decision 018). */
const meAnswerSchema = () => import('@lootforge/core/contracts/auth-answers').then((m) => m.meAnswerSchema);

/** The signed-in user as `GET /api/me` reports it. */
export type Me = MeUser;

export const meQueryKey = ['me'] as const;

/** While a sign-out runs, pages that need a user wait for it to reach /loginsignup instead of redirecting elsewhere. */
export const logoutMutationKey = ['logout'] as const;

async function fetchMe(): Promise<Me | null> {
  try {
    const { user } = await apiFetch('/api/me', { schema: meAnswerSchema });
    if (user) rememberUser(user);
    else forgetUser();
    return user ?? null;
  } catch (error) {
    // No answer (server down, offline, not deployed yet) is "signed out", never a crash.
    console.warn('Could not load the signed-in user; continuing signed out.', error);
    return null;
  }
}

/**
 * Who is signed in: `data` is the user, `null` when signed out, `undefined` while the first
 * answer is pending (the app shows a full-page spinner until then).
 */
export function useMe() {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: fetchMe,
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * Signs out: POST /api/auth/logout, forget every cached answer, then go to /loginsignup.
 * `const logout = useLogout(); logout.mutate()`; `logout.isPending` while it runs.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: logoutMutationKey,
    mutationFn: () => apiFetch('/api/auth/logout', { method: 'POST' }),
    onSuccess: async () => {
      await queryClient.cancelQueries();
      // To /loginsignup first: a page that needs a user would otherwise send the visitor
      // elsewhere (history sends them to /) the moment it sees them signed out.
      await navigate('/loginsignup');
      // Answer "signed out" on the live /api/me query (mounted observers see it at once; a bare
      // clear() would leave them holding the removed query), then drop every other cached answer.
      queryClient.setQueryData<Me | null>(meQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      forgetUser();
    },
    onError: (error) => {
      console.error('Logout failed', error);
      toast.error(errorMessage(error));
    },
  });
}
