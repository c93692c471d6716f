import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileCreatedSchema } from '@lootforge/core/contracts/auth-answers';
import { apiFetch } from '../../../lib/api';
import { walletQueryKey } from '../../../lib/wallet-balance';
import { meQueryKey, type Me } from '../../../lib/session';
import { rememberUser } from '../../../lib/stored-session';

export type ProfileInput = { userName: string; phone: string; email: string; avatar: Blob | null; referralCode?: string };

/** POST /api/profile (multipart): finishes signup and pays the $1,000 bonus once (and the $10 referral bonus with a code). */
export function useCreateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => {
      const form = new FormData();
      form.set('userName', input.userName);
      form.set('phone', input.phone);
      form.set('email', input.email);
      if (input.referralCode) form.set('referralCode', input.referralCode);
      if (input.avatar) form.set('avatar', input.avatar, 'avatar');
      return apiFetch('/api/profile', { method: 'POST', body: form, schema: profileCreatedSchema });
    },
    onSuccess: ({ user }) => {
      rememberUser(user);
      queryClient.setQueryData<Me | null>(meQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: walletQueryKey });
    },
  });
}
