/**
 * Sessions (DESIGN §6): a random token in an HttpOnly, SameSite=Lax cookie
 * (Secure in production); the database keeps only its SHA-256. Players and
 * admins have separate cookies and separate sessions.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Sql } from '../db/client';
import { publishInBackground, type Bus } from '../realtime/bus';
import { AppError } from '../errors';
import { startPlaySession } from '../limits/repository';
import { deleteSession, findSessionOwner, insertSession } from './repository';

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

/** A session just recorded: its token goes to the browser in a cookie (`setSessionCookie`), once the transaction has committed. */
export type NewSession = { kind: SessionKind; token: string };

/** Records a new session for a user or an admin; the database keeps only the token's hash. */
export async function createSession(tx: Sql, input: { kind: SessionKind; ownerId: string; ip: string; userAgent: string | undefined; at?: Date }): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  await insertSession(tx, {
    tokenHash: hashToken(token),
    kind: input.kind,
    userId: input.kind === 'user' ? input.ownerId : null,
    adminId: input.kind === 'admin' ? input.ownerId : null,
    lifetimeSeconds: lifetimeSeconds(input.kind),
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  // A player's sign-in starts a play session: the reality check counts from here (DESIGN §16b).
  if (input.kind === 'user') await startPlaySession(tx, { userId: input.ownerId, at: input.at ?? new Date() });
  return { kind: input.kind, token };
}

export function setSessionCookie(reply: FastifyReply, session: NewSession): void {
  reply.setCookie(cookieName(session.kind), session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.config.production,
    path: '/',
    maxAge: lifetimeSeconds(session.kind),
  });
}

export async function endSession(sql: Sql, request: FastifyRequest, reply: FastifyReply, kind: SessionKind): Promise<void> {
  const token = request.cookies[cookieName(kind)];
  if (token) {
    // The browser forgets the cookie whatever happens next.
    reply.clearCookie(cookieName(kind), { path: '/' });
    const tokenHash = hashToken(token);
    await deleteSession(sql, tokenHash);
    forgetSession(request.server.resources.db, tokenHash);
    // This instance's sockets on that session stop getting its owner's events now, whatever the bus does.
    request.server.hub.sessionsEnded([tokenHash]);
    // Every other instance forgets it too. Sign-out neither waits for the bus nor fails with it:
    // an instance that cannot hear the bus does not trust what it remembers (see sessionOwner).
    publishInBackground(request.server.resources.bus, request.log, [{ topic: SESSIONS_TOPIC, event: 'ended', data: { tokenHash } }]);
    return;
  }
  reply.clearCookie(cookieName(kind), { path: '/' });
}

/**
 * Sessions found valid are remembered by each process for up to
 * SESSION_MEMORY_MS, so most requests skip the lookup. Sign-out forgets a
 * session at once on every instance (through the bus, topic
 * SESSIONS_TOPIC, which browsers cannot subscribe to). A process only
 * trusts what it remembered while its bus is connected and has not
 * reconnected since (`bus.generation()`): a sign-out published while Redis was
 * away is lost, so then every request looks the session up. A session removed
 * some other way (deleted by hand) is still honoured by an instance that
 * remembered it for at most SESSION_MEMORY_MS.
 */
export const SESSION_MEMORY_MS = 30_000;
export const SESSIONS_TOPIC = 'internal:sessions';
const MAX_REMEMBERED_SESSIONS = 100_000;
type Remembered = { owner: string; kind: SessionKind; until: number; generation: number };
type Memory = { sessions: Map<string, Remembered>; ended: Map<string, number> };
const memoryByDatabase = new WeakMap<object, Memory>();

function memoryOf(db: { scope: object }): Memory {
  let memory = memoryByDatabase.get(db.scope);
  if (!memory) memoryByDatabase.set(db.scope, (memory = { sessions: new Map(), ended: new Map() }));
  return memory;
}

function forgetSession(db: { scope: object }, tokenHash: string): void {
  const { sessions, ended } = memoryOf(db);
  sessions.delete(tokenHash);
  // A lookup that read the row just before it was deleted must not remember it afterwards.
  const now = Date.now();
  for (const [hash, until] of ended) if (until <= now) ended.delete(hash);
  ended.set(tokenHash, now + SESSION_MEMORY_MS);
}

/**
 * Tells every instance that these sessions (deleted by the caller's committed
 * transaction) are over, so none honours a remembered copy.
 */
export async function announceEndedSessions(db: { scope: object }, bus: Bus, tokenHashes: string[]): Promise<void> {
  for (const tokenHash of tokenHashes) forgetSession(db, tokenHash);
  if (tokenHashes.length > 0) await bus.publish(tokenHashes.map((tokenHash) => ({ topic: SESSIONS_TOPIC, event: 'ended', data: { tokenHash } })));
}

/** Forgets the sessions other instances end; call once per app. */
export function followEndedSessions(db: { scope: object }, bus: Bus): () => void {
  return bus.subscribe((message) => {
    if (message.topic !== SESSIONS_TOPIC) return;
    const tokenHash = (message.data as { tokenHash?: unknown } | null)?.tokenHash;
    if (typeof tokenHash === 'string') forgetSession(db, tokenHash);
  });
}

/** Which player session this request carries (the hash the database keeps), or null without one: the realtime hub follows it. */
export function userSessionKey(request: FastifyRequest): string | null {
  const token = request.cookies[USER_COOKIE];
  return token && token.length <= 200 ? hashToken(token) : null;
}

const resolved = new WeakMap<FastifyRequest, Partial<Record<SessionKind, Promise<string | null>>>>();

/** The signed-in user's (or admin's) id for this request, looked up once per request. */
export function sessionOwner(request: FastifyRequest, kind: SessionKind): Promise<string | null> {
  let cache = resolved.get(request);
  if (!cache) resolved.set(request, (cache = {}));
  cache[kind] ??= currentSessionOwner(request, kind);
  return cache[kind]!;
}

/**
 * Who the request's session belongs to now, looked up again on every call (through the memory of
 * sessions): for a WebSocket, whose upgrade request lives as long as the socket and whose session
 * may end meanwhile.
 */
export function currentSessionOwner(request: FastifyRequest, kind: SessionKind): Promise<string | null> {
  return (async () => {
    const token = request.cookies[cookieName(kind)];
    if (!token || token.length > 200) return null;
    const { db, bus } = request.server.resources;
    const tokenHash = hashToken(token);
    const { sessions: memory, ended } = memoryOf(db);
    const known = memory.get(tokenHash);
    const now = Date.now();
    const generation = bus.healthy() ? bus.generation() : -1;
    if (known && known.kind === kind && known.until > now && known.generation === generation) return known.owner;
    const row = await findSessionOwner(db, { tokenHash, kind });
    if (!row) {
      memory.delete(tokenHash);
      return null;
    }
    if ((ended.get(tokenHash) ?? 0) > Date.now()) return row.owner;
    if (memory.size >= MAX_REMEMBERED_SESSIONS) memory.clear();
    if (generation >= 0) memory.set(tokenHash, { owner: row.owner, kind, until: Math.min(now + SESSION_MEMORY_MS, row.expires_at.getTime()), generation });
    return row.owner;
  })();
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
