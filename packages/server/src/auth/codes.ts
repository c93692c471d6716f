/**
 * Six-digit one-time codes (phone sign-in and e-mail verification): made with
 * a CSPRNG, stored only as a salted HMAC, valid 5 minutes, 5 tries each.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors';
import type { Sql } from '../db/client';
import { hitRateLimit } from '../http/rate-limit';
import { consumeCode, countCodeTry, insertCode, lockCodeTarget, lockNewestCode, summariseRecentCodes } from './repository';

export const CODE_TTL_SECONDS = 5 * 60;
export const CODE_MAX_TRIES = 5;
export const RESEND_AFTER_SECONDS = 30;
export const SENDS_PER_HOUR_PER_TARGET = 5;

export type CodePurpose = 'phone_sign_in' | 'email_verify';

function hashCode(code: string, salt: string): string {
  return createHmac('sha256', salt).update(code).digest('hex');
}

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Checks the resend limits for a target and an IP, then stores a fresh code.
 * Returns the code to send. With `perAddress` (phone sign-in, where anyone can
 * name any number) the target's limits count only the codes asked for from
 * this client address, so nobody can use up a number's budget but its owner's
 * own address (decision 019); the address's own hourly limit still holds.
 */
export async function issueCode(
  tx: Sql,
  input: { purpose: CodePurpose; target: string; userId?: string; ip: string; perIpPerHour: number; ageConfirmed?: boolean; perAddress?: boolean },
): Promise<string> {
  // Requests for one target are taken in turn, so the resend wait and the hourly count below see each other.
  await lockCodeTarget(tx, { purpose: input.purpose, target: input.target, ip: input.perAddress ? input.ip : null });
  const recent = await summariseRecentCodes(tx, { purpose: input.purpose, target: input.target, ip: input.perAddress ? input.ip : null });
  if (recent.last_seconds !== null && recent.last_seconds < RESEND_AFTER_SECONDS) {
    const wait = Math.ceil(RESEND_AFTER_SECONDS - recent.last_seconds);
    throw new AppError('rate_limited', `Please wait ${wait} seconds before requesting another code.`);
  }
  if (recent.in_hour >= SENDS_PER_HOUR_PER_TARGET) {
    throw new AppError('rate_limited', 'Too many codes requested. Please try again in an hour.');
  }
  // One counter per address, added to atomically: a burst from one address gets no more than its hourly codes.
  await hitRateLimit(tx, { bucket: `codes:ip:${input.ip}`, limit: input.perIpPerHour, windowSeconds: 3_600, message: 'Too many codes requested from your network. Please try again later.' });
  const code = newCode();
  const salt = randomBytes(16).toString('hex');
  await insertCode(tx, {
    purpose: input.purpose,
    target: input.target,
    userId: input.userId ?? null,
    codeHash: hashCode(code, salt),
    salt,
    ip: input.ip,
    ageConfirmed: input.ageConfirmed ?? false,
    ttlSeconds: CODE_TTL_SECONDS,
  });
  return code;
}

export type CodeCheck = { ok: true; ageConfirmedAt: Date | null } | { ok: false; error: AppError };

export const INVALID_CODE = 'Invalid OTP. Please try again.';

/**
 * Spends one try on the newest code for the target (with `ip`: the newest
 * asked for from that client address, so a code someone else requests for the
 * same number, or their wrong guesses, never void the owner's live code). A
 * wrong try is counted and reported as a value, not thrown, so the caller's
 * transaction commits the count; the caller raises `error` after the commit.
 */
export async function checkCode(tx: Sql, input: { purpose: CodePurpose; target: string; code: string; userId?: string; ip?: string }): Promise<CodeCheck> {
  const row = await lockNewestCode(tx, { purpose: input.purpose, target: input.target, userId: input.userId ?? null, ip: input.ip ?? null });
  const fail = (error: AppError): CodeCheck => ({ ok: false, error });
  if (!row || row.consumed) return fail(new AppError('bad_request', "Please enter the OTP and ensure you've requested it."));
  if (row.expired) return fail(new AppError('bad_request', 'This code has expired. Please request a new one.'));
  if (row.attempts >= CODE_MAX_TRIES) return fail(new AppError('rate_limited', 'Too many wrong tries. Please request a new code.'));
  await countCodeTry(tx, row.id);
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(hashCode(input.code, row.salt), 'hex');
  if (!timingSafeEqual(expected, given)) return fail(new AppError('bad_request', INVALID_CODE));
  await consumeCode(tx, row.id);
  return { ok: true, ageConfirmedAt: row.age_confirmed_at };
}
