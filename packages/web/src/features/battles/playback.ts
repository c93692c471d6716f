/**
 * The reels' timeline and strips, as pure functions. Everyone watching a battle computes the
 * same round and phase from the server's timestamps, and the same strip from the battle id,
 * round and seat, so a late spectator sees exactly what everyone else sees.
 */
import { roundTimings } from '@lootforge/core/battle';
import { drawStrip, seededRandom } from '../../lib/reel-strip';

/** A reel is 15 items plus 3 (DESIGN §4). The rolled item sits at LANDING_INDEX. */
export const REEL_LENGTH = 18;
export const LANDING_INDEX = 15;
/** Where a reel rests before it spins: the second cell, so one item shows above it. */
export const START_INDEX = 1;
/** Fast start, long natural slow-down, no overshoot: the item lands and stays. */
export const SPIN_EASING = 'cubic-bezier(0.12, 0.72, 0.16, 1)';

/** When the reels play, in server time (epoch ms); `fast`: a turbo battle's rounds take half the time. */
export type Schedule = { startAt: number; endAt: number; rounds: number; fast?: boolean };

export type Phase =
  | { kind: 'countdown'; secondsLeft: number }
  | { kind: 'spin'; round: number; spinStartAt: number }
  | { kind: 'result'; round: number }
  | { kind: 'done' };

export function phaseAt(schedule: Schedule, now: number): Phase {
  if (now < schedule.startAt) return { kind: 'countdown', secondsLeft: Math.max(1, Math.ceil((schedule.startAt - now) / 1000)) };
  if (now >= schedule.endAt) return { kind: 'done' };
  const { roundMs: ROUND_MS, spinMs: ROUND_SPIN_MS } = roundTimings(schedule.fast ?? false);
  const elapsed = now - schedule.startAt;
  const round = Math.floor(elapsed / ROUND_MS);
  if (round >= schedule.rounds) return { kind: 'done' };
  const spinStartAt = schedule.startAt + round * ROUND_MS;
  return now - spinStartAt < ROUND_SPIN_MS ? { kind: 'spin', round, spinStartAt } : { kind: 'result', round };
}

/** The next moment the phase can change, or null once the battle is over. */
export function nextChangeAt(schedule: Schedule, now: number): number | null {
  const phase = phaseAt(schedule, now);
  const { roundMs: ROUND_MS, spinMs: ROUND_SPIN_MS } = roundTimings(schedule.fast ?? false);
  switch (phase.kind) {
    case 'countdown':
      return schedule.startAt - (phase.secondsLeft - 1) * 1000;
    case 'spin':
      return phase.spinStartAt + ROUND_SPIN_MS;
    case 'result':
      return Math.min(schedule.startAt + (phase.round + 1) * ROUND_MS, schedule.endAt);
    case 'done':
      return null;
  }
}

/** How many rounds have shown their result (their items count toward the totals). */
export function roundsRevealed(phase: Phase, rounds: number): number {
  switch (phase.kind) {
    case 'countdown':
      return 0;
    case 'spin':
      return phase.round;
    case 'result':
      return phase.round + 1;
    case 'done':
      return rounds;
  }
}

/**
 * The items a reel passes: indexes into the pack's items, drawn by odds (with a floor so the
 * rare ones flash by now and then), the rolled item placed at LANDING_INDEX. Only the landing
 * cell means anything; the rest is scenery, the same for every spectator.
 */
export function reelStrip({ seed, oddsPpm, landingItemIndex }: { seed: string; oddsPpm: readonly number[]; landingItemIndex: number }): number[] {
  return drawStrip({ oddsPpm, length: REEL_LENGTH, floorShare: 0.03, random: seededRandom(seed), landing: { index: LANDING_INDEX, itemIndex: landingItemIndex } });
}

/** The reel strip's offset that centres cell `index` in the window, as a share of the strip's own length. */
export function cellOffsetPercent(index: number): number {
  return -((index + 0.5) / REEL_LENGTH) * 100;
}
