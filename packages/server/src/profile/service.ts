/**
 * Signup and profile edits. Signup completes the profile and pays the $1000
 * bonus in the same transaction; the bonus transfer's idempotency key makes a
 * second payment impossible, whatever the clicks and retries.
 */
import { randomBytes } from 'node:crypto';
import { SIGNUP_BONUS_CENTS } from '@lootforge/core/money';
import type { Database, Sql } from '../db/client';
import { AppError } from '../errors';
import { ensurePromotions, ensureWallet, transfer } from '../ledger/ledger';
import { encodeImage } from '../storage/images';
import type { Storage } from '../storage/storage';
import { normalisePhone } from '../auth/phone';

export type ProfileFields = { userName?: string; phone?: string; email?: string };

const USERNAME_TAKEN = 'That username is taken. Please choose another.';

async function storeAvatar(storage: Storage, userId: string, image: Buffer) {
  const { image: full, thumb } = await encodeImage(image);
  // A new name each time: stored files are cached forever by browsers.
  const version = randomBytes(6).toString('hex');
  const avatarKey = `users/${userId}/profile-${version}.webp`;
  const thumbKey = `users/${userId}/profile_thumb-${version}.jpg`;
  await storage.put(avatarKey, full, 'image/webp');
  await storage.put(thumbKey, thumb, 'image/jpeg');
  return { avatarKey, thumbKey };
}

function cleanPhone(phone: string | undefined): string | null | undefined {
  if (phone === undefined) return undefined;
  return phone === '' ? null : normalisePhone(phone);
}

async function assertNameFree(tx: Sql, userId: string, userName: string) {
  const [taken] = await tx.query(`SELECT 1 FROM users WHERE lower(user_name) = lower($1) AND id <> $2`, [userName, userId]);
  if (taken) throw new AppError('conflict', USERNAME_TAKEN);
}

/** A unique-index race lost to another transaction reads as the same message. */
function explainUniqueViolation(error: unknown): never {
  if ((error as { code?: string }).code === '23505') throw new AppError('conflict', USERNAME_TAKEN);
  throw error;
}

export async function completeSignup(
  db: Database,
  storage: Storage,
  input: { userId: string; fields: Required<ProfileFields>; image: Buffer | undefined },
): Promise<{ bonusPaid: boolean; walletAccountId: number }> {
  const phone = cleanPhone(input.fields.phone);
  const avatar = input.image ? await storeAvatar(storage, input.userId, input.image) : undefined;
  return db
    .transaction(async (tx) => {
      const [user] = await tx.query<{ complete: boolean }>(
        `SELECT profile_completed_at IS NOT NULL AS complete FROM users WHERE id = $1 FOR UPDATE`,
        [input.userId],
      );
      if (!user) throw new AppError('unauthenticated', 'Please sign in first.');
      if (user.complete) throw new AppError('conflict', 'Your profile is already set up.');
      await assertNameFree(tx, input.userId, input.fields.userName);
      await tx.query(
        `UPDATE users SET user_name = $2, phone = COALESCE($3, phone), email = NULLIF($4, ''),
           avatar_key = COALESCE($5, avatar_key), avatar_thumb_key = COALESCE($6, avatar_thumb_key),
           profile_completed_at = now(), updated_at = now()
         WHERE id = $1`,
        [input.userId, input.fields.userName, phone ?? null, input.fields.email, avatar?.avatarKey ?? null, avatar?.thumbKey ?? null],
      );
      const walletAccountId = await ensureWallet(tx, input.userId);
      const bonus = await transfer(tx, {
        debitAccountId: await ensurePromotions(tx),
        creditAccountId: walletAccountId,
        amountCents: SIGNUP_BONUS_CENTS,
        kind: 'signup_bonus',
        refType: 'user',
        refId: input.userId,
        idempotencyKey: `signup_bonus:${input.userId}`,
      });
      return { bonusPaid: !bonus.duplicate, walletAccountId };
    })
    .catch(explainUniqueViolation);
}

export async function updateProfile(
  db: Database,
  storage: Storage,
  input: { userId: string; fields: ProfileFields; image: Buffer | undefined },
): Promise<void> {
  const phone = cleanPhone(input.fields.phone);
  const avatar = input.image ? await storeAvatar(storage, input.userId, input.image) : undefined;
  await db
    .transaction(async (tx) => {
      const [user] = await tx.query<{ email: string | null; complete: boolean }>(
        `SELECT email, profile_completed_at IS NOT NULL AS complete FROM users WHERE id = $1 FOR UPDATE`,
        [input.userId],
      );
      if (!user) throw new AppError('unauthenticated', 'Please sign in first.');
      if (!user.complete) throw new AppError('conflict', 'Please finish signing up first.');
      if (input.fields.userName !== undefined) await assertNameFree(tx, input.userId, input.fields.userName);
      const email = input.fields.email === undefined ? undefined : input.fields.email === '' ? null : input.fields.email;
      const emailChanged = email !== undefined && (email ?? '').toLowerCase() !== (user.email ?? '').toLowerCase();
      await tx.query(
        `UPDATE users SET
           user_name = CASE WHEN $2 THEN $3 ELSE user_name END,
           phone = CASE WHEN $4 THEN $5 ELSE phone END,
           email = CASE WHEN $6 THEN $7 ELSE email END,
           email_verified_at = CASE WHEN $8 THEN NULL ELSE email_verified_at END,
           avatar_key = COALESCE($9, avatar_key),
           avatar_thumb_key = COALESCE($10, avatar_thumb_key),
           updated_at = now()
         WHERE id = $1`,
        [
          input.userId,
          input.fields.userName !== undefined,
          input.fields.userName ?? null,
          phone !== undefined,
          phone ?? null,
          email !== undefined,
          email ?? null,
          emailChanged,
          avatar?.avatarKey ?? null,
          avatar?.thumbKey ?? null,
        ],
      );
    })
    .catch(explainUniqueViolation);
}
