/**
 * API answers over 1 kB go compressed to a client that accepts it (brotli first, then gzip) and
 * read back as the same JSON; small answers and clients that accept nothing go plain (decision 018).
 */
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { testApp } from '../test/app';
import { createTestPack, standardPackItems } from '../test/catalogue';
import { describeEachDatabase } from '../test/databases';

describeEachDatabase('API compression', (open) => {
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await open();
    app = await testApp({ db, config: { logLevel: 'error' } });
    for (let i = 0; i < 12; i++) await createTestPack(db, { name: `Compressible Crate ${i}`, items: standardPackItems });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const list = (acceptEncoding?: string) => app.inject({ method: 'GET', url: '/api/packs?limit=50', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it.each([
    ['br, gzip, deflate', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ] as const)('sends a large answer compressed for "%s" (%s), the same JSON once decoded', async (accept, encoding, decode) => {
    const plain = await list();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const compressed = await list(accept);
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(decode(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends a small answer as it is', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json().ok).toBe(true);
  });
});
