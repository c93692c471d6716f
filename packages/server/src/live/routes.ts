import type { FastifyInstance } from 'fastify';
import { recentLive } from './feed';

export async function liveRoutes(app: FastifyInstance) {
  const { db, storage } = app.resources;
  app.get('/api/live', async () => ({ entries: await recentLive(db, storage, 20, Date.now()) }));
}
