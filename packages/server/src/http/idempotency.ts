import { createHash, randomUUID } from 'node:crypto';
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

/**
 * The id of the thing a money call with this Idempotency-Key makes, the same every time the same
 * player sends the same key for the same kind of call: a retry finds what the first attempt made
 * by its id. Without a key, a fresh random id.
 */
export function idForKey(input: { userId: string; scope: string; key: string | undefined }): string {
  if (input.key === undefined) return randomUUID();
  const hex = createHash('sha256').update(`${input.scope}\u0000${input.userId}\u0000${input.key}`).digest('hex');
  // Shaped as a version-4-like UUID (the column's type); 122 bits of the hash stay.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
