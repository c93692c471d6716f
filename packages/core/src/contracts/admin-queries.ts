/** Query strings of the admin lists. */
import { z } from 'zod';
import { MAX_INT4, numberCursor } from './paging';

/** The item catalogue, highest number first; `cursor` is the last number already shown. */
export const adminItemsQuerySchema = z.object({
  cursor: numberCursor(MAX_INT4),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(200).default(100),
});

export const auditQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });
