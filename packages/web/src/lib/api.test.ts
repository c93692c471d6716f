/**
 * How the web reads the server's answers (apiFetch), against a real HTTP
 * server on loopback: a matching answer comes back parsed, an error answer
 * becomes the server's own words, and an answer of the wrong shape, a broken
 * body or no server at all each become one sentence a person can read.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { walletBalanceSchema } from '@lootforge/core/contracts/wallet-answers';
import { REALITY_CHECK_MESSAGE } from '@lootforge/core/limits';
import { isRealityCheckRefusal, onRealityCheckAsked } from './reality-check-signal';
import { ApiError, BAD_ANSWER_MESSAGE, FALLBACK_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, apiFetch, errorMessage } from './api';

const answers: Record<string, { status: number; body: string }> = {
  '/api/wallet': { status: 200, body: JSON.stringify({ balanceCents: 12_550 }) },
  '/api/wallet/wrong-shape': { status: 200, body: JSON.stringify({ balanceCents: '125.50' }) },
  '/api/refused': { status: 403, body: JSON.stringify({ error: { code: 'forbidden', message: 'You have reached your daily wager limit of $50.00.' } }) },
  '/api/broken': { status: 502, body: '<html>bad gateway</html>' },
  '/api/reality-check': { status: 403, body: JSON.stringify({ error: { code: 'reality_check', message: REALITY_CHECK_MESSAGE } }) },
};

let base = '';
let server: http.Server;
const received: Array<{ url: string; contentType: string | undefined; body: string }> = [];
beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ url: request.url!, contentType: request.headers['content-type'], body });
      const answer = answers[request.url!] ?? { status: 404, body: '' };
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('apiFetch', () => {
  it("returns the answer checked against core's schema, eagerly or lazily loaded", async () => {
    expect(await apiFetch(`${base}/api/wallet`, { schema: walletBalanceSchema })).toEqual({ balanceCents: 12_550 });
    expect(await apiFetch(`${base}/api/wallet`, { schema: () => Promise.resolve(walletBalanceSchema) })).toEqual({ balanceCents: 12_550 });
  });

  it('sends a plain body as JSON', async () => {
    await apiFetch(`${base}/api/wallet`, { method: 'POST', body: { ids: ['a'] } });
    expect(received.at(-1)).toMatchObject({ contentType: 'application/json', body: '{"ids":["a"]}' });
  });

  it('turns an answer of the wrong shape into one readable sentence, naming the field for whoever debugs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await failure(apiFetch(`${base}/api/wallet/wrong-shape`, { schema: walletBalanceSchema }));
    expect(error).toMatchObject({ code: 'bad_answer', status: 200, message: BAD_ANSWER_MESSAGE });
    expect(logged.mock.calls[0]![0]).toMatch(/api\/wallet\/wrong-shape at balanceCents/);
    logged.mockRestore();
  });

  it("gives the server's own words for a refusal, and a plain sentence for an error answer without them", async () => {
    const refused = await failure(apiFetch(`${base}/api/refused`, { schema: walletBalanceSchema }));
    expect(refused).toMatchObject({ status: 403, code: 'forbidden', message: 'You have reached your daily wager limit of $50.00.' });
    expect(errorMessage(refused)).toBe(refused.message);
    const broken = await failure(apiFetch(`${base}/api/broken`, { schema: walletBalanceSchema }));
    expect(broken).toMatchObject({ status: 502, code: 'http_502', message: FALLBACK_ERROR_MESSAGE });
  });

  it('asks the page for its reality check when a stake is refused for one (DESIGN §16b), and for nothing else', async () => {
    let asked = 0;
    const stop = onRealityCheckAsked(() => (asked += 1));
    const refused = await failure(apiFetch(`${base}/api/reality-check`, { method: 'POST', schema: walletBalanceSchema }));
    expect(refused).toMatchObject({ status: 403, code: 'reality_check', message: REALITY_CHECK_MESSAGE });
    expect(isRealityCheckRefusal(refused)).toBe(true);
    expect(asked).toBe(1);
    const other = await failure(apiFetch(`${base}/api/refused`, { schema: walletBalanceSchema }));
    expect(isRealityCheckRefusal(other)).toBe(false);
    expect(asked).toBe(1);
    stop();
  });

  it('says the server cannot be reached when nothing answers', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await failure(apiFetch(`http://127.0.0.1:${port}/api/wallet`, { schema: walletBalanceSchema }));
    expect(error).toMatchObject({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE });
    expect(errorMessage(new Error('anything else'))).toBe(FALLBACK_ERROR_MESSAGE);
  });

  it("a lazy schema whose download fails is no error of the page's: a refusal or no answer is said as it is, an answer to read is a network error", async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const lost = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      const closed = http.createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      expect(await failure(apiFetch(`http://127.0.0.1:${port}/api/wallet`, { method: 'POST', schema: lost }))).toMatchObject({ code: 'network_error' });
      expect(await failure(apiFetch(`${base}/api/refused`, { schema: lost }))).toMatchObject({ status: 403, code: 'forbidden' });
      expect(await failure(apiFetch(`${base}/api/wallet`, { schema: lost }))).toMatchObject({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});
