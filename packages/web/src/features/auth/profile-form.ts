import { signupSchema } from '@lootforge/core/contracts/auth';
import { DEFAULT_COUNTRY, toE164 } from './components/phone-field';

export type ProfileValues = { userName: string; phone: string; email: string };
export type ProfileField = keyof ProfileValues;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

const INVALID_PHONE = 'Please enter a valid phone number.';

/**
 * Checks the form with the server's own schema, so the words match. Phones are sent as E.164;
 * one typed without its "+code" is read as Indian (the default country).
 */
export function validateProfile(values: ProfileValues): { ok: true; data: ProfileValues } | { ok: false; errors: ProfileErrors; first: ProfileField } {
  const errors: ProfileErrors = {};
  const parsed = signupSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ProfileField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  const phoneText = values.phone.trim();
  const phone = phoneText ? toE164(DEFAULT_COUNTRY, phoneText) : '';
  if (phone === null && !errors.phone) errors.phone = INVALID_PHONE;

  const order: ProfileField[] = ['userName', 'phone', 'email'];
  const first = order.find((field) => errors[field]);
  if (first || !parsed.success || phone === null) return { ok: false, errors, first: first ?? 'userName' };
  return { ok: true, data: { userName: parsed.data.userName, phone, email: parsed.data.email } };
}

/** The field a server message is about, when it says ("That username is taken…"). */
export function fieldOfServerMessage(message: string): ProfileField | undefined {
  const lower = message.toLowerCase();
  if (lower.includes('username')) return 'userName';
  if (lower.includes('phone')) return 'phone';
  if (lower.includes('e-mail') || lower.includes('email')) return 'email';
  return undefined;
}
