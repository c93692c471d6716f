import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** The `Idempotency-Key` header of a money call, checked; undefined when absent. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length < 8 || value.length > 100 || !/^[\w.:-]+$/.test(value)) {
    throw new AppError('validation', 'Idempotency-Key must be 8–100 letters, digits, or . _ : -');
  }
  return value;
}
