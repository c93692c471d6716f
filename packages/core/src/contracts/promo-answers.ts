/** What the promo code calls answer (DESIGN §22; zod/mini, see auth-answers.ts). */
import * as z from 'zod/mini';

const cents = z.number().check(z.int());

/** POST /api/promo/redeem: what was paid and the wallet after it. */
export const redeemPromoAnswerSchema = z.object({ amountCents: cents, balanceCents: cents });
export type RedeemPromoAnswer = z.infer<typeof redeemPromoAnswerSchema>;

/** One code as the console lists it. */
export const promoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  amountCents: cents,
  maxRedemptions: z.number(),
  redemptions: z.number(),
  expiresAt: z.string(),
  minLevel: z.number(),
  createdAt: z.string(),
  createdBy: z.nullable(z.string()),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

/** GET /api/admin/promo-codes */
export const promoCodesAnswerSchema = z.object({ promoCodes: z.array(promoCodeSchema) });
/** POST /api/admin/promo-codes */
export const promoCodeAnswerSchema = z.object({ promoCode: promoCodeSchema });
