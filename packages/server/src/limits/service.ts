/**
 * Responsible play (DESIGN §16, decision 016): a player's wager limits,
 * breaks and self-exclusion, and an admin's view and lift. The stakes
 * themselves are checked where they are recorded (stakes/service), inside
 * the paying transaction.
 */
import {
  breakEnd,
  changeLimit,
  changeRealityInterval,
  depositRefusal,
  exclusionEnd,
  isExcluded,
  isExclusion,
  LIMIT_PERIODS,
  minutesToRealityCheck,
  MONEY_LIMITS,
  periodWindow,
  realityCheckDue,
  realityInterval,
  settleSetting,
  type BreakPeriod,
  type LimitPeriod,
  type LimitSetting,
  type MoneyLimit,
} from '@lootforge/core/limits';
import type { LimitsChange } from '@lootforge/core/contracts/limits';
import type { AdminLimitsAnswer, LimitsAnswer, PeriodAmount, PeriodLimit, RealityCheck } from '@lootforge/core/contracts/limits-answers';
import type { Database, Sql } from '../db/client';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { writeAudit } from '../console/audit';
import { cancelOpenBattlesOf, type CancelledBattle } from '../battles/service';
import type { LimitsRow } from '../stakes/repository';
import { checkPlay } from '../stakes/service';
import { acknowledgeRealityCheck, depositedInPeriods, EMPTY_LIMITS, lockLimits, readLimits, tickPlayMinute, writeLimits, type TotalsRow } from './repository';
import { MONEY_PREFIX, minutesSettingOf, restrictionsOf, settingOf, stakePeriods } from './rules';

const TOTAL_COLUMNS: Record<LimitPeriod, { start: 'day_start' | 'week_start' | 'month_start'; cents: 'day_cents' | 'week_cents' | 'month_cents'; loss: 'day_loss_cents' | 'week_loss_cents' | 'month_loss_cents' }> = {
  daily: { start: 'day_start', cents: 'day_cents', loss: 'day_loss_cents' },
  weekly: { start: 'week_start', cents: 'week_cents', loss: 'week_loss_cents' },
  monthly: { start: 'month_start', cents: 'month_cents', loss: 'month_loss_cents' },
};

/** Which field of PUT /api/limits sets which money limit of which period. */
const CHANGE_FIELDS: Record<MoneyLimit, Record<LimitPeriod, keyof LimitsChange>> = {
  wager: { daily: 'dailyWagerCents', weekly: 'weeklyWagerCents', monthly: 'monthlyWagerCents' },
  deposit: { daily: 'dailyDepositCents', weekly: 'weeklyDepositCents', monthly: 'monthlyDepositCents' },
  loss: { daily: 'dailyLossCents', weekly: 'weeklyLossCents', monthly: 'monthlyLossCents' },
};

const iso = (ms: number) => new Date(ms).toISOString();
const pendingOf = (setting: LimitSetting) => (setting.pendingAtMs === null ? null : { value: setting.pending, appliesAt: iso(setting.pendingAtMs) });

/** The reality check as the player sees it: the interval, a pending longer one, and the session since sign-in. */
function realityCheckOf(limits: LimitsRow, totals: TotalsRow | null, nowMs: number): RealityCheck {
  const setting = settleSetting(minutesSettingOf(limits, 'reality'), nowMs);
  const intervalMinutes = realityInterval(setting, nowMs);
  const pending = pendingOf(setting);
  const session = totals?.session_at ? { minutes: Number(totals.session_minutes), ackedMinutes: Number(totals.reality_acked_minutes) } : null;
  return {
    intervalMinutes,
    pending: pending && pending.value !== null ? { intervalMinutes: pending.value, appliesAt: pending.appliesAt } : null,
    session:
      session && totals?.session_at
        ? {
            startedAt: totals.session_at.toISOString(),
            playedMinutes: session.minutes,
            netCents: Number(totals.session_net_cents),
            due: realityCheckDue(session, intervalMinutes),
            dueInMinutes: minutesToRealityCheck(session, intervalMinutes),
          }
        : null,
  };
}

/** What a player (or an admin) sees: every limit in force, what each period holds so far and when it resets, pending changes, the play clock, a break and an exclusion. */
function answerOf(limits: LimitsRow, totals: TotalsRow | null, deposited: Record<LimitPeriod, number>, nowMs: number): LimitsAnswer {
  const restrictions = restrictionsOf(limits);
  const starts = stakePeriods(nowMs);
  const starting: Record<LimitPeriod, Date> = { daily: starts.day, weekly: starts.week, monthly: starts.month };
  const current = (period: LimitPeriod) => totals !== null && totals[TOTAL_COLUMNS[period].start]?.getTime() === starting[period].getTime();
  const moneyView = (kind: MoneyLimit, period: LimitPeriod, usedCents: number): PeriodAmount => {
    const setting = settleSetting(settingOf(limits, period, kind), nowMs);
    const pending = pendingOf(setting);
    return { limitCents: setting.limit, usedCents, resetsAt: iso(periodWindow(period, nowMs).endsAtMs), pending: pending && { limitCents: pending.value, appliesAt: pending.appliesAt } };
  };
  const wagerView = (period: LimitPeriod): PeriodLimit => {
    const { usedCents, ...view } = moneyView('wager', period, current(period) ? Number(totals![TOTAL_COLUMNS[period].cents]) : 0);
    return { ...view, wageredCents: usedCents };
  };
  const periods = <T>(view: (period: LimitPeriod) => T) => ({ daily: view('daily'), weekly: view('weekly'), monthly: view('monthly') });
  const play = settleSetting(minutesSettingOf(limits, 'play'), nowMs);
  const playPending = pendingOf(play);
  const today = totals?.play_day?.getTime() === starts.day.getTime();
  const excluded = isExcluded(restrictions, nowMs);
  return {
    ...periods(wagerView),
    deposit: periods((period) => moneyView('deposit', period, deposited[period])),
    loss: periods((period) => moneyView('loss', period, current(period) ? Number(totals![TOTAL_COLUMNS[period].loss]) : 0)),
    playTime: {
      limitMinutes: play.limit,
      playedMinutes: today ? Number(totals!.played_minutes) : 0,
      resetsAt: iso(starts.nextDay.getTime()),
      pending: playPending && { limitMinutes: playPending.value, appliesAt: playPending.appliesAt },
    },
    realityCheck: realityCheckOf(limits, totals, nowMs),
    breakUntil: restrictions.breakUntilMs !== null && restrictions.breakUntilMs > nowMs ? iso(restrictions.breakUntilMs) : null,
    // A timed exclusion that has ended is over: shown as none.
    excludedAt: excluded ? (limits.excluded_at?.toISOString() ?? null) : null,
    excludedUntil: excluded && limits.excluded_until ? limits.excluded_until.toISOString() : null,
  };
}

export async function getLimits(db: Database, input: { userId: string; clock: Clock }): Promise<LimitsAnswer> {
  const nowMs = input.clock.now().getTime();
  const found = await readLimits(db, input.userId);
  const deposited = await depositedInPeriods(db, input.userId, stakePeriods(nowMs));
  return answerOf(found.limits ?? EMPTY_LIMITS, found.totals, deposited, nowMs);
}

/** Each limit given changes by core's rule: lowered at once, raised or removed after 24 hours (`changeLimit`). */
export async function changeLimits(db: Database, input: { userId: string; change: LimitsChange; clock: Clock }): Promise<LimitsAnswer> {
  await db.transaction(async (tx) => {
    const row = await lockLimits(tx, input.userId);
    const now = input.clock.now();
    const next: LimitsRow = { ...row };
    for (const kind of MONEY_LIMITS) {
      const prefix = MONEY_PREFIX[kind];
      for (const period of LIMIT_PERIODS) {
        const requested = input.change[CHANGE_FIELDS[kind][period]];
        if (requested === undefined) continue;
        const changed = changeLimit(settingOf(row, period, kind), requested, now.getTime());
        next[`${prefix}${period}_cents`] = changed.limit;
        next[`${prefix}${period}_pending_cents`] = changed.pending;
        next[`${prefix}${period}_pending_at`] = changed.pendingAtMs === null ? null : new Date(changed.pendingAtMs);
      }
    }
    const minutes = (kind: 'play' | 'reality', changed: LimitSetting) => {
      next[`${kind}_minutes`] = changed.limit;
      next[`${kind}_pending_minutes`] = changed.pending;
      next[`${kind}_pending_at`] = changed.pendingAtMs === null ? null : new Date(changed.pendingAtMs);
    };
    if (input.change.dailyPlayMinutes !== undefined) minutes('play', changeLimit(minutesSettingOf(row, 'play'), input.change.dailyPlayMinutes, now.getTime()));
    if (input.change.realityCheckMinutes !== undefined) minutes('reality', changeRealityInterval(minutesSettingOf(row, 'reality'), input.change.realityCheckMinutes, now.getTime()));
    await writeLimits(tx, input.userId, next, now);
  });
  return getLimits(db, input);
}

/** The reality check now, for the page's once-a-minute sign of play and after an acknowledgement. */
async function realityCheckNow(db: Database, input: { userId: string; clock: Clock }): Promise<RealityCheck> {
  const found = await readLimits(db, input.userId);
  return realityCheckOf(found.limits ?? EMPTY_LIMITS, found.totals, input.clock.now().getTime());
}

/**
 * Counts this minute as played (DESIGN §16b: the server counts play time in 1-minute ticks of
 * activity) and answers the reality check. Each process remembers the last minute it counted for
 * each player, so a burst of requests writes once; the SQL makes a second instance's tick of the
 * same minute change nothing.
 */
export async function recordActivity(db: Database, input: { userId: string; clock: Clock }): Promise<void> {
  const at = input.clock.now();
  const minute = Math.floor(at.getTime() / 60_000);
  const counted = lastMinuteCounted.get(db.scope);
  if (counted?.get(input.userId) === minute) return;
  await tickPlayMinute(db, { userId: input.userId, minute, day: stakePeriods(at.getTime()).day, at });
  let map = counted;
  if (!map) lastMinuteCounted.set(db.scope, (map = new Map()));
  // Bounded: a minute's active players; older entries are dropped as the map grows.
  if (map.size > 50_000) map.clear();
  map.set(input.userId, minute);
}

const lastMinuteCounted = new WeakMap<object, Map<string, number>>();

export async function activityAnswer(db: Database, input: { userId: string; clock: Clock }): Promise<RealityCheck> {
  await recordActivity(db, input);
  return realityCheckNow(db, input);
}

/** The player has seen the reality check that was due: play may go on for another interval (one not due is left as it is). */
export async function acknowledgeReality(db: Database, input: { userId: string; clock: Clock }): Promise<RealityCheck> {
  const { intervalMinutes } = await realityCheckNow(db, input);
  await acknowledgeRealityCheck(db, { userId: input.userId, intervalMinutes });
  return realityCheckNow(db, input);
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
  return { user: { id: input.userId, userName: found.userName }, limits: await getLimits(db, input) };
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

/**
 * Refuses a deposit of `amountCents` during a break or self-exclusion, or past a deposit limit
 * (DESIGN §16b), with words that name the limit and its reset. Inside a transaction that holds
 * the player's limits row (`lockLimitsIfAny`), deposits created at the same moment are counted
 * one after another, so together they never pass a limit.
 */
export async function assertMayDeposit(sql: Sql, input: { userId: string; amountCents: number; clock: Clock; limits?: LimitsRow | null }): Promise<void> {
  const nowMs = input.clock.now().getTime();
  const limits = input.limits === undefined ? ((await readLimits(sql, input.userId)).limits ?? null) : input.limits;
  if (!limits) return;
  const deposited = await depositedInPeriods(sql, input.userId, stakePeriods(nowMs));
  const refusal = checkPlay(() => depositRefusal(restrictionsOf(limits), deposited, input.amountCents, nowMs));
  if (refusal) throw new AppError('forbidden', refusal);
}
