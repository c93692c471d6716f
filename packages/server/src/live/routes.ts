import type { FastifyInstance } from 'fastify';
import { liveQuerySchema } from '@lootforge/core/contracts/wallet';
import { parseInput } from '../http/validate';
import { recentLive } from './feed';

export async function liveRoutes(app: FastifyInstance) {
  const { db, storage } = app.resources;
  // ?minValueCents= keeps the notable drops only: the ticker across the top of every page.
  app.get('/api/live', async (request) => {
    const query = parseInput(liveQuerySchema, request.query);
    return { entries: await recentLive(db, storage, { limit: 20, nowMs: Date.now(), minValueCents: query.minValueCents }) };
  });
}
