import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileAnswerSchema } from '@lootforge/core/contracts/auth-answers';
import { apiFetch } from '../../../lib/api';
import { meQueryKey, type Me } from '../../../lib/session';
import { rememberUser } from '../../../lib/stored-session';

export type ProfileChanges = { userName?: string; phone?: string; email?: string; avatar?: Blob };

/** PATCH /api/profile with only the fields that changed (multipart when there is a new avatar). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ avatar, ...fields }: ProfileChanges) => {
      let body: FormData | Omit<ProfileChanges, 'avatar'> = fields;
      if (avatar) {
        const form = new FormData();
        for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
        form.set('avatar', avatar, 'avatar');
        body = form;
      }
      return apiFetch('/api/profile', { method: 'PATCH', body, schema: profileAnswerSchema });
    },
    onSuccess: ({ user }) => {
      rememberUser(user);
      queryClient.setQueryData<Me | null>(meQueryKey, user);
    },
  });
}
