/**
 * The sandbox payment provider (DESIGN §19): a real participant that moves play money. It keeps
 * its own books (sandbox_payments), shows its own checkout page (/cashier/sandbox/:providerRef,
 * Pay / Fail / Let expire), and tells us what happened the way a gateway does: signed webhooks
 * POSTed over HTTP to /api/cashier/webhooks/sandbox, redelivered after 1 s, 5 s, 30 s, 2 min and
 * then every 10 min until one is answered 2xx (for about three days, then it gives up). SANDBOX_WEBHOOK_DUPLICATES sends each event twice
 * and delivers in shuffled order. Payouts complete a few seconds after they are sent, or fail
 * when the destination contains "fail".
 *
 * Its outbox is a table, so a delivery survives our crash as a real gateway's would; a delivery
 * is leased (next_at pushed ahead) in a short transaction and sent outside any, so the webhook's
 * own transaction never waits on the sender's.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { PROVIDER_EVENT_TYPES, type ProviderEventType } from '@lootforge/core/cashier';
import type { Database, Sql } from '../db/client';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { WEBHOOK_TOLERANCE_SECONDS, type PaymentProvider, type ProviderEvent, type WebhookRefusal } from './provider';
import {
  findSandboxPayment,
  insertSandboxDeposit,
  insertSandboxPayout,
  insertSandboxWebhook,
  leaseDueWebhooks,
  listSandboxSettled,
  lockDueSandboxPayments,
  markWebhookDelivered,
  markWebhookFailed,
  pruneDeliveredWebhooks,
  settleSandboxPayment,
  type SandboxPaymentRow,
} from './repository/sandbox';

export type { SandboxPaymentRow };

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** When a failed delivery is tried again: after 1 s, 5 s, 30 s, 2 min, then every 10 min. */
export const REDELIVERY_MS = [1_000, 5_000, 30_000, 120_000, 600_000];
/** Deliveries of one event before the sandbox gives up, as gateways do after about three days. */
export const MAX_DELIVERY_ATTEMPTS = 440;
/** How long a sent payout takes to settle. */
export const PAYOUT_SETTLE_MS = 3_000;
/** A delivery in flight is not picked again for this long. */
const LEASE_MS = 30_000;


/** The signature header for a body at a moment: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export function signSandboxBody(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** Reads a verified body: every field present and of its type, or a refusal naming what is wrong. */
function readEvent(raw: Buffer): ProviderEvent | WebhookRefusal {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return { refused: 'The body is not JSON.' };
  }
  const event = body as Partial<Record<keyof ProviderEvent, unknown>>;
  if (typeof body !== 'object' || body === null) return { refused: 'The body is not an event.' };
  if (typeof event.id !== 'string' || !/^[\w-]{1,100}$/.test(event.id)) return { refused: 'The event has no id.' };
  if (typeof event.type !== 'string' || !(PROVIDER_EVENT_TYPES as readonly string[]).includes(event.type)) return { refused: 'The event type is unknown.' };
  if (typeof event.providerRef !== 'string' || !/^[\w-]{1,100}$/.test(event.providerRef)) return { refused: 'The event has no providerRef.' };
  if (typeof event.amountCents !== 'number' || !Number.isSafeInteger(event.amountCents) || event.amountCents <= 0) return { refused: 'The event has no amount.' };
  return { id: event.id, type: event.type as ProviderEventType, providerRef: event.providerRef, amountCents: event.amountCents };
}

export type SandboxProvider = PaymentProvider & {
  /** The checkout page's view of a payment. */
  payment(providerRef: string): Promise<SandboxPaymentRow | null>;
  /** What the checkout's buttons do. */
  pay(providerRef: string): Promise<SandboxPaymentRow>;
  fail(providerRef: string): Promise<SandboxPaymentRow>;
  expire(providerRef: string): Promise<SandboxPaymentRow>;
  /** Settles payouts whose time has come, and open checkouts past their expiry; queues their events. */
  settleDue(): Promise<void>;
  /** Sends the webhooks that are due; returns how many were answered 2xx. */
  deliverDue(): Promise<number>;
  /** Forgets deliveries answered more than a week ago. */
  prune(): Promise<number>;
};

export function createSandboxProvider(input: {
  db: Database;
  clock: Clock;
  publicUrl: string;
  secret: string;
  duplicates: boolean;
  webhookUrl: string | undefined;
  /** How a delivery is sent (tests may swap it); by default a real HTTP POST. */
  post?: (url: string, body: string, headers: Record<string, string>) => Promise<number>;
}): SandboxProvider {
  const { db, clock } = input;
  const webhookUrl = input.webhookUrl ?? `${input.publicUrl}/api/cashier/webhooks/sandbox`;
  const post =
    input.post ??
    (async (url: string, body: string, headers: Record<string, string>) => {
      const answer = await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(10_000) });
      await answer.arrayBuffer();
      return answer.status;
    });

  const now = () => clock.now();
  const reference = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

  /** Queues an event for delivery (twice, with duplicates on), in the caller's transaction. */
  async function queue(tx: Sql, type: ProviderEventType, row: { provider_ref: string; amount_cents: number }): Promise<void> {
    const eventId = reference('evt');
    const body = JSON.stringify({ id: eventId, type, providerRef: row.provider_ref, amountCents: Number(row.amount_cents) });
    for (let copy = 0; copy < (input.duplicates ? 2 : 1); copy++) await insertSandboxWebhook(tx, { eventId, body, at: now() });
  }

  const find = (providerRef: string) => findSandboxPayment(db, providerRef);

  /** Moves an open checkout to its end and queues what the gateway would tell us. */
  async function finishCheckout(providerRef: string, to: 'paid' | 'failed' | 'expired'): Promise<SandboxPaymentRow> {
    await db.transaction(async (tx) => {
      const row = await findSandboxPayment(tx, providerRef, { lock: true });
      if (!row || row.kind !== 'deposit') throw new AppError('not_found', 'That payment does not exist.');
      if (row.status !== 'open') throw new AppError('conflict', `This payment is already ${row.status}.`);
      if (to === 'paid' && row.expires_at && row.expires_at.getTime() <= now().getTime()) throw new AppError('conflict', 'This payment has expired.');
      await settleSandboxPayment(tx, { providerRef, status: to, at: now() });
      if (to === 'paid') {
        // As card gateways do: first that the payment is under way, then that it succeeded.
        await queue(tx, 'deposit.pending', row);
        await queue(tx, 'deposit.completed', row);
      } else {
        await queue(tx, to === 'failed' ? 'deposit.failed' : 'deposit.expired', row);
      }
    });
    return (await find(providerRef))!;
  }

  return {
    id: 'sandbox',
    sandbox: true,

    async createDeposit({ amountCents, returnUrl }) {
      const providerRef = reference('dep');
      const expiresAt = new Date(now().getTime() + 30 * 60_000);
      await insertSandboxDeposit(db, { providerRef, amountCents, returnUrl, expiresAt });
      return { providerRef, checkoutUrl: `${input.publicUrl}/cashier/sandbox/${providerRef}`, expiresAt };
    },

    verifyWebhook(rawBody, headers) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      if (typeof header !== 'string') return { refused: 'The signature is missing.' };
      const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
      const t = Number(parts.t);
      if (!/^\d{1,12}$/.test(parts.t ?? '') || typeof parts.v1 !== 'string' || !/^[0-9a-f]{64}$/.test(parts.v1)) return { refused: 'The signature is malformed.' };
      if (Math.abs(now().getTime() / 1000 - t) > WEBHOOK_TOLERANCE_SECONDS) return { refused: 'The signature is too old.' };
      const expected = createHmac('sha256', input.secret).update(`${t}.`).update(rawBody).digest();
      if (!timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'))) return { refused: 'The signature does not match.' };
      return readEvent(rawBody);
    },

    async createPayout({ withdrawalId, amountCents, destination }) {
      // One payout per withdrawal, whoever asks and however often: the reference is the withdrawal's.
      const providerRef = `po_${withdrawalId.replaceAll('-', '')}`;
      await insertSandboxPayout(db, { providerRef, amountCents, destination, at: now() });
      return { providerRef };
    },

    async fetchStatus(providerRef) {
      const row = await find(providerRef);
      if (!row) return null;
      const status = row.status === 'completed' ? 'paid' : row.status;
      return { status, amountCents: row.amount_cents };
    },

    listSettled: (from, to) => listSandboxSettled(db, { from, to }),

    payment: find,
    pay: (ref) => finishCheckout(ref, 'paid'),
    fail: (ref) => finishCheckout(ref, 'failed'),
    expire: (ref) => finishCheckout(ref, 'expired'),

    async settleDue() {
      await db.transaction(async (tx) => {
        const due = await lockDueSandboxPayments(tx, { payoutBefore: new Date(now().getTime() - PAYOUT_SETTLE_MS), now: now() });
        for (const row of due) {
          if (row.kind === 'deposit') {
            await settleSandboxPayment(tx, { providerRef: row.provider_ref, status: 'expired', at: now() });
            await queue(tx, 'deposit.expired', row);
            continue;
          }
          const failed = (row.destination ?? '').toLowerCase().includes('fail');
          await settleSandboxPayment(tx, { providerRef: row.provider_ref, status: failed ? 'failed' : 'completed', at: now() });
          await queue(tx, failed ? 'payout.failed' : 'payout.completed', row);
        }
      });
    },

    prune: () => pruneDeliveredWebhooks(db, new Date(now().getTime() - 7 * 86_400_000)),

    async deliverDue() {
      const leased = await db.transaction((tx) => leaseDueWebhooks(tx, { now: now(), leaseUntil: new Date(now().getTime() + LEASE_MS), shuffled: input.duplicates }));
      if (input.duplicates) {
        // Fisher–Yates: deliveries go out in no order the webhook could count on.
        for (let i = leased.length - 1; i > 0; i--) {
          const j = randomInt(i + 1);
          [leased[i], leased[j]] = [leased[j]!, leased[i]!];
        }
      }
      let delivered = 0;
      await Promise.all(
        leased.map(async (row) => {
          let error: string | null = null;
          try {
            const signature = signSandboxBody(input.secret, row.body, Math.floor(now().getTime() / 1000));
            const status = await post(webhookUrl, row.body, { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature });
            if (status < 200 || status > 299) error = `answered ${status}`;
          } catch (cause) {
            error = (cause as Error).message;
          }
          if (error === null) {
            delivered++;
            await markWebhookDelivered(db, { id: row.id, at: now() });
          } else {
            const wait = REDELIVERY_MS[Math.min(row.attempts, REDELIVERY_MS.length - 1)]!;
            // Given up on (about three days of tries): left undelivered, with why, and never picked again.
            const givenUp = row.attempts + 1 >= MAX_DELIVERY_ATTEMPTS;
            const nextAt = new Date(now().getTime() + (givenUp ? 100 * 365 * 86_400_000 : wait));
            await markWebhookFailed(db, { id: row.id, nextAt, error: givenUp ? `gave up after ${MAX_DELIVERY_ATTEMPTS} tries: ${error}` : error });
          }
        }),
      );
      return delivered;
    },
  };
}
