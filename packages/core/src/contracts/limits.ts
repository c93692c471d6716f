/** Responsible-play requests (DESIGN §16): wager limits, a break or self-exclusion, an admin's lift. */
import { z } from 'zod';
import { reasonField } from './operator';
import { BREAK_PERIODS, MAX_LIMIT_CENTS, PLAY_MINUTES_MAX, PLAY_MINUTES_MIN } from '../limits';

const LIMIT_RULE = 'A limit is a whole number of cents from $0.01 to $1,000,000.00, or null for none.';

/** A limit in cents; null removes it (which, like a raise, takes effect 24 hours later). */
const limitField = z
  .number({ error: LIMIT_RULE })
  .int(LIMIT_RULE)
  .min(1, 'A limit must be at least $0.01.')
  .max(MAX_LIMIT_CENTS, 'A limit can be at most $1,000,000.00.')
  .nullable()
  .optional();

const MINUTES_RULE = `A play-time limit is a whole number of minutes from ${PLAY_MINUTES_MIN} (30 min) to ${PLAY_MINUTES_MAX} (12 h), or null for none.`;

/** A daily play-time limit in minutes; null removes it (after 24 hours). */
const playMinutesField = z
  .number({ error: MINUTES_RULE })
  .int(MINUTES_RULE)
  .min(PLAY_MINUTES_MIN, MINUTES_RULE)
  .max(PLAY_MINUTES_MAX, MINUTES_RULE)
  .nullable()
  .optional();

const REALITY_RULE = 'A reality check comes every 15, 30 or 60 minutes of play; it cannot be turned off.';

const LIMIT_FIELDS = {
  dailyWagerCents: limitField,
  weeklyWagerCents: limitField,
  monthlyWagerCents: limitField,
  dailyDepositCents: limitField,
  weeklyDepositCents: limitField,
  monthlyDepositCents: limitField,
  dailyLossCents: limitField,
  weeklyLossCents: limitField,
  monthlyLossCents: limitField,
  dailyPlayMinutes: playMinutesField,
  realityCheckMinutes: z
    .union([z.literal(15), z.literal(30), z.literal(60)], { error: REALITY_RULE })
    .optional(),
};

/** PUT /api/limits (DESIGN §16, §16b): only the fields given change; a decrease applies at once, a raise or removal after 24 hours. */
export const limitsChangeSchema = z
  .strictObject(LIMIT_FIELDS, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Limits are ${Object.keys(LIMIT_FIELDS).slice(0, -1).join(', ')} and realityCheckMinutes.` : 'Please send the limits to change.'),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Please choose a limit to change.' });
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
