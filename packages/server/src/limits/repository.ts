/** The SQL of responsible play (DESIGN §16): a player's limits row and their period totals. */
import type { Sql } from '../db/client';
import type { LimitsRow } from '../stakes/repository';

const LIMIT_COLUMNS = `daily_cents, daily_pending_cents, daily_pending_at, weekly_cents, weekly_pending_cents, weekly_pending_at,
  monthly_cents, monthly_pending_cents, monthly_pending_at, break_until, excluded_at, excluded_until`;

export const EMPTY_LIMITS: LimitsRow = {
  daily_cents: null,
  daily_pending_cents: null,
  daily_pending_at: null,
  weekly_cents: null,
  weekly_pending_cents: null,
  weekly_pending_at: null,
  monthly_cents: null,
  monthly_pending_cents: null,
  monthly_pending_at: null,
  break_until: null,
  excluded_at: null,
  excluded_until: null,
};

export type TotalsRow = {
  day_start: Date | null;
  day_cents: number;
  week_start: Date | null;
  week_cents: number;
  month_start: Date | null;
  month_cents: number;
};

/** A player's limits and period totals (each null when there is no row), and whether the player exists. */
export async function readLimits(sql: Sql, userId: string): Promise<{ exists: boolean; userName: string | null; limits: LimitsRow | null; totals: TotalsRow | null }> {
  const [row] = await sql.query<{ user_name: string | null; has_limits: boolean; has_totals: boolean } & LimitsRow & TotalsRow>(
    `SELECT u.user_name, l.user_id IS NOT NULL AS has_limits, t.user_id IS NOT NULL AS has_totals,
       ${LIMIT_COLUMNS.replace(/(\w+)/g, 'l.$1')},
       t.day_start, t.day_cents, t.week_start, t.week_cents, t.month_start, t.month_cents
     FROM users u LEFT JOIN player_limits l ON l.user_id = u.id LEFT JOIN wager_totals t ON t.user_id = u.id
     WHERE u.id = $1`,
    [userId],
  );
  if (!row) return { exists: false, userName: null, limits: null, totals: null };
  return { exists: true, userName: row.user_name, limits: row.has_limits ? row : null, totals: row.has_totals ? row : null };
}

/** The player's limits row, made if missing, locked until the transaction ends. */
export async function lockLimits(tx: Sql, userId: string): Promise<LimitsRow> {
  const [row] = await tx.query<LimitsRow>(
    `INSERT INTO player_limits (user_id) VALUES ($1)
     ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id
     RETURNING ${LIMIT_COLUMNS}`,
    [userId],
  );
  return row!;
}

/** Writes the whole limits row (the caller holds its lock). */
export async function writeLimits(tx: Sql, userId: string, row: LimitsRow, at: Date): Promise<void> {
  await tx.query(
    `UPDATE player_limits SET daily_cents = $2, daily_pending_cents = $3, daily_pending_at = $4,
       weekly_cents = $5, weekly_pending_cents = $6, weekly_pending_at = $7,
       monthly_cents = $8, monthly_pending_cents = $9, monthly_pending_at = $10,
       break_until = $11, excluded_at = $12, excluded_until = $14, updated_at = $13
     WHERE user_id = $1`,
    [
      userId,
      row.daily_cents,
      row.daily_pending_cents,
      row.daily_pending_at,
      row.weekly_cents,
      row.weekly_pending_cents,
      row.weekly_pending_at,
      row.monthly_cents,
      row.monthly_pending_cents,
      row.monthly_pending_at,
      row.break_until,
      row.excluded_at,
      at,
      row.excluded_until,
    ],
  );
}
