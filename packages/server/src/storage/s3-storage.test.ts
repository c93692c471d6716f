/**
 * Files in an S3-compatible bucket (decision 025), against a real S3 API
 * server started here (s3rver, from npm): two instances of the app on one
 * database and one bucket serve the same uploaded file, a replaced file is
 * gone from both, and the configuration says plainly what it cannot read.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxSender } from '../auth/senders';
import { ConfigError, loadConfig } from '../config';
import type { Database } from '../db/client';
import { testApp } from '../test/app';
import { freshPglite } from '../test/databases';
import { multipart, pngBytes } from '../test/forms';
import { signUp } from '../test/users';
import { createS3Storage, parseStorageUrl } from './s3-storage';

const BUCKET = 'lootforge-files';

describe('files in an S3-compatible bucket', () => {
  let server: S3rver;
  let directory: string;
  let endpoint: string;
  let db: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const sms = outboxSender();
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };

  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'lootforge-s3-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = (await server.run()) as { port: number };
    endpoint = `http://127.0.0.1:${port}`;
    // The SDK's usual credentials (s3rver's own pair), as a deployment would set them.
    process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
    process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
    const storage = loadConfig({ STORAGE_URL: `s3://${BUCKET}/site?endpoint=${endpoint}` }).storage;
    db = await freshPglite();
    // Two instances behind one load balancer: one database, one bucket, nothing else shared.
    a = await testApp({ db, senders: { sms }, config: { storage } });
    b = await testApp({ db, senders: { sms }, config: { storage } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.close();
    await server?.close();
    fs.rmSync(directory, { recursive: true, force: true });
    process.env.AWS_ACCESS_KEY_ID = saved.id;
    process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
    if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
    if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
  });

  const upload = async (app: FastifyInstance, cookie: string, colour: string) => {
    const form = await multipart({}, { name: 'avatar', filename: 'me.png', type: 'image/png', body: await pngBytes(64, 64, colour) });
    const changed = await app.inject({ method: 'PATCH', url: '/api/profile', headers: { ...form.headers, cookie }, payload: form.payload });
    expect(changed.statusCode, changed.body).toBe(200);
    return changed.json().user.avatarUrl as string;
  };

  it('serves a file uploaded through one instance from the other, and forgets a replaced one on both', async () => {
    const player = await signUp(a, sms);
    const first = await upload(a, player.cookie, '#f7a928');
    expect(first).toMatch(/^\/files\/users\/[0-9a-f-]+\/.+\.webp$/);
    // The file is in the bucket, under the prefix, not on either instance's disk.
    expect(a.resources.storage.localRoot).toBeUndefined();
    expect(fs.readdirSync(directory, { recursive: true }).some((name) => String(name).includes('site'))).toBe(true);

    const fromA = await a.inject({ method: 'GET', url: first });
    const fromB = await b.inject({ method: 'GET', url: first });
    for (const answer of [fromA, fromB]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(answer.headers['cache-control']).toContain('immutable');
    }
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    expect(fromB.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    // Replaced through B: the old file is removed from the bucket, so neither instance serves it.
    const second = await upload(b, player.cookie, '#3b82f6');
    expect(second).not.toBe(first);
    expect((await a.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    await expect.poll(async () => (await a.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await b.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('answers 404 for a file that is not there or a key it would never store', async () => {
    for (const url of ['/files/users/nobody/none.webp', '/files/..%2F..%2Fetc%2Fpasswd', '/files/a/../../b.jpg']) {
      const answer = await b.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
    }
  });

  it('gives pages the bucket\'s own address when STORAGE_PUBLIC_URL names one', () => {
    const location = parseStorageUrl(`s3://${BUCKET}/site?endpoint=${endpoint}`, 'https://cdn.example.com/');
    expect(createS3Storage(location).url('items/1/thumb.jpg')).toBe('https://cdn.example.com/site/items/1/thumb.jpg');
    expect(parseStorageUrl('s3://bucket')).toMatchObject({ bucket: 'bucket', prefix: '', endpoint: undefined, region: 'us-east-1', forcePathStyle: false });
  });

  it.each([
    [{ STORAGE_URL: 'https://bucket.example.com' }, 'STORAGE_URL must look like s3://bucket/optional-prefix?endpoint=https://…'],
    [{ STORAGE_URL: 's3://bucket?endpoint=ftp://x' }, 'STORAGE_URL endpoint must be an http(s) address'],
    [{ STORAGE_PUBLIC_URL: 'https://cdn.example.com' }, 'STORAGE_PUBLIC_URL needs STORAGE_URL'],
  ])('refuses a storage setting it cannot use, and says why: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
