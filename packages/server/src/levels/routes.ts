/** /api/levels (DESIGN §10, §21): a player's level and free cases, and claiming one. */
import type { FastifyInstance } from 'fastify';
import { claimSchema } from '@lootforge/core/contracts/levels';
import { parseInput } from '../http/validate';
import { requireUser } from '../auth/sessions';
import { publishInBackground } from '../realtime/bus';
import { userTopic } from '../realtime/hub';
import { fileUrl } from '../storage/storage';
import { claimFreeCase, levelsOf } from './service';

export async function levelRoutes(app: FastifyInstance) {
  const { db, storage, bus } = app.resources;

  app.get('/api/levels', async (request) => {
    const userId = await requireUser(request);
    return levelsOf(db, storage, { userId, clock: app.clock });
  });

  app.post('/api/levels/claim', async (request) => {
    const userId = await requireUser(request);
    const claim = parseInput(claimSchema, request.body);
    const result = await claimFreeCase(db, { userId, claim, clock: app.clock });
    const opens = result.opens.map(({ thumbKey, imageKey, ...open }) => ({ ...open, thumbUrl: fileUrl(storage, thumbKey), imageUrl: fileUrl(storage, imageKey) }));
    publishInBackground(bus, request.log, [{ topic: userTopic(userId), event: 'inventory', data: { added: opens.map((o) => o.inventoryId) } }]);
    return { opens, packId: result.packId, packName: result.packName, claim: { kind: claim.kind, level: result.level } };
  });
}
