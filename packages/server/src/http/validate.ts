import type { z } from 'zod';
import { AppError } from '../errors';

/**
 * The first string in `value` that PostgreSQL cannot store as text: one with a
 * NUL character, or with half of a UTF-16 surrogate pair (not valid Unicode).
 * Returns its path, or null.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function unstorableText(value: unknown, path: Array<string | number> = []): Array<string | number> | null {
  if (typeof value === 'string') return value.includes('\u0000') || LONE_SURROGATE.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = unstorableText(item, [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = unstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Parses a request part with its schema; the first problem becomes a readable
 * 400. Text no database column can hold is refused here, for every route, before
 * any schema sees it.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const unstorable = unstorableText(value);
  if (unstorable) {
    const field = unstorable.length > 0 ? `${unstorable.join('.')}: ` : '';
    throw new AppError('validation', `${field}The text contains a character that is not allowed (a NUL or a broken character).`);
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new AppError('validation', `${field}${issue?.message ?? 'Invalid input.'}`);
}
