/** A wait split for a countdown display: whole days, hours, minutes and seconds (never negative). */
export function countdownParts(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** A wait in little room: "6d 23h" from a day up, else "01:02:03". */
export function formatCountdownShort(ms: number): string {
  const { days, hours } = countdownParts(ms);
  return days > 0 ? `${days}d ${hours}h` : formatCountdown(ms);
}

/** 3_723_000 → "01:02:03"; with days, "2d 01:02:03". */
export function formatCountdown(ms: number): string {
  const { days, hours, minutes, seconds } = countdownParts(ms);
  const clock = `${two(hours)}:${two(minutes)}:${two(seconds)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** A wait under an hour as "04:05" (minutes and seconds); longer ones as formatCountdown. */
export function formatCountdownMinutes(ms: number): string {
  const { days, hours, minutes, seconds } = countdownParts(ms);
  return days > 0 || hours > 0 ? formatCountdown(ms) : `${two(minutes)}:${two(seconds)}`;
}
