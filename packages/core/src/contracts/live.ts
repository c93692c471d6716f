/** The live feeds' constants, without schemas (every page shows the ticker, decision 018). */

/** A drop worth this much or more is notable: it runs across the ticker at the top of every page. */
export const TICKER_MIN_CENTS = 1_000;
