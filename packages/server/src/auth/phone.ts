import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AppError } from '../errors';

/** A phone number in E.164 ("+919812345678"), or a readable 400. */
export function normalisePhone(input: string): string {
  const parsed = parsePhoneNumberFromString(input.startsWith('+') ? input : `+${input}`);
  if (!parsed || !parsed.isValid()) throw new AppError('validation', 'Please enter a valid phone number.');
  return parsed.number;
}
