/** A battle's reel timings (DESIGN §4): the server's timestamps and every screen's reels follow them. */
export const COUNTDOWN_MS = 3_000;
export const SPIN_MS = 2_000;
export const ROUND_SPIN_MS = 2_100;
export const ROUND_RESULT_MS = 1_500;
export const ROUND_MS = ROUND_SPIN_MS + ROUND_RESULT_MS;
/** A fast (turbo) battle plays every round in half the time. */
export const FAST_ROUND_SPIN_MS = 1_050;
export const FAST_ROUND_RESULT_MS = 750;
export const FAST_ROUND_MS = FAST_ROUND_SPIN_MS + FAST_ROUND_RESULT_MS;

/** A round's reel timings: normal or fast. */
export function roundTimings(fast: boolean): { spinMs: number; resultMs: number; roundMs: number } {
  return fast
    ? { spinMs: FAST_ROUND_SPIN_MS, resultMs: FAST_ROUND_RESULT_MS, roundMs: FAST_ROUND_MS }
    : { spinMs: ROUND_SPIN_MS, resultMs: ROUND_RESULT_MS, roundMs: ROUND_MS };
}
