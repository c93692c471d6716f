/** The chat (DESIGN §22): one public room, read by anyone, written by players of level 2 or more. */
import type { ChatMessage } from '@lootforge/core/contracts/chat-answers';

export type { ChatMessage };
export const chatQueryKey = ['chat'] as const;
/** The rain as the signed-in player (or a visitor) sees it: `joined` is theirs. */
export const rainQueryKey = (userId: string | null) => ['rain', userId] as const;
/** This browser's choice for the chat panel on a wide screen: closed, or opened (where it would start closed). */
export const CHAT_CLOSED_FLAG = 'chatClosed';
export const CHAT_OPENED_FLAG = 'chatOpened';
