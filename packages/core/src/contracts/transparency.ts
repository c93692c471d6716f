/** Transparency requests (DESIGN §23). */
import { z } from 'zod';

/** GET /api/transparency/proof?tree=: a tree's id; the latest when absent. Nothing else: a player proves only their own balance. */
export const proofQuerySchema = z.strictObject(
  { tree: z.coerce.number({ error: 'That liability tree does not exist.' }).int('That liability tree does not exist.').positive('That liability tree does not exist.').max(Number.MAX_SAFE_INTEGER, 'That liability tree does not exist.').optional() },
  { error: 'Ask for ?tree=<id>, or nothing for the latest tree.' },
);

/** POST /api/admin/transparency/publish: the reserves the operator declares, in cents (the last declared when absent). */
export const publishTreeSchema = z.strictObject(
  {
    reservesCents: z
      .number({ error: 'Reserves are a whole number of cents.' })
      .int('Reserves are a whole number of cents.')
      .min(0, 'Reserves cannot be negative.')
      .max(Number.MAX_SAFE_INTEGER, 'Reserves are too large.')
      .optional(),
  },
  { error: 'Send { reservesCents } or nothing.' },
);
