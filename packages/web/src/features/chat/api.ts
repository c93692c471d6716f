/** The chat (DESIGN §22): one public room, read by anyone, written by players of level 2 or more. */
import type { ChatMessage } from '@lootforge/core/contracts/chat-answers';

export type { ChatMessage };
export const chatQueryKey = ['chat'] as const;
/** Whether this browser keeps the desktop chat panel closed. */
export const CHAT_CLOSED_FLAG = 'chatClosed';
