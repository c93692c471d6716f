/** The WebSocket protocol at /api/ws (DESIGN §7). */
import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Public topics anyone may watch, plus `user`: the signed-in user's own events. */
export const topicSchema = z
  .string()
  .max(64)
  .refine((t) => t === 'battles' || t === 'live' || t === 'races' || t === 'user' || (t.startsWith('battle:') && UUID.test(t.slice(7))), {
    message: 'Unknown topic. Use battles, live, races, user or battle:<id>.',
  });

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), topic: topicSchema }),
  z.object({ type: z.literal('unsubscribe'), topic: topicSchema }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export type ServerMessage = { topic: string; event: string; data: unknown };
