/** Cashier requests (DESIGN §19): deposits, withdrawals, verification, shipping, and the console's actions on them. */
import { z } from 'zod';
import { DEPOSIT_STATUSES, KYC_STATUSES, SHIPPING_MAX_ITEMS, SHIPPING_STATUSES, WITHDRAWAL_STATUSES } from '../cashier';
import { dayField } from './paging';
import { reasonField } from './operator';

const AMOUNT_RULE = 'An amount is a whole number of cents.';
const amountCents = z.number({ error: AMOUNT_RULE }).int(AMOUNT_RULE).positive('An amount must be more than $0.00.').max(1_000_000_000, 'That amount is too large.');

/** Text a person types: trimmed, within bounds, no control characters or direction marks (NUL and lone surrogates are refused for every request, http/validate.ts). */
const DIRECTION_MARKS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const hasControl = (text: string, newlines = false) =>
  DIRECTION_MARKS.test(text) || [...text].some((char) => (char.charCodeAt(0) < 0x20 && !(newlines && char === '\n')) || char.charCodeAt(0) === 0x7f);
const line = (what: string, max: number, min = 1, newlines = false) =>
  z
    .string({ error: `Please enter ${what}.` })
    .trim()
    .min(min, `Please enter ${what}.`)
    .max(max, `${what[0]!.toUpperCase()}${what.slice(1)} can be at most ${max} characters.`)
    .refine((text) => !hasControl(text.replaceAll('\r\n', '\n'), newlines), `${what[0]!.toUpperCase()}${what.slice(1)} cannot contain control characters.`);

/** A two-letter ISO 3166 country code (the server checks it is a known one). */
export const countryField = z
  .string({ error: 'Please choose a country.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Please choose a country.');

/** POST /api/cashier/deposits */
export const depositRequestSchema = z.strictObject({ amountCents }, { error: 'Please send the amount to deposit (amountCents).' });

/** POST /api/cashier/withdrawals: where the money goes is the provider's business (an account or wallet address). */
export const withdrawalRequestSchema = z.strictObject(
  { amountCents, destination: line('where to send the money', 200, 4) },
  { error: 'Please send the amount (amountCents) and where to send it (destination).' },
);

/** POST /api/kyc (multipart fields; the document is the file part). */
export const kycFieldsSchema = z.object({
  legalName: line('your legal name', 120, 2),
  dateOfBirth: z.iso.date({ error: 'Please enter your date of birth like 1990-04-30.' }),
  country: countryField,
  /** Several lines allowed (a textarea). */
  address: line('your address', 300, 5, true),
});
export type KycFields = z.infer<typeof kycFieldsSchema>;

/** A shipping address (DESIGN §19). */
export const shippingAddressSchema = z.strictObject(
  {
    name: line('the name to ship to', 120, 2),
    line1: line('the first address line', 200, 2),
    line2: line('the second address line', 200, 0).optional().default(''),
    city: line('the city', 100),
    region: line('the region', 100, 0).optional().default(''),
    postcode: line('the postcode', 20),
    country: countryField,
    phone: z
      .string({ error: 'Please enter a phone number for the courier.' })
      .trim()
      .regex(/^\+?[0-9 ()-]{6,24}$/, 'Please enter a phone number for the courier, like +44 20 7946 0958.'),
  },
  { error: 'Please send the shipping address.' },
);
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** POST /api/shipping */
export const shippingRequestSchema = z.strictObject(
  {
    inventoryIds: z
      .array(z.uuid({ error: 'Those items are not in your inventory.' }), { error: 'Please choose the items to ship.' })
      .min(1, 'Please choose the items to ship.')
      .max(SHIPPING_MAX_ITEMS, `An order holds at most ${SHIPPING_MAX_ITEMS} items.`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each item can be chosen once.'),
    address: shippingAddressSchema,
  },
  { error: 'Please send the items (inventoryIds) and the address.' },
);

export const idParamsSchema = z.object({ id: z.uuid({ error: 'That does not exist.' }) });
export const userIdParamsSchema = z.object({ userId: z.uuid({ error: 'That player does not exist.' }) });
export const providerRefParamsSchema = z.object({ providerRef: z.string().regex(/^[A-Za-z0-9_-]{8,80}$/, 'That payment does not exist.') });
export const providerParamsSchema = z.object({ provider: z.string().regex(/^[a-z0-9-]{1,32}$/, 'That payment provider is not configured.') });

/** Console lists: by status. */
export const adminDepositsQuerySchema = z.object({ status: z.enum(DEPOSIT_STATUSES, { error: 'Unknown deposit status.' }).optional() });
export const adminWithdrawalsQuerySchema = z.object({ status: z.enum(WITHDRAWAL_STATUSES, { error: 'Unknown withdrawal status.' }).optional() });
export const adminKycQuerySchema = z.object({ status: z.enum(KYC_STATUSES, { error: 'Unknown verification status.' }).optional() });
export const adminShippingQuerySchema = z.object({ status: z.enum(SHIPPING_STATUSES, { error: 'Unknown order status.' }).optional() });
export const reconciliationQuerySchema = z.object({ date: dayField.optional() });

/** POST /api/admin/cashier/withdrawals/:id/reject, /api/admin/kyc/:userId/reject */
export const rejectSchema = z.object({ reason: reasonField });

/** POST /api/admin/cashier/deposits/:id/resolve: a deposit held for review is credited (at most what arrived) or failed. */
export const depositResolveSchema = z.discriminatedUnion(
  'action',
  [z.object({ action: z.literal('credit'), amountCents, reason: reasonField }), z.object({ action: z.literal('fail'), reason: reasonField })],
  { error: 'Please choose to credit or fail the deposit.' },
);

/** POST /api/admin/shipping/:id: the next status, with the tracking when shipped. */
export const shippingUpdateSchema = z
  .strictObject(
    {
      status: z.enum(SHIPPING_STATUSES, { error: 'Unknown order status.' }),
      carrier: line('the carrier', 60).optional(),
      trackingNumber: line('the tracking number', 60).optional(),
      trackingUrl: z.url({ protocol: /^https?$/, error: 'A tracking link starts with https:// or http://.' }).max(500).optional(),
      reason: reasonField.optional(),
    },
    { error: 'Please send the new status.' },
  )
  .refine((body) => body.status !== 'shipped' || (body.carrier !== undefined && body.trackingNumber !== undefined), {
    message: 'A shipped order needs its carrier and tracking number.',
  });
