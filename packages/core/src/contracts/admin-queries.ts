/** Query strings of the admin lists. */
import { z } from 'zod';

/** The item catalogue, highest number first; `cursor` is the last number already shown. */
export const adminItemsQuerySchema = z.object({
  cursor: z.coerce.number({ error: 'cursor must be a number' }).int().positive().optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(200).default(100),
});

export const auditQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });
