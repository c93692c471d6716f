/** The console's races (DESIGN §10, §13, §17): list every race, add one, cancel one not yet paid. Admins only; the rules are races/service.ts. */
import type { FastifyInstance } from 'fastify';
import { createRaceSchema } from '@lootforge/core/contracts/races';
import { requireAdmin } from '../auth/sessions';
import { parseInput } from '../http/validate';
import { raceParams } from '../races/routes';
import { adminListRaces, cancelRace, createRace } from '../races/service';

export async function consoleRaceRoutes(app: FastifyInstance) {
  const { db } = app.resources;

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
