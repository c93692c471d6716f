/** Request bodies of sign-in and profile calls, shared by the server and the forms. */
import { z } from 'zod';

export const AGE_GATE_TEXT =
  'By accessing the site, I attest that I am at least 18 years old and agree to the Terms of Service.';
export const AGE_GATE_REQUIRED = 'Please confirm that you are at least 18 years old and agree to the Terms of Service.';

const phoneField = z
  .string({ error: 'Please enter a phone number.' })
  .trim()
  .min(1, 'Please enter a phone number.')
  .max(32, 'That phone number is too long.');

export const phoneSendSchema = z.object({
  phone: phoneField,
  ageConfirmed: z.literal(true, { error: AGE_GATE_REQUIRED }),
});

export const phoneVerifySchema = z.object({
  phone: phoneField,
  code: z
    .string({ error: "Please enter the OTP and ensure you've requested it." })
    .trim()
    .min(1, "Please enter the OTP and ensure you've requested it.")
    .regex(/^\d{6}$/, 'The code is the 6 digits we sent you.'),
});

export const USERNAME_RULE = 'Username must be 3–20 characters: letters, digits, spaces, _ . or -.';

/** Invisible format characters (bidi controls, zero-width joiners and spaces, soft hyphens): never part of a name. */
export function stripInvisible(text: string): string {
  return text.replace(/\p{Cf}/gu, '');
}

export const userNameField = z
  .string({ error: 'Please choose a username.' })
  .overwrite(stripInvisible)
  .trim()
  .min(3, USERNAME_RULE)
  .max(20, USERNAME_RULE)
  .regex(/^[\p{L}\p{N} _.-]+$/u, USERNAME_RULE);

const optionalPhone = z.string().trim().max(32, 'That phone number is too long.');
const optionalEmail = z
  .string()
  .trim()
  .max(254, 'That e-mail address is too long.')
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Please enter a valid e-mail address.');

/** /signup: the "Referral Code" field is stored as the e-mail. */
export const signupSchema = z.object({
  userName: userNameField,
  phone: optionalPhone.optional().default(''),
  email: optionalEmail.optional().default(''),
});

/** /editprofile: only the fields that changed. */
export const profilePatchSchema = z
  .object({ userName: userNameField.optional(), phone: optionalPhone.optional(), email: optionalEmail.optional() })
  .strict();

export const emailCodeSchema = z.object({
  code: z
    .string({ error: 'Please enter the 6-digit code.' })
    .trim()
    .regex(/^\d{6}$/, 'Please enter the 6-digit code.'),
});

export const adminLoginSchema = z.object({
  email: z.string({ error: 'Please enter your e-mail.' }).trim().min(1, 'Please enter your e-mail.').max(254, 'Invalid email — access denied'),
  password: z.string({ error: 'Please enter your password.' }).min(1, 'Please enter your password.').max(200, 'Invalid email — access denied'),
  /** The authenticator code, once the admin has set up a second factor. */
  code: z.string().trim().max(20, 'Please enter the 6-digit code from your authenticator app.').optional(),
});

/** GET /api/me's user, checked in the browser. */
export type { MeUser } from './auth-answers';
