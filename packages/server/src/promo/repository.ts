/** The SQL of promo codes (DESIGN §22): the codes, their uses, and who redeemed which. */
import type { Sql } from '../db/client';

export type PromoCodeRow = {
  id: string;
  code: string;
  amount_cents: number | string;
  max_redemptions: number;
  redemptions: number;
  expires_at: Date;
  min_level: number;
  created_at: Date;
  created_by: string | null;
};

const COLUMNS = `p.id, p.code, p.amount_cents, p.max_redemptions, p.redemptions, p.expires_at, p.min_level, p.created_at, (SELECT email FROM admins a WHERE a.id = p.created_by) AS created_by`;

/** Adds a code; its key (the lower case) is unique, so a duplicate raises 23505. */
export async function insertPromoCode(
  tx: Sql,
  input: { code: string; amountCents: number; maxRedemptions: number; expiresAt: Date; minLevel: number; adminId: string; at: Date },
): Promise<PromoCodeRow> {
  const [row] = await tx.query<PromoCodeRow>(
    `WITH p AS (
       INSERT INTO promo_codes (code, code_key, amount_cents, max_redemptions, expires_at, min_level, created_by, created_at)
       VALUES ($1, lower($1), $2, $3, $4, $5, $6, $7) RETURNING *)
     SELECT ${COLUMNS} FROM p`,
    [input.code, input.amountCents, input.maxRedemptions, input.expiresAt, input.minLevel, input.adminId, input.at],
  );
  return row!;
}

/** Every code not disabled, newest first. */
export async function listPromoCodes(sql: Sql): Promise<PromoCodeRow[]> {
  return sql.query<PromoCodeRow>(`SELECT ${COLUMNS} FROM promo_codes p WHERE p.disabled_at IS NULL ORDER BY p.created_at DESC, p.id LIMIT 500`);
}

/**
 * Takes one use of a live code atomically (the row's lock makes simultaneous redemptions take
 * turns, and the condition is checked again after the wait): undefined when there is no such live
 * code with a use left.
 */
export async function takePromoUse(tx: Sql, input: { codeKey: string; at: Date }): Promise<{ id: string; amount_cents: number | string; min_level: number } | undefined> {
  const [row] = await tx.query<{ id: string; amount_cents: number | string; min_level: number }>(
    `UPDATE promo_codes SET redemptions = redemptions + 1
     WHERE code_key = $1 AND redemptions < max_redemptions AND expires_at > $2 AND disabled_at IS NULL
     RETURNING id, amount_cents, min_level`,
    [input.codeKey, input.at],
  );
  return row;
}

/** A code as it stands, and whether this player redeemed it: why a use could not be taken. */
export async function readPromoState(
  sql: Sql,
  input: { codeKey: string; userId: string },
): Promise<{ expires_at: Date; redemptions: number; max_redemptions: number; disabled: boolean; redeemed: boolean } | undefined> {
  const [row] = await sql.query<{ expires_at: Date; redemptions: number; max_redemptions: number; disabled: boolean; redeemed: boolean }>(
    `SELECT p.expires_at, p.redemptions, p.max_redemptions, p.disabled_at IS NOT NULL AS disabled,
       EXISTS (SELECT 1 FROM promo_redemptions r WHERE r.code_id = p.id AND r.user_id = $2) AS redeemed
     FROM promo_codes p WHERE p.code_key = $1`,
    [input.codeKey, input.userId],
  );
  return row;
}

/** Records a redemption once; false when this player redeemed the code already (a simultaneous twin waits for the first, then finds it). */
export async function insertRedemption(tx: Sql, input: { codeId: string; userId: string; amountCents: number; at: Date }): Promise<boolean> {
  const rows = await tx.query(`INSERT INTO promo_redemptions (code_id, user_id, amount_cents, redeemed_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1`, [
    input.codeId,
    input.userId,
    input.amountCents,
    input.at,
  ]);
  return rows.length === 1;
}

/** The finance report's promo figures for [from, to): redemptions and what they paid. */
export async function sumRedemptions(sql: Sql, input: { from: Date; to: Date }): Promise<{ count: number; cents: number | string }> {
  const [row] = await sql.query<{ count: number; cents: number | string }>(
    `SELECT count(*)::int AS count, coalesce(sum(amount_cents), 0) AS cents FROM promo_redemptions WHERE redeemed_at >= $1 AND redeemed_at < $2`,
    [input.from, input.to],
  );
  return row!;
}
