/** What the cashier's calls answer (DESIGN §19; zod/mini, see auth-answers.ts). */
import * as z from 'zod/mini';
import { DEPOSIT_STATUSES, KYC_STATUSES, SHIPPING_STATUSES, WITHDRAWAL_STATUSES } from '../cashier';

const cents = z.number().check(z.int());
const when = z.string();

export const depositSchema = z.object({
  id: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  /** What the player asked to deposit. */
  amountCents: cents,
  /** What was credited once completed: the amount, or what an admin credited of one under review (null until then). */
  creditedCents: z.nullable(cents),
  provider: z.string(),
  /** The provider's checkout, while the deposit can still be paid (created or pending); else null. */
  checkoutUrl: z.nullable(z.string()),
  createdAt: when,
  expiresAt: when,
  completedAt: z.nullable(when),
});
export type Deposit = z.infer<typeof depositSchema>;

export const withdrawalSchema = z.object({
  id: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  amountCents: cents,
  destination: z.string(),
  /** Why it was rejected or failed. */
  reason: z.nullable(z.string()),
  createdAt: when,
  updatedAt: when,
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const kycStateSchema = z.object({
  status: z.enum(KYC_STATUSES),
  /** What an unverified player may still withdraw (0 once verified: no limit applies then). */
  freeWithdrawRemainingCents: cents,
  /** Why a submission was rejected. */
  reason: z.nullable(z.string()),
  submittedAt: z.nullable(when),
});
export type KycState = z.infer<typeof kycStateSchema>;

/** GET /api/cashier */
export const cashierAnswerSchema = z.object({
  balanceCents: cents,
  withdrawableCents: cents,
  turnoverDueCents: cents,
  bonusPlaythrough: z.number(),
  provider: z.object({ id: z.string(), sandbox: z.boolean() }),
  limits: z.object({ minDepositCents: cents, maxDepositCents: cents, minWithdrawalCents: cents, freeWithdrawCents: cents }),
  kyc: kycStateSchema,
  deposits: z.array(depositSchema),
  withdrawals: z.array(withdrawalSchema),
});
export type CashierAnswer = z.infer<typeof cashierAnswerSchema>;

/** POST /api/cashier/deposits */
export const depositCreatedSchema = z.object({ deposit: depositSchema });
/** POST /api/cashier/withdrawals */
export const withdrawalCreatedSchema = z.object({ withdrawal: withdrawalSchema, balanceCents: cents });

/** GET /api/kyc, POST /api/kyc */
export const kycAnswerSchema = z.object({ kyc: kycStateSchema });

export const shippingAddressAnswerSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  region: z.string(),
  postcode: z.string(),
  country: z.string(),
  phone: z.string(),
});

export const shippingOrderSchema = z.object({
  id: z.string(),
  status: z.enum(SHIPPING_STATUSES),
  feeCents: cents,
  itemsValueCents: cents,
  items: z.array(z.object({ id: z.string(), name: z.string(), valueCents: cents, thumbUrl: z.nullable(z.string()) })),
  address: shippingAddressAnswerSchema,
  carrier: z.nullable(z.string()),
  trackingNumber: z.nullable(z.string()),
  trackingUrl: z.nullable(z.string()),
  createdAt: when,
  updatedAt: when,
});
export type ShippingOrder = z.infer<typeof shippingOrderSchema>;

/** GET /api/shipping */
export const shippingAnswerSchema = z.object({
  orders: z.array(shippingOrderSchema),
  rules: z.object({ minValueCents: cents, feeCents: cents, freeFromCents: cents, maxItems: z.number() }),
});
/** POST /api/shipping, POST /api/shipping/:id/cancel */
export const shippingOrderAnswerSchema = z.object({ order: shippingOrderSchema, balanceCents: cents });

/** GET /api/cashier/sandbox/:providerRef: the sandbox provider's own checkout (DESIGN §19). */
export const sandboxPaymentSchema = z.object({
  providerRef: z.string(),
  amountCents: cents,
  status: z.enum(['open', 'paid', 'failed', 'expired']),
  expiresAt: when,
  /** Where the checkout sends the player back to. */
  returnUrl: z.string(),
});
export const sandboxPaymentAnswerSchema = z.object({ payment: sandboxPaymentSchema });

// The console (DESIGN §19, §17).

const player = z.object({ userId: z.string(), userName: z.nullable(z.string()) });

export const adminDepositSchema = z.extend(depositSchema, {
  ...player.shape,
  providerRef: z.string(),
  /** What the provider said arrived, when it differed (status review). */
  providerAmountCents: z.nullable(cents),
});
export const adminDepositsAnswerSchema = z.object({ deposits: z.array(adminDepositSchema) });

export const adminWithdrawalSchema = z.extend(withdrawalSchema, {
  ...player.shape,
  kycStatus: z.enum(KYC_STATUSES),
  providerRef: z.nullable(z.string()),
  decidedBy: z.nullable(z.string()),
});
export const adminWithdrawalsAnswerSchema = z.object({ withdrawals: z.array(adminWithdrawalSchema) });

export const adminKycSchema = z.object({
  ...player.shape,
  status: z.enum(KYC_STATUSES),
  legalName: z.string(),
  dateOfBirth: z.string(),
  country: z.string(),
  address: z.string(),
  /** The document, readable by admins only (GET /api/admin/kyc/:userId/document). */
  documentUrl: z.string(),
  reason: z.nullable(z.string()),
  submittedAt: when,
  reviewedAt: z.nullable(when),
});
export const adminKycAnswerSchema = z.object({ reviews: z.array(adminKycSchema) });

export const adminShippingSchema = z.extend(shippingOrderSchema, { ...player.shape });
export const adminShippingAnswerSchema = z.object({ orders: z.array(adminShippingSchema) });

export const reconciliationAnswerSchema = z.object({
  date: z.string(),
  /** When the comparison for that day ran; null when it has not run yet. */
  ranAt: z.nullable(when),
  mismatches: z.array(
    z.object({
      kind: z.enum(['missing_here', 'missing_at_provider', 'amount_differs']),
      what: z.enum(['deposit', 'withdrawal']),
      providerRef: z.string(),
      oursCents: z.nullable(cents),
      theirsCents: z.nullable(cents),
    }),
  ),
});
