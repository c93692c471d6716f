/**
 * The reels' timeline and strips, as pure functions. Everyone watching a battle computes the
 * same round and phase from the server's timestamps, and the same strip from the battle id,
 * round and seat, so a late spectator sees exactly what everyone else sees.
 */
import { ROUND_MS, ROUND_SPIN_MS } from '@lootforge/core/battle';

/** Spec §9: a reel is 15 items plus 3. The rolled item sits at LANDING_INDEX. */
export const REEL_LENGTH = 18;
export const LANDING_INDEX = 15;
/** Where a reel rests before it spins: the second cell, so one item shows above it. */
export const START_INDEX = 1;
/** Fast start, long natural slow-down, no overshoot: the item lands and stays. */
export const SPIN_EASING = 'cubic-bezier(0.12, 0.72, 0.16, 1)';

/** When the reels play, in server time (epoch ms). */
export type Schedule = { startAt: number; endAt: number; rounds: number };

export type Phase =
  | { kind: 'countdown'; secondsLeft: number }
  | { kind: 'spin'; round: number; spinStartAt: number }
  | { kind: 'result'; round: number }
  | { kind: 'done' };

export function phaseAt(schedule: Schedule, now: number): Phase {
  if (now < schedule.startAt) return { kind: 'countdown', secondsLeft: Math.max(1, Math.ceil((schedule.startAt - now) / 1000)) };
  if (now >= schedule.endAt) return { kind: 'done' };
  const elapsed = now - schedule.startAt;
  const round = Math.floor(elapsed / ROUND_MS);
  if (round >= schedule.rounds) return { kind: 'done' };
  const spinStartAt = schedule.startAt + round * ROUND_MS;
  return now - spinStartAt < ROUND_SPIN_MS ? { kind: 'spin', round, spinStartAt } : { kind: 'result', round };
}

/** The next moment the phase can change, or null once the battle is over. */
export function nextChangeAt(schedule: Schedule, now: number): number | null {
  const phase = phaseAt(schedule, now);
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

/** A small seeded generator (cyrb53 hash → mulberry32): the same seed draws the same strip everywhere. */
function seededRandom(seed: string): () => number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < seed.length; i++) {
    const ch = seed.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  let state = h1 >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The items a reel passes: indexes into the pack's items, drawn by odds (with a floor so the
 * rare ones flash by now and then), the rolled item placed at LANDING_INDEX. Only the landing
 * cell means anything; the rest is scenery, the same for every spectator.
 */
export function reelStrip({ seed, oddsPpm, landingItemIndex }: { seed: string; oddsPpm: readonly number[]; landingItemIndex: number }): number[] {
  const random = seededRandom(seed);
  const total = oddsPpm.reduce((sum, odds) => sum + odds, 0);
  const floor = total * 0.03;
  const weights = oddsPpm.map((odds) => Math.max(odds, floor));
  const weightTotal = weights.reduce((sum, w) => sum + w, 0);
  const strip: number[] = [];
  for (let i = 0; i < REEL_LENGTH; i++) {
    let pick = random() * weightTotal;
    let index = 0;
    while (index < weights.length - 1 && pick >= weights[index]!) pick -= weights[index++]!;
    strip.push(index);
  }
  strip[LANDING_INDEX] = landingItemIndex;
  return strip;
}

/** The reel strip's offset that centres cell `index` in the window, as a share of the strip's own length. */
export function cellOffsetPercent(index: number): number {
  return -((index + 0.5) / REEL_LENGTH) * 100;
}
