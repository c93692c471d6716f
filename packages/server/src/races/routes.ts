/** /race (DESIGN §10, §13); the admin's races are console/race-routes.ts. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../http/validate';
import { sessionOwner } from '../auth/sessions';
import { getRace, listRaces } from './service';

export const raceParams = z.object({ id: z.coerce.number({ error: 'That race does not exist.' }).int('That race does not exist.').positive('That race does not exist.').max(2 ** 31 - 1, 'That race does not exist.') });

export async function raceRoutes(app: FastifyInstance) {
  const { db } = app.resources;

  // Public, like the board on the page: a visitor's `me` is null.
  app.get('/api/races', async (request) => ({ races: await listRaces(db, { clock: app.clock, userId: await sessionOwner(request, 'user') }) }));

  app.get('/api/races/:id', async (request) => {
    const { id } = parseInput(raceParams, request.params);
    return { race: await getRace(db, { clock: app.clock, raceId: id, userId: await sessionOwner(request, 'user') }) };
  });
}
