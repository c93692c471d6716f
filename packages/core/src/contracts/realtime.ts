/** The WebSocket protocol at /api/ws (DESIGN §7). */
import { z } from 'zod';

/** battle:<id>, or battle:<id>:<key> for a private battle (only those with its link know the key). */
const BATTLE_TOPIC = /^battle:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(:[A-Za-z0-9_-]{16,64})?$/;

/** Public topics anyone may watch, plus `user`: the signed-in user's own events. */
export const topicSchema = z
  .string()
  .max(120)
  .refine((t) => t === 'battles' || t === 'live' || t === 'races' || t === 'chat' || t === 'user' || BATTLE_TOPIC.test(t), {
    message: 'Unknown topic. Use battles, live, races, chat, user or battle:<id>.',
  });

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), topic: topicSchema }),
  z.object({ type: z.literal('unsubscribe'), topic: topicSchema }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export type ServerMessage = { topic: string; event: string; data: unknown };
