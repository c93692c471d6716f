/**
 * The admins' second factor (DESIGN §17): TOTP (RFC 6238, 30-second steps,
 * 6 digits), which any authenticator app reads from a QR code. A code is
 * accepted once (its time step is remembered), one step either side of now
 * for clock drift, and wrong codes are rate-limited per admin.
 */
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Database, Sql } from '../db/client';
import { AppError } from '../errors';
import { clearRateLimit, hitRateLimit } from '../http/rate-limit';
import { writeAudit } from './audit';
import { clearTotp, confirmTotpSecret, findAdminTotp, lockAdminTotp, setPendingTotpSecret, setTotpLastStep } from './repository/admins';

const ISSUER = 'LootForge';
const GUESSES_PER_WINDOW = 5;
const GUESS_WINDOW_SECONDS = 15 * 60;
export const TOTP_REQUIRED = 'Enter the 6-digit code from your authenticator app.';
export const TOTP_WRONG = 'That code is not right. Enter the current code from your authenticator app.';
const TOO_MANY_GUESSES = 'Too many wrong codes. Please wait 15 minutes and try again.';

/** The step a code belongs to when it is accepted, or null. `afterStep` refuses a code already used. */
async function checkCode(secret: string, code: string, afterStep: number | null, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: 30,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  });
  return result.valid && 'timeStep' in result && typeof result.timeStep === 'number' ? result.timeStep : null;
}

export async function totpEnabled(db: Database, adminId: string): Promise<boolean> {
  return Boolean((await findAdminTotp(db, adminId))?.totp_secret);
}

/** Starts setting up (or replacing) a second factor: a new secret, its otpauth:// address and a QR code of it. */
export async function startTotpSetup(db: Database, adminId: string): Promise<{ secret: string; otpauthUrl: string; qrDataUrl: string }> {
  const admin = await findAdminTotp(db, adminId);
  if (!admin) throw new AppError('unauthenticated', 'Admin sign-in required.');
  // A stolen session must not be enough to move the second factor to another phone.
  if (admin.totp_secret) throw new AppError('conflict', 'Two-factor sign-in is already on. To start again, reset it with npm run admin:create -- --email you@example.com --reset-totp.');
  const secret = generateSecret();
  await setPendingTotpSecret(db, { adminId, secret });
  const otpauthUrl = generateURI({ issuer: ISSUER, label: admin.email, secret });
  const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrDataUrl };
}

/** Guesses at codes are limited per admin, whatever address they come from. */
async function countGuess(db: Database, adminId: string): Promise<void> {
  await db.transaction((tx) => hitRateLimit(tx, { bucket: `admin-totp:${adminId}`, limit: GUESSES_PER_WINDOW, windowSeconds: GUESS_WINDOW_SECONDS, message: TOO_MANY_GUESSES }));
}

/** Confirms the secret being set up with a code from the app; from then on sign-in asks for a code. */
export async function confirmTotpSetup(db: Database, input: { adminId: string; code: string; now: Date }): Promise<void> {
  await countGuess(db, input.adminId);
  await db.transaction(async (tx) => {
    const admin = await lockAdminTotp(tx, input.adminId);
    if (!admin?.totp_pending_secret) throw new AppError('conflict', 'Start the set-up again: scan a new QR code first.');
    const step = await checkCode(admin.totp_pending_secret, input.code, null, input.now);
    if (step === null) throw new AppError('validation', TOTP_WRONG);
    await confirmTotpSecret(tx, { adminId: input.adminId, secret: admin.totp_pending_secret, step });
    await clearRateLimit(tx, `admin-totp:${input.adminId}`);
    await writeAudit(tx, input.adminId, { action: 'admin.totp_enable', targetType: 'admin', targetId: input.adminId, details: {} });
  });
}

/**
 * The sign-in's second step, after a right password: nothing to do for an
 * admin without a second factor; otherwise a fresh, right code (inside the
 * transaction `tx` that makes the session).
 */
export async function checkSignInCode(db: Database, input: { adminId: string; code: string | undefined; now: Date }, then: (tx: Sql) => Promise<void>): Promise<void> {
  const admin = await findAdminTotp(db, input.adminId);
  if (!admin?.totp_secret) return db.transaction(then);
  if (!input.code) throw new AppError('totp_required', TOTP_REQUIRED);
  await countGuess(db, input.adminId);
  await db.transaction(async (tx) => {
    const locked = await lockAdminTotp(tx, input.adminId);
    const lastStep = locked?.totp_last_step === null || locked?.totp_last_step === undefined ? null : Number(locked.totp_last_step);
    const step = locked?.totp_secret ? await checkCode(locked.totp_secret, input.code!, lastStep, input.now) : null;
    if (step === null) throw new AppError('unauthenticated', TOTP_WRONG);
    await setTotpLastStep(tx, { adminId: input.adminId, step });
    await clearRateLimit(tx, `admin-totp:${input.adminId}`);
    await then(tx);
  });
}

/** The recovery for a lost authenticator (npm run admin:create -- --reset-totp). */
export function resetTotp(db: Database, email: string): Promise<boolean> {
  return clearTotp(db, email);
}
