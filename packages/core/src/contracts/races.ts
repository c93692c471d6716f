/** Race requests (DESIGN §13): an admin's new race. */
import { z } from 'zod';
import { DEFAULT_SPLIT_PERCENTS, splitProblem } from '../races';

const when = (what: string) => z.iso.datetime({ offset: true, error: `${what} must be a date and time, e.g. 2026-12-01T00:00:00Z.` });

/** POST /api/admin/races: pool in cents; the split defaults to the top 10's 40/20/12/8/6/5/3/2/2/2. */
export const createRaceSchema = z.object({
  name: z.string({ error: 'Please name the race.' }).trim().min(1, 'Please name the race.').max(40, 'A race name is at most 40 characters.'),
  startsAt: when('startsAt'),
  endsAt: when('endsAt'),
  poolCents: z
    .number({ error: 'The pool must be a whole number of cents.' })
    .int('The pool must be a whole number of cents.')
    .min(1, 'The pool must be at least $0.01.')
    .max(100_000_000, 'The pool can be at most $1,000,000.00.'),
  /** What a player must wager in the race to be ranked; nobody below it is on the board or paid (DESIGN §13). */
  minWagerCents: z
    .number({ error: 'The minimum wager must be a whole number of cents.' })
    .int('The minimum wager must be a whole number of cents.')
    .min(0, 'The minimum wager cannot be negative.')
    .max(100_000_000, 'The minimum wager can be at most $1,000,000.00.')
    .optional()
    .default(0),
  splitPercents: z
    .array(z.number({ error: 'Each share is a whole percent.' }))
    .optional()
    .default([...DEFAULT_SPLIT_PERCENTS])
    .superRefine((split, context) => {
      const problem = splitProblem(split);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});

/** The server also checks the window: it ends after it starts, and starts now or later. */
export const RACE_ENDS_BEFORE_START = 'The race must end after it starts.';
export type CreateRaceInput = z.infer<typeof createRaceSchema>;
