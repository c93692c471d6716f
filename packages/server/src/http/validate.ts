import type { z } from 'zod';
import { AppError } from '../errors';

/** Parses a request part with its schema; the first problem becomes a readable 400. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new AppError('validation', `${field}${issue?.message ?? 'Invalid input.'}`);
}
