/**
 * Responsible play (DESIGN §16), shared by the server and /limits: wager
 * limits per calendar period in UTC, breaks and self-exclusion, and the
 * words a refused stake is answered with. Times are milliseconds since the
 * epoch; the core has no clock.
 */
import { formatCents, type Cents } from './money';
import { DAY_MS, dailyWindow, weeklyWindow } from './races';

export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/**
 * What a player can step away for (DESIGN §16b): a break (24 hours to 6 weeks) pauses play; a
 * self-exclusion (6 months to permanent) also closes deposits, tips, rain, chat, promo codes and
 * free cases and hides promotions. Neither can be shortened; withdrawals and shipping stay open.
 */
export const TIMED_BREAKS = ['24h', '7d', '30d', '6w'] as const;
export const EXCLUSIONS = ['6m', '1y', '5y', 'permanent'] as const;
export const BREAK_PERIODS = [...TIMED_BREAKS, ...EXCLUSIONS] as const;
export type BreakPeriod = (typeof BREAK_PERIODS)[number];
export type TimedBreak = (typeof TIMED_BREAKS)[number];
export type Exclusion = (typeof EXCLUSIONS)[number];

export function isExclusion(period: BreakPeriod): period is Exclusion {
  return (EXCLUSIONS as readonly string[]).includes(period);
}

/** How long each timed break lasts. */
export const BREAK_MS: Record<TimedBreak, number> = { '24h': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS, '6w': 42 * DAY_MS };

/** How many calendar months each timed self-exclusion lasts. */
export const EXCLUSION_MONTHS: Record<Exclude<Exclusion, 'permanent'>, number> = { '6m': 6, '1y': 12, '5y': 60 };

/** Raising or removing a limit takes effect this long after it is asked for. */
export const RAISE_DELAY_MS = DAY_MS;

/** The largest limit a player may set: $1,000,000. */
export const MAX_LIMIT_CENTS: Cents = 100_000_000;

/** The calendar period (UTC) holding `atMs`: a day, a week from Monday, or a month. */
export function periodWindow(period: LimitPeriod, atMs: number): { startsAtMs: number; endsAtMs: number } {
  if (period === 'daily') return dailyWindow(atMs);
  if (period === 'weekly') return weeklyWindow(atMs);
  const { year, month } = civilDate(Math.floor(atMs / DAY_MS));
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { startsAtMs: daysFromCivil(year, month, 1) * DAY_MS, endsAtMs: daysFromCivil(next.year, next.month, 1) * DAY_MS };
}

/** Days since 1970-01-01 of a date in the proleptic Gregorian calendar (H. Hinnant's algorithm; the core has no Date). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** The calendar date of a day number (days since 1970-01-01). */
function civilDate(days: number): { year: number; month: number; day: number } {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/**
 * One limit as stored: the value in force (cents, or minutes for play time and reality checks;
 * null: none) and a raise or removal (`pending` null) waiting for `pendingAtMs`.
 */
export type LimitSetting = { limit: number | null; pending: number | null; pendingAtMs: number | null };

export const NO_LIMIT: LimitSetting = { limit: null, pending: null, pendingAtMs: null };

/** The setting as it stands at `nowMs`: a pending change whose time has come is the limit. */
export function settleSetting(setting: LimitSetting, nowMs: number): LimitSetting {
  if (setting.pendingAtMs !== null && setting.pendingAtMs <= nowMs) return { limit: setting.pending, pending: null, pendingAtMs: null };
  return setting;
}

/** The limit in force at `nowMs` (null: none). */
export function limitInForce(setting: LimitSetting, nowMs: number): number | null {
  return settleSetting(setting, nowMs).limit;
}

/**
 * A player asks for `requested` (null: no limit). Lowering (or setting a
 * first limit) takes effect at once and drops any pending raise; raising or
 * removing waits RAISE_DELAY_MS from now; asking for the limit in force
 * drops a pending change.
 */
export function changeLimit(setting: LimitSetting, requested: number | null, nowMs: number): LimitSetting {
  const current = settleSetting(setting, nowMs).limit;
  const lower = requested !== null && (current === null || requested < current);
  if (lower || requested === current) return { limit: requested, pending: null, pendingAtMs: null };
  return { limit: current, pending: requested, pendingAtMs: nowMs + RAISE_DELAY_MS };
}

/** The kinds of money limit, each set per calendar period (DESIGN §16, §16b). */
export const MONEY_LIMITS = ['wager', 'deposit', 'loss'] as const;
export type MoneyLimit = (typeof MONEY_LIMITS)[number];

/** A daily play-time limit is from 30 minutes to 12 hours (DESIGN §16b). */
export const PLAY_MINUTES_MIN = 30;
export const PLAY_MINUTES_MAX = 720;

/** A reality check comes every 15, 30 or 60 minutes of play; never off (DESIGN §16b). */
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
export const DEFAULT_REALITY_CHECK_MINUTES = 60;

/**
 * The reality-check interval asks for a change as a limit does, with a longer interval as the
 * raise that waits 24 hours (it checks less often) and a shorter one applying at once.
 */
export function changeRealityInterval(setting: LimitSetting, requested: number, nowMs: number): LimitSetting {
  const settled = settleSetting(setting, nowMs);
  return changeLimit({ ...settled, limit: settled.limit ?? DEFAULT_REALITY_CHECK_MINUTES }, requested, nowMs);
}

/** The interval in force (the default when the player never chose one). */
export function realityInterval(setting: LimitSetting, nowMs: number): number {
  return limitInForce(setting, nowMs) ?? DEFAULT_REALITY_CHECK_MINUTES;
}

/** The play since sign-in that reality checks count: minutes played, and the minutes at the last acknowledged check. */
export type PlaySession = { minutes: number; ackedMinutes: number };

/** A check is due once `interval` minutes have been played since sign-in or the last acknowledgement. */
export function realityCheckDue(session: PlaySession, intervalMinutes: number): boolean {
  return session.minutes - session.ackedMinutes >= intervalMinutes;
}

/** Minutes of play until the next check (0: due now). */
export function minutesToRealityCheck(session: PlaySession, intervalMinutes: number): number {
  return Math.max(0, intervalMinutes - (session.minutes - session.ackedMinutes));
}

/** "45 min", "2 h", "1 h 30 min" */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** When a break taken at `nowMs` ends; a break already running longer is never shortened. */
export function breakEnd(period: TimedBreak, nowMs: number, runningUntilMs: number | null): number {
  return Math.max(nowMs + BREAK_MS[period], runningUntilMs ?? 0);
}

/** `months` calendar months after `atMs`, at the same time of day (the 31st of a shorter month becomes its last day). */
export function addMonths(atMs: number, months: number): number {
  const day = Math.floor(atMs / DAY_MS);
  const timeOfDay = atMs - day * DAY_MS;
  const date = civilDate(day);
  const total = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const length = daysFromCivil(next.year, next.month, 1) - daysFromCivil(year, month, 1);
  return daysFromCivil(year, month, Math.min(date.day, length)) * DAY_MS + timeOfDay;
}

/**
 * When a self-exclusion taken at `nowMs` ends (null: never); one already running is never
 * shortened: a permanent one stays permanent, a longer timed one keeps its end.
 */
export function exclusionEnd(period: Exclusion, nowMs: number, running: { excluded: boolean; untilMs: number | null }): number | null {
  if (period === 'permanent' || (running.excluded && running.untilMs === null)) return null;
  return Math.max(addMonths(nowMs, EXCLUSION_MONTHS[period]), running.excluded ? (running.untilMs ?? 0) : 0);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad = (n: number) => String(n).padStart(2, '0');

/** "24 November 2026, 22:30 UTC" */
export function formatUtc(atMs: number): string {
  const date = civilDate(Math.floor(atMs / DAY_MS));
  const minutes = Math.floor((atMs - Math.floor(atMs / DAY_MS) * DAY_MS) / 60_000);
  return `${date.day} ${MONTHS[date.month - 1]} ${date.year}, ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)} UTC`;
}

/** When a period's limit resets, as the refusal says it: "at 00:00 UTC", "on Monday at 00:00 UTC", "on 1 December at 00:00 UTC". */
export function resetPhrase(period: LimitPeriod, resetsAtMs: number): string {
  const days = Math.floor(resetsAtMs / DAY_MS);
  if (period === 'daily') return 'at 00:00 UTC';
  // 1 January 1970 (day 0) was a Thursday.
  if (period === 'weekly') return `on ${WEEKDAYS[(((days + 4) % 7) + 7) % 7]} at 00:00 UTC`;
  const date = civilDate(days);
  return `on ${date.day} ${MONTHS[date.month - 1]} at 00:00 UTC`;
}

const PERIOD_WORD: Record<LimitPeriod, string> = { daily: 'daily', weekly: 'weekly', monthly: 'monthly' };

export function limitReachedMessage(period: LimitPeriod, limitCents: Cents, resetsAtMs: number): string {
  return `You have reached your ${PERIOD_WORD[period]} wager limit of ${formatCents(limitCents)}. It resets ${resetPhrase(period, resetsAtMs)}.`;
}

/** A stake that could take the net loss past a limit: `lostCents` is the period's net loss before it. */
export function lossLimitMessage(period: LimitPeriod, limitCents: Cents, lostCents: Cents, resetsAtMs: number): string {
  const left = limitCents - lostCents;
  if (left <= 0) return `You have reached your ${PERIOD_WORD[period]} loss limit of ${formatCents(limitCents)}. It resets ${resetPhrase(period, resetsAtMs)}.`;
  return `This could take you past your ${PERIOD_WORD[period]} loss limit of ${formatCents(limitCents)}: you can stake ${formatCents(left)} more before it resets ${resetPhrase(period, resetsAtMs)}.`;
}

/** A deposit that would pass a limit: `depositedCents` is what the period holds before it. */
export function depositLimitMessage(period: LimitPeriod, limitCents: Cents, depositedCents: Cents, resetsAtMs: number): string {
  const left = limitCents - depositedCents;
  if (left <= 0) return `You have reached your ${PERIOD_WORD[period]} deposit limit of ${formatCents(limitCents)}. It resets ${resetPhrase(period, resetsAtMs)}.`;
  return `This deposit would take you past your ${PERIOD_WORD[period]} deposit limit of ${formatCents(limitCents)}: you can deposit ${formatCents(left)} more before it resets ${resetPhrase(period, resetsAtMs)}.`;
}

export function playTimeMessage(limitMinutes: number): string {
  return `You have reached your daily play-time limit of ${formatMinutes(limitMinutes)}. It resets at 00:00 UTC.`;
}

/** The refusal while a reality check is due: the page shows the check itself. */
export const REALITY_CHECK_MESSAGE = 'Time for a reality check: please look at your session so far, then choose Keep playing to go on.';

/** When the limits cannot be read, nothing is played or paid (DESIGN §16b: every check fails closed). */
export const LIMITS_UNAVAILABLE_MESSAGE = 'We could not check your limits just now, so nothing was played or charged. Please try again in a moment.';

export function onBreakMessage(untilMs: number): string {
  return `You are taking a break from play until ${formatUtc(untilMs)}. Opening packs and battles are paused until then.`;
}

export const SELF_EXCLUDED_MESSAGE = 'You have excluded yourself from play. Opening packs and battles stay closed; contact support to talk about lifting it.';

export function excludedUntilMessage(untilMs: number): string {
  return `You have excluded yourself from play until ${formatUtc(untilMs)}. Opening packs and battles stay closed until then.`;
}

/** What a player's stakes and deposits are checked against. */
export type PlayRestrictions = {
  /** Wager limits per period (DESIGN §16). */
  limits: Record<LimitPeriod, LimitSetting>;
  deposit: Record<LimitPeriod, LimitSetting>;
  loss: Record<LimitPeriod, LimitSetting>;
  /** Daily play time, in minutes. */
  playMinutes: LimitSetting;
  /** The reality-check interval, in minutes (none in force: the default). */
  realityMinutes: LimitSetting;
  breakUntilMs: number | null;
  /** A self-exclusion was taken; it runs until `excludedUntilMs` (null: permanent). */
  excluded: boolean;
  excludedUntilMs: number | null;
};

export const NO_RESTRICTIONS: PlayRestrictions = {
  limits: { daily: NO_LIMIT, weekly: NO_LIMIT, monthly: NO_LIMIT },
  deposit: { daily: NO_LIMIT, weekly: NO_LIMIT, monthly: NO_LIMIT },
  loss: { daily: NO_LIMIT, weekly: NO_LIMIT, monthly: NO_LIMIT },
  playMinutes: NO_LIMIT,
  realityMinutes: NO_LIMIT,
  breakUntilMs: null,
  excluded: false,
  excludedUntilMs: null,
};

/** Whether a self-exclusion is running at `nowMs`. */
export function isExcluded(restrictions: Pick<PlayRestrictions, 'excluded' | 'excludedUntilMs'>, nowMs: number): boolean {
  return restrictions.excluded && (restrictions.excludedUntilMs === null || restrictions.excludedUntilMs > nowMs);
}

/** Limits that cannot be what a player set: the check refuses rather than guess (fail closed). */
export class UnreadableLimitsError extends Error {}

function assertReadable(restrictions: PlayRestrictions): void {
  const positive = (value: number | null) => value === null || (Number.isSafeInteger(value) && value > 0);
  const settings = [...LIMIT_PERIODS.flatMap((p) => [restrictions.limits[p], restrictions.deposit[p], restrictions.loss[p]]), restrictions.playMinutes];
  for (const setting of settings) {
    if (!positive(setting.limit) || !positive(setting.pending)) throw new UnreadableLimitsError('A stored limit is not a positive whole number.');
  }
  const times = [restrictions.breakUntilMs, restrictions.excludedUntilMs, ...settings.map((s) => s.pendingAtMs), restrictions.realityMinutes.pendingAtMs];
  if (times.some((ms) => ms !== null && !Number.isFinite(ms))) throw new UnreadableLimitsError('A stored time is not a time.');
  for (const minutes of [restrictions.realityMinutes.limit, restrictions.realityMinutes.pending]) {
    if (minutes !== null && !(REALITY_CHECK_MINUTES as readonly number[]).includes(minutes)) throw new UnreadableLimitsError('A stored reality-check interval is not 15, 30 or 60 minutes.');
  }
}

/**
 * Where a player stands when they stake: each period's wager with this stake added, the net
 * loss with this stake counted as wholly lost, the minutes played today and the session.
 */
export type StakeTotals = {
  stakeCents: Cents;
  wagered: Record<LimitPeriod, Cents>;
  lost: Record<LimitPeriod, Cents>;
  playedMinutes: number;
  session: PlaySession;
};

/** The totals of a stake of nothing (a seat a sponsor paid in full): only breaks, exclusion and checks can refuse it. */
export const NOTHING_STAKED: StakeTotals = {
  stakeCents: 0,
  wagered: { daily: 0, weekly: 0, monthly: 0 },
  lost: { daily: 0, weekly: 0, monthly: 0 },
  playedMinutes: 0,
  session: { minutes: 0, ackedMinutes: 0 },
};

/**
 * Why a stake is refused, or null (DESIGN §16, §16b), in the order a player should hear it:
 * self-exclusion, a break, a reality check due, the play time, then each wager and loss limit.
 * Throws UnreadableLimitsError on limits no player could have set (the caller refuses).
 */
export function stakeRefusal(restrictions: PlayRestrictions, totals: StakeTotals, nowMs: number): string | null {
  assertReadable(restrictions);
  if (isExcluded(restrictions, nowMs)) return restrictions.excludedUntilMs === null ? SELF_EXCLUDED_MESSAGE : excludedUntilMessage(restrictions.excludedUntilMs);
  if (restrictions.breakUntilMs !== null && restrictions.breakUntilMs > nowMs) return onBreakMessage(restrictions.breakUntilMs);
  if (realityCheckDue(totals.session, realityInterval(restrictions.realityMinutes, nowMs))) return REALITY_CHECK_MESSAGE;
  const playLimit = limitInForce(restrictions.playMinutes, nowMs);
  if (playLimit !== null && totals.playedMinutes > playLimit) return playTimeMessage(playLimit);
  for (const period of LIMIT_PERIODS) {
    const limit = limitInForce(restrictions.limits[period], nowMs);
    if (limit !== null && totals.wagered[period] > limit) return limitReachedMessage(period, limit, periodWindow(period, nowMs).endsAtMs);
  }
  for (const period of LIMIT_PERIODS) {
    const limit = limitInForce(restrictions.loss[period], nowMs);
    if (limit !== null && totals.lost[period] > limit) return lossLimitMessage(period, limit, totals.lost[period] - totals.stakeCents, periodWindow(period, nowMs).endsAtMs);
  }
  return null;
}

/**
 * Why a deposit of `amountCents` is refused, or null (DESIGN §16b, §19): a break or
 * self-exclusion closes the cashier's way in (withdrawals stay open), and a deposit may not take
 * a period's deposits (`deposited`, before it) past its limit.
 */
export function depositRefusal(restrictions: PlayRestrictions, deposited: Record<LimitPeriod, Cents>, amountCents: Cents, nowMs: number): string | null {
  assertReadable(restrictions);
  if (isExcluded(restrictions, nowMs)) return 'You have excluded yourself from play, so deposits are closed. Withdrawals stay open.';
  if (restrictions.breakUntilMs !== null && restrictions.breakUntilMs > nowMs) return `You are taking a break until ${formatUtc(restrictions.breakUntilMs)}, so deposits are paused. Withdrawals stay open.`;
  for (const period of LIMIT_PERIODS) {
    const limit = limitInForce(restrictions.deposit[period], nowMs);
    if (limit !== null && deposited[period] + amountCents > limit) return depositLimitMessage(period, limit, deposited[period], periodWindow(period, nowMs).endsAtMs);
  }
  return null;
}
