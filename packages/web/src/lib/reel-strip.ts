/**
 * The cells a reel scrolls past, for the pack reels and the battle reels alike. Only the landing
 * cell means anything (the rolled item); the rest is scenery drawn from the pack by its odds, with
 * a floor so the rare items flash past now and then.
 */

/** A random number in [0, 1) from the browser's cryptographic generator. */
export function secureRandom(): number {
  const buffer = new Uint32Array(2);
  crypto.getRandomValues(buffer);
  // 53 random bits, like Math.random's resolution.
  return (buffer[0]! * 2 ** 21 + (buffer[1]! >>> 11)) / 2 ** 53;
}

export { seededRandom } from '@lootforge/core/seeded-random';

/**
 * `length` indexes into the pack's items, each drawn by odds with every item given at least
 * `floorShare` of the total weight; `landing`, when known, puts the rolled item at its cell.
 */
export function drawStrip({
  oddsPpm,
  length,
  floorShare,
  random,
  landing,
}: {
  oddsPpm: readonly number[];
  length: number;
  floorShare: number;
  random: () => number;
  landing: { index: number; itemIndex: number } | null;
}): number[] {
  const floor = oddsPpm.reduce((sum, odds) => sum + odds, 0) * floorShare;
  const weights = oddsPpm.map((odds) => Math.max(odds, floor));
  const weightTotal = weights.reduce((sum, weight) => sum + weight, 0);
  const strip: number[] = [];
  for (let i = 0; i < length; i++) {
    let pick = random() * weightTotal;
    let index = 0;
    while (index < weights.length - 1 && pick >= weights[index]!) pick -= weights[index++]!;
    strip.push(index);
  }
  if (landing) strip[landing.index] = landing.itemIndex;
  return strip;
}
