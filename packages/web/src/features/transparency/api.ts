/** Transparency (DESIGN §23): the published returns, liability trees and payout times, and a player's proof. */
export const transparencyQueryKey = ['transparency'] as const;

/** 953 214 parts per million → "95.32 %". */
export function ppmPercent(ppm: number): string {
  return `${(ppm / 10_000).toFixed(2)} %`;
}

/** 5 400 s → "1 h 30 min"; 90 s → "2 min"; 30 s → "under a minute". */
export function durationWords(seconds: number): string {
  if (seconds < 60) return 'under a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  return `${Math.round(hours / 24)} days`;
}
