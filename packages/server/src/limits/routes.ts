/** /limits (DESIGN §10, §16, §16b): a player's own limits, breaks, self-exclusion and reality checks (an admin's view is console/player-routes.ts). */
import type { FastifyInstance } from 'fastify';
import { exclusionSchema, limitsChangeSchema } from '@lootforge/core/contracts/limits';
import { parseInput } from '../http/validate';
import { requireUser, sessionOwner } from '../auth/sessions';
import { publishCancelledBattles } from '../battles/events';
import { acknowledgeReality, activityAnswer, changeLimits, getLimits, recordActivity, takeBreak } from './service';

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

/**
 * Play time is counted by the server (DESIGN §16b): every signed-in player's request that does
 * something (any method but GET and HEAD, sign-in and sign-out aside) counts its minute as
 * played, before the route runs, so a stake sees the minute it is made in. The page adds
 * `POST /api/limits/activity` once a minute while it is in use. Add before the routes.
 */
export function countPlayTime(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || !request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return;
    if (request.url.startsWith('/api/admin/') || request.url.startsWith('/api/cashier/webhooks/')) return;
    const userId = await sessionOwner(request, 'user');
    if (userId) await recordActivity(app.resources.db, { userId, clock: app.clock });
  });
}

export async function realityCheckRoutes(app: FastifyInstance) {
  const { db } = app.resources;

  /** The page's sign of play, once a minute while it is in use (the minute is counted by the hook above): the reality check now. */
  app.post('/api/limits/activity', async (request) => {
    const userId = await requireUser(request);
    return { realityCheck: await activityAnswer(db, { userId, clock: app.clock }) };
  });

  app.post('/api/limits/reality-check/ack', async (request) => {
    const userId = await requireUser(request);
    return { realityCheck: await acknowledgeReality(db, { userId, clock: app.clock }) };
  });
}
