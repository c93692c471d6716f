/**
 * Drop chances are integers in parts per 100 000 (DESIGN §3): 1 000 per percent, so a chance
 * typed with up to three decimals converts exactly, with no floating point on the way. The
 * forms, the pack pages and the server all read and write chances through these.
 */
import { TICKETS } from './fairness';

export const PPM_PER_PERCENT = 1_000;

/** "12.5" (or "12,5", "12.5 %") → 12 500; "0.001" → 1; null when it is not a percentage with at most 3 decimals. */
export function percentToPpm(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:[.,](\d{0,3}))?\s*%?\s*$/.exec(text);
  if (!match) return null;
  const ppm = Number(match[1]) * PPM_PER_PERCENT + Number((match[2] ?? '').padEnd(3, '0'));
  return ppm <= TICKETS ? ppm : null;
}

/**
 * 12 500 → "12.5", 33 334 → "33.334", 50 000 → "50"; with `fixed`, always three decimals:
 * "12.500", the exact value where figures stand in a column.
 */
export function ppmToPercentText(ppm: number, options: { fixed?: boolean } = {}): string {
  const whole = Math.floor(ppm / PPM_PER_PERCENT);
  const fraction = String(ppm % PPM_PER_PERCENT).padStart(3, '0');
  if (options.fixed) return `${whole}.${fraction}`;
  const trimmed = fraction.replace(/0+$/, '');
  return trimmed ? `${whole}.${trimmed}` : String(whole);
}

/** A short, readable chance: "25%", "1.5%", "0.025%"; from 10 % on, at most two decimals ("12.35%"). */
export function chanceLabel(ppm: number): string {
  if (ppm < 10 * PPM_PER_PERCENT) return `${ppmToPercentText(ppm)}%`;
  const hundredths = Math.round(ppm / 10);
  return `${ppmToPercentText(hundredths * 10)}%`;
}

/** 100 % split over `count` items as evenly as 0.001 % steps allow; the first ones take the remainder. */
export function evenSplit(count: number): number[] {
  if (count <= 0) return [];
  const base = Math.floor(TICKETS / count);
  const remainder = TICKETS - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < remainder ? 1 : 0));
}
