import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (_request, reply) => {
    const { db } = app.resources;
    try {
      await db.query('SELECT 1');
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ ok: false, db: db.kind });
    }
    return { ok: true, db: db.kind };
  });
}
