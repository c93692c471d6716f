/** /fairness: the person's seed pair, changing the client seed, rotating (DESIGN §5). */
import type { FastifyInstance } from 'fastify';
import { clientSeedSchema } from '@lootforge/core/contracts/fairness';
import { requireUser } from '../auth/sessions';
import { parseInput } from '../http/validate';
import { lockActivePair, revealedPairs, rotatePair } from './seed-pairs';

export async function fairnessRoutes(app: FastifyInstance) {
  const { db } = app.resources;
  const view = async (userId: string) => {
    const active = await db.transaction((tx) => lockActivePair(tx, userId));
    return {
      active: { serverSeedHash: active.serverSeedHash, clientSeed: active.clientSeed, nonce: active.nonce },
      previous: await revealedPairs(db, userId, 10),
    };
  };

  app.get('/api/fairness', async (request) => view(await requireUser(request)));

  app.post('/api/fairness/client-seed', async (request) => {
    const userId = await requireUser(request);
    const { clientSeed } = parseInput(clientSeedSchema, request.body);
    await db.transaction((tx) => rotatePair(tx, userId, clientSeed));
    return { ...(await view(userId)), message: 'Client seed changed. Your previous server seed is revealed below.' };
  });

  app.post('/api/fairness/rotate', async (request) => {
    const userId = await requireUser(request);
    await db.transaction((tx) => rotatePair(tx, userId));
    return { ...(await view(userId)), message: 'New server seed. The previous one is revealed below.' };
  });
}
