/** Referral requests (DESIGN §15): a vanity code, and the code given at signup. */
import { z } from 'zod';
import { REFERRAL_CODE_PATTERN, REFERRAL_CODE_RULE } from '../referrals';
import { signupSchema } from './auth';

export const referralCodeField = z.string({ error: REFERRAL_CODE_RULE }).trim().regex(REFERRAL_CODE_PATTERN, REFERRAL_CODE_RULE);

/** PUT /api/referrals/code: once per player. */
export const referralCodeChangeSchema = z.object({ code: referralCodeField });

/** The signup form's optional "Referral code" field: empty means none. */
export const signupReferralField = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(referralCodeField.optional());

/** POST /api/profile (signup) with the "Referral code" field: the signup fields plus an optional code, used once. */
export const signupWithReferralSchema = signupSchema.extend({ referralCode: signupReferralField });
