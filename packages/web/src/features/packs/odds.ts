/**
 * Drop chances are integers in parts per 100 000 (DESIGN §3): 1 000 per percent, so a chance
 * typed with up to three decimals converts exactly, with no floating point on the way.
 */
import { TICKETS } from '@lootforge/core/fairness';

export const PPM_PER_PERCENT = 1_000;

/** "12.5" → 12 500; "0.001" → 1; null when it is not a percentage with at most 3 decimals. */
export function percentToPpm(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:[.,](\d{0,3}))?\s*%?\s*$/.exec(text);
  if (!match) return null;
  const ppm = Number(match[1]) * PPM_PER_PERCENT + Number((match[2] ?? '').padEnd(3, '0'));
  return ppm <= TICKETS ? ppm : null;
}

/** 12 500 → "12.500" (always three decimals: the exact value). */
export function ppmToPercentText(ppm: number): string {
  return `${Math.floor(ppm / PPM_PER_PERCENT)}.${String(ppm % PPM_PER_PERCENT).padStart(3, '0')}`;
}

/** A short, readable chance: "25%", "1.5%", "0.025%". */
export function formatChance(ppm: number): string {
  const percent = ppm / PPM_PER_PERCENT;
  if (Number.isInteger(percent)) return `${percent}%`;
  if (percent >= 10) return `${percent.toFixed(2).replace(/0$/, '')}%`;
  return `${percent.toFixed(3).replace(/0+$/, '')}%`;
}

/** 100 000 split over `count` items as evenly as integers allow; the first ones take the remainder. */
export function evenSplit(count: number): number[] {
  if (count <= 0) return [];
  const base = Math.floor(TICKETS / count);
  const remainder = TICKETS - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < remainder ? 1 : 0));
}
