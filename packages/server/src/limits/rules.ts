/**
 * The stored form of a player's limits (DESIGN §16) turned into the core's
 * rules, and the period starts a stake is counted in. No SQL and no I/O.
 */
import { LIMIT_PERIODS, periodWindow, type LimitPeriod, type LimitSetting, type PlayRestrictions } from '@lootforge/core/limits';
import type { LimitsRow, PeriodStarts } from '../wagers/repository';

export function periodStarts(atMs: number): PeriodStarts {
  return {
    day: new Date(periodWindow('daily', atMs).startsAtMs),
    week: new Date(periodWindow('weekly', atMs).startsAtMs),
    month: new Date(periodWindow('monthly', atMs).startsAtMs),
  };
}

const num = (value: number | string | null) => (value === null ? null : Number(value));

export function settingOf(row: LimitsRow, period: LimitPeriod): LimitSetting {
  const at = row[`${period}_pending_at`];
  return { limitCents: num(row[`${period}_cents`]), pendingCents: num(row[`${period}_pending_cents`]), pendingAtMs: at ? at.getTime() : null };
}

export function restrictionsOf(row: LimitsRow): PlayRestrictions {
  const limits = Object.fromEntries(LIMIT_PERIODS.map((period) => [period, settingOf(row, period)])) as Record<LimitPeriod, LimitSetting>;
  return { limits, breakUntilMs: row.break_until ? row.break_until.getTime() : null, excluded: row.excluded_at !== null };
}
