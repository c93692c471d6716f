/** The SQL of referrals (DESIGN §15): codes, who referred whom, and claimed earnings. */
import type { Sql } from '../db/client';

/** The player whose code this is, in any case: their code now, or one they had before a vanity change (an alias). */
export async function findUserByReferralCode(sql: Sql, code: string): Promise<string | undefined> {
  const [row] = await sql.query<{ id: string }>(
    `SELECT id FROM users WHERE lower(referral_code) = lower($1)
     UNION ALL SELECT user_id FROM referral_code_aliases WHERE lower(code) = lower($1)
     LIMIT 1`,
    [code],
  );
  return row?.id;
}

/**
 * Whether someone else has the code (in any case). Call it inside the transaction that will set
 * the code: it first takes the code's lock for that transaction, so two players claiming the same
 * code at once are taken in turn, and the second sees the first's (its check is a statement that
 * starts after the wait). Without it the second would reach the unique index and fail.
 */
export async function isReferralCodeTaken(sql: Sql, input: { code: string; userId: string }): Promise<boolean> {
  await sql.query(`SELECT pg_advisory_xact_lock(72003, hashtext(lower($1)))`, [input.code]);
  const rows = await sql.query(
    `SELECT 1 FROM users WHERE lower(referral_code) = lower($1) AND id <> $2
     UNION ALL SELECT 1 FROM referral_code_aliases WHERE lower(code) = lower($1) AND user_id <> $2`,
    [input.code, input.userId],
  );
  return rows.length > 0;
}

/** Whether the code is another player's name, in any case (a vanity code may not pose as someone else). */
export async function isAnotherPlayersName(sql: Sql, input: { code: string; userId: string }): Promise<boolean> {
  const rows = await sql.query(`SELECT 1 FROM users WHERE lower(user_name) = lower($1) AND id <> $2`, [input.code, input.userId]);
  return rows.length > 0;
}

export type ReferralProfileRow = { user_name: string | null; referral_code: string | null; referral_code_changed_at: Date | null; complete: boolean };

/** The player's code and whether they changed it, their row locked for the transaction. */
export async function lockReferralProfile(tx: Sql, userId: string): Promise<ReferralProfileRow | undefined> {
  const [row] = await tx.query<ReferralProfileRow>(
    `SELECT user_name, referral_code, referral_code_changed_at, profile_completed_at IS NOT NULL AS complete FROM users WHERE id = $1 FOR UPDATE`,
    [userId],
  );
  return row;
}

export async function readReferralProfile(sql: Sql, userId: string): Promise<ReferralProfileRow | undefined> {
  const [row] = await sql.query<ReferralProfileRow>(
    `SELECT user_name, referral_code, referral_code_changed_at, profile_completed_at IS NOT NULL AS complete FROM users WHERE id = $1`,
    [userId],
  );
  return row;
}

/** Sets the player's code; `vanity` records that their one change is used, and keeps the code it replaces as an alias. */
export async function setReferralCode(tx: Sql, input: { userId: string; code: string; vanity: boolean; at: Date }): Promise<void> {
  if (input.vanity) {
    await tx.query(
      `INSERT INTO referral_code_aliases (code, user_id) SELECT referral_code, id FROM users WHERE id = $1 AND referral_code IS NOT NULL
       ON CONFLICT (lower(code)) DO NOTHING`,
      [input.userId],
    );
  }
  await tx.query(
    `UPDATE users SET referral_code = $2, referral_code_changed_at = CASE WHEN $3 THEN $4::timestamptz ELSE referral_code_changed_at END, updated_at = now() WHERE id = $1`,
    [input.userId, input.code, input.vanity, input.at],
  );
}

export async function setReferrer(tx: Sql, input: { userId: string; referrerId: string }): Promise<void> {
  await tx.query(`UPDATE users SET referred_by_user_id = $2 WHERE id = $1 AND referred_by_user_id IS NULL`, [input.userId, input.referrerId]);
}

/** The players this one referred, biggest wager first (at most `limit`). */
export async function listReferred(sql: Sql, input: { userId: string; limit: number }): Promise<Array<{ user_name: string; wager_cents: number }>> {
  const rows = await sql.query<{ user_name: string; wager_cents: number }>(
    `SELECT coalesce(u.user_name, 'Player') AS user_name, coalesce(w.wager_cents, 0) AS wager_cents
     FROM users u LEFT JOIN wager_totals w ON w.user_id = u.id
     WHERE u.referred_by_user_id = $1 ORDER BY coalesce(w.wager_cents, 0) DESC, u.created_at LIMIT $2`,
    [input.userId, input.limit],
  );
  return rows.map((row) => ({ ...row, wager_cents: Number(row.wager_cents) }));
}

/** The lifetime wager of every player this one referred, summed (their running totals, on the referrer index). */
export async function referredWagerTotal(sql: Sql, userId: string): Promise<number> {
  const [row] = await sql.query<{ total: number | string }>(
    `SELECT coalesce(sum(w.wager_cents), 0) AS total FROM users u JOIN wager_totals w ON w.user_id = u.id WHERE u.referred_by_user_id = $1`,
    [userId],
  );
  return Number(row!.total);
}

export type ReferralClaimsRow = { claims: number; claimed_cents: number };

export async function readReferralClaims(sql: Sql, userId: string): Promise<ReferralClaimsRow> {
  const [row] = await sql.query<ReferralClaimsRow>(`SELECT claims, claimed_cents FROM referral_claims WHERE user_id = $1`, [userId]);
  return { claims: Number(row?.claims ?? 0), claimed_cents: Number(row?.claimed_cents ?? 0) };
}

/** The referrer's claimed earnings, made if missing and locked: a second claim waits here, then reads the first's result. */
export async function lockReferralClaims(tx: Sql, userId: string): Promise<ReferralClaimsRow> {
  const [row] = await tx.query<ReferralClaimsRow>(
    `INSERT INTO referral_claims (user_id) VALUES ($1)
     ON CONFLICT (user_id) DO UPDATE SET claims = referral_claims.claims
     RETURNING claims, claimed_cents`,
    [userId],
  );
  return { claims: Number(row!.claims), claimed_cents: Number(row!.claimed_cents) };
}

export async function recordReferralClaim(tx: Sql, input: { userId: string; claims: number; claimedCents: number }): Promise<void> {
  await tx.query(`UPDATE referral_claims SET claims = $2, claimed_cents = $3 WHERE user_id = $1`, [input.userId, input.claims, input.claimedCents]);
}
