/**
 * The cashier's routes (DESIGN §10, §19): the player's cashier, verification and shipping; the
 * providers' webhooks; and the sandbox provider's checkout calls.
 */
import type { FastifyInstance } from 'fastify';
import { depositRequestSchema, idParamsSchema, kycFieldsSchema, providerParamsSchema, providerRefParamsSchema, shippingRequestSchema, withdrawalRequestSchema } from '@lootforge/core/contracts/cashier';
import { requireUser } from '../auth/sessions';
import { AppError } from '../errors';
import { readForm } from '../http/multipart';
import { idempotencyKey } from '../http/idempotency';
import { parseInput } from '../http/validate';
import { publishInBackground } from '../realtime/bus';
import { balanceMessage } from '../wallet/publish';
import { kycState, submitKyc } from './kyc';
import { cashierOverview, createDeposit, receiveWebhook, requestWithdrawal, withdrawalView } from './service';
import { cancelOwnOrder, createShippingOrder, orderView, playerOrders, shippingRules } from './shipping';
import type { SandboxPaymentRow } from './sandbox';
import { cashierMessage, inventoryMessage } from './publish';

export async function cashierRoutes(app: FastifyInstance) {
  const { db, bus, storage } = app.resources;
  const config = app.config.cashier;

  app.get('/api/cashier', async (request) => {
    const userId = await requireUser(request);
    return cashierOverview(db, { userId, config, provider: app.payments });
  });

  app.post('/api/cashier/deposits', async (request) => {
    const userId = await requireUser(request);
    const { amountCents } = parseInput(depositRequestSchema, request.body);
    return { deposit: await createDeposit(db, { userId, amountCents, idempotencyKey: idempotencyKey(request), config, provider: app.payments, publicUrl: app.config.publicUrl, clock: app.clock }) };
  });

  app.post('/api/cashier/withdrawals', async (request) => {
    const userId = await requireUser(request);
    const body = parseInput(withdrawalRequestSchema, request.body);
    const { withdrawal, balanceCents } = await requestWithdrawal(db, { userId, ...body, idempotencyKey: idempotencyKey(request), config, provider: app.payments, clock: app.clock });
    publishInBackground(bus, request.log, [balanceMessage(userId, balanceCents)]);
    return { withdrawal: withdrawalView(withdrawal), balanceCents };
  });

  app.get('/api/kyc', async (request) => {
    const userId = await requireUser(request);
    return { kyc: await kycState(db, { userId, config }) };
  });

  app.post('/api/kyc', async (request) => {
    const userId = await requireUser(request);
    const form = await readForm(request, 'document');
    const fields = parseInput(kycFieldsSchema, form.fields);
    return { kyc: await submitKyc(db, { userId, fields, document: form.image, config, clock: app.clock }) };
  });

  app.get('/api/shipping', async (request) => {
    const userId = await requireUser(request);
    return { orders: await playerOrders(db, storage, userId), rules: shippingRules(config) };
  });

  app.post('/api/shipping', async (request) => {
    const userId = await requireUser(request);
    const body = parseInput(shippingRequestSchema, request.body);
    const { order, balanceCents } = await createShippingOrder(db, { userId, ...body, idempotencyKey: idempotencyKey(request), config, clock: app.clock });
    publishInBackground(bus, request.log, [balanceMessage(userId, balanceCents), inventoryMessage(userId), cashierMessage(userId)]);
    return { order: orderView(storage, order), balanceCents };
  });

  app.post('/api/shipping/:id/cancel', async (request) => {
    const userId = await requireUser(request);
    const { id } = parseInput(idParamsSchema, request.params);
    const { order, balanceCents } = await cancelOwnOrder(db, { userId, orderId: id, clock: app.clock });
    publishInBackground(bus, request.log, [balanceMessage(userId, balanceCents), inventoryMessage(userId), cashierMessage(userId)]);
    return { order: orderView(storage, order), balanceCents };
  });

  // Webhooks: the body is read raw (the signature is over its bytes), whatever its content type.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    scope.post('/api/cashier/webhooks/:provider', async (request) => {
      const { provider } = parseInput(providerParamsSchema, request.params);
      if (provider !== app.payments.id) throw new AppError('not_found', 'That payment provider is not configured.');
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { outcome, balance, userId } = await receiveWebhook(db, { provider: app.payments, rawBody, headers: request.headers, clock: app.clock, config });
      publishInBackground(bus, request.log, [...(balance ? [balanceMessage(balance.userId, balance.balanceCents)] : []), ...(userId ? [cashierMessage(userId)] : [])]);
      return { received: true, outcome };
    });
  });

  // The sandbox provider's checkout page calls these (the page is the web app's /cashier/sandbox/:providerRef).
  const sandbox = app.sandbox;
  if (sandbox) {
    const view = (row: SandboxPaymentRow) => ({
      providerRef: row.provider_ref,
      amountCents: row.amount_cents,
      status: row.status as 'open' | 'paid' | 'failed' | 'expired',
      expiresAt: (row.expires_at ?? new Date()).toISOString(),
      returnUrl: row.return_url ?? '/cashier',
    });
    const depositPayment = async (providerRef: string) => {
      const row = await sandbox.payment(providerRef);
      if (!row || row.kind !== 'deposit') throw new AppError('not_found', 'That payment does not exist.');
      return row;
    };
    app.get('/api/cashier/sandbox/:providerRef', async (request) => {
      const { providerRef } = parseInput(providerRefParamsSchema, request.params);
      return { payment: view(await depositPayment(providerRef)) };
    });
    for (const action of ['pay', 'fail', 'expire'] as const) {
      app.post(`/api/cashier/sandbox/:providerRef/${action}`, async (request) => {
        const { providerRef } = parseInput(providerRefParamsSchema, request.params);
        await depositPayment(providerRef);
        const row = await sandbox[action](providerRef);
        // Deliver now rather than at the next sweep: the player is waiting on the other side.
        void sandbox.deliverDue().catch((error: unknown) => request.log.warn({ err: error }, 'sandbox delivery failed'));
        return { payment: view(row) };
      });
    }
  }
}
