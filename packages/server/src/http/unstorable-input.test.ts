/**
 * Text a database cannot store (a NUL, half a surrogate pair) and page cursors
 * that decode to nonsense get a readable 400 on every route, and change
 * nothing; they used to reach PostgreSQL and answer 500.
 */
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { signInAdmin } from '../test/admins';
import { appSuite } from '../test/app';
import { describeEachDatabase } from '../test/databases';
import { multipart } from '../test/forms';
import { signUp } from '../test/users';

const cursor = (text: string) => Buffer.from(text).toString('base64url');

describeEachDatabase('unstorable text and broken cursors', (openDb) => {
  const suite = appSuite({ openDb });
  let admin: string;
  let player: string;
  beforeAll(async () => {
    admin = (await signInAdmin(suite.app)).cookie;
    player = (await signUp(suite.app, suite.sms)).cookie;
  });

  const counts = () =>
    suite.app.resources.db.query(`SELECT (SELECT COUNT(*) FROM items)::int AS items, (SELECT COUNT(*) FROM sessions)::int AS sessions, (SELECT COUNT(*) FROM audit_log)::int AS audit`);

  const cases: Array<[string, () => InjectOptions]> = [
    ['a NUL in the admin login e-mail', () => ({ method: 'POST', url: '/api/admin/login', payload: { email: 'a\u0000@example.com', password: 'whatever it is' } })],
    ['a NUL in an admin item name', () => ({ method: 'POST', url: '/api/admin/items', headers: { ...multipart({ name: 'Bad\u0000Name', value: '5' }).headers, cookie: admin }, payload: multipart({ name: 'Bad\u0000Name', value: '5' }).payload })],
    ['a lone surrogate in an admin item name', () => ({ method: 'PATCH', url: '/api/admin/items/6f1c1f8e-3f5c-4d8e-9a55-0d1d6a3f9b10', headers: { cookie: admin }, payload: { name: 'Half \ud800 pair' } })],
    ['a NUL in a pack search', () => ({ method: 'GET', url: '/api/packs?q=ab%00cd' })],
    ['a NUL in an item search', () => ({ method: 'GET', url: '/api/items?q=ab%00cd' })],
    ['a NUL in the site search', () => ({ method: 'GET', url: '/api/search?q=ab%00cd' })],
    ['a battles cursor whose id is not a uuid', () => ({ method: 'GET', url: `/api/battles?cursor=${cursor(`2026-01-01T00:00:00.000Z|${'-'.repeat(36)}`)}` })],
    ['a battles cursor whose date is out of range', () => ({ method: 'GET', url: `/api/battles?cursor=${cursor('+275760-09-13T00:00:00.000Z|6f1c1f8e-3f5c-4d8e-9a55-0d1d6a3f9b10')}` })],
    ['a history cursor that is not base64 of anything', () => ({ method: 'GET', url: '/api/me/battles?cursor=%F0%9F%92%A5', headers: { cookie: player } })],
  ];

  // Numbers and dates past what their column holds (they reached the database and answered 500).
  const outOfRange: Array<[string, () => InjectOptions, RegExp]> = [
    ['an items cursor past the largest item number', () => ({ method: 'GET', url: '/api/admin/items?cursor=2147483648', headers: { cookie: admin } }), /^cursor: /],
    ['an items cursor of twenty digits', () => ({ method: 'GET', url: '/api/admin/items?cursor=99999999999999999999', headers: { cookie: admin } }), /^cursor: /],
    ['a transactions cursor past the largest safe id', () => ({ method: 'GET', url: '/api/wallet/transactions?cursor=9007199254740993', headers: { cookie: player } }), /^cursor: /],
    ['a finance day in the year 9999', () => ({ method: 'GET', url: '/api/admin/finance?from=9999-12-31&to=9999-12-31', headers: { cookie: admin } }), /^from: Dates run from/],
    ['a finance day in the year 1', () => ({ method: 'GET', url: '/api/admin/finance?from=0001-01-01&to=0001-01-02', headers: { cookie: admin } }), /^from: Dates run from/],
    ['a finance range ending past the last day', () => ({ method: 'GET', url: '/api/admin/finance?to=9999-12-31', headers: { cookie: admin } }), /^to: Dates run from/],
  ];

  it.each(outOfRange)('%s: 400 with a readable message', async (_name, request, message) => {
    const response = await suite.app.inject(request());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.message).toMatch(message);
  });

  it.each(cases)('%s: 400 with a readable message, nothing changed', async (_name, request) => {
    const before = await counts();
    const response = await suite.app.inject(request());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.message).toMatch(/not allowed|not valid/);
    expect(await counts()).toEqual(before);
  });
});
