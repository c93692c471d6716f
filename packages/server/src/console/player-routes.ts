/** The console's players (DESIGN §10, §16, §17): find one, their page, adjustments, suspensions, their limits and the lift of a self-exclusion, and finance. Admins only. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adjustBalanceSchema, adminUsersQuerySchema, adminUserTransactionsQuerySchema, financeQuerySchema, suspendSchema } from '@lootforge/core/contracts/operator';
import { requireAdmin } from '../auth/sessions';
import { idempotencyKey } from '../http/idempotency';
import { parseInput } from '../http/validate';
import { walletTransactions } from '../wallet/service';
import { liftExclusionSchema, limitsUserParamsSchema } from '@lootforge/core/contracts/limits';
import { adminLimits, liftExclusion } from '../limits/service';
import { financeReport } from './finance';
import { adjustBalance, findUsers, requireKnownPlayer, setSuspended, userDetail } from './players';
import { publishCancelledBattles } from '../battles/events';

/** :id of a player in the console's routes. */
export const userParams = z.object({ id: z.uuid({ error: 'That player does not exist.' }) });

export async function consolePlayerRoutes(app: FastifyInstance) {
  const { db, storage, bus } = app.resources;

  app.get('/api/admin/users', async (request) => {
    await requireAdmin(request);
    const query = parseInput(adminUsersQuerySchema, request.query);
    return findUsers(db, query);
  });

  app.get('/api/admin/users/:id', async (request) => {
    await requireAdmin(request);
    const { id } = parseInput(userParams, request.params);
    return userDetail(db, storage, { userId: id, now: app.clock.now() });
  });

  app.get('/api/admin/users/:id/transactions', async (request) => {
    await requireAdmin(request);
    const { id } = parseInput(userParams, request.params);
    const { cursor, limit } = parseInput(adminUserTransactionsQuerySchema, request.query);
    await requireKnownPlayer(db, id);
    return walletTransactions(db, { userId: id, cursor, limit });
  });

  app.post('/api/admin/users/:id/adjust', async (request) => {
    const adminId = await requireAdmin(request);
    const { id } = parseInput(userParams, request.params);
    const body = parseInput(adjustBalanceSchema, request.body);
    return adjustBalance(db, bus, request.log, { adminId, userId: id, amountCents: body.amountCents, reason: body.reason, idempotencyKey: idempotencyKey(request) });
  });

  app.post('/api/admin/users/:id/suspend', async (request) => {
    const adminId = await requireAdmin(request);
    const { id } = parseInput(userParams, request.params);
    const { reason } = parseInput(suspendSchema, request.body);
    const { cancelled, ...answer } = await setSuspended(db, bus, request.log, { adminId, userId: id, reason, suspended: true });
    publishCancelledBattles(app, cancelled);
    return answer;
  });

  app.post('/api/admin/users/:id/unsuspend', async (request) => {
    const adminId = await requireAdmin(request);
    const { id } = parseInput(userParams, request.params);
    const { reason } = parseInput(suspendSchema, request.body);
    const { cancelled: _none, ...answer } = await setSuspended(db, bus, request.log, { adminId, userId: id, reason, suspended: false });
    return answer;
  });

  app.get('/api/admin/finance', async (request) => {
    await requireAdmin(request);
    const { from, to } = parseInput(financeQuerySchema, request.query);
    return financeReport(db, { from, to, now: app.clock.now() });
  });

  app.get('/api/admin/users/:id/limits', async (request) => {
    await requireAdmin(request);
    const { id } = parseInput(limitsUserParamsSchema, request.params);
    return adminLimits(db, { userId: id, clock: app.clock });
  });

  app.post('/api/admin/users/:id/limits/lift-exclusion', async (request) => {
    const adminId = await requireAdmin(request);
    const { id } = parseInput(limitsUserParamsSchema, request.params);
    const { reason } = parseInput(liftExclusionSchema, request.body);
    return liftExclusion(db, { adminId, userId: id, reason, clock: app.clock });
  });
}
