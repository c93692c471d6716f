/**
 * Cookie sessions need a CSRF guard: a state-changing request that carries an
 * Origin must come from this site (DESIGN §6). Requests without one are not
 * from a browser page and carry no ambient cookie risk.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const sameHost = request.headers.host !== undefined && (origin === `http://${request.headers.host}` || origin === `https://${request.headers.host}`);
    if (origin !== allowed && !sameHost) throw new AppError('bad_origin', 'This request came from another site and was refused.');
  });
}
