import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipart, pngBytes } from '../test/forms';
import { signInAdmin } from '../test/admins';
import { appSuite } from '../test/app';
import { signUp } from '../test/users';

describe('admin area', () => {
  const suite = appSuite();

  const adminRoutes = [
    ['GET', '/api/admin/me'],
    ['GET', '/api/admin/items'],
    ['POST', '/api/admin/items'],
    ['PATCH', '/api/admin/items/6f1c1f8e-3f5c-4d8e-9a55-0d1d6a3f9b10'],
    ['GET', '/api/admin/audit'],
  ] as const;

  it.each(adminRoutes)('refuses %s %s to anonymous callers (401) and to players (403)', async (method, url) => {
    const anonymous = await suite.app.inject({ method, url, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('Admin sign-in required.');
    const player = await signUp(suite.app, suite.sms);
    const asPlayer = await suite.app.inject({ method, url, headers: { cookie: player.cookie }, payload: {} });
    expect(asPlayer.statusCode).toBe(403);
    expect(asPlayer.json().error.message).toBe('This area is for admins only.');
    // A player's session token is no admin token, even in the admin cookie.
    const swapped = await suite.app.inject({ method, url, headers: { cookie: player.cookie.replace('lf_session', 'lf_admin') }, payload: {} });
    expect(swapped.statusCode).toBe(401);
  });

  it('refuses a wrong password or an unknown e-mail with the product message (DESIGN §6)', async () => {
    const admin = await signInAdmin(suite.app);
    for (const payload of [
      { email: admin.email, password: 'wrong password' },
      { email: 'nobody@lootforge.test', password: admin.password },
    ]) {
      const response = await suite.app.inject({ method: 'POST', url: '/api/admin/login', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('Invalid email — access denied');
      expect(response.cookies.find((c) => c.name === 'lf_admin')).toBeUndefined();
    }
  });

  it('wrong passwords from many addresses do not lock out the admin who knows the password', async () => {
    const admin = await signInAdmin(suite.app);
    for (let i = 0; i < 30; i++) {
      const response = await suite.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: admin.email, password: `nope ${i}` }, remoteAddress: `198.51.100.${i}` });
      expect(response.statusCode).toBe(401);
    }
    const own = await suite.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: admin.email, password: admin.password }, remoteAddress: '203.0.113.7' });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('pauses one address after 5 wrong passwords for one admin, whatever the spelling of the e-mail', async () => {
    const admin = await signInAdmin(suite.app);
    const remoteAddress = '198.51.100.200';
    // PostgreSQL's lower() and JavaScript's toLowerCase() differ on the dotted capital I: the limit is keyed by the admin found, not the text typed.
    const spellings = [admin.email, admin.email.toUpperCase(), admin.email.replace(/^a/, 'A'), admin.email.replace(/i/g, 'I'), admin.email.replace(/^(.)/, (c: string) => c.toUpperCase())];
    for (const [i, email] of spellings.entries()) {
      const response = await suite.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: `nope ${i}` }, remoteAddress });
      expect(response.statusCode).toBe(401);
    }
    const paused = await suite.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: admin.email, password: admin.password }, remoteAddress });
    expect(paused.statusCode).toBe(429);
    expect(paused.json().error.message).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
    // Where the database's lower() takes 'İ' for 'i', that spelling names the same admin and is paused too.
    const dotted = admin.email.replace(/i/g, 'İ');
    const [{ same }] = (await suite.app.resources.db.query<{ same: boolean }>(`SELECT lower($1) = lower($2) AS same`, [dotted, admin.email])) as [{ same: boolean }];
    const viaDotted = await suite.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: dotted, password: admin.password }, remoteAddress });
    expect(viaDotted.statusCode).toBe(same ? 429 : 401);
    // Another address is not affected.
    const elsewhere = await suite.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: admin.email, password: admin.password }, remoteAddress: '198.51.100.201' });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits one address to 20 attempts in 15 minutes, whoever they name', async () => {
    const remoteAddress = '198.51.100.250';
    const admins = [await signInAdmin(suite.app), await signInAdmin(suite.app), await signInAdmin(suite.app), await signInAdmin(suite.app)];
    for (let i = 0; i < 20; i++) {
      const response = await suite.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: admins[i % 4]!.email, password: `nope ${i}` }, remoteAddress });
      expect(response.statusCode).toBe(401);
    }
    const fifth = await signInAdmin(suite.app);
    const limited = await suite.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: fifth.email, password: fifth.password }, remoteAddress });
    expect(limited.statusCode).toBe(429);
  });

  it('adds an item with an image, edits it, and writes both to the audit log', async () => {
    const admin = await signInAdmin(suite.app);
    const form = multipart({ name: 'Test Chrono', value: '1234.50' }, { name: 'image', filename: 'watch.png', type: 'image/png', body: await pngBytes(900, 600) });
    const created = await suite.app.inject({ method: 'POST', url: '/api/admin/items', headers: { ...form.headers, cookie: admin.cookie }, payload: form.payload });
    expect(created.statusCode, created.body).toBe(200);
    const { item, messages } = created.json();
    expect(messages).toEqual(['Image uploaded and saved', 'Created new item.']);
    expect(item).toMatchObject({ name: 'Test Chrono', valueCents: 123_450, number: 1 });
    const thumb = await suite.app.inject({ method: 'GET', url: item.thumbUrl });
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 200, 133]);

    const edit = await suite.app.inject({ method: 'PATCH', url: `/api/admin/items/${item.id}`, headers: { cookie: admin.cookie }, payload: { value: '99' } });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ item: { name: 'Test Chrono', valueCents: 9_900 }, messages: ['Updated this item.'] });

    const list = (await suite.app.inject({ method: 'GET', url: '/api/admin/items', headers: { cookie: admin.cookie } })).json();
    expect(list.items.find((i: { id: string }) => i.id === item.id)).toMatchObject({ valueCents: 9_900 });

    const audit = (await suite.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie: admin.cookie } })).json();
    expect(audit.entries.slice(0, 2)).toMatchObject([
      { adminEmail: admin.email, action: 'item.update', targetId: item.id, details: { valueCents: { from: 123_450, to: 9_900 } } },
      { adminEmail: admin.email, action: 'item.create', targetId: item.id, details: { name: 'Test Chrono', valueCents: 123_450 } },
    ]);

    // A new picture replaces the old files: once the edit has committed they are deleted, and their address answers 404.
    const reform = multipart({ name: 'Test Chrono' }, { name: 'image', filename: 'watch-2.png', type: 'image/png', body: await pngBytes(400, 400) });
    const replaced = await suite.app.inject({ method: 'PATCH', url: `/api/admin/items/${item.id}`, headers: { ...reform.headers, cookie: admin.cookie }, payload: reform.payload });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const { thumbUrl, imageUrl } = replaced.json().item as { thumbUrl: string; imageUrl: string };
    expect(thumbUrl).not.toBe(item.thumbUrl);
    expect((await suite.app.inject({ method: 'GET', url: thumbUrl })).statusCode).toBe(200);
    expect((await suite.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(200);
    await expect.poll(async () => (await suite.app.inject({ method: 'GET', url: item.thumbUrl })).statusCode).toBe(404);
    await expect.poll(async () => (await suite.app.inject({ method: 'GET', url: item.imageUrl })).statusCode).toBe(404);
  });

  it.each([
    ['no image', multipart({ name: 'No Picture', value: '1' }), 400, 'Please choose an image for the item.'],
    ['a text file as the image', multipart({ name: 'Fake', value: '1' }, { name: 'image', filename: 'x.png', type: 'image/png', body: Buffer.from('not an image at all') }), 415, 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).'],
    ['a 20 MB upload', multipart({ name: 'Huge', value: '1' }, { name: 'image', filename: 'big.png', type: 'image/png', body: Buffer.alloc(20 * 1024 * 1024, 1) }), 413, 'The image is too large: the limit is 5 MB.'],
    ['a value that is not dollars', multipart({ name: 'Bad Value', value: '12.345' }), 400, 'value: Please enter the value in dollars, like 12.50 (at most $1,000,000).'],
    ['a negative value', multipart({ name: 'Bad Value', value: '-5' }), 400, 'value: Please enter the value in dollars, like 12.50 (at most $1,000,000).'],
    ['an empty name', multipart({ name: '  ', value: '5' }), 400, 'name: Please enter the item name.'],
    ['a huge name', multipart({ name: 'x'.repeat(1_500), value: '5' }), 400, 'name: The item name can be at most 60 characters.'],
  ])('refuses an item with %s and changes nothing', async (_name, form, status, message) => {
    const admin = await signInAdmin(suite.app);
    const before = await suite.app.resources.db.query(`SELECT COUNT(*)::int AS n FROM items`);
    const response = await suite.app.inject({ method: 'POST', url: '/api/admin/items', headers: { ...form.headers, cookie: admin.cookie }, payload: form.payload });
    expect(response.statusCode).toBe(status);
    expect(response.json().error.message).toBe(message);
    expect(await suite.app.resources.db.query(`SELECT COUNT(*)::int AS n FROM items`)).toEqual(before);
  });

  it('answers an edit of an unknown item with a 404', async () => {
    const admin = await signInAdmin(suite.app);
    const response = await suite.app.inject({ method: 'PATCH', url: '/api/admin/items/6f1c1f8e-3f5c-4d8e-9a55-0d1d6a3f9b10', headers: { cookie: admin.cookie }, payload: { name: 'Ghost' } });
    expect(response.statusCode).toBe(404);
    const bad = await suite.app.inject({ method: 'PATCH', url: '/api/admin/items/not-a-uuid', headers: { cookie: admin.cookie }, payload: { name: 'Ghost' } });
    expect(bad.statusCode).toBe(400);
  });

  it('ends the admin session on logout', async () => {
    const admin = await signInAdmin(suite.app);
    await suite.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie: admin.cookie } });
    expect((await suite.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: admin.cookie } })).statusCode).toBe(401);
  });
});
