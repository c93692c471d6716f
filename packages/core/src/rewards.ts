/**
 * Rewards (DESIGN §14): daily, weekly and monthly rakeback of 0.2 % of the
 * wager since that reward's last claim, each with its own cooldown.
 */
import type { Cents } from './money';

export const REWARD_KINDS = ['daily', 'weekly', 'monthly'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/** The share paid back, in basis points of the wager (20 = 0.2 %). */
export const REWARD_RATE_BP = 20;

const HOUR_MS = 3_600_000;
export const REWARD_COOLDOWN_MS: Record<RewardKind, number> = { daily: 24 * HOUR_MS, weekly: 7 * 24 * HOUR_MS, monthly: 30 * 24 * HOUR_MS };

export const NOTHING_TO_CLAIM = 'Nothing to claim yet — open packs or join battles to earn rewards.';

/** What a reward pays now for the wager since its last claim: 0.2 %, rounded down to the cent; never below zero. */
export function rewardReadyCents(wagerSinceClaimCents: Cents): Cents {
  if (wagerSinceClaimCents <= 0) return 0;
  return Math.floor((wagerSinceClaimCents * REWARD_RATE_BP) / 10_000);
}

/**
 * A wait as a person reads it, rounded up to the minute: "45 min",
 * "5 h 12 min", "3 days 4 h", "1 day".
 */
export function formatDuration(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} ${days === 1 ? 'day' : 'days'} ${hours} h` : `${days} ${days === 1 ? 'day' : 'days'}`;
  if (hours > 0) return mins > 0 ? `${hours} h ${mins} min` : `${hours} h`;
  return `${mins} min`;
}

export function tooEarlyMessage(waitMs: number): string {
  return `You can claim this again in ${formatDuration(waitMs)}.`;
}
