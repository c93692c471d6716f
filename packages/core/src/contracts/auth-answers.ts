/**
 * What the sign-in, profile and admin-session calls answer. Answers are checked with zod/mini:
 * every page parses them, and mini's functions leave out of the bundle what a page does not use
 * (decision 011); the request schemas beside them stay on classic zod, which the server's
 * validation is typed on.
 */
import * as z from 'zod/mini';

export const meUserSchema = z.object({
  id: z.string(),
  userName: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  emailVerified: z.boolean(),
  avatarUrl: z.nullable(z.string()),
  avatarThumbUrl: z.nullable(z.string()),
  profileComplete: z.boolean(),
  loginType: z.enum(['phone', 'social']),
  /** Their level (DESIGN §21): the badge in the profile menu. */
  level: z.number(),
  /** A self-exclusion is running (DESIGN §16b): the site hides its promotions from this player. */
  selfExcluded: z.boolean(),
});
export type MeUser = z.infer<typeof meUserSchema>;

/** GET /api/me: null for a visitor. */
export const meAnswerSchema = z.object({ user: z.nullable(meUserSchema) });

/** POST /api/auth/phone/send */
export const phoneCodeSentSchema = z.object({ message: z.string(), phone: z.string(), resendAfterSeconds: z.number(), expiresInSeconds: z.number() });

/** POST /api/auth/phone/verify */
export const phoneSignInSchema = z.object({ user: meUserSchema, isNewUser: z.boolean() });

/** GET /api/auth/providers: the social sign-in providers the server is configured with. */
/**
 * GET /api/auth/providers: the social sign-in providers, and whether this server logs SMS codes
 * instead of sending them (`SMS_PROVIDER=console`, the default): the login page then says where
 * the code is.
 */
export const providersAnswerSchema = z.object({ providers: z.array(z.object({ id: z.string(), label: z.string() })), smsCodesLogged: z.boolean() });

/**
 * POST /api/profile (signup): the bonus is paid once, and the $10 referral bonus with it when a
 * referral code was given (DESIGN §15). PATCH /api/profile answers `{ user }` alone.
 */
export const profileCreatedSchema = z.object({ user: meUserSchema, bonusPaid: z.boolean(), referralBonusPaid: z.optional(z.boolean()) });
export const profileAnswerSchema = z.object({ user: meUserSchema });

/** POST /api/profile/email/send */
export const emailCodeSentSchema = z.object({ message: z.string(), resendAfterSeconds: z.number(), expiresInSeconds: z.number() });

/** POST /api/profile/email/verify */
export const emailVerifiedSchema = z.object({ message: z.string(), user: meUserSchema });

/** GET /api/admin/me and POST /api/admin/login. */
/** The admin; `totpEnabled` says whether sign-in asks for an authenticator code (DESIGN §17). */
export const adminAnswerSchema = z.object({ admin: z.object({ id: z.string(), email: z.string(), totpEnabled: z.optional(z.boolean()) }) });
