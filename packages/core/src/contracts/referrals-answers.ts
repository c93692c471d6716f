/** What the referral calls answer (zod/mini, see auth-answers.ts). */
import * as z from 'zod/mini';

const cents = z.number().check(z.int());

/** GET /api/referrals, and PUT /api/referrals/code's answer. */
export const referralsAnswerSchema = z.object({
  code: z.string(),
  /** PUBLIC_URL + /r/{code} */
  link: z.string(),
  /** Whether the one vanity change is still available. */
  canChangeCode: z.boolean(),
  referred: z.array(z.object({ userName: z.string(), wagerCents: cents })),
  /** 1 % of the referred players' wager, rounded down. */
  earnedCents: cents,
  claimedCents: cents,
  claimableCents: cents,
  /** Earnings are claimed from this amount ($1.00). */
  minClaimCents: cents,
});
export type Referrals = z.infer<typeof referralsAnswerSchema>;

/** POST /api/referrals/claim */
export const referralClaimedSchema = z.object({ amountCents: cents, balanceCents: cents });
