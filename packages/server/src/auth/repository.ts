/** The SQL of sign-in: sessions, users and their identities, one-time codes, and social logins under way. */
import type { Sql } from '../db/client';

// Sessions

export async function insertSession(
  tx: Sql,
  input: { tokenHash: string; kind: 'user' | 'admin'; userId: string | null; adminId: string | null; lifetimeSeconds: number; ip: string; userAgent: string | null },
): Promise<void> {
  await tx.query(
    `INSERT INTO sessions (token_hash, kind, user_id, admin_id, expires_at, ip, user_agent)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5), $6, $7)`,
    [input.tokenHash, input.kind, input.userId, input.adminId, input.lifetimeSeconds, input.ip, input.userAgent],
  );
}

export async function deleteSession(sql: Sql, tokenHash: string): Promise<void> {
  await sql.query(`DELETE FROM sessions WHERE token_hash = $1`, [tokenHash]);
}

/** The user (or admin) of an unexpired session of that kind. */
export async function findSessionOwner(sql: Sql, input: { tokenHash: string; kind: 'user' | 'admin' }): Promise<{ owner: string; expires_at: Date } | undefined> {
  const [row] = await sql.prepared<{ owner: string; expires_at: Date }>(
    `session_owner_${input.kind}`,
    // A suspended player's sessions are deleted when they are suspended; one that slipped in meanwhile is not honoured either.
    input.kind === 'user'
      ? `SELECT s.user_id AS owner, s.expires_at FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.token_hash = $1 AND s.kind = $2 AND s.expires_at > now() AND u.suspended_at IS NULL`
      : `SELECT admin_id AS owner, expires_at FROM sessions WHERE token_hash = $1 AND kind = $2 AND expires_at > now()`,
    [input.tokenHash, input.kind],
  );
  return row;
}

// Users and identities

export async function isUserSuspended(sql: Sql, userId: string): Promise<boolean> {
  const [row] = await sql.query<{ suspended: boolean }>(`SELECT suspended_at IS NOT NULL AS suspended FROM users WHERE id = $1`, [userId]);
  return row?.suspended ?? false;
}

/** Holds, until the transaction ends, a lock on any string (an identity): whoever takes it second waits. */
export async function lockKey(tx: Sql, key: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [key]);
}

export async function findIdentityUser(sql: Sql, input: { provider: string; subject: string }): Promise<{ user_id: string; complete: boolean; suspended: boolean } | undefined> {
  const [row] = await sql.query<{ user_id: string; complete: boolean; suspended: boolean }>(
    `SELECT i.user_id, u.profile_completed_at IS NOT NULL AS complete, u.suspended_at IS NOT NULL AS suspended
     FROM identities i JOIN users u ON u.id = i.user_id WHERE i.provider = $1 AND i.subject = $2`,
    [input.provider, input.subject],
  );
  return row;
}

export async function setAgeConfirmedAt(tx: Sql, userId: string, ageConfirmedAt: Date): Promise<void> {
  await tx.query(`UPDATE users SET age_confirmed_at = $2 WHERE id = $1`, [userId, ageConfirmedAt]);
}

export async function insertUser(tx: Sql, input: { phone: string | null; email: string | null; clientSeed: string; ageConfirmedAt: Date }): Promise<string> {
  const [user] = await tx.query<{ id: string }>(`INSERT INTO users (phone, email, client_seed, age_confirmed_at) VALUES ($1, $2, $3, $4) RETURNING id`, [
    input.phone,
    input.email,
    input.clientSeed,
    input.ageConfirmedAt,
  ]);
  return user!.id;
}

export async function insertIdentity(tx: Sql, input: { userId: string; provider: string; subject: string; email: string | null }): Promise<void> {
  await tx.query(`INSERT INTO identities (user_id, provider, subject, email) VALUES ($1, $2, $3, $4)`, [input.userId, input.provider, input.subject, input.email]);
}

export type MeRow = {
  id: string;
  user_name: string | null;
  phone: string | null;
  email: string | null;
  email_verified_at: Date | null;
  avatar_key: string | null;
  avatar_thumb_key: string | null;
  profile_completed_at: Date | null;
  /** Whether the person has signed in with a social provider. */
  social: boolean;
  /** The player's self-exclusion, if any (DESIGN §16b). */
  excluded_at: Date | null;
  excluded_until: Date | null;
  /** Lifetime wager: XP (DESIGN §21). bigint: a string from `pg`. */
  xp_cents: number | string;
};

export async function findMe(sql: Sql, userId: string): Promise<MeRow | undefined> {
  const [row] = await sql.query<MeRow>(
    `SELECT u.id, u.user_name, u.phone, u.email, u.email_verified_at, u.avatar_key, u.avatar_thumb_key, u.profile_completed_at,
            EXISTS (SELECT 1 FROM identities i WHERE i.user_id = u.id AND i.provider LIKE 'oidc:%') AS social,
            l.excluded_at, l.excluded_until, coalesce(w.wager_cents, 0) AS xp_cents
     FROM users u LEFT JOIN player_limits l ON l.user_id = u.id LEFT JOIN wager_totals w ON w.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  return row;
}

// One-time codes

/** Codes sent to a target in the last hour: how many, and how long ago the newest was (null: none). */
/** The codes sent to a target in the last hour (only those asked for from `ip` when it is given). */
export async function summariseRecentCodes(tx: Sql, input: { purpose: string; target: string; ip: string | null }): Promise<{ last_seconds: number | null; in_hour: number }> {
  const [recent] = await tx.query<{ last_seconds: number | null; in_hour: number }>(
    `SELECT EXTRACT(EPOCH FROM now() - MAX(created_at))::float8 AS last_seconds, COUNT(*)::int AS in_hour
     FROM one_time_codes WHERE purpose = $1 AND target = $2 AND created_at > now() - interval '1 hour' AND ($3::text IS NULL OR ip = $3)`,
    [input.purpose, input.target, input.ip],
  );
  return recent ?? { last_seconds: null, in_hour: 0 };
}

/** Takes the lock of a code target (and address, when the limits count per address) for the transaction. */
export async function lockCodeTarget(tx: Sql, input: { purpose: string; target: string; ip: string | null }): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(72004, hashtext($1 || ':' || $2 || ':' || coalesce($3, '')))`, [input.purpose, input.target, input.ip]);
}

export async function insertCode(
  tx: Sql,
  input: { purpose: string; target: string; userId: string | null; codeHash: string; salt: string; ip: string; ageConfirmed: boolean; ttlSeconds: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO one_time_codes (purpose, target, user_id, code_hash, salt, ip, age_confirmed_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::boolean THEN now() END, now() + make_interval(secs => $8))`,
    [input.purpose, input.target, input.userId, input.codeHash, input.salt, input.ip, input.ageConfirmed, input.ttlSeconds],
  );
}

export type CodeRow = { id: string; code_hash: string; salt: string; attempts: number; expired: boolean; consumed: boolean; age_confirmed_at: Date | null };

/** The newest code for a target (and user, when given), locked for the transaction. */
/** The newest code for a target (of that user, asked for from that address, when given), locked. */
export async function lockNewestCode(tx: Sql, input: { purpose: string; target: string; userId: string | null; ip: string | null }): Promise<CodeRow | undefined> {
  const [row] = await tx.query<CodeRow>(
    `SELECT id, code_hash, salt, attempts, expires_at <= now() AS expired, consumed_at IS NOT NULL AS consumed, age_confirmed_at
     FROM one_time_codes
     WHERE purpose = $1 AND target = $2 AND ($3::uuid IS NULL OR user_id = $3) AND ($4::text IS NULL OR ip = $4)
     ORDER BY created_at DESC LIMIT 1
     FOR UPDATE`,
    [input.purpose, input.target, input.userId, input.ip],
  );
  return row;
}

export async function countCodeTry(tx: Sql, codeId: string): Promise<void> {
  await tx.query(`UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = $1`, [codeId]);
}

export async function consumeCode(tx: Sql, codeId: string): Promise<void> {
  await tx.query(`UPDATE one_time_codes SET consumed_at = now() WHERE id = $1`, [codeId]);
}

// Social sign-ins under way

export async function deleteOidcLoginsOlderThan(tx: Sql, minutes: number): Promise<void> {
  await tx.query(`DELETE FROM oidc_logins WHERE created_at < now() - make_interval(mins => $1)`, [minutes]);
}

export async function insertOidcLogin(tx: Sql, input: { state: string; provider: string; nonce: string; codeVerifier: string }): Promise<void> {
  await tx.query(`INSERT INTO oidc_logins (state, provider, nonce, code_verifier, age_confirmed_at) VALUES ($1, $2, $3, $4, now())`, [
    input.state,
    input.provider,
    input.nonce,
    input.codeVerifier,
  ]);
}

/** Removes and returns a login started within the last `minutes`; a state is good for one callback only. */
export async function takeOidcLogin(
  sql: Sql,
  input: { state: string; provider: string; minutes: number },
): Promise<{ nonce: string; code_verifier: string; age_confirmed_at: Date } | undefined> {
  const [login] = await sql.query<{ nonce: string; code_verifier: string; age_confirmed_at: Date }>(
    `DELETE FROM oidc_logins WHERE state = $1 AND provider = $2 AND created_at > now() - make_interval(mins => $3)
     RETURNING nonce, code_verifier, age_confirmed_at`,
    [input.state, input.provider, input.minutes],
  );
  return login;
}
