/** Wallet request shapes: the history is read a page at a time, newest first. */
import { z } from 'zod';
import { numberCursor } from './paging';

export const walletPageQuerySchema = z.object({
  /** The id of the last transaction already shown. */
  cursor: numberCursor(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(100).default(20),
});

/**
 * GET /api/live?minValueCents=: the "Live Opens" feed; with a floor, only drops worth at least that
 * much (the ticker's notable drops, TICKER_MIN_CENTS).
 */
export const liveQuerySchema = z.object({
  minValueCents: z.coerce
    .number({ error: 'minValueCents must be a number of cents' })
    .int('minValueCents must be a whole number of cents')
    .min(0, 'minValueCents cannot be negative')
    .max(100_000_000_00, 'minValueCents is too large')
    .optional(),
});

export { TICKER_MIN_CENTS } from './live';
