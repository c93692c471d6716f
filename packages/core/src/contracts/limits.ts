/** Responsible-play requests (DESIGN §16): wager limits, a break or self-exclusion, an admin's lift. */
import { z } from 'zod';
import { reasonField } from './operator';
import { BREAK_PERIODS, MAX_LIMIT_CENTS } from '../limits';

const LIMIT_RULE = 'A limit is a whole number of cents from $0.01 to $1,000,000.00, or null for none.';

/** A limit in cents; null removes it (which, like a raise, takes effect 24 hours later). */
const limitField = z
  .number({ error: LIMIT_RULE })
  .int(LIMIT_RULE)
  .min(1, 'A limit must be at least $0.01.')
  .max(MAX_LIMIT_CENTS, 'A limit can be at most $1,000,000.00.')
  .nullable()
  .optional();

/** PUT /api/limits: only the periods given change. */
export const limitsChangeSchema = z
  .strictObject(
    { dailyWagerCents: limitField, weeklyWagerCents: limitField, monthlyWagerCents: limitField },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Limits are dailyWagerCents, weeklyWagerCents and monthlyWagerCents.' : 'Please send the limits to change.') },
  )
  .refine((body) => body.dailyWagerCents !== undefined || body.weeklyWagerCents !== undefined || body.monthlyWagerCents !== undefined, {
    message: 'Please choose a limit to change.',
  });
export type LimitsChange = z.infer<typeof limitsChangeSchema>;

/** POST /api/limits/exclusion */
export const exclusionSchema = z.object({
  period: z.enum(BREAK_PERIODS, { error: 'A break is 24h, 7d, 30d or 6w; a self-exclusion 6m, 1y, 5y or permanent.' }),
});

/** POST /api/admin/users/:id/limits/lift-exclusion: an admin's reason goes to the audit log. */
export const liftExclusionSchema = z.object({
  reason: reasonField,
});

export const limitsUserParamsSchema = z.object({ id: z.uuid({ error: 'That player does not exist.' }) });
