/**
 * Sessions (DESIGN §6): a random token in an HttpOnly, SameSite=Lax cookie
 * (Secure in production); the database keeps only its SHA-256. Players and
 * admins have separate cookies and separate sessions.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Sql } from '../db/client';
import { AppError } from '../errors';

export const USER_COOKIE = 'lf_session';
export const ADMIN_COOKIE = 'lf_admin';
const USER_SESSION_DAYS = 30;
const ADMIN_SESSION_HOURS = 12;

export type SessionKind = 'user' | 'admin';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function cookieName(kind: SessionKind) {
  return kind === 'user' ? USER_COOKIE : ADMIN_COOKIE;
}

function lifetimeSeconds(kind: SessionKind) {
  return kind === 'user' ? USER_SESSION_DAYS * 24 * 3600 : ADMIN_SESSION_HOURS * 3600;
}

export async function startSession(
  tx: Sql,
  reply: FastifyReply,
  input: { kind: SessionKind; ownerId: string; ip: string; userAgent: string | undefined },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await tx.query(
    `INSERT INTO sessions (token_hash, kind, user_id, admin_id, expires_at, ip, user_agent)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5), $6, $7)`,
    [
      hashToken(token),
      input.kind,
      input.kind === 'user' ? input.ownerId : null,
      input.kind === 'admin' ? input.ownerId : null,
      lifetimeSeconds(input.kind),
      input.ip,
      input.userAgent?.slice(0, 300) ?? null,
    ],
  );
  reply.setCookie(cookieName(input.kind), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.config.production,
    path: '/',
    maxAge: lifetimeSeconds(input.kind),
  });
}

export async function endSession(sql: Sql, request: FastifyRequest, reply: FastifyReply, kind: SessionKind): Promise<void> {
  const token = request.cookies[cookieName(kind)];
  if (token) await sql.query(`DELETE FROM sessions WHERE token_hash = $1`, [hashToken(token)]);
  reply.clearCookie(cookieName(kind), { path: '/' });
}

const resolved = new WeakMap<FastifyRequest, Partial<Record<SessionKind, Promise<string | null>>>>();

/** The signed-in user's (or admin's) id for this request, looked up once per request. */
export function sessionOwner(request: FastifyRequest, kind: SessionKind): Promise<string | null> {
  let cache = resolved.get(request);
  if (!cache) resolved.set(request, (cache = {}));
  cache[kind] ??= (async () => {
    const token = request.cookies[cookieName(kind)];
    if (!token || token.length > 200) return null;
    const [row] = await request.server.resources.db.prepared<{ owner: string }>(
      `session_owner_${kind}`,
      `SELECT ${kind === 'user' ? 'user_id' : 'admin_id'} AS owner FROM sessions WHERE token_hash = $1 AND kind = $2 AND expires_at > now()`,
      [hashToken(token), kind],
    );
    return row?.owner ?? null;
  })();
  return cache[kind]!;
}

export async function requireUser(request: FastifyRequest): Promise<string> {
  const userId = await sessionOwner(request, 'user');
  if (!userId) throw new AppError('unauthenticated', 'Please sign in first.');
  return userId;
}

export async function requireAdmin(request: FastifyRequest): Promise<string> {
  const adminId = await sessionOwner(request, 'admin');
  if (adminId) return adminId;
  if (await sessionOwner(request, 'user')) throw new AppError('forbidden', 'This area is for admins only.');
  throw new AppError('unauthenticated', 'Admin sign-in required.');
}
