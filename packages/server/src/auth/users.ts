/**
 * People and their sign-in identities. A new identity makes a user with a
 * wallet and a random client seed; the profile comes later from /signup.
 */
import { randomBytes } from 'node:crypto';
import { isExcluded } from '@lootforge/core/limits';
import { levelOf } from '@lootforge/core/levels';
import type { MeUser } from '@lootforge/core/contracts/auth';
import type { Sql } from '../db/client';
import { AppError } from '../errors';
import { ensureWallet } from '../ledger/ledger';
import { fileUrl, type Storage } from '../storage/storage';
import { findIdentityUser, findMe, insertIdentity, insertUser, isUserSuspended, lockKey, setAgeConfirmedAt } from './repository';

export type Identity = { provider: string; subject: string; email?: string | null; phone?: string | null };

export const ACCOUNT_SUSPENDED = 'This account is suspended.';

/** Why a player's session no longer holds, in words, when there is more to say than "signed out": a suspension. */
export async function endedSessionMessage(sql: Sql, userId: string): Promise<string | null> {
  return (await isUserSuspended(sql, userId)) ? ACCOUNT_SUSPENDED : null;
}

/** Finds the user behind an identity, or creates one. Returns whether they still need /signup; a suspended player is refused. */
export async function signInIdentity(tx: Sql, identity: Identity, ageConfirmedAt: Date): Promise<{ userId: string; isNewUser: boolean }> {
  // Two first sign-ins of the same identity at once must make one user.
  await lockKey(tx, `identity:${identity.provider}:${identity.subject}`);
  const existing = await findIdentityUser(tx, identity);
  if (existing) {
    if (existing.suspended) throw new AppError('forbidden', ACCOUNT_SUSPENDED);
    await setAgeConfirmedAt(tx, existing.user_id, ageConfirmedAt);
    return { userId: existing.user_id, isNewUser: !existing.complete };
  }
  const userId = await insertUser(tx, { phone: identity.phone ?? null, email: identity.email ?? null, clientSeed: randomBytes(16).toString('hex'), ageConfirmedAt });
  await insertIdentity(tx, { userId, provider: identity.provider, subject: identity.subject, email: identity.email ?? null });
  await ensureWallet(tx, userId);
  return { userId, isNewUser: true };
}

/** The signed-in player as /api/me shows them; `nowMs` decides whether a timed self-exclusion still runs. */
export async function loadMe(sql: Sql, storage: Storage, userId: string, nowMs = Date.now()): Promise<MeUser | null> {
  const row = await findMe(sql, userId);
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
    level: levelOf(Number(row.xp_cents)),
    selfExcluded: isExcluded({ excluded: row.excluded_at !== null, excludedUntilMs: row.excluded_until?.getTime() ?? null }, nowMs),
  };
}
