import { describe, expect, it } from 'vitest';
import { signupWithReferralSchema, referralCodeChangeSchema } from './contracts/referrals';
import { REFERRAL_CODE_PATTERN, REFERRAL_CODE_RULE, referralCodeFrom, referralEarnedCents } from './referrals';

describe('referral codes', () => {
  it.each([
    ['Alice', 4821, 'ALICE4821'],
    ['a_b.c', 7, 'ABC0007'],
    ['x', 12, 'LF0012'],
    ['VeryLongPlayerName', 9999, 'VERYLONGPL9999'],
  ])('makes a code from %s', (name, digits, code) => {
    expect(referralCodeFrom(name, digits)).toBe(code);
    expect(REFERRAL_CODE_PATTERN.test(code)).toBe(true);
  });

  it.each([['ab'], ['has space'], ['sym!bol'], ['seventeen17chars1'], ['ünï']])('refuses %s as a vanity code', (code) => {
    const result = referralCodeChangeSchema.safeParse({ code });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(REFERRAL_CODE_RULE);
  });

  it('signup takes an empty code as none', () => {
    expect(signupWithReferralSchema.parse({ userName: 'alice', referralCode: '' }).referralCode).toBeUndefined();
    expect(signupWithReferralSchema.parse({ userName: 'alice', referralCode: ' Ab3 ' }).referralCode).toBe('Ab3');
  });

  it('earns 1 % of the referred wager, rounded down', () => {
    expect(referralEarnedCents(99)).toBe(0);
    expect(referralEarnedCents(10_206)).toBe(102);
    expect(referralEarnedCents(-50)).toBe(0);
  });
});
