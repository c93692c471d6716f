/**
 * Avatars (decision 019): nothing is stored for a change that is refused, a
 * replaced picture's files are deleted once the change committed, an image of
 * too many pixels is refused from its header before it is decoded, and one
 * player's uploads per hour are limited.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxSender } from '../auth/senders';
import { TOO_MANY_PIXELS } from '../http/multipart';
import { testApp } from '../test/app';
import { freshPglite } from '../test/databases';
import { multipart, pngBytes } from '../test/forms';
import { signInByPhone, signUp } from '../test/users';
import { AVATARS_PER_HOUR } from './service';

describe('avatar uploads', () => {
  let app: FastifyInstance;
  const sms = outboxSender();
  beforeAll(async () => {
    app = await testApp({ db: await freshPglite(), senders: { sms } });
  });
  afterAll(async () => {
    await app.close();
    await app.resources.db.close();
  });

  const filesOf = (userId: string) => {
    const dir = path.join(app.resources.storage.localRoot!, 'users', userId);
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };
  const avatarForm = async (fields: Record<string, string>, body?: Buffer) =>
    multipart(fields, { name: 'avatar', filename: 'me.png', type: 'image/png', body: body ?? (await pngBytes(64, 64)) });

  it('stores nothing when signup is refused (a taken name, a finished profile)', async () => {
    await signUp(app, sms, 'Taken_Avatar');
    const me = await signInByPhone(app, sms);
    const taken = await avatarForm({ userName: 'taken_avatar' });
    const refused = await app.inject({ method: 'POST', url: '/api/profile', headers: { ...taken.headers, cookie: me.cookie }, payload: taken.payload });
    expect(refused.statusCode).toBe(409);
    expect(filesOf(me.userId)).toEqual([]);

    const done = await signUp(app, sms);
    const again = await avatarForm({ userName: 'Second_Try' });
    const twice = await app.inject({ method: 'POST', url: '/api/profile', headers: { ...again.headers, cookie: done.cookie }, payload: again.payload });
    expect(twice.statusCode).toBe(409);
    expect(filesOf(done.userId)).toEqual([]);
  });

  it('keeps only the current picture: a replaced one is deleted', async () => {
    const me = await signUp(app, sms);
    const urls: string[] = [];
    for (let i = 0; i < 3; i++) {
      const form = await avatarForm({});
      const changed = await app.inject({ method: 'PATCH', url: '/api/profile', headers: { ...form.headers, cookie: me.cookie }, payload: form.payload });
      expect(changed.statusCode, changed.body).toBe(200);
      urls.push(changed.json().user.avatarUrl);
    }
    const current = urls.at(-1)!;
    await expect.poll(() => filesOf(me.userId)).toHaveLength(2);
    expect(filesOf(me.userId)).toContain(path.basename(current));
    expect(fs.existsSync(path.join(app.resources.storage.localRoot!, urls[0]!.replace(/^\/files\//, '')))).toBe(false);
  });

  it('refuses an image of more than 16 megapixels from its header, with a clear message', async () => {
    const me = await signUp(app, sms);
    const huge = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#000000' } }).png({ compressionLevel: 1 }).toBuffer();
    const form = await avatarForm({}, huge);
    const refused = await app.inject({ method: 'PATCH', url: '/api/profile', headers: { ...form.headers, cookie: me.cookie }, payload: form.payload });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.message).toBe(TOO_MANY_PIXELS);
    expect(filesOf(me.userId)).toEqual([]);
  });

  it(`limits one player to ${AVATARS_PER_HOUR} pictures an hour`, async () => {
    const me = await signUp(app, sms);
    for (let i = 0; i < AVATARS_PER_HOUR; i++) {
      const form = await avatarForm({});
      expect((await app.inject({ method: 'PATCH', url: '/api/profile', headers: { ...form.headers, cookie: me.cookie }, payload: form.payload })).statusCode).toBe(200);
    }
    const form = await avatarForm({});
    const limited = await app.inject({ method: 'PATCH', url: '/api/profile', headers: { ...form.headers, cookie: me.cookie }, payload: form.payload });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe('You have changed your picture too often. Please try again in an hour.');
    // A change without a picture still works.
    expect((await app.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie: me.cookie }, payload: { phone: '' } })).statusCode).toBe(200);
  });
});
