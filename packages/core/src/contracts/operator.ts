/** Requests of the operator console (DESIGN §17): player search, adjustments, suspensions, finance. */
import { z } from 'zod';
import { dayField, numberCursor } from './paging';

/** An adjustment moves at most this much at once ($1,000,000.00). */
export const MAX_ADJUSTMENT_CENTS = 100_000_000;
/** A finance report covers at most this many days. */
export const MAX_FINANCE_DAYS = 366;

/** Characters that reorder the text around them (bidirectional controls): an audit log must read as written. */
const DIRECTION_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** Why an admin did something, as the audit log keeps it: 3 to 500 characters, none that reorders the text. */
export const reasonField = z
  .string({ error: 'Please give a reason.' })
  .trim()
  .min(3, 'Please give a reason (at least 3 characters).')
  .max(500, 'A reason can be at most 500 characters.')
  .refine((text) => !DIRECTION_CONTROLS.test(text), 'A reason cannot contain characters that change the direction of the text.');
const reason = reasonField;

/** GET /api/admin/users?q=&cursor=&limit= */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(100, 'A search can be at most 100 characters.').optional().default(''),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(100).default(25),
});

/** GET /api/admin/users/:id/transactions?cursor= */
export const adminUserTransactionsQuerySchema = z.object({
  cursor: numberCursor(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(100).default(20),
});

/** POST /api/admin/users/:id/adjust: a credit (positive) or a debit (negative), in cents. */
export const adjustBalanceSchema = z.object({
  amountCents: z
    .number({ error: 'The amount must be a whole number of cents.' })
    .int('The amount must be a whole number of cents.')
    .refine((n) => n !== 0, 'The amount cannot be zero.')
    .refine((n) => Math.abs(n) <= MAX_ADJUSTMENT_CENTS, 'An adjustment can be at most $1,000,000.00.'),
  reason,
});
export type AdjustBalanceInput = z.infer<typeof adjustBalanceSchema>;

/** POST /api/admin/users/:id/suspend and /unsuspend */
export const suspendSchema = z.object({ reason });


/** GET /api/admin/finance?from=&to= (UTC days, both included). */
export const financeQuerySchema = z
  .object({ from: dayField.optional(), to: dayField.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, 'The range must end on or after the day it starts.');

/** POST /api/admin/totp/enable and the admin sign-in's second step: a 6-digit code. */
export const totpCodeSchema = z.object({
  code: z.string({ error: 'Please enter the 6-digit code.' }).trim().regex(/^\d{6}$/, 'Please enter the 6-digit code from your authenticator app.'),
});
