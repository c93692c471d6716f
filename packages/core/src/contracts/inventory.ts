/** Inventory request shapes: the list, and selling items back for their value. */
import { z } from 'zod';

export const inventoryPageQuerySchema = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(100).default(48),
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0).max(1_000_000).default(0),
});

/** Some items by their inventory ids, or everything unsold. */
export const sellItemsSchema = z.union(
  [
    z.object({ ids: z.array(z.uuid({ error: 'That item is not in your inventory.' })).min(1, 'Choose at least one item to sell.').max(500, 'Sell at most 500 items at once.') }).strict(),
    z.object({ all: z.literal(true) }).strict(),
  ],
  { error: 'Send { ids: [...] } or { all: true }.' },
);
export type SellItemsInput = z.infer<typeof sellItemsSchema>;
