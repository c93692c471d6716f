/**
 * Six-digit one-time codes (phone sign-in and e-mail verification): made with
 * a CSPRNG, stored only as a salted HMAC, valid 5 minutes, 5 tries each.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors';
import type { Sql } from '../db/client';

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

/** Checks the resend limits for a target and an IP, then stores a fresh code. Returns the code to send. */
export async function issueCode(
  tx: Sql,
  input: { purpose: CodePurpose; target: string; userId?: string; ip: string; perIpPerHour: number; ageConfirmed?: boolean },
): Promise<string> {
  const [recent] = await tx.query<{ last_seconds: number | null; in_hour: number }>(
    `SELECT EXTRACT(EPOCH FROM now() - MAX(created_at))::float8 AS last_seconds, COUNT(*)::int AS in_hour
     FROM one_time_codes WHERE purpose = $1 AND target = $2 AND created_at > now() - interval '1 hour'`,
    [input.purpose, input.target],
  );
  if (recent && recent.last_seconds !== null && recent.last_seconds < RESEND_AFTER_SECONDS) {
    const wait = Math.ceil(RESEND_AFTER_SECONDS - recent.last_seconds);
    throw new AppError('rate_limited', `Please wait ${wait} seconds before requesting another code.`);
  }
  if (recent && recent.in_hour >= SENDS_PER_HOUR_PER_TARGET) {
    throw new AppError('rate_limited', 'Too many codes requested. Please try again in an hour.');
  }
  const [byIp] = await tx.query<{ in_hour: number }>(
    `SELECT COUNT(*)::int AS in_hour FROM one_time_codes WHERE ip = $1 AND created_at > now() - interval '1 hour'`,
    [input.ip],
  );
  if (byIp && byIp.in_hour >= input.perIpPerHour) {
    throw new AppError('rate_limited', 'Too many codes requested from your network. Please try again later.');
  }
  const code = newCode();
  const salt = randomBytes(16).toString('hex');
  await tx.query(
    `INSERT INTO one_time_codes (purpose, target, user_id, code_hash, salt, ip, age_confirmed_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::boolean THEN now() END, now() + make_interval(secs => $8))`,
    [input.purpose, input.target, input.userId ?? null, hashCode(code, salt), salt, input.ip, input.ageConfirmed ?? false, CODE_TTL_SECONDS],
  );
  return code;
}

export type CodeCheck = { ok: true; ageConfirmedAt: Date | null } | { ok: false; error: AppError };

export const INVALID_CODE = 'Invalid OTP. Please try again.';

/**
 * Spends one try on the newest code for the target. A wrong try is counted
 * and reported as a value, not thrown, so the caller's transaction commits
 * the count; the caller raises `error` after the commit.
 */
export async function checkCode(tx: Sql, input: { purpose: CodePurpose; target: string; code: string; userId?: string }): Promise<CodeCheck> {
  const [row] = await tx.query<{ id: string; code_hash: string; salt: string; attempts: number; expired: boolean; consumed: boolean; age_confirmed_at: Date | null }>(
    `SELECT id, code_hash, salt, attempts, expires_at <= now() AS expired, consumed_at IS NOT NULL AS consumed, age_confirmed_at
     FROM one_time_codes
     WHERE purpose = $1 AND target = $2 AND ($3::uuid IS NULL OR user_id = $3)
     ORDER BY created_at DESC LIMIT 1
     FOR UPDATE`,
    [input.purpose, input.target, input.userId ?? null],
  );
  const fail = (error: AppError): CodeCheck => ({ ok: false, error });
  if (!row || row.consumed) return fail(new AppError('bad_request', "Please enter the OTP and ensure you've requested it."));
  if (row.expired) return fail(new AppError('bad_request', 'This code has expired. Please request a new one.'));
  if (row.attempts >= CODE_MAX_TRIES) return fail(new AppError('rate_limited', 'Too many wrong tries. Please request a new code.'));
  await tx.query(`UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = $1`, [row.id]);
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(hashCode(input.code, row.salt), 'hex');
  if (!timingSafeEqual(expected, given)) return fail(new AppError('bad_request', INVALID_CODE));
  await tx.query(`UPDATE one_time_codes SET consumed_at = now() WHERE id = $1`, [row.id]);
  return { ok: true, ageConfirmedAt: row.age_confirmed_at };
}
