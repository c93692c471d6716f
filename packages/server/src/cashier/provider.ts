/**
 * A payment provider, as the cashier sees it (DESIGN §19, docs/payments.md). Money enters and
 * leaves only through one of these; a real gateway is one adapter file implementing this type.
 * The cashier never trusts a provider's word about what it asked for: it credits the amount the
 * deposit was created for, and holds a differing amount for review.
 */
import type { ProviderEventType } from '@lootforge/core/cashier';

/** One event a provider reports, once its signature is verified. */
export type ProviderEvent = {
  /** The provider's id of this event: stored once (a redelivery is recognised by it). */
  id: string;
  type: ProviderEventType;
  /** The provider's reference of the deposit or payout it is about. */
  providerRef: string;
  /** The amount the provider says moved, in cents. */
  amountCents: number;
};

/** Where a payment stands at the provider: open (not paid yet), processing (on its way), paid (money received or sent), failed, expired. */
export type ProviderPaymentStatus = 'open' | 'processing' | 'paid' | 'failed' | 'expired';

/** Why a webhook is refused: 400, and nothing is stored. */
export type WebhookRefusal = { refused: string };

export type SettledPayment = { kind: 'deposit' | 'payout'; providerRef: string; amountCents: number; settledAt: Date };

export type PaymentProvider = {
  readonly id: string;
  /** Whether it moves play money only (the sandbox): the pages say so. */
  readonly sandbox: boolean;
  /** Starts a payment the player completes on the provider's checkout page. */
  createDeposit(input: { depositId: string; userId: string; amountCents: number; returnUrl: string }): Promise<{ providerRef: string; checkoutUrl: string; expiresAt: Date }>;
  /** Checks a webhook's signature over the raw body (and its timestamp, within 300 s) and reads it. */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent | WebhookRefusal;
  /** Sends a payout; its outcome arrives later as a payout.completed or payout.failed event. */
  createPayout(input: { withdrawalId: string; amountCents: number; destination: string }): Promise<{ providerRef: string }>;
  /** The provider's view of one payment, in these words whatever the gateway's own are. */
  fetchStatus(providerRef: string): Promise<{ status: ProviderPaymentStatus; amountCents: number } | null>;
  /** What the provider settled between two moments (reconciliation). */
  listSettled(from: Date, to: Date): Promise<SettledPayment[]>;
};

export function isRefusal(value: ProviderEvent | WebhookRefusal): value is WebhookRefusal {
  return 'refused' in value;
}

/** A webhook's signature header may be at most this old or this far ahead (seconds). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
