/**
 * The built web app goes out compressed: hashed assets from the .br/.gz
 * copies the build wrote, cached for a year; index.html held in memory in
 * production and compressed for whoever accepts it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '@lootforge/core/routes';
import { testApp } from '../test/app';

describe('serving the built web app', () => {
  let app: FastifyInstance;
  let webDist: string;
  const script = `console.log(${JSON.stringify('a reel that lands '.repeat(200))});`;
  const page = `<!doctype html><div id="root"></div><script src="/assets/app-1234.js"></script>${'<!-- padding -->'.repeat(100)}`;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lootforge-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), page);
    const asset = path.join(webDist, 'assets', 'app-1234.js');
    fs.writeFileSync(asset, script);
    fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
    app = await testApp({ config: { webDist, production: true } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it.each([
    ['br, gzip', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip, deflate', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
    ['identity', undefined, (body: Buffer) => body],
  ] as const)('sends a hashed asset to a browser accepting %s as %s, cached for a year', async (accept, encoding, decode) => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': accept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(response.rawPayload).toString()).toBe(script);
  });

  it.each([
    ['br', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
    ['', undefined, (body: Buffer) => body],
  ] as const)('sends index.html for a page route compressed for "%s"', async (accept, encoding, decode) => {
    const response = await app.inject({ method: 'GET', url: '/packs', headers: { 'accept-encoding': accept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decode(response.rawPayload).toString()).toBe(page);
  });

  // A reload on any page, with each `:param` filled in, gets the app; the router declares exactly these (web routes.test.ts).
  it.each(PAGE_ROUTES.map((route) => route.replace(/:[a-zA-Z]+/, 'someone')))('answers a reload of %s with the app (200)', async (url) => {
    const response = await app.inject({ method: 'GET', url: `${url}?from=reload`, headers: { 'accept-encoding': '' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(page);
  });

  it('sends /index.html as the page, HTML with its compressed copy, not as a download', async () => {
    const response = await app.inject({ method: 'GET', url: '/index.html', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(page);
  });

  it.each(['/nowhere', '/packs/extra', '/u', '/u/a/b', '/adminusers/1/2', '/r/'])('answers the unknown path %s with the app and 404', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': '' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(page);
  });

  it('holds index.html in memory in production: a later change on disk is not served until a restart', async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><p>changed</p>');
    const response = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': '' } });
    expect(response.body).toBe(page);
    fs.writeFileSync(path.join(webDist, 'index.html'), page);
  });
});

describe('before the web app is built', () => {
  let app: FastifyInstance;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lootforge-unbuilt-'));
    app = await testApp({ config: { webDist, production: false } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('answers a page with 503 and how to build it', async () => {
    const response = await app.inject({ method: 'GET', url: '/packs' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatch(/npm run build/);
  });

  it('answers a missing file with 404, as it would once built', async () => {
    const response = await app.inject({ method: 'GET', url: '/files/items/gone.webp' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('Not found.');
  });
});
