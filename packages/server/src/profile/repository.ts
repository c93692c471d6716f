/** The SQL of the profile: a person's name, contacts and avatar. */
import type { Sql } from '../db/client';

/** The person's row, locked for the transaction: their e-mail and whether signup is complete. */
export type ProfileState = { email: string | null; complete: boolean; avatar_key: string | null; avatar_thumb_key: string | null };

export async function lockProfile(tx: Sql, userId: string): Promise<ProfileState | undefined> {
  const [user] = await tx.query<ProfileState>(
    `SELECT email, profile_completed_at IS NOT NULL AS complete, avatar_key, avatar_thumb_key FROM users WHERE id = $1 FOR UPDATE`,
    [userId],
  );
  return user;
}

/** The same, unlocked: to refuse early, before an upload is worked on and stored. */
export async function readProfile(sql: Sql, userId: string): Promise<ProfileState | undefined> {
  const [user] = await sql.query<ProfileState>(`SELECT email, profile_completed_at IS NOT NULL AS complete, avatar_key, avatar_thumb_key FROM users WHERE id = $1`, [userId]);
  return user;
}

/** Whether someone other than `userId` has that name, in any case. */
export async function isUserNameTaken(sql: Sql, input: { userName: string; userId: string }): Promise<boolean> {
  const rows = await sql.query(`SELECT 1 FROM users WHERE lower(user_name) = lower($1) AND id <> $2`, [input.userName, input.userId]);
  return rows.length > 0;
}

/** Writes the signup form and marks the profile complete. A null phone or avatar keeps the one known; an empty e-mail stores none. */
export async function completeProfile(
  tx: Sql,
  input: { userId: string; userName: string; phone: string | null; email: string; avatarKey: string | null; avatarThumbKey: string | null },
): Promise<void> {
  await tx.query(
    `UPDATE users SET user_name = $2, phone = COALESCE($3, phone), email = NULLIF($4, ''),
       avatar_key = COALESCE($5, avatar_key), avatar_thumb_key = COALESCE($6, avatar_thumb_key),
       profile_completed_at = now(), updated_at = now()
     WHERE id = $1`,
    [input.userId, input.userName, input.phone, input.email, input.avatarKey, input.avatarThumbKey],
  );
}

/**
 * Sets the fields given; undefined keeps a field, null clears it. An avatar
 * is only ever replaced, and `unverifyEmail` forgets that the e-mail was verified.
 */
export async function updateProfileFields(
  tx: Sql,
  input: { userId: string; userName?: string; phone?: string | null; email?: string | null; unverifyEmail: boolean; avatarKey: string | null; avatarThumbKey: string | null },
): Promise<void> {
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
      input.userName !== undefined,
      input.userName ?? null,
      input.phone !== undefined,
      input.phone ?? null,
      input.email !== undefined,
      input.email ?? null,
      input.unverifyEmail,
      input.avatarKey,
      input.avatarThumbKey,
    ],
  );
}

/** Marks the person's e-mail verified, if it still is `email` (lower case). */
export async function markEmailVerified(tx: Sql, input: { userId: string; email: string }): Promise<void> {
  await tx.query(`UPDATE users SET email_verified_at = now() WHERE id = $1 AND lower(email) = $2`, [input.userId, input.email]);
}
