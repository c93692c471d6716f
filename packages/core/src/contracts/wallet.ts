/** Wallet request shapes: the history is read a page at a time, newest first. */
import { z } from 'zod';

export const walletPageQuerySchema = z.object({
  /** The id of the last transaction already shown. */
  cursor: z.coerce.number({ error: 'cursor must be a number' }).int().positive().optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(100).default(20),
});
