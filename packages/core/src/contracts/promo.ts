/** Promo code requests (DESIGN §22). */
import { z } from 'zod';
import { MAX_LEVEL } from '../levels';

/** 3–32 letters, digits or dashes; matched ignoring case. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9-]{3,32}$/;
export const PROMO_CODE_FORMAT = 'A promo code is 3–32 letters, digits or dashes.';
/** The server checks the expiry against its own clock. */
export const PROMO_EXPIRY_PAST = 'The expiry must be in the future.';

const code = z.string({ error: 'Please enter a promo code.' }).trim().min(1, 'Please enter a promo code.').regex(PROMO_CODE_PATTERN, PROMO_CODE_FORMAT);

/** POST /api/promo/redeem */
export const redeemPromoSchema = z.strictObject({ code }, { error: 'Send { code }.' });
export type RedeemPromoInput = z.infer<typeof redeemPromoSchema>;

/** POST /api/admin/promo-codes: amount in cents. */
export const createPromoCodeSchema = z.strictObject({
  code,
  amountCents: z
    .number({ error: 'The amount must be a whole number of cents.' })
    .int('The amount must be a whole number of cents.')
    .min(1, 'The amount must be at least $0.01.')
    .max(100_000, 'The amount can be at most $1,000.00.'),
  maxRedemptions: z
    .number({ error: 'The maximum redemptions must be a whole number.' })
    .int('The maximum redemptions must be a whole number.')
    .min(1, 'A code needs at least 1 redemption.')
    .max(100_000, 'A code can have at most 100,000 redemptions.'),
  expiresAt: z.iso.datetime({ offset: true, error: 'The expiry must be a date and time, e.g. 2026-12-01T00:00:00Z.' }),
  minLevel: z
    .number({ error: 'The minimum level must be a whole number.' })
    .int('The minimum level must be a whole number.')
    .min(1, 'The minimum level is at least 1.')
    .max(MAX_LEVEL, `Levels go up to ${MAX_LEVEL}.`)
    .optional()
    .default(1),
});
export type CreatePromoCodeInput = z.infer<typeof createPromoCodeSchema>;
