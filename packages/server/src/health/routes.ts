import type { FastifyInstance } from 'fastify';
import { checkHealth } from './service';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (_request, reply) => {
    const health = await checkHealth(app.resources.db);
    if (!health.ok) {
      app.log.error({ err: health.error }, 'health check: database unreachable');
      return reply.status(503).send({ ok: false, db: health.db });
    }
    return { ok: true, db: health.db };
  });
}
