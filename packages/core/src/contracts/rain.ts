/** Rain and tip requests (DESIGN §22). */
import { z } from 'zod';
import { TIP_AMOUNT_MESSAGE, TIP_MAX_CENTS, TIP_MIN_CENTS, TIP_TARGET_MESSAGE } from '../rain';

/** :id of POST /api/rain/:id/join */
export const rainParams = z.strictObject({ id: z.coerce.number({ error: 'That rain does not exist.' }).int('That rain does not exist.').positive('That rain does not exist.').max(Number.MAX_SAFE_INTEGER, 'That rain does not exist.') });

/** POST /api/tips: a player by name, or `rain: true` for the rain; the amount in cents. */
export const tipSchema = z
  .strictObject(
    {
      userName: z.string({ error: 'Give the name of the player to tip.' }).trim().min(1, 'Give the name of the player to tip.').max(40, 'No player has a name that long.').optional(),
      rain: z.boolean({ error: 'rain is true or false.' }).optional(),
      amountCents: z.number({ error: TIP_AMOUNT_MESSAGE }).int('A tip is a whole number of cents.').min(TIP_MIN_CENTS, TIP_AMOUNT_MESSAGE).max(TIP_MAX_CENTS, TIP_AMOUNT_MESSAGE),
    },
    { error: 'Send { userName, amountCents } or { rain: true, amountCents }.' },
  )
  .refine((tip) => (tip.rain === true) !== (tip.userName !== undefined), { error: TIP_TARGET_MESSAGE });
export type TipInput = z.infer<typeof tipSchema>;
