/** /limits (DESIGN §10, §16): a player's own limits, breaks and self-exclusion (an admin's view is console/player-routes.ts). */
import type { FastifyInstance } from 'fastify';
import { exclusionSchema, limitsChangeSchema } from '@lootforge/core/contracts/limits';
import { parseInput } from '../http/validate';
import { requireUser } from '../auth/sessions';
import { publishCancelledBattles } from '../battles/events';
import { changeLimits, getLimits, takeBreak } from './service';

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
    const { limits, cancelled } = await takeBreak(db, { userId, period, clock: app.clock });
    publishCancelledBattles(app, cancelled);
    return limits;
  });
}
