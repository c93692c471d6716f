/**
 * People and their sign-in identities. A new identity makes a user with a
 * wallet and a random client seed; the profile comes later from /signup.
 */
import { randomBytes } from 'node:crypto';
import type { MeUser } from '@lootforge/core/contracts/auth';
import type { Sql } from '../db/client';
import { ensureWallet } from '../ledger/ledger';
import { fileUrl, type Storage } from '../storage/storage';

export type Identity = { provider: string; subject: string; email?: string | null; phone?: string | null };

/** Finds the user behind an identity, or creates one. Returns whether they still need /signup. */
export async function signInIdentity(tx: Sql, identity: Identity, ageConfirmedAt: Date): Promise<{ userId: string; isNewUser: boolean }> {
  // Two first sign-ins of the same identity at once must make one user.
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`identity:${identity.provider}:${identity.subject}`]);
  const [existing] = await tx.query<{ user_id: string; complete: boolean }>(
    `SELECT i.user_id, u.profile_completed_at IS NOT NULL AS complete
     FROM identities i JOIN users u ON u.id = i.user_id WHERE i.provider = $1 AND i.subject = $2`,
    [identity.provider, identity.subject],
  );
  if (existing) {
    await tx.query(`UPDATE users SET age_confirmed_at = $2 WHERE id = $1`, [existing.user_id, ageConfirmedAt]);
    return { userId: existing.user_id, isNewUser: !existing.complete };
  }
  const [user] = await tx.query<{ id: string }>(
    `INSERT INTO users (phone, email, client_seed, age_confirmed_at) VALUES ($1, $2, $3, $4) RETURNING id`,
    [identity.phone ?? null, identity.email ?? null, randomBytes(16).toString('hex'), ageConfirmedAt],
  );
  await tx.query(`INSERT INTO identities (user_id, provider, subject, email) VALUES ($1, $2, $3, $4)`, [
    user!.id,
    identity.provider,
    identity.subject,
    identity.email ?? null,
  ]);
  await ensureWallet(tx, user!.id);
  return { userId: user!.id, isNewUser: true };
}

type UserRow = {
  id: string;
  user_name: string | null;
  phone: string | null;
  email: string | null;
  email_verified_at: Date | null;
  avatar_key: string | null;
  avatar_thumb_key: string | null;
  profile_completed_at: Date | null;
  social: boolean;
};

export async function loadMe(sql: Sql, storage: Storage, userId: string): Promise<MeUser | null> {
  const [row] = await sql.query<UserRow>(
    `SELECT u.id, u.user_name, u.phone, u.email, u.email_verified_at, u.avatar_key, u.avatar_thumb_key, u.profile_completed_at,
            EXISTS (SELECT 1 FROM identities i WHERE i.user_id = u.id AND i.provider LIKE 'oidc:%') AS social
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  if (!row) return null;
  return {
    id: row.id,
    userName: row.user_name,
    phone: row.phone,
    email: row.email,
    emailVerified: row.email_verified_at !== null,
    avatarUrl: fileUrl(storage, row.avatar_key),
    avatarThumbUrl: fileUrl(storage, row.avatar_thumb_key),
    profileComplete: row.profile_completed_at !== null,
    loginType: row.social ? 'social' : 'phone',
  };
}
