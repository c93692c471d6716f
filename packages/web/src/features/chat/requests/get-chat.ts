import { useQuery, useQueryClient } from '@tanstack/react-query';
import { chatAnswerSchema, chatDeletedEventSchema, chatMessageSchema } from '@lootforge/core/contracts/chat-answers';
import { CHAT_HISTORY } from '@lootforge/core/chat';
import { apiFetch } from '../../../lib/api';
import { SUBSCRIBED, readAgain, useTopic } from '../../../lib/realtime';
import { chatQueryKey, type ChatMessage } from '../api';

/** Adds a message once (a post's own answer and its live event are the same message), keeping the last CHAT_HISTORY. */
export function withMessage(messages: readonly ChatMessage[], message: ChatMessage): ChatMessage[] {
  if (messages.some((m) => m.id === message.id)) return [...messages];
  return [...messages, message].sort((a, b) => a.id - b.id).slice(-CHAT_HISTORY);
}

/** GET /api/chat, kept live by the `chat` topic while `live`: new messages join, deleted ones go. */
export function useChat(live: boolean) {
  const queryClient = useQueryClient();
  useTopic(live ? 'chat' : null, (event, data) => {
    if (event === SUBSCRIBED) return void readAgain(queryClient, chatQueryKey);
    if (event === 'message') {
      const parsed = chatMessageSchema.safeParse(data);
      if (parsed.success) queryClient.setQueryData<ChatMessage[]>(chatQueryKey, (current) => withMessage(current ?? [], parsed.data));
    }
    if (event === 'deleted') {
      const parsed = chatDeletedEventSchema.safeParse(data);
      if (parsed.success) queryClient.setQueryData<ChatMessage[]>(chatQueryKey, (current) => (current ?? []).filter((m) => m.id !== parsed.data.id));
    }
  });
  return useQuery({
    queryKey: chatQueryKey,
    queryFn: async ({ signal }) => (await apiFetch('/api/chat', { signal, schema: chatAnswerSchema })).messages,
    enabled: live,
    staleTime: 30_000,
  });
}
