/**
 * A deeply nested JSON body (thousands of arrays in 40 kB) is refused with a 400 before any walk of
 * it, for anyone, without signing in; it used to cost seconds of CPU and end in a 500.
 */
import { describe, expect, it } from 'vitest';
import { appSuite } from '../test/app';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH, TOO_DEEP } from './json-body';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('how deep a JSON body nests', () => {
  it('counts arrays and objects inside each other, not brackets inside strings', () => {
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestsDeeperThan('{"a":'.repeat(33) + '1' + '}'.repeat(33))).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ text: '['.repeat(1_000) }))).toBe(false);
    // An escaped quote does not end the string: the brackets after it are still inside it.
    expect(jsonNestsDeeperThan(JSON.stringify({ text: `say \\" ${'{'.repeat(100)}` }))).toBe(false);
    // Siblings do not add up: a thousand arrays side by side are one level deep.
    expect(jsonNestsDeeperThan(`[${Array(1_000).fill('[]').join(',')}]`)).toBe(false);
  });
});

describe('a JSON body nested too deep', () => {
  const suite = appSuite();
  const post = (payload: string) => suite.app.inject({ method: 'POST', url: '/api/auth/phone/send', headers: { 'content-type': 'application/json' }, payload });

  it('20,000 nested arrays, ten at once and signed out: each a 400 that says why, and the server keeps answering', async () => {
    const body = nested(20_000);
    expect(body.length).toBe(40_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(body)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.message).toBe(TOO_DEEP);
    }
    const health = await suite.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('a body just deep enough is read and answered by the route (a 400 of its own, never a 500)', async () => {
    const answer = await post(nested(MAX_JSON_DEPTH));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).not.toBe(TOO_DEEP);
    const object = await post('{"phone":' + '{"a":'.repeat(40) + '1' + '}'.repeat(41));
    expect(object.statusCode).toBe(400);
    expect(object.json().error.message).toBe(TOO_DEEP);
  });
});
