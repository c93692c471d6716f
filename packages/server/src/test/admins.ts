import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { hashPassword } from '../console/passwords';
import { sessionCookie } from './users';

let counter = 0;
/** Creates an admin (as `npm run admin:create` does) and signs in through the API. */
export async function signInAdmin(app: FastifyInstance) {
  const email = `admin${++counter}@lootforge.test`;
  const password = 'correct horse battery staple';
  await app.resources.db.query(`INSERT INTO admins (email, password_hash) VALUES ($1, $2)`, [email, await hashPassword(password)]);
  const response = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  return { email, password, cookie: sessionCookie(response, 'lf_admin') };
}
