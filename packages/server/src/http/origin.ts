/**
 * Cookie sessions need a CSRF guard: a state-changing request that carries an
 * Origin must come from this site (DESIGN §6). Requests without one are not
 * from a browser page and carry no ambient cookie risk.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request's Origin (when it has one) is this site: PUBLIC_URL, or
 * the host the browser addressed (the dev server's proxy keeps it). A page of
 * another site cannot send either.
 */
export function sameSite(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === new URL(publicUrl).origin) return true;
  const host = request.headers.host;
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}

export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!sameSite(request, publicUrl)) throw new AppError('bad_origin', 'This request came from another site and was refused.');
  });
}
