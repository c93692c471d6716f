/**
 * Bad input on every route of the accounts area gets a 4xx with a message a
 * person can read, and changes nothing.
 */
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../test/admins';
import { appSuite } from '../test/app';
import { multipart, pngBytes } from '../test/forms';
import { signInByPhone, signUp } from '../test/users';

const huge = 'x'.repeat(200_000);

describe('bad input on the accounts routes', () => {
  const suite = appSuite({ email: true });
  let player: string;
  let newcomer: string;
  let admin: string;
  beforeAll(async () => {
    player = (await signUp(suite.app, suite.sms, 'Steady')).cookie;
    newcomer = (await signInByPhone(suite.app, suite.sms)).cookie;
    admin = (await signInAdmin(suite.app)).cookie;
  });

  const snapshot = async () =>
    suite.app.resources.db.query(
      `SELECT (SELECT COUNT(*) FROM users)::int AS users, (SELECT COUNT(*) FROM transfers)::int AS transfers,
              (SELECT COUNT(*) FROM items)::int AS items, (SELECT COUNT(*) FROM sessions)::int AS sessions,
              (SELECT COUNT(*) FROM audit_log)::int AS audit,
              (SELECT string_agg(coalesce(user_name, '') || coalesce(email, '') || coalesce(phone, '') || coalesce(avatar_key, ''), ',' ORDER BY id) FROM users) AS profiles`,
    );

  type Case = [string, () => InjectOptions | Promise<InjectOptions>];
  const json = (method: 'POST' | 'PATCH' | 'GET', url: string, payload: unknown, cookie?: () => string): Case[1] => () => ({
    method,
    url,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie: cookie() } : {}) },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  const form = (method: 'POST' | 'PATCH', url: string, build: () => Promise<ReturnType<typeof multipart>> | ReturnType<typeof multipart>, cookie: () => string): Case[1] => async () => {
    const body = await build();
    return { method, url, headers: { ...body.headers, cookie: cookie() }, payload: body.payload };
  };
  const asPlayer = () => player;
  const asNewcomer = () => newcomer;
  const asAdmin = () => admin;
  const notAnImage = { name: 'avatar', filename: 'a.png', type: 'image/png', body: Buffer.from('%PDF-1.4 not an image') };
  const twentyMegabytes = { name: 'avatar', filename: 'big.jpg', type: 'image/jpeg', body: Buffer.alloc(20 * 1024 * 1024, 7) };

  const cases: Case[] = [
    ['phone send: body is not JSON', json('POST', '/api/auth/phone/send', '{oops')],
    ['phone send: body is an array', json('POST', '/api/auth/phone/send', [1, 2])],
    ['phone send: phone is a number', json('POST', '/api/auth/phone/send', { phone: 919812345678, ageConfirmed: true })],
    ['phone send: huge phone', json('POST', '/api/auth/phone/send', { phone: huge, ageConfirmed: true })],
    ['phone send: age given as a string', json('POST', '/api/auth/phone/send', { phone: '+919812345678', ageConfirmed: 'yes' })],
    ['phone verify: missing code', json('POST', '/api/auth/phone/verify', { phone: '+919812345678' })],
    ['phone verify: letters as code', json('POST', '/api/auth/phone/verify', { phone: '+919812345678', code: 'abcdef' })],
    ['phone verify: code as an object', json('POST', '/api/auth/phone/verify', { phone: '+919812345678', code: { $gt: '' } })],
    ['phone verify: huge code', json('POST', '/api/auth/phone/verify', { phone: '+919812345678', code: huge })],
    ['signup: no username', json('POST', '/api/profile', {}, asNewcomer)],
    ['signup: username too short', json('POST', '/api/profile', { userName: 'ab' }, asNewcomer)],
    ['signup: username with symbols', json('POST', '/api/profile', { userName: '<script>' }, asNewcomer)],
    ['signup: huge username', json('POST', '/api/profile', { userName: huge }, asNewcomer)],
    ['signup: username as a number', json('POST', '/api/profile', { userName: 12345 }, asNewcomer)],
    ['signup: bad e-mail', json('POST', '/api/profile', { userName: 'Valid Name', email: 'not-an-email' }, asNewcomer)],
    ['signup: bad phone', json('POST', '/api/profile', { userName: 'Valid Name', phone: '12' }, asNewcomer)],
    ['signup: a non-image avatar', form('POST', '/api/profile', () => multipart({ userName: 'Valid Name' }, notAnImage), asNewcomer)],
    ['signup: a 20 MB avatar', form('POST', '/api/profile', () => multipart({ userName: 'Valid Name' }, twentyMegabytes), asNewcomer)],
    ['signup: a huge form field', form('POST', '/api/profile', () => multipart({ userName: 'x'.repeat(5_000) }), asNewcomer)],
    [
      'signup: an image under the wrong field name',
      form('POST', '/api/profile', async () => multipart({ userName: 'Valid Name' }, { name: 'other', filename: 'a.png', type: 'image/png', body: await pngBytes(10, 10) }), asNewcomer),
    ],
    ['edit: unknown field', json('PATCH', '/api/profile', { balanceCents: 99_999_999 }, asPlayer)],
    ['edit: username too long', json('PATCH', '/api/profile', { userName: 'a'.repeat(21) }, asPlayer)],
    ['edit: e-mail as an array', json('PATCH', '/api/profile', { email: ['a@b.c'] }, asPlayer)],
    ['edit: a non-image avatar', form('PATCH', '/api/profile', () => multipart({}, notAnImage), asPlayer)],
    ['edit: a 20 MB avatar', form('PATCH', '/api/profile', () => multipart({}, twentyMegabytes), asPlayer)],
    ['e-mail send without an e-mail on the profile', json('POST', '/api/profile/email/send', {}, asPlayer)],
    ['e-mail verify: five digits', json('POST', '/api/profile/email/verify', { code: '12345' }, asPlayer)],
    ['e-mail verify: no body', json('POST', '/api/profile/email/verify', {}, asPlayer)],
    ['transactions: cursor is text', json('GET', '/api/wallet/transactions?cursor=abc', undefined, asPlayer)],
    ['transactions: limit too big', json('GET', '/api/wallet/transactions?limit=100000', undefined, asPlayer)],
    ['transactions: negative cursor', json('GET', '/api/wallet/transactions?cursor=-4', undefined, asPlayer)],
    ['admin login: no body', json('POST', '/api/admin/login', {})],
    ['admin login: password as a number', json('POST', '/api/admin/login', { email: 'a@b.c', password: 12345 })],
    ['admin login: huge e-mail', json('POST', '/api/admin/login', { email: huge, password: 'x' })],
    ['admin item: value as words', form('POST', '/api/admin/items', () => multipart({ name: 'Thing', value: 'ten dollars' }), asAdmin)],
    ['admin item: missing name', form('POST', '/api/admin/items', () => multipart({ value: '10' }), asAdmin)],
    ['admin item edit: unknown field', json('PATCH', '/api/admin/items/6f1c1f8e-3f5c-4d8e-9a55-0d1d6a3f9b10', { number: 5 }, asAdmin)],
    ['admin audit: limit is text', json('GET', '/api/admin/audit?limit=lots', undefined, asAdmin)],
  ];

  it.each(cases)('%s → 4xx, a readable message, nothing changed', async (_name, build) => {
    const before = await snapshot();
    const response = await suite.app.inject(await build());
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const body = response.json() as { error: { code: string; message: string } };
    expect(body.error.message.length).toBeGreaterThan(5);
    expect(body.error.message.length).toBeLessThan(200);
    expect(body.error.message).not.toMatch(/undefined|null|\[object|Error:|at \w+ \(/);
    expect(await snapshot()).toEqual(before);
  });
});
