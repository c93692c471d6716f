/** /limits (DESIGN §10, §16): a player's own limits, breaks and self-exclusion; an admin's view and lift. */
import type { FastifyInstance } from 'fastify';
import { exclusionSchema, liftExclusionSchema, limitsChangeSchema, limitsUserParamsSchema } from '@lootforge/core/contracts/limits';
import { parseInput } from '../http/validate';
import { requireAdmin, requireUser } from '../auth/sessions';
import { adminLimits, changeLimits, getLimits, liftExclusion, takeBreak } from './service';

export async function limitRoutes(app: FastifyInstance) {
  const { db } = app.resources;

  app.get('/api/limits', async (request) => {
    const userId = await requireUser(request);
    return getLimits(db, { userId, clock: app.clock });
  });

  app.put('/api/limits', async (request) => {
    const userId = await requireUser(request);
    const change = parseInput(limitsChangeSchema, request.body);
    return changeLimits(db, { userId, change, clock: app.clock });
  });

  app.post('/api/limits/exclusion', async (request) => {
    const userId = await requireUser(request);
    const { period } = parseInput(exclusionSchema, request.body);
    return takeBreak(db, { userId, period, clock: app.clock });
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
