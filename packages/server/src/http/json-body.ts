/**
 * The JSON request body parser (DESIGN §8): Fastify's own (prototype poisoning refused), after a
 * check of how deep the document nests. No request of this API nests deeper than a few levels; a
 * body of thousands of nested arrays cost seconds of CPU in the walks that follow a parse and
 * ended in a stack overflow (a 500, anonymous). The check is one pass over the text, before any
 * parse or walk, so its cost grows with the body's length and nothing else.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** How deep a request body's arrays and objects may nest. */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP = `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`;

/** Whether `text` (JSON) opens more than `max` arrays or objects inside each other; brackets inside strings do not count. */
export function jsonNestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character, a quote included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestsDeeperThan(body as string)) {
      done(new AppError('validation', TOO_DEEP), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
