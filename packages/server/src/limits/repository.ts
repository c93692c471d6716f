/** The SQL of responsible play (DESIGN §16, §16b): a player's limits row, their period totals, deposits and play clock. */
import type { Sql } from '../db/client';
import { LIMIT_COLUMNS, type LimitsRow, type StakePeriods } from '../stakes/repository';

export const EMPTY_LIMITS = Object.fromEntries(LIMIT_COLUMNS.map((column) => [column, null])) as unknown as LimitsRow;

/** A player's wager_totals row as /limits shows it: period totals and net losses, today's play and the play session. */
export type TotalsRow = {
  day_start: Date | null;
  day_cents: number;
  day_loss_cents: number;
  week_start: Date | null;
  week_cents: number;
  week_loss_cents: number;
  month_start: Date | null;
  month_cents: number;
  month_loss_cents: number;
  play_day: Date | null;
  /** wager_totals.play_minutes (renamed: player_limits has a play_minutes of its own, the limit). */
  played_minutes: number;
  session_at: Date | null;
  session_minutes: number;
  session_net_cents: number;
  reality_acked_minutes: number;
};

const TOTAL_COLUMNS = [
  'day_start',
  'day_cents',
  'day_loss_cents',
  'week_start',
  'week_cents',
  'week_loss_cents',
  'month_start',
  'month_cents',
  'month_loss_cents',
  'play_day',
  'played_minutes',
  'session_at',
  'session_minutes',
  'session_net_cents',
  'reality_acked_minutes',
] as const satisfies ReadonlyArray<keyof TotalsRow>;

/** A player's limits and totals (each null when there is no row), and whether the player exists. */
export async function readLimits(sql: Sql, userId: string): Promise<{ exists: boolean; userName: string | null; limits: LimitsRow | null; totals: TotalsRow | null }> {
  const [row] = await sql.query<{ user_name: string | null; has_limits: boolean; has_totals: boolean } & LimitsRow & TotalsRow>(
    `SELECT u.user_name, l.user_id IS NOT NULL AS has_limits, t.user_id IS NOT NULL AS has_totals,
       ${LIMIT_COLUMNS.map((column) => `l.${column}`).join(', ')}, ${TOTAL_COLUMNS.map((column) => (column === 'played_minutes' ? 't.play_minutes AS played_minutes' : `t.${column}`)).join(', ')}
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
     RETURNING ${LIMIT_COLUMNS.join(', ')}`,
    [userId],
  );
  return row!;
}

/** The player's limits row, locked until the transaction ends, if they have one (a deposit takes it, DESIGN §16b). */
export async function lockLimitsIfAny(tx: Sql, userId: string): Promise<LimitsRow | undefined> {
  const [row] = await tx.query<LimitsRow>(`SELECT ${LIMIT_COLUMNS.join(', ')} FROM player_limits WHERE user_id = $1 FOR UPDATE`, [userId]);
  return row;
}

/** Writes the whole limits row (the caller holds its lock). */
export async function writeLimits(tx: Sql, userId: string, row: LimitsRow, at: Date): Promise<void> {
  const sets = LIMIT_COLUMNS.map((column, i) => `${column} = $${i + 3}`).join(', ');
  await tx.query(`UPDATE player_limits SET ${sets}, updated_at = $2 WHERE user_id = $1`, [userId, at, ...LIMIT_COLUMNS.map((column) => row[column])]);
}

/**
 * What a player deposited in the day, week and month holding `periods` (DESIGN §16b: gross, every
 * deposit created in the period except those that failed or expired).
 */
export async function depositedInPeriods(sql: Sql, userId: string, periods: StakePeriods): Promise<{ daily: number; weekly: number; monthly: number }> {
  const [row] = await sql.query<{ daily: number | string; weekly: number | string; monthly: number | string }>(
    `SELECT coalesce(sum(amount_cents) FILTER (WHERE created_at >= $2::timestamptz AND created_at < $5::timestamptz), 0) AS daily,
            coalesce(sum(amount_cents) FILTER (WHERE created_at >= $3::timestamptz AND created_at < $6::timestamptz), 0) AS weekly,
            coalesce(sum(amount_cents) FILTER (WHERE created_at >= $4::timestamptz AND created_at < $7::timestamptz), 0) AS monthly
     FROM deposits
     WHERE user_id = $1 AND created_at >= least($2::timestamptz, $3::timestamptz, $4::timestamptz)
       AND status NOT IN ('failed', 'expired')`,
    [userId, periods.day, periods.week, periods.month, periods.nextDay, periods.nextWeek, periods.nextMonth],
  );
  return { daily: Number(row!.daily), weekly: Number(row!.weekly), monthly: Number(row!.monthly) };
}

/**
 * Counts a minute of play (DESIGN §16b): once per minute with activity (`minute`: minutes since
 * the epoch), onto the day's play time (a new UTC day starts again) and the session's. A second
 * tick in the same minute, from any instance, changes nothing.
 */
export async function tickPlayMinute(sql: Sql, input: { userId: string; minute: number; day: Date; at: Date }): Promise<void> {
  await sql.prepared(
    'limits_tick_play',
    `INSERT INTO wager_totals AS t (user_id, updated_at, play_day, play_minutes, play_minute, session_at, session_minutes)
     VALUES ($1, $4, $3, 1, $2, $4, 1)
     ON CONFLICT (user_id) DO UPDATE SET
       play_minutes = CASE WHEN t.play_day = $3 THEN t.play_minutes + 1 ELSE 1 END,
       play_day = $3, play_minute = $2, session_minutes = t.session_minutes + 1,
       -- A player signed in before sessions were kept starts one with their first minute.
       session_at = coalesce(t.session_at, $4)
     WHERE t.play_minute IS NULL OR t.play_minute < $2`,
    [input.userId, input.minute, input.day, input.at],
  );
}

/** A sign-in starts a play session: the reality check's clock and net result start again (DESIGN §16b). */
export async function startPlaySession(tx: Sql, input: { userId: string; at: Date }): Promise<void> {
  await tx.query(
    `INSERT INTO wager_totals AS t (user_id, updated_at, session_at) VALUES ($1, $2, $2)
     ON CONFLICT (user_id) DO UPDATE SET session_at = $2, session_minutes = 0, session_net_cents = 0, reality_acked_minutes = 0`,
    [input.userId, input.at],
  );
}

/**
 * Acknowledges a reality check that is due (`intervalMinutes` played since the last one): the
 * next comes an interval of play from now. One not due yet is left alone, so a check can only be
 * answered, never put off in advance.
 */
export async function acknowledgeRealityCheck(sql: Sql, input: { userId: string; intervalMinutes: number }): Promise<void> {
  await sql.query(`UPDATE wager_totals SET reality_acked_minutes = session_minutes WHERE user_id = $1 AND session_minutes - reality_acked_minutes >= $2`, [
    input.userId,
    input.intervalMinutes,
  ]);
}

/**
 * How many players have each kind of limit in force at `at` (a pending raise whose time has come
 * counts as the limit it raises to), or a break or self-exclusion running (DESIGN §17).
 */
export async function countLimitsSet(sql: Sql, at: Date): Promise<Record<'wager' | 'deposit' | 'loss' | 'playTime' | 'realityCheck' | 'breaks' | 'exclusions', number>> {
  const inForce = (value: string, pending: string, pendingAt: string) => `(CASE WHEN ${pendingAt} <= $1 THEN ${pending} ELSE ${value} END) IS NOT NULL`;
  const anyPeriod = (prefix: string) =>
    ['daily', 'weekly', 'monthly'].map((p) => inForce(`${prefix}${p}_cents`, `${prefix}${p}_pending_cents`, `${prefix}${p}_pending_at`)).join(' OR ');
  const [row] = await sql.query<Record<string, number | string>>(
    `SELECT count(*) FILTER (WHERE ${anyPeriod('')}) AS wager,
            count(*) FILTER (WHERE ${anyPeriod('deposit_')}) AS deposit,
            count(*) FILTER (WHERE ${anyPeriod('loss_')}) AS loss,
            count(*) FILTER (WHERE ${inForce('play_minutes', 'play_pending_minutes', 'play_pending_at')}) AS play_time,
            count(*) FILTER (WHERE coalesce(CASE WHEN reality_pending_at <= $1 THEN reality_pending_minutes ELSE reality_minutes END, 60) < 60) AS reality_check,
            count(*) FILTER (WHERE break_until > $1) AS breaks,
            count(*) FILTER (WHERE excluded_at IS NOT NULL AND (excluded_until IS NULL OR excluded_until > $1)) AS exclusions
     FROM player_limits`,
    [at],
  );
  return {
    wager: Number(row!.wager),
    deposit: Number(row!.deposit),
    loss: Number(row!.loss),
    playTime: Number(row!.play_time),
    realityCheck: Number(row!.reality_check),
    breaks: Number(row!.breaks),
    exclusions: Number(row!.exclusions),
  };
}
