/** What the chat calls answer, and its live events (zod/mini, see auth-answers.ts). */
import * as z from 'zod/mini';

/** One message as everyone sees it: plain text, by a player (with their level) or the site. */
export const chatMessageSchema = z.object({
  id: z.number(),
  kind: z.enum(['player', 'system']),
  /** The author's name and level; null for a system line. */
  userName: z.nullable(z.string()),
  level: z.nullable(z.number()),
  avatarThumbUrl: z.nullable(z.string()),
  text: z.string(),
  at: z.number(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET /api/chat: the last messages, oldest first. */
export const chatAnswerSchema = z.object({ messages: z.array(chatMessageSchema) });
/** POST /api/chat */
export const chatPostedSchema = z.object({ message: chatMessageSchema });

/** Topic `chat`: event `message` (a ChatMessage) and event `deleted` ({ id }). */
export const chatDeletedEventSchema = z.object({ id: z.number() });

/** GET /api/admin/chat: recent messages with their author's id and whether they were deleted; GET /api/admin/chat/mutes: mutes in force. */
export const adminChatAnswerSchema = z.object({
  messages: z.array(z.extend(chatMessageSchema, { userId: z.nullable(z.string()), deletedAt: z.nullable(z.string()) })),
});
export const adminMutesAnswerSchema = z.object({
  mutes: z.array(z.object({ id: z.number(), userId: z.string(), userName: z.nullable(z.string()), until: z.nullable(z.string()), reason: z.string(), mutedBy: z.nullable(z.string()), createdAt: z.string() })),
});
