/**
 * Race rules (DESIGN §13), shared by the server and /race: the windows of
 * the always-on races, the rank order, and how a pool splits into prizes.
 * Times are milliseconds since the epoch (UTC); the core has no clock.
 */
import type { Cents } from './money';

export const RACE_KINDS = ['daily', 'weekly', 'custom'] as const;
export type RaceKind = (typeof RACE_KINDS)[number];

export const RACE_STATUSES = ['scheduled', 'running', 'finished', 'cancelled'] as const;
export type RaceStatus = (typeof RACE_STATUSES)[number];

export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;

/** The default split of a pool over the top 10, in percent. */
export const DEFAULT_SPLIT_PERCENTS: readonly number[] = [40, 20, 12, 8, 6, 5, 3, 2, 2, 2];
export const MAX_PRIZE_RANKS = 100;

/** The daily window holding `atMs`: 00:00 to 24:00 UTC. */
export function dailyWindow(atMs: number): { startsAtMs: number; endsAtMs: number } {
  const startsAtMs = Math.floor(atMs / DAY_MS) * DAY_MS;
  return { startsAtMs, endsAtMs: startsAtMs + DAY_MS };
}

/** The weekly window holding `atMs`: Monday 00:00 UTC to the next Monday. */
export function weeklyWindow(atMs: number): { startsAtMs: number; endsAtMs: number } {
  const day = Math.floor(atMs / DAY_MS);
  // 1 January 1970 (day 0) was a Thursday, three days after a Monday.
  const startsAtMs = (day - ((day + 3) % 7)) * DAY_MS;
  return { startsAtMs, endsAtMs: startsAtMs + WEEK_MS };
}

/** A race's status at `nowMs`; a race stays running after its end until the sweep has paid it. */
export function raceStatus(race: { startsAtMs: number; finished: boolean; cancelled: boolean }, nowMs: number): RaceStatus {
  if (race.cancelled) return 'cancelled';
  if (race.finished) return 'finished';
  return nowMs < race.startsAtMs ? 'scheduled' : 'running';
}

export type Standing = { userId: string; wagerCents: Cents; reachedAtMs: number };

/**
 * Rank order: higher wager first; equal wagers by who reached that total
 * first; the user id settles a tie to the millisecond so the order is total.
 */
export function compareStandings(a: Standing, b: Standing): number {
  if (a.wagerCents !== b.wagerCents) return b.wagerCents - a.wagerCents;
  if (a.reachedAtMs !== b.reachedAtMs) return a.reachedAtMs - b.reachedAtMs;
  return a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;
}

/** Standings with wager above zero, ranked from 1. */
export function rankStandings<T extends Standing>(standings: T[]): Array<T & { rank: number }> {
  return standings
    .filter((s) => s.wagerCents > 0)
    .sort(compareStandings)
    .map((s, i) => ({ ...s, rank: i + 1 }));
}

/** Why a split cannot be used, or null: 1–100 whole percents of at least 1, totalling 100. */
export function splitProblem(splitPercents: readonly number[]): string | null {
  if (splitPercents.length < 1 || splitPercents.length > MAX_PRIZE_RANKS) return `A race pays between 1 and ${MAX_PRIZE_RANKS} ranks.`;
  if (splitPercents.some((p) => !Number.isInteger(p) || p < 1 || p > 100)) return 'Each rank’s share must be a whole percent from 1 to 100.';
  if (splitPercents.reduce((sum, p) => sum + p, 0) !== 100) return 'The prize split must total 100 %.';
  return null;
}

/**
 * Each rank's prize: the pool times its percent, rounded down to the cent;
 * what rounding leaves over goes to 1st, so the prizes total the pool.
 */
export function prizeSplit(poolCents: Cents, splitPercents: readonly number[]): Array<{ rank: number; prizeCents: Cents }> {
  const prizes = splitPercents.map((percent, i) => ({ rank: i + 1, prizeCents: Math.floor((poolCents * percent) / 100) }));
  const remainder = poolCents - prizes.reduce((sum, p) => sum + p.prizeCents, 0);
  if (prizes.length > 0) prizes[0]!.prizeCents += remainder;
  return prizes;
}
