/**
 * The console's cashier (DESIGN §10, §17, §19): deposits (resolving those held for review), the
 * withdrawal queue, verification reviews with their documents, shipping orders and
 * reconciliation. Admins only; every decision is audited; the rules are in cashier/.
 */
import type { FastifyInstance } from 'fastify';
import {
  adminDepositsQuerySchema,
  adminKycQuerySchema,
  adminShippingQuerySchema,
  adminWithdrawalsQuerySchema,
  depositResolveSchema,
  idParamsSchema,
  reconciliationQuerySchema,
  rejectSchema,
  shippingUpdateSchema,
  userIdParamsSchema,
} from '@lootforge/core/contracts/cashier';
import { z } from 'zod';
import { dayField } from '@lootforge/core/contracts/paging';
import { requireAdmin } from '../auth/sessions';
import { parseInput } from '../http/validate';
import { publishInBackground } from '../realtime/bus';
import { balanceMessage } from '../wallet/publish';
import { adminKycReviews, kycDocument, reviewKycSubmission } from '../cashier/kyc';
import { readReconciliation, reconcileDay, yesterday } from '../cashier/reconciliation';
import { adminDeposits, adminWithdrawals, approveWithdrawal, depositView, rejectWithdrawal, resolveDeposit, sendApprovedPayouts } from '../cashier/service';
import { adminOrders, orderView, updateOrder } from '../cashier/shipping';
import { cashierMessage, inventoryMessage } from '../cashier/publish';

const runReconciliationSchema = z.object({ date: dayField }, { error: 'Please send the day to reconcile (date).' });

export async function consoleCashierRoutes(app: FastifyInstance) {
  const { db, bus, storage } = app.resources;

  app.get('/api/admin/cashier/deposits', async (request) => {
    await requireAdmin(request);
    const { status } = parseInput(adminDepositsQuerySchema, request.query);
    return { deposits: await adminDeposits(db, { status }) };
  });

  app.post('/api/admin/cashier/deposits/:id/resolve', async (request) => {
    const adminId = await requireAdmin(request);
    const { id } = parseInput(idParamsSchema, request.params);
    const body = parseInput(depositResolveSchema, request.body);
    const { deposit, balance } = await resolveDeposit(db, {
      adminId,
      depositId: id,
      action: body.action,
      amountCents: body.action === 'credit' ? body.amountCents : undefined,
      reason: body.reason,
      clock: app.clock,
    });
    publishInBackground(bus, request.log, [...(balance ? [balanceMessage(balance.userId, balance.balanceCents)] : []), cashierMessage(deposit.user_id)]);
    return { deposit: depositView(deposit) };
  });

  app.get('/api/admin/cashier/withdrawals', async (request) => {
    await requireAdmin(request);
    const { status } = parseInput(adminWithdrawalsQuerySchema, request.query);
    return { withdrawals: await adminWithdrawals(db, { status }) };
  });

  app.post('/api/admin/cashier/withdrawals/:id/approve', async (request) => {
    const adminId = await requireAdmin(request);
    const { id } = parseInput(idParamsSchema, request.params);
    const userId = await approveWithdrawal(db, { adminId, withdrawalId: id, clock: app.clock });
    publishInBackground(bus, request.log, [cashierMessage(userId)]);
    // Send the payout now rather than at the next sweep.
    void sendApprovedPayouts(db, { provider: app.payments, clock: app.clock }).catch((error: unknown) => request.log.warn({ err: error }, 'payout not sent yet'));
    return { ok: true };
  });

  app.post('/api/admin/cashier/withdrawals/:id/reject', async (request) => {
    const adminId = await requireAdmin(request);
    const { id } = parseInput(idParamsSchema, request.params);
    const { reason } = parseInput(rejectSchema, request.body);
    const change = await rejectWithdrawal(db, { adminId, withdrawalId: id, reason, clock: app.clock });
    publishInBackground(bus, request.log, [balanceMessage(change.userId, change.balanceCents), cashierMessage(change.userId)]);
    return { ok: true };
  });

  app.get('/api/admin/kyc', async (request) => {
    await requireAdmin(request);
    const { status } = parseInput(adminKycQuerySchema, request.query);
    return { reviews: await adminKycReviews(db, { status }) };
  });

  app.get('/api/admin/kyc/:userId/document', async (request, reply) => {
    const adminId = await requireAdmin(request);
    const { userId } = parseInput(userIdParamsSchema, request.params);
    const { document, type } = await kycDocument(db, { adminId, userId });
    // Never cached anywhere on the way, and never run as anything but an image.
    return reply.header('cache-control', 'no-store').header('content-type', type).header('x-content-type-options', 'nosniff').send(document);
  });

  for (const decision of ['approve', 'reject'] as const) {
    app.post(`/api/admin/kyc/:userId/${decision}`, async (request) => {
      const adminId = await requireAdmin(request);
      const { userId } = parseInput(userIdParamsSchema, request.params);
      const reason = decision === 'reject' ? parseInput(rejectSchema, request.body).reason : null;
      await reviewKycSubmission(db, { adminId, userId, decision: decision === 'approve' ? 'verified' : 'rejected', reason, clock: app.clock });
      publishInBackground(bus, request.log, [cashierMessage(userId)]);
      return { ok: true };
    });
  }

  app.get('/api/admin/shipping', async (request) => {
    await requireAdmin(request);
    const { status } = parseInput(adminShippingQuerySchema, request.query);
    return { orders: await adminOrders(db, storage, { status }) };
  });

  app.post('/api/admin/shipping/:id', async (request) => {
    const adminId = await requireAdmin(request);
    const { id } = parseInput(idParamsSchema, request.params);
    const body = parseInput(shippingUpdateSchema, request.body);
    const { order, balance } = await updateOrder(db, { adminId, orderId: id, ...body, clock: app.clock });
    const moved = order.status === 'cancelled' ? [inventoryMessage(order.user_id)] : [];
    publishInBackground(bus, request.log, [...(balance ? [balanceMessage(balance.userId, balance.balanceCents)] : []), cashierMessage(order.user_id), ...moved]);
    return { order: orderView(storage, order) };
  });

  app.get('/api/admin/cashier/reconciliation', async (request) => {
    await requireAdmin(request);
    const { date } = parseInput(reconciliationQuerySchema, request.query);
    return readReconciliation(db, { provider: app.payments, day: date ?? yesterday(app.clock.now()) });
  });

  app.post('/api/admin/cashier/reconciliation/run', async (request) => {
    await requireAdmin(request);
    const { date } = parseInput(runReconciliationSchema, request.body);
    return reconcileDay(db, { provider: app.payments, day: date, clock: app.clock });
  });
}
