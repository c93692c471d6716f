/**
 * The reels' strips, as pure functions (schedule.ts has their timeline). Everyone watching a
 * battle draws the same strip from the battle id, round and seat, so a late spectator sees
 * exactly what everyone else sees.
 */
import { drawStrip, seededRandom } from '../../lib/reel-strip';

/** A reel is 15 items plus 3 (DESIGN §4). The rolled item sits at LANDING_INDEX. */
export const REEL_LENGTH = 18;
export const LANDING_INDEX = 15;
/** Where a reel rests before it spins: the second cell, so one item shows above it. */
export const START_INDEX = 1;
/** Fast start, long natural slow-down, no overshoot: the item lands and stays. */
export const SPIN_EASING = 'cubic-bezier(0.12, 0.72, 0.16, 1)';

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
