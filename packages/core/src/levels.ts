/**
 * Levels (DESIGN §21): XP is the cents a player has staked, counted as §13 counts wager; the
 * level is the highest L (1–100) with XP ≥ 1000 · (L − 1)^2.5, computed from XP, never stored.
 * Each tier of ten levels has its free case.
 */
export const MAX_LEVEL = 100;

/** Integer square root of a non-negative bigint (the largest r with r² ≤ n). */
function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (x * x > n) x -= 1n;
  while ((x + 1n) * (x + 1n) <= n) x += 1n;
  return x;
}

/**
 * The least XP of level L: the smallest whole X with X ≥ 1000 · (L − 1)^2.5, found exactly as
 * the smallest X with X² ≥ 10^6 · (L − 1)^5 (no floating point at the boundary).
 */
function thresholdOf(level: number): number {
  const n = 1_000_000n * BigInt(level - 1) ** 5n;
  const root = isqrt(n);
  return Number(root * root === n ? root : root + 1n);
}

/** LEVEL_XP[L] is the XP level L starts at (index 0 unused). */
export const LEVEL_XP: readonly number[] = [0, ...Array.from({ length: MAX_LEVEL }, (_, i) => thresholdOf(i + 1))];

/** The level of `xp` cents staked. */
export function levelOf(xp: number): number {
  let low = 1;
  let high = MAX_LEVEL;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (xp >= LEVEL_XP[mid]!) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Where a player stands: their level, the XP it started at and the XP of the next (null at the top). */
export function levelProgress(xp: number): { level: number; xp: number; levelXp: number; nextLevelXp: number | null } {
  const level = levelOf(xp);
  return { level, xp, levelXp: LEVEL_XP[level]!, nextLevelXp: level < MAX_LEVEL ? LEVEL_XP[level + 1]! : null };
}

/** The tiers of ten levels a free case belongs to: 1 (levels 1–9), 2 (10–19), … 10 (90–100). */
export const TIERS = 10;

export function tierOf(level: number): number {
  return Math.min(TIERS, Math.floor(level / 10) + 1);
}

/** The levels of a tier, first and last. */
export function tierLevels(tier: number): { from: number; to: number } {
  return { from: tier === 1 ? 1 : (tier - 1) * 10, to: tier === TIERS ? MAX_LEVEL : tier * 10 - 1 };
}

/** A daily free case opens from this level, once every 24 hours after the last claim. */
export const DAILY_CASE_FROM_LEVEL = 2;
