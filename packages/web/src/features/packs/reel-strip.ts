/**
 * The strips the case reels scroll through (lib/reel-strip.ts draws them): how long, where the
 * rolled item lands, and the demo's roll.
 */
import { pickByTicket, TICKETS } from '@lootforge/core/fairness';
import { drawStrip, secureRandom } from '../../lib/reel-strip';

export const STRIP_LENGTH = 60;
/** Where the rolled item sits: far enough in for a long run, with cells to spare after it. */
export const LANDING_INDEX = 50;
/** Where an idle reel rests: a few cells in, so the window is full on both sides. */
export const REST_INDEX = 6;

/**
 * A free demo roll: a ticket from 1 to 100 000 drawn with crypto.getRandomValues, then the item
 * whose range holds it, exactly as a real open picks (DESIGN §5), but with no seeds and no money.
 */
export function demoRoll(oddsPpm: readonly number[]): { ticket: number; itemIndex: number } {
  const ticket = Math.floor(secureRandom() * TICKETS) + 1;
  return { ticket, itemIndex: pickByTicket(oddsPpm, ticket) };
}

/** Indexes into the pack's items, STRIP_LENGTH long, with `landingItemIndex` at LANDING_INDEX. */
export function buildStrip({ oddsPpm, landingItemIndex, random }: { oddsPpm: readonly number[]; landingItemIndex: number | null; random: () => number }): number[] {
  const landing = landingItemIndex === null ? null : { index: LANDING_INDEX, itemIndex: landingItemIndex };
  return drawStrip({ oddsPpm, length: STRIP_LENGTH, floorShare: 0.04, random, landing });
}
