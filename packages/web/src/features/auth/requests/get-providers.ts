import { useQuery } from '@tanstack/react-query';
import { providersAnswerSchema } from '@lootforge/core/contracts/auth-answers';
import { apiFetch } from '../../../lib/api';

export type SignInProvider = { id: string; label: string };

/** GET /api/auth/providers, read once per page load: each hook below selects its part. */
const providersQuery = {
  queryKey: ['auth', 'providers'],
  queryFn: () => apiFetch('/api/auth/providers', { schema: providersAnswerSchema }),
  staleTime: Infinity,
} as const;

/** The social sign-in providers this server is configured with. */
export function useSignInProviders() {
  return useQuery({ ...providersQuery, select: (data) => data.providers });
}

/** Whether this server logs SMS codes instead of sending them (a development server): the login page says where to look. */
export function useSmsCodesLogged(): boolean {
  return useQuery({ ...providersQuery, select: (data) => data.smsCodesLogged }).data ?? false;
}

/** Where the "Sign in with …" button goes: the server redirects on to the provider. */
export function providerStartUrl(provider: SignInProvider): string {
  return `/api/auth/oidc/${encodeURIComponent(provider.id)}/start?ageConfirmed=true`;
}
