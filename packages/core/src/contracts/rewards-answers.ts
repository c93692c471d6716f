/** What the reward calls answer (zod/mini, see auth-answers.ts). */
import * as z from 'zod/mini';

const cents = z.number().check(z.int());

export const rewardSchema = z.object({
  kind: z.enum(['daily', 'weekly', 'monthly']),
  /** 0.2 % of the wager since this reward's last claim, rounded down. */
  readyCents: cents,
  /** When it may be claimed again; null when it may be claimed now (if readyCents ≥ 1). */
  claimableAt: z.nullable(z.string()),
  /** For the progress bar: the last claim (null: never) and the cooldown's length. */
  lastClaimedAt: z.nullable(z.string()),
  cooldownSeconds: z.number(),
  /** The wager counted so far toward the next claim. */
  wagerSinceClaimCents: cents,
});
export type Reward = z.infer<typeof rewardSchema>;

/** GET /api/rewards */
export const rewardsAnswerSchema = z.object({ rewards: z.array(rewardSchema) });
/** POST /api/rewards/:kind/claim */
export const rewardClaimedSchema = z.object({ amountCents: cents, balanceCents: cents });
