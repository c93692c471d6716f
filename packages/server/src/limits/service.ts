/**
 * Responsible play (DESIGN §16, decision 016): a player's wager limits,
 * breaks and self-exclusion, and an admin's view and lift. The stakes
 * themselves are checked where they are recorded (stakes/service), inside
 * the paying transaction.
 */
import { breakEnd, changeLimit, depositRefusal, exclusionEnd, isExcluded, isExclusion, LIMIT_PERIODS, periodWindow, settleSetting, type BreakPeriod, type LimitPeriod } from '@lootforge/core/limits';
import type { LimitsChange } from '@lootforge/core/contracts/limits';
import type { AdminLimitsAnswer, LimitsAnswer, PeriodLimit } from '@lootforge/core/contracts/limits-answers';
import type { Database } from '../db/client';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { writeAudit } from '../console/audit';
import { cancelOpenBattlesOf, type CancelledBattle } from '../battles/service';
import type { LimitsRow } from '../stakes/repository';
import { EMPTY_LIMITS, lockLimits, readLimits, writeLimits, type TotalsRow } from './repository';
import { stakePeriods, restrictionsOf, settingOf } from './rules';

const TOTAL_COLUMNS: Record<LimitPeriod, { start: 'day_start' | 'week_start' | 'month_start'; cents: 'day_cents' | 'week_cents' | 'month_cents' }> = {
  daily: { start: 'day_start', cents: 'day_cents' },
  weekly: { start: 'week_start', cents: 'week_cents' },
  monthly: { start: 'month_start', cents: 'month_cents' },
};

const CHANGE_FIELDS: Record<LimitPeriod, keyof LimitsChange> = { daily: 'dailyWagerCents', weekly: 'weeklyWagerCents', monthly: 'monthlyWagerCents' };

/** What a player (or an admin) sees: each period's limit, wager so far and reset, a pending change, the break and exclusion. */
function answerOf(limits: LimitsRow, totals: TotalsRow | null, nowMs: number): LimitsAnswer {
  const restrictions = restrictionsOf(limits);
  const starts = stakePeriods(nowMs);
  const starting: Record<LimitPeriod, Date> = { daily: starts.day, weekly: starts.week, monthly: starts.month };
  const view = (period: LimitPeriod): PeriodLimit => {
    const setting = settleSetting(settingOf(limits, period), nowMs);
    const columns = TOTAL_COLUMNS[period];
    const current = totals && totals[columns.start]?.getTime() === starting[period].getTime();
    return {
      limitCents: setting.limitCents,
      wageredCents: current ? Number(totals[columns.cents]) : 0,
      resetsAt: new Date(periodWindow(period, nowMs).endsAtMs).toISOString(),
      pending: setting.pendingAtMs === null ? null : { limitCents: setting.pendingCents, appliesAt: new Date(setting.pendingAtMs).toISOString() },
    };
  };
  const breakRunning = restrictions.breakUntilMs !== null && restrictions.breakUntilMs > nowMs;
  return {
    daily: view('daily'),
    weekly: view('weekly'),
    monthly: view('monthly'),
    breakUntil: breakRunning ? new Date(restrictions.breakUntilMs!).toISOString() : null,
    // A timed exclusion that has ended is over: shown as none.
    excludedAt: isExcluded(restrictions, nowMs) ? (limits.excluded_at?.toISOString() ?? null) : null,
    excludedUntil: isExcluded(restrictions, nowMs) && limits.excluded_until ? limits.excluded_until.toISOString() : null,
  };
}

export async function getLimits(db: Database, input: { userId: string; clock: Clock }): Promise<LimitsAnswer> {
  const found = await readLimits(db, input.userId);
  return answerOf(found.limits ?? EMPTY_LIMITS, found.totals, input.clock.now().getTime());
}

/** Lowers at once, raises or removes after 24 hours (core `changeLimit`), for each period given. */
export async function changeLimits(db: Database, input: { userId: string; change: LimitsChange; clock: Clock }): Promise<LimitsAnswer> {
  await db.transaction(async (tx) => {
    const row = await lockLimits(tx, input.userId);
    const now = input.clock.now();
    const next: LimitsRow = { ...row };
    for (const period of LIMIT_PERIODS) {
      const requested = input.change[CHANGE_FIELDS[period]];
      if (requested === undefined) continue;
      const changed = changeLimit(settingOf(row, period), requested, now.getTime());
      next[`${period}_cents`] = changed.limitCents;
      next[`${period}_pending_cents`] = changed.pendingCents;
      next[`${period}_pending_at`] = changed.pendingAtMs === null ? null : new Date(changed.pendingAtMs);
    }
    await writeLimits(tx, input.userId, next, now);
  });
  return getLimits(db, input);
}

/**
 * A break starts at once and is never shortened; a permanent one is self-exclusion, which also
 * cancels and refunds the player's battles not started yet (nobody may play them out for them).
 * Returns those battles, for the caller to announce.
 */
export async function takeBreak(db: Database, input: { userId: string; period: BreakPeriod; clock: Clock }): Promise<{ limits: LimitsAnswer; cancelled: CancelledBattle[] }> {
  const cancelled = await db.transaction(async (tx) => {
    const row = await lockLimits(tx, input.userId);
    const now = input.clock.now();
    const next: LimitsRow = { ...row };
    if (isExclusion(input.period)) {
      // Never shortened: a running one keeps the later end (or stays permanent); an ended one starts afresh.
      const running = isExcluded(restrictionsOf(row), now.getTime());
      const until = exclusionEnd(input.period, now.getTime(), { excluded: running, untilMs: running ? (row.excluded_until?.getTime() ?? null) : null });
      next.excluded_at = running ? row.excluded_at : now;
      next.excluded_until = until === null ? null : new Date(until);
    } else {
      next.break_until = new Date(breakEnd(input.period, now.getTime(), row.break_until?.getTime() ?? null));
    }
    await writeLimits(tx, input.userId, next, now);
    return isExclusion(input.period) ? cancelOpenBattlesOf(tx, { userId: input.userId, clock: input.clock }) : [];
  });
  return { limits: await getLimits(db, input), cancelled };
}

export async function adminLimits(db: Database, input: { userId: string; clock: Clock }): Promise<AdminLimitsAnswer> {
  const found = await readLimits(db, input.userId);
  if (!found.exists) throw new AppError('not_found', 'That player does not exist.');
  return { user: { id: input.userId, userName: found.userName }, limits: answerOf(found.limits ?? EMPTY_LIMITS, found.totals, input.clock.now().getTime()) };
}

/** An admin lifts a self-exclusion; the reason goes to the audit log in the same transaction. */
export async function liftExclusion(db: Database, input: { adminId: string; userId: string; reason: string; clock: Clock }): Promise<AdminLimitsAnswer> {
  const found = await readLimits(db, input.userId);
  if (!found.exists) throw new AppError('not_found', 'That player does not exist.');
  await db.transaction(async (tx) => {
    const row = await lockLimits(tx, input.userId);
    const now = input.clock.now();
    if (!row.excluded_at || !isExcluded(restrictionsOf(row), now.getTime())) throw new AppError('conflict', 'This player has not excluded themself.');
    await writeLimits(tx, input.userId, { ...row, excluded_at: null, excluded_until: null }, now);
    await writeAudit(tx, input.adminId, {
      action: 'limits.lift_exclusion',
      targetType: 'user',
      targetId: input.userId,
      details: { reason: input.reason, excludedAt: row.excluded_at.toISOString(), excludedUntil: row.excluded_until?.toISOString() ?? null },
    });
  });
  return adminLimits(db, input);
}

/** Refuses a deposit while the player is on a break or has excluded themselves (DESIGN §16, §19). */
export async function assertMayDeposit(db: Database, input: { userId: string; clock: Clock }): Promise<void> {
  const found = await readLimits(db, input.userId);
  const refusal = depositRefusal(restrictionsOf(found.limits ?? EMPTY_LIMITS), input.clock.now().getTime());
  if (refusal) throw new AppError('forbidden', refusal);
}
