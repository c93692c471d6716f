/**
 * The referral code a `/r/{code}` link brought, kept in the browser until the player signs up
 * (the /signup form's "Referral code" field starts with it), then forgotten.
 */
import { REFERRAL_CODE_PATTERN } from '@lootforge/core/referrals';

const KEY = 'referralCode';

export function readReferralCode(): string {
  try {
    return window.localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

/** Keeps a well-formed code; false (and nothing kept) for anything else. */
export function storeReferralCode(code: string): boolean {
  if (!REFERRAL_CODE_PATTERN.test(code)) return false;
  try {
    window.localStorage.setItem(KEY, code);
  } catch {
    // Storage can be off (private mode); the player can still type the code at signup.
  }
  return true;
}

export function forgetReferralCode(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // See storeReferralCode.
  }
}
