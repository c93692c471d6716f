import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminChatAnswerSchema, adminMutesAnswerSchema } from '@lootforge/core/contracts/chat-answers';
import { adminRainsAnswerSchema } from '@lootforge/core/contracts/rain-answers';
import type { MuteDuration } from '@lootforge/core/chat';
import { apiFetch } from '../../../lib/api';

const chatKey = ['admin', 'chat'] as const;
const mutesKey = ['admin', 'chat', 'mutes'] as const;

/** GET /api/admin/chat: the last 100 messages, deleted ones marked, newest first. */
export function useAdminChat() {
  return useQuery({ queryKey: chatKey, queryFn: ({ signal }) => apiFetch('/api/admin/chat', { signal, schema: adminChatAnswerSchema }), refetchInterval: 15_000 });
}

/** GET /api/admin/chat/mutes: the mutes in force. */
export function useAdminMutes() {
  return useQuery({ queryKey: mutesKey, queryFn: ({ signal }) => apiFetch('/api/admin/chat/mutes', { signal, schema: adminMutesAnswerSchema }) });
}

export function useDeleteChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/api/admin/chat/${id}/delete`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKey }),
  });
}

export function useMutePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; duration: MuteDuration; reason: string }) =>
      apiFetch(`/api/admin/users/${input.userId}/mute`, { method: 'POST', body: { duration: input.duration, reason: input.reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mutesKey }),
  });
}

export function useUnmutePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiFetch(`/api/admin/users/${userId}/unmute`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mutesKey }),
  });
}

/** GET /api/admin/rains: the last rains, newest first, with what each paid. */
export function useAdminRains() {
  return useQuery({ queryKey: ['admin', 'rains'], queryFn: ({ signal }) => apiFetch('/api/admin/rains', { signal, schema: adminRainsAnswerSchema }), refetchInterval: 30_000 });
}
