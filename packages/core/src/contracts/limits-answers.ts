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

/** GET /api/limits, and the answer of every change. */
export const limitsAnswerSchema = z.object({
  daily: periodLimitSchema,
  weekly: periodLimitSchema,
  monthly: periodLimitSchema,
  /** The end of a running break; null: none. */
  breakUntil: z.nullable(z.string()),
  /** When the player's running self-exclusion began; null: none running. */
  excludedAt: z.nullable(z.string()),
  /** When it ends; null with excludedAt: permanent. */
  excludedUntil: z.nullable(z.string()),
});
export type LimitsAnswer = z.infer<typeof limitsAnswerSchema>;

/** GET /api/admin/users/:id/limits, and the answer of a lift. */
export const adminLimitsAnswerSchema = z.object({
  user: z.object({ id: z.string(), userName: z.nullable(z.string()) }),
  limits: limitsAnswerSchema,
});
export type AdminLimitsAnswer = z.infer<typeof adminLimitsAnswerSchema>;
