/**
 * The stored form of a player's limits (DESIGN §16) turned into the core's
 * rules, and the periods a stake is counted in. No SQL and no I/O.
 */
import { LIMIT_PERIODS, periodWindow, type LimitPeriod, type LimitSetting, type PlayRestrictions } from '@lootforge/core/limits';
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

export function settingOf(row: LimitsRow, period: LimitPeriod): LimitSetting {
  const at = row[`${period}_pending_at`];
  return { limitCents: num(row[`${period}_cents`]), pendingCents: num(row[`${period}_pending_cents`]), pendingAtMs: at ? at.getTime() : null };
}

export function restrictionsOf(row: LimitsRow): PlayRestrictions {
  const limits = Object.fromEntries(LIMIT_PERIODS.map((period) => [period, settingOf(row, period)])) as Record<LimitPeriod, LimitSetting>;
  return {
    limits,
    breakUntilMs: row.break_until ? row.break_until.getTime() : null,
    excluded: row.excluded_at !== null,
    excludedUntilMs: row.excluded_until ? row.excluded_until.getTime() : null,
  };
}
