/** What the responsible-play calls answer (zod/mini, see auth-answers.ts). */
import * as z from 'zod/mini';

const cents = z.number().check(z.int());

/** One period's limit as the player sees it now. */
export const periodLimitSchema = z.object({
  /** The limit in force; null: none. */
  limitCents: z.nullable(cents),
  /** Wagered in the current period (a refunded entry taken off). */
  wageredCents: cents,
  /** When the current period ends (ISO, UTC). */
  resetsAt: z.string(),
  /** A raise or removal (limitCents null) waiting for its time. */
  pending: z.nullable(z.object({ limitCents: z.nullable(cents), appliesAt: z.string() })),
});
export type PeriodLimit = z.infer<typeof periodLimitSchema>;

/** One period's deposit or loss limit as the player sees it now (DESIGN §16b). */
export const periodAmountSchema = z.object({
  limitCents: z.nullable(cents),
  /** Deposited in the current period (deposits that failed or expired do not count), or the net loss so far (negative: ahead). */
  usedCents: cents,
  resetsAt: z.string(),
  pending: z.nullable(z.object({ limitCents: z.nullable(cents), appliesAt: z.string() })),
});
export type PeriodAmount = z.infer<typeof periodAmountSchema>;

const periodsOf = <T extends z.ZodMiniType>(schema: T) => z.object({ daily: schema, weekly: schema, monthly: schema });

/** The play since sign-in and its reality check (DESIGN §16b). */
export const realityCheckSchema = z.object({
  /** The interval in force, in minutes of play: 15, 30 or 60. */
  intervalMinutes: z.number(),
  /** A longer interval waiting for its time. */
  pending: z.nullable(z.object({ intervalMinutes: z.number(), appliesAt: z.string() })),
  /** The session since the last sign-in: null before the first. */
  session: z.nullable(
    z.object({
      startedAt: z.string(),
      /** Minutes with activity since sign-in. */
      playedMinutes: z.number(),
      /** What play since sign-in returned less what it staked (negative: down). */
      netCents: cents,
      /** A check is due: stakes are refused until it is acknowledged. */
      due: z.boolean(),
      /** Minutes of play until the next check (0 when due). */
      dueInMinutes: z.number(),
    }),
  ),
});
export type RealityCheck = z.infer<typeof realityCheckSchema>;

/** GET /api/limits, and the answer of every change. */
export const limitsAnswerSchema = z.object({
  /** Wager limits (DESIGN §16). */
  daily: periodLimitSchema,
  weekly: periodLimitSchema,
  monthly: periodLimitSchema,
  deposit: periodsOf(periodAmountSchema),
  loss: periodsOf(periodAmountSchema),
  /** The daily play-time limit: minutes played today (UTC) and the limit. */
  playTime: z.object({
    limitMinutes: z.nullable(z.number()),
    playedMinutes: z.number(),
    resetsAt: z.string(),
    pending: z.nullable(z.object({ limitMinutes: z.nullable(z.number()), appliesAt: z.string() })),
  }),
  realityCheck: realityCheckSchema,
  /** The end of a running break; null: none. */
  breakUntil: z.nullable(z.string()),
  /** When the player's running self-exclusion began; null: none running. */
  excludedAt: z.nullable(z.string()),
  /** When it ends; null with excludedAt: permanent. */
  excludedUntil: z.nullable(z.string()),
});
export type LimitsAnswer = z.infer<typeof limitsAnswerSchema>;

/** POST /api/limits/activity (the page's once-a-minute sign of play) and POST /api/limits/reality-check/ack. */
export const realityCheckAnswerSchema = z.object({ realityCheck: realityCheckSchema });
export type RealityCheckAnswer = z.infer<typeof realityCheckAnswerSchema>;

/** GET /api/admin/users/:id/limits, and the answer of a lift. */
export const adminLimitsAnswerSchema = z.object({
  user: z.object({ id: z.string(), userName: z.nullable(z.string()) }),
  limits: limitsAnswerSchema,
});
export type AdminLimitsAnswer = z.infer<typeof adminLimitsAnswerSchema>;
