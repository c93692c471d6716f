/** How /race names races, pools, ranks and dates ("Daily Race ($5000)", DESIGN §13). */
import { formatCents } from '@lootforge/core/money';
import type { Race } from './api';

export function raceTitle(race: Pick<Race, 'kind' | 'name'>): string {
  if (race.kind === 'daily') return 'Daily Race';
  if (race.kind === 'weekly') return 'Weekly Race';
  return race.name;
}

/** Whole dollars as the product writes them (DESIGN §13) ("$5000"); anything else as money ("$12.50"). */
export function poolLabel(poolCents: number): string {
  return poolCents % 100 === 0 ? `$${poolCents / 100}` : formatCents(poolCents);
}

/** "Daily Race ($5000)": the tab's words. */
export function raceTabLabel(race: Pick<Race, 'kind' | 'name' | 'poolCents'>): string {
  return `${raceTitle(race)} (${poolLabel(race.poolCents)})`;
}

/** 1 → "1st", 2 → "2nd", 11 → "11th", 23 → "23rd". */
export function ordinal(rank: number): string {
  const tens = rank % 100;
  if (tens >= 11 && tens <= 13) return `${rank}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[rank % 10] ?? 'th';
  return `${rank}${suffix}`;
}

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayWithYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The race's window in UTC days: "Jan 5, 2026" for a daily race, "Jan 5 – Jan 11, 2026" otherwise. */
export function raceWindowLabel(race: Pick<Race, 'kind' | 'startsAt' | 'endsAt'>): string {
  const start = new Date(race.startsAt);
  // The end is exclusive (00:00 of the next day): name the last day the race ran.
  const lastDay = new Date(new Date(race.endsAt).getTime() - 1);
  if (race.kind === 'daily' || day.format(start) === day.format(lastDay)) return dayWithYear.format(start);
  return `${day.format(start)} – ${dayWithYear.format(lastDay)}`;
}

/** Running races first (daily, weekly, then admins' races by end), as the tabs list them. */
export function byTabOrder(a: Race, b: Race): number {
  const order = { daily: 0, weekly: 1, custom: 2 } as const;
  return order[a.kind] - order[b.kind] || a.endsAt.localeCompare(b.endsAt) || a.id - b.id;
}
