/**
 * The strips the case reels scroll through. Only the landing cell means anything (the item the
 * server rolled, or the demo's roll); the rest is scenery drawn from the pack by its odds, with
 * a small floor so the rare items flash past now and then.
 */
import { pickByTicket, TICKETS } from '@lootforge/core/fairness';

export const STRIP_LENGTH = 60;
/** Where the rolled item sits: far enough in for a long run, with cells to spare after it. */
export const LANDING_INDEX = 50;
/** Where an idle reel rests: a few cells in, so the window is full on both sides. */
export const REST_INDEX = 6;

/** A random number in [0, 1) from the browser's cryptographic generator. */
export function secureRandom(): number {
  const buffer = new Uint32Array(2);
  crypto.getRandomValues(buffer);
  // 53 random bits, like Math.random's resolution.
  return (buffer[0]! * 2 ** 21 + (buffer[1]! >>> 11)) / 2 ** 53;
}

/** A small seeded generator (mulberry32 over a string hash): the same seed gives the same idle strip. */
export function seededRandom(seed: string): () => number {
  let state = 0x9e3779b9;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 2654435761) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A free demo roll: a ticket from 1 to 100 000 drawn with crypto.getRandomValues, then the item
 * whose range holds it, exactly as a real open picks (DESIGN §5), but with no seeds and no money.
 */
export function demoRoll(oddsPpm: readonly number[]): { ticket: number; itemIndex: number } {
  const ticket = Math.floor(secureRandom() * TICKETS) + 1;
  return { ticket, itemIndex: pickByTicket(oddsPpm, ticket) };
}

/** Indexes into the pack's items, STRIP_LENGTH long, with `landingItemIndex` at LANDING_INDEX. */
export function buildStrip({
  oddsPpm,
  landingItemIndex,
  random,
}: {
  oddsPpm: readonly number[];
  landingItemIndex: number | null;
  random: () => number;
}): number[] {
  const total = oddsPpm.reduce((sum, odds) => sum + odds, 0);
  const floor = total * 0.04;
  const weights = oddsPpm.map((odds) => Math.max(odds, floor));
  const weightTotal = weights.reduce((sum, weight) => sum + weight, 0);
  const strip: number[] = [];
  for (let i = 0; i < STRIP_LENGTH; i++) {
    let pick = random() * weightTotal;
    let index = 0;
    while (index < weights.length - 1 && pick >= weights[index]!) pick -= weights[index++]!;
    strip.push(index);
  }
  if (landingItemIndex !== null) strip[LANDING_INDEX] = landingItemIndex;
  return strip;
}
