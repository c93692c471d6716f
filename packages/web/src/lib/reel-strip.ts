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

/** A small seeded generator (cyrb53 hash → mulberry32): the same seed draws the same strip on every screen. */
export function seededRandom(seed: string): () => number {
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
