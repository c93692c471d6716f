import type { FastifyInstance } from 'fastify';
import { checkHealth } from './service';

/** 200 while the database answers (a load balancer keeps sending players), 503 when it does not; `parts` says which part is down. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (_request, reply) => {
    const { error, ...health } = await checkHealth(app.resources.db, app.resources.bus);
    if (!health.ok) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send(health);
    }
    return health;
  });
}
