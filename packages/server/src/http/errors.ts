/**
 * Every failure leaves as `{ error: { code, message } }`. Caller mistakes keep
 * their 4xx status with a message a person can read; anything else is
 * logged and becomes a plain 500 that reveals nothing inside.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors';

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'That content type is not accepted here.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_VALIDATION: 'The request is not valid.',
};

export const DATABASE_UNREACHABLE = 'The site cannot reach its database right now. Please try again in a moment.';

/** Socket errors, and PostgreSQL's connection and shutdown classes (08, 57P01–57P03). */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', '57P01', '57P02', '57P03']);

/** Whether a failure means the database could not be reached (not that it refused what was asked). */
export function databaseUnreachable(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(message);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return reply.status(error.status).send({ error: { code: error.code, message: error.message } });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = 'code' in error && typeof error.code === 'string' ? error.code : 'bad_request';
      const message = FASTIFY_MESSAGES[code] ?? (error instanceof SyntaxError ? 'The request body is not valid JSON.' : error.message);
      return reply.status(status).send({ error: { code: status === 413 ? 'payload_too_large' : 'bad_request', message } });
    }
    if (databaseUnreachable(error)) {
      request.log.error({ err: error }, 'database unreachable');
      return reply.status(503).send({ error: { code: 'unavailable', message: DATABASE_UNREACHABLE } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } });
  });
}
