/** /fairness: the person's seed pair, changing the client seed, rotating (DESIGN §5). */
import type { FastifyInstance } from 'fastify';
import { clientSeedSchema } from '@lootforge/core/contracts/fairness';
import { requireUser } from '../auth/sessions';
import { parseInput } from '../http/validate';
import { fairnessView, rotateSeedPair } from './service';

export async function fairnessRoutes(app: FastifyInstance) {
  const { db } = app.resources;

  app.get('/api/fairness', async (request) => fairnessView(db, await requireUser(request)));

  app.post('/api/fairness/client-seed', async (request) => {
    const userId = await requireUser(request);
    const { clientSeed } = parseInput(clientSeedSchema, request.body);
    return { ...(await rotateSeedPair(db, { userId, clientSeed })), message: 'Client seed changed. Your previous server seed is revealed below.' };
  });

  app.post('/api/fairness/rotate', async (request) => {
    const userId = await requireUser(request);
    return { ...(await rotateSeedPair(db, { userId })), message: 'New server seed. The previous one is revealed below.' };
  });
}
