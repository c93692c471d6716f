import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatPostedSchema } from '@lootforge/core/contracts/chat-answers';
import { apiFetch } from '../../../lib/api';
import { chatQueryKey, type ChatMessage } from '../api';
import { withMessage } from './get-chat';

/** POST /api/chat: the message shows at once from the answer; its live event finds it there already. */
export function usePostChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => apiFetch('/api/chat', { method: 'POST', body: { text }, schema: chatPostedSchema }),
    onSuccess: ({ message }) => queryClient.setQueryData<ChatMessage[]>(chatQueryKey, (current) => withMessage(current ?? [], message)),
  });
}
