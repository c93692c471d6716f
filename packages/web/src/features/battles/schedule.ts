/**
 * A battle's timeline, as pure functions: everyone watching computes the same round and phase
 * from the server's timestamps. Apart from the reels' strips (playback.ts), so a battle row's
 * "Round 3/5" costs the first page nothing of the strips' drawing.
 */
import { roundTimings } from '@lootforge/core/battle-timing';

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
