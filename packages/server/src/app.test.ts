import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from './test/app';
import { socketOrigin } from './app';
import { ConfigError, loadConfig } from './config';

describe('the app shell', () => {
  let app: FastifyInstance;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lootforge-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    app = await testApp({ config: { webDist } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('reports health with the database in use', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, db: 'pglite', parts: { database: 'up', bus: 'up' } });
  });

  it.each(['/', '/battlepage1', '/allbattlesecondsec/some-battle', '/productdetails?id=x', '/adminlogin', '/fairness', '/search?q=gold'])(
    'answers the page route %s with the web app',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('answers an unknown page with the app and a 404 status', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('answers an unknown API route with a JSON 404, never the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'No such route: GET /api/nope' } });
  });

  it('sends security headers and a content security policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Sockets to this site only, not to any ws:/wss: host.
    const connect = String(response.headers['content-security-policy']).split(';').find((d) => d.trim().startsWith('connect-src'))!.trim();
    expect(connect).toBe(`connect-src 'self' ${socketOrigin(app.config.publicUrl)}`);
    expect(socketOrigin('https://lootforge.example')).toBe('wss://lootforge.example');
    expect(socketOrigin('http://127.0.0.1:3000')).toBe('ws://127.0.0.1:3000');
  });

  it('sends the same security headers on every answer: a page, an API answer, a 404 and a refusal by a hook', async () => {
    const names = ['content-security-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy', 'origin-agent-cluster', 'referrer-policy', 'x-content-type-options', 'x-dns-prefetch-control', 'x-download-options', 'x-frame-options', 'x-permitted-cross-domain-policies', 'x-xss-protection'];
    const pick = (headers: Record<string, unknown>) => Object.fromEntries(names.map((name) => [name, headers[name]]));
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/' }),
      app.inject({ method: 'GET', url: '/api/health' }),
      app.inject({ method: 'GET', url: '/api/nope' }),
      app.inject({ method: 'POST', url: '/api/health', headers: { origin: 'https://evil.example' } }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 404, 403]);
    const expected = pick(answers[0]!.headers);
    expect(Object.values(expected).every((value) => typeof value === 'string' && value !== '')).toBe(true);
    expect(expected['x-frame-options']).toBe('SAMEORIGIN');
    for (const answer of answers) expect(pick(answer.headers)).toEqual(expected);
  });

  it('refuses a state-changing API call from another site', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('This request came from another site and was refused.');
  });

  it('answers a malformed JSON body with a readable 400', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/nope', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'bad_request', message: 'The request body is not valid JSON.' } });
  });

  it('answers a body over the limit with a 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ big: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });
});

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', houseEdge: 0.08, databaseUrl: undefined, redisUrl: undefined });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('seeds the demo into an empty database by default, but not in production unless asked', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    const sandbox = { SANDBOX_IN_PRODUCTION: 'true', SANDBOX_WEBHOOK_SECRET: 'a-production-secret-123' };
    expect(loadConfig({ NODE_ENV: 'production', ...sandbox }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', ...sandbox }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('runs the sandbox provider in production only when told to, with a secret of its own', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SANDBOX_IN_PRODUCTION=true/);
    expect(() => loadConfig({ NODE_ENV: 'production', SANDBOX_IN_PRODUCTION: 'true' })).toThrow(/its own SANDBOX_WEBHOOK_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX_IN_PRODUCTION: 'true', SANDBOX_WEBHOOK_SECRET: 'a-production-secret-123' }).cashier.sandbox.webhookSecret).toBe('a-production-secret-123');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ HOUSE_EDGE: '2' }, 'HOUSE_EDGE must be between 0 and 0.5'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a URL'],
  ])('names the variable when %j is wrong', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(expected);
  });
});

describe('the design document', () => {
  // Every route any feature registers, as `METHOD /path`, read from the sources (routes are only registered there).
  const sources = (fs.readdirSync(path.join(import.meta.dirname), { recursive: true }) as string[]).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const routes = sources.flatMap((file) =>
    [...fs.readFileSync(path.join(import.meta.dirname, file), 'utf8').matchAll(/\bapp\.(get|post|put|patch|delete)\(\s*'(\/api\/[^']*)'/g)].map((m) => `${m[1]!.toUpperCase()} ${m[2]}`),
  );
  const design = fs.readFileSync(new URL('../../../docs/design.md', import.meta.url), 'utf8');

  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThan(60);
  });

  it.each(routes.filter((route) => route !== 'GET /api/ws'))('lists %s in its API table (docs/design.md §10)', (route) => {
    const [method, url] = route.split(' ') as [string, string];
    const row = design.split('\n').find((line) => line.startsWith('| ') && line.split(' | ')[0]!.includes(`${method} ${url}`) && new RegExp(`\`${method} ${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\`?\\s]`).test(line));
    expect(row, `${route} has no row in docs/design.md §10`).toBeDefined();
  });
});

