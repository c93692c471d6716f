/** /race and the admin's races (DESIGN §10, §13). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createRaceSchema } from '@lootforge/core/contracts/races';
import { parseInput } from '../http/validate';
import { requireAdmin, sessionOwner } from '../auth/sessions';
import { adminListRaces, cancelRace, createRace, getRace, listRaces } from './service';

const raceParams = z.object({ id: z.coerce.number({ error: 'That race does not exist.' }).int('That race does not exist.').positive('That race does not exist.').max(2 ** 31 - 1, 'That race does not exist.') });

export async function raceRoutes(app: FastifyInstance) {
  const { db } = app.resources;

  // Public, like the board on the page: a visitor's `me` is null.
  app.get('/api/races', async (request) => ({ races: await listRaces(db, { clock: app.clock, userId: await sessionOwner(request, 'user') }) }));

  app.get('/api/races/:id', async (request) => {
    const { id } = parseInput(raceParams, request.params);
    return { race: await getRace(db, { clock: app.clock, raceId: id, userId: await sessionOwner(request, 'user') }) };
  });

  app.get('/api/admin/races', async (request) => {
    await requireAdmin(request);
    return { races: await adminListRaces(db, { clock: app.clock }) };
  });

  app.post('/api/admin/races', async (request) => {
    const adminId = await requireAdmin(request);
    const race = parseInput(createRaceSchema, request.body);
    return { race: await createRace(db, { clock: app.clock, adminId, race }) };
  });

  app.post('/api/admin/races/:id/cancel', async (request) => {
    const adminId = await requireAdmin(request);
    const { id } = parseInput(raceParams, request.params);
    return { race: await cancelRace(db, { clock: app.clock, adminId, raceId: id }) };
  });
}
