/** Site search request shape (DESIGN §9). */
import { z } from 'zod';

export const searchQuerySchema = z.object({
  q: z.string({ error: 'Type something to search for.' }).trim().min(1, 'Type something to search for.').max(100, 'The search can be at most 100 characters.'),
});
