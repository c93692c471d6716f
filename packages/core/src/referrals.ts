/** Referrals (DESIGN §15): codes, the new player's bonus and the referrer's 1 % commission. */
import type { Cents } from './money';

export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9]{3,16}$/;
export const REFERRAL_CODE_RULE = 'A referral code is 3–16 letters and digits, with no spaces or symbols.';
export const UNKNOWN_REFERRAL_CODE = 'That referral code does not exist.';
export const OWN_REFERRAL_CODE = 'You cannot use your own referral code.';
export const REFERRAL_CODE_TAKEN = 'That referral code is taken. Please choose another.';
export const REFERRAL_CODE_CHANGED = 'You have already changed your referral code once.';
export const REFERRAL_CODE_IS_A_NAME = "That is another player's name. Please choose another code.";

/** The new player's bonus on top of the signup bonus: $10. */
export const REFERRAL_BONUS_CENTS: Cents = 1_000;
/** The referrer's share of their referred players' wager, in basis points (100 = 1 %). */
export const REFERRAL_COMMISSION_BP = 100;
/** Earnings are claimed once they reach $1.00. */
export const REFERRAL_MIN_CLAIM_CENTS: Cents = 100;

/** Earned on a referred wager total: 1 %, rounded down to the cent. */
export function referralEarnedCents(referredWagerCents: Cents): Cents {
  if (referredWagerCents <= 0) return 0;
  return Math.floor((referredWagerCents * REFERRAL_COMMISSION_BP) / 10_000);
}

/** A code made from the user name's letters and digits (at most 10) and a number, e.g. "ALICE4821". */
export function referralCodeFrom(userName: string, digits: number): string {
  const letters = userName.replace(/[^A-Za-z0-9]/g, '').slice(0, 10).toUpperCase();
  const suffix = String(digits % 10_000).padStart(4, '0');
  return `${letters.length >= 2 ? letters : 'LF'}${suffix}`;
}
