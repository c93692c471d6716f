/** What the rain and tip calls answer, and the rain's live event (DESIGN §22; zod/mini, see auth-answers.ts). */
import * as z from 'zod/mini';

const cents = z.number().check(z.int());

/**
 * The rain open now, or the next to open: its pool so far (carry-over, tips and the base added at
 * close), its window, and whether the asking player has joined. `serverNow` is the server's clock
 * (ms) when it answered, so a countdown can run on the server's time.
 */
export const rainStateSchema = z.object({
  id: z.number(),
  poolCents: cents,
  opensAt: z.string(),
  closesAt: z.string(),
  joined: z.boolean(),
  serverNow: z.number(),
});
export type RainState = z.infer<typeof rainStateSchema>;

/** GET /api/rain; POST /api/rain/:id/join answers the same. Topic `chat`, event `rain`: the state without `joined` (each reader keeps their own). */
export const rainAnswerSchema = z.object({ rain: rainStateSchema });
export const rainEventSchema = z.object({ id: z.number(), poolCents: cents, opensAt: z.string(), closesAt: z.string(), serverNow: z.number() });
export type RainEvent = z.infer<typeof rainEventSchema>;

/** POST /api/tips: what was sent, to whom (null: the rain), and the sender's balance after it. */
export const tipAnswerSchema = z.object({ tip: z.object({ id: z.string(), amountCents: cents, toUserName: z.nullable(z.string()), balanceCents: cents }) });
export type TipAnswer = z.infer<typeof tipAnswerSchema>;

/** GET /api/admin/rains: the last rains, newest first, with what they paid. */
export const adminRainSchema = z.object({
  id: z.number(),
  opensAt: z.string(),
  closesAt: z.string(),
  baseCents: cents,
  tipsCents: cents,
  settledAt: z.nullable(z.string()),
  poolCents: z.nullable(cents),
  joiners: z.nullable(z.number()),
  shareCents: z.nullable(cents),
  carriedCents: z.nullable(cents),
});
export type AdminRain = z.infer<typeof adminRainSchema>;
export const adminRainsAnswerSchema = z.object({ rains: z.array(adminRainSchema) });
