/**
 * The stored form of a player's limits (DESIGN §16) turned into the core's
 * rules, and the periods a stake is counted in. No SQL and no I/O.
 */
import { LIMIT_PERIODS, periodWindow, type LimitPeriod, type LimitSetting, type MoneyLimit, type PlayRestrictions } from '@lootforge/core/limits';
import type { LimitsRow, StakePeriods } from '../stakes/repository';

/** The UTC day, week and month holding a moment, and the start of the one after each (DESIGN §16): all the calendar a stake needs. */
export function stakePeriods(atMs: number): StakePeriods {
  const day = periodWindow('daily', atMs);
  const week = periodWindow('weekly', atMs);
  const month = periodWindow('monthly', atMs);
  return {
    day: new Date(day.startsAtMs),
    nextDay: new Date(day.endsAtMs),
    week: new Date(week.startsAtMs),
    nextWeek: new Date(week.endsAtMs),
    month: new Date(month.startsAtMs),
    nextMonth: new Date(month.endsAtMs),
  };
}

const num = (value: number | string | null) => (value === null ? null : Number(value));

/** The money limits' column prefixes: wager limits have none (DESIGN §16), deposit and loss limits theirs (§16b). */
export const MONEY_PREFIX: Record<MoneyLimit, '' | 'deposit_' | 'loss_'> = { wager: '', deposit: 'deposit_', loss: 'loss_' };

/** One money limit's setting for one period. */
export function settingOf(row: LimitsRow, period: LimitPeriod, kind: MoneyLimit = 'wager'): LimitSetting {
  const prefix = MONEY_PREFIX[kind];
  const at = row[`${prefix}${period}_pending_at`];
  return { limit: num(row[`${prefix}${period}_cents`]), pending: num(row[`${prefix}${period}_pending_cents`]), pendingAtMs: at ? at.getTime() : null };
}

/** The daily play-time limit or the reality-check interval, in minutes. */
export function minutesSettingOf(row: LimitsRow, kind: 'play' | 'reality'): LimitSetting {
  const at = row[`${kind}_pending_at`];
  return { limit: num(row[`${kind}_minutes`]), pending: num(row[`${kind}_pending_minutes`]), pendingAtMs: at ? at.getTime() : null };
}

const periodsOf = (row: LimitsRow, kind: MoneyLimit) => Object.fromEntries(LIMIT_PERIODS.map((period) => [period, settingOf(row, period, kind)])) as Record<LimitPeriod, LimitSetting>;

export function restrictionsOf(row: LimitsRow): PlayRestrictions {
  return {
    limits: periodsOf(row, 'wager'),
    deposit: periodsOf(row, 'deposit'),
    loss: periodsOf(row, 'loss'),
    playMinutes: minutesSettingOf(row, 'play'),
    realityMinutes: minutesSettingOf(row, 'reality'),
    breakUntilMs: row.break_until ? row.break_until.getTime() : null,
    excluded: row.excluded_at !== null,
    excludedUntilMs: row.excluded_until ? row.excluded_until.getTime() : null,
  };
}
