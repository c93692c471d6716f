/** Signing people in through the real API, for tests. */
import { randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Outbox } from '../auth/senders';

/** A valid Indian mobile number nobody else in the test uses. */
export function randomPhone(): string {
  return `+919${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

export function sessionCookie(response: LightMyRequestResponse, name = 'lf_session'): string {
  const cookie = response.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} cookie in the response`);
  return `${name}=${cookie.value}`;
}

/** A made-up client address (the benchmarking range), so per-network limits do not pile up across tests. */
export function randomAddress(): string {
  return `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export async function signInByPhone(app: FastifyInstance, outbox: Outbox, phone = randomPhone()) {
  // A code is checked against the ones asked for from the same client address.
  const remoteAddress = randomAddress();
  const sent = await app.inject({ method: 'POST', url: '/api/auth/phone/send', payload: { phone, ageConfirmed: true }, remoteAddress });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = outbox.lastCodeFor(phone)!;
  const verified = await app.inject({ method: 'POST', url: '/api/auth/phone/verify', payload: { phone, code }, remoteAddress });
  expect(verified.statusCode, verified.body).toBe(200);
  const body = verified.json() as { user: { id: string }; isNewUser: boolean };
  return { phone, cookie: sessionCookie(verified), userId: body.user.id, isNewUser: body.isNewUser };
}

let counter = 0;
export async function signUp(app: FastifyInstance, outbox: Outbox, userName = `player${process.pid % 1000}_${++counter}`) {
  const session = await signInByPhone(app, outbox);
  const response = await app.inject({
    method: 'POST',
    url: '/api/profile',
    headers: { cookie: session.cookie },
    payload: { userName },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { ...session, userName };
}
