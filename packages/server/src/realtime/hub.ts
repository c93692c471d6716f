/**
 * The WebSocket endpoint /api/ws. Clients subscribe to topics; whatever the
 * bus carries for a topic is sent to this instance's subscribers of it.
 * The `user` topic is each person's own: it maps to `user:<id>` inside,
 * and needs a signed-in session. A socket follows the session its page had
 * when it opened: once that session ends (sign-out, on any instance), the
 * socket gets `session_ended` on `user` and nothing more of that player's.
 *
 * A browser page of another site cannot open it (the upgrade's Origin must be
 * this site's, decision 019), and each process holds at most
 * `sockets.perAddress` sockets per client address and `sockets.perUser` per
 * signed-in player, with MAX_TOPICS_PER_SOCKET subscriptions each.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { clientMessageSchema, type ServerMessage } from '@lootforge/core/contracts/realtime';
import type { Bus } from './bus';
import { createWatchers, WATCHERS_EVENT, WATCHERS_TOPIC } from './watchers';
import { messageFrame, writeFrame } from './frames';
import { AppError } from '../errors';
import { sameSite } from '../http/origin';
import { SESSIONS_TOPIC } from '../auth/sessions';

export type ResolveUserId = (request: FastifyRequest) => Promise<string | null>;

const MAX_MESSAGE_BYTES = 4096;
const MAX_TOPICS_PER_SOCKET = 64;
/** A client this far behind is not reading: drop it rather than buffer without end. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const HEARTBEAT_MS = 30_000;

export function userTopic(userId: string): string {
  return `user:${userId}`;
}

/**
 * An internal topic (browsers cannot subscribe to it): a player's sessions
 * were ended (suspension). Every instance tells that player's open sockets,
 * stops sending them the player's own topic and refuses it to them from then on.
 */
export const SIGNED_OUT_TOPIC = 'internal:signed-out';

export function signedOutMessage(userId: string, message: string) {
  return { topic: SIGNED_OUT_TOPIC, event: 'signed_out', data: { userId, message } };
}

export type Hub = {
  connections(): number;
  /** These sessions are over (signed out here): their sockets stop getting their player's events. Other instances hear it through the bus. */
  sessionsEnded(tokenHashes: string[]): void;
  close(): void;
};

export const TOO_MANY_SOCKETS = 'Too many live connections. Close some tabs and reload.';
export const SOCKET_FROM_ANOTHER_SITE = 'Live updates are only for pages of this site.';

export function registerRealtime(
  app: FastifyInstance,
  options: {
    bus: Bus;
    resolveUserId: ResolveUserId;
    /** The session the request carries (its key as the session store has it), or null. */
    sessionKey: (request: FastifyRequest) => string | null;
    /** Why a player's session no longer holds, when there is more to say than "signed out" (a suspension). */
    endedSessionMessage: (userId: string) => Promise<string | null>;
    publicUrl: string;
    sockets: { perAddress: number; perUser: number };
  },
): Hub {
  const subscribers = new Map<string, Set<WebSocket>>();
  const alive = new WeakMap<WebSocket, boolean>();
  const sockets = new Set<WebSocket>();
  /** The sockets that asked for each player's own topic, and the sockets whose player has been signed out since. */
  const socketsByUser = new Map<string, Set<WebSocket>>();
  const userOfSocket = new WeakMap<WebSocket, string>();
  const signedOut = new WeakSet<WebSocket>();
  /** Signed-in sockets by the session they opened with (fixed for a socket's life), and whose it was. */
  const socketsBySession = new Map<string, Set<WebSocket>>();
  const sessionOfSocket = new WeakMap<WebSocket, string>();
  const ownerOfSocket = new WeakMap<WebSocket, string>();
  /** Open sockets per client address and per signed-in player (whoever the cookie names at the upgrade). */
  const openByAddress = new Map<string, number>();
  const openByUser = new Map<string, number>();
  const ownerAtUpgrade = new WeakMap<FastifyRequest, string | null>();
  const count = (map: Map<string, number>, key: string, by: number) => {
    const next = (map.get(key) ?? 0) + by;
    if (next <= 0) map.delete(key);
    else map.set(key, next);
  };
  const overCap = (address: string, userId: string | null) =>
    (openByAddress.get(address) ?? 0) >= options.sockets.perAddress || (userId !== null && (openByUser.get(userId) ?? 0) >= options.sockets.perUser);

  const signOut = (userId: string, message: string) => {
    const internal = userTopic(userId);
    const frame = messageFrame({ topic: 'user', event: 'signed_out', data: { message } });
    for (const socket of socketsByUser.get(userId) ?? []) {
      signedOut.add(socket);
      subscribers.get(internal)?.delete(socket);
      send(socket, frame);
    }
    subscribers.delete(internal);
    socketsByUser.delete(userId);
  };

  /** Stops one socket's own-topic events for good (its session is over), and tells it. */
  const endSocketSession = (socket: WebSocket, frame: Buffer) => {
    if (signedOut.has(socket)) return;
    signedOut.add(socket);
    const userId = userOfSocket.get(socket);
    if (userId) {
      const internal = userTopic(userId);
      const set = subscribers.get(internal);
      if (set?.delete(socket) && set.size === 0) subscribers.delete(internal);
      const own = socketsByUser.get(userId);
      if (own?.delete(socket) && own.size === 0) socketsByUser.delete(userId);
    }
    send(socket, frame);
  };

  /** What a socket whose session has ended is told: why, when there is more to say than "signed out" (a suspension). */
  const endedMessage = async (owner: string | undefined): Promise<Buffer> => {
    const why = owner ? await options.endedSessionMessage(owner) : null;
    const message: ServerMessage = why ? { topic: 'user', event: 'signed_out', data: { message: why } } : { topic: 'user', event: 'session_ended', data: null };
    return messageFrame(message);
  };

  const sessionsEnded = (tokenHashes: string[]) => {
    for (const tokenHash of tokenHashes) {
      for (const socket of socketsBySession.get(tokenHash) ?? []) {
        if (signedOut.has(socket)) continue;
        void endedMessage(ownerOfSocket.get(socket))
          .then((frame) => endSocketSession(socket, frame))
          .catch((error: unknown) => app.log.error({ err: error }, 'could not tell a socket its session ended'));
      }
      socketsBySession.delete(tokenHash);
    }
  };

  /** A text frame, made once by the caller however many sockets get it (realtime/frames.ts). */
  const send = (socket: WebSocket, frame: Buffer) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    writeFrame(socket, frame);
  };

  // Each battle's watchers on every instance: told to its watchers here as the count moves.
  const watchers = createWatchers({
    bus: options.bus,
    localCount: (topic) => subscribers.get(topic)?.size ?? 0,
    localTopics: () => subscribers.keys(),
    notify: (topic, count) => {
      const frame = messageFrame({ topic, event: WATCHERS_EVENT, data: { count } });
      for (const socket of subscribers.get(topic) ?? []) send(socket, frame);
    },
    log: app.log,
  });

  const unsubscribeBus = options.bus.subscribe((message) => {
    if (message.topic === WATCHERS_TOPIC) return watchers.heard(message);
    if (message.topic === SIGNED_OUT_TOPIC) {
      const { userId, message: text } = (message.data ?? {}) as { userId?: unknown; message?: unknown };
      if (typeof userId === 'string') signOut(userId, typeof text === 'string' ? text : 'You have been signed out.');
      return;
    }
    if (message.topic === SESSIONS_TOPIC) {
      const tokenHash = (message.data as { tokenHash?: unknown } | null)?.tokenHash;
      if (typeof tokenHash === 'string') sessionsEnded([tokenHash]);
      return;
    }
    const targets = subscribers.get(message.topic);
    if (!targets || targets.size === 0) return;
    const outward: ServerMessage = {
      topic: message.topic.startsWith('user:') ? 'user' : message.topic,
      event: message.event,
      data: message.data,
    };
    const frame = messageFrame(outward);
    for (const socket of targets) send(socket, frame);
  });

  const heartbeat = setInterval(() => {
    for (const socket of sockets) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  // Checked before the upgrade: a refused socket is never opened.
  const checkUpgrade = async (request: FastifyRequest) => {
    if (!sameSite(request, options.publicUrl)) throw new AppError('bad_origin', SOCKET_FROM_ANOTHER_SITE);
    const userId = await options.resolveUserId(request);
    ownerAtUpgrade.set(request, userId);
    if (overCap(request.ip, userId)) throw new AppError('rate_limited', TOO_MANY_SOCKETS);
  };

  app.get('/api/ws', { websocket: true, preValidation: checkUpgrade }, (socket, request) => {
    // Upgrades checked at once may all have passed: the count taken here is the one that holds.
    const owner = ownerAtUpgrade.get(request) ?? null;
    if (overCap(request.ip, owner)) {
      socket.close(1008, TOO_MANY_SOCKETS);
      return;
    }
    count(openByAddress, request.ip, 1);
    if (owner) count(openByUser, owner, 1);
    // Followed from the start: a session that ends at any moment from here on is heard (sessionsEnded).
    const session = owner ? options.sessionKey(request) : null;
    if (owner && session) {
      ownerOfSocket.set(socket, owner);
      sessionOfSocket.set(socket, session);
      let following = socketsBySession.get(session);
      if (!following) socketsBySession.set(session, (following = new Set()));
      following.add(socket);
    }
    socket.once('close', () => {
      count(openByAddress, request.ip, -1);
      if (owner) count(openByUser, owner, -1);
    });
    const topics = new Set<string>();
    sockets.add(socket);
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));

    const reply = (topic: string, event: string, data: unknown = null) =>
      send(socket, messageFrame({ topic, event, data }));

    socket.on('message', (raw: Buffer, isBinary: boolean) => {
      void (async () => {
        if (isBinary || raw.length > MAX_MESSAGE_BYTES) return reply('', 'error', { message: 'Messages must be small JSON text.' });
        let json: unknown;
        try {
          json = JSON.parse(raw.toString('utf8'));
        } catch {
          return reply('', 'error', { message: 'Messages must be JSON.' });
        }
        const parsed = clientMessageSchema.safeParse(json);
        if (!parsed.success) {
          return reply('', 'error', { message: parsed.error.issues[0]?.message ?? 'Unknown message.' });
        }
        const message = parsed.data;
        if (message.type === 'ping') return reply('', 'pong');
        let internal = message.topic;
        if (message.topic === 'user') {
          // Asked afresh each time: the session this socket opened with may have ended since.
          const userId = signedOut.has(socket) ? null : await options.resolveUserId(request);
          if (!userId) {
            // The page opened this socket signed in and its session has ended before it asked (a
            // suspension or a sign-out it missed): it is told now, as it would have been had it been listening.
            if (owner && message.type === 'subscribe' && !signedOut.has(socket)) endSocketSession(socket, await endedMessage(owner));
            return reply('user', 'error', { message: 'Sign in to follow your own events.' });
          }
          // Its session ended while it was looked up: already told.
          if (signedOut.has(socket)) return reply('user', 'error', { message: 'Sign in to follow your own events.' });
          internal = userTopic(userId);
          let own = socketsByUser.get(userId);
          if (!own) socketsByUser.set(userId, (own = new Set()));
          own.add(socket);
          userOfSocket.set(socket, userId);
        }
        if (message.type === 'subscribe') {
          if (!topics.has(internal) && topics.size >= MAX_TOPICS_PER_SOCKET) {
            return reply(message.topic, 'error', { message: 'Too many subscriptions on one connection.' });
          }
          topics.add(internal);
          let set = subscribers.get(internal);
          if (!set) subscribers.set(internal, (set = new Set()));
          set.add(socket);
          reply(message.topic, 'subscribed');
          return watchers.changed(internal);
        }
        topics.delete(internal);
        const set = subscribers.get(internal);
        if (set?.delete(socket) && set.size === 0) subscribers.delete(internal);
        reply(message.topic, 'unsubscribed');
        return watchers.changed(internal);
      })().catch((error: unknown) => request.log.error({ err: error }, 'websocket message failed'));
    });

    socket.on('close', () => {
      sockets.delete(socket);
      const userId = userOfSocket.get(socket);
      const own = userId ? socketsByUser.get(userId) : undefined;
      if (userId && own?.delete(socket) && own.size === 0) socketsByUser.delete(userId);
      const following = session ? socketsBySession.get(session) : undefined;
      if (session && following?.delete(socket) && following.size === 0) socketsBySession.delete(session);
      for (const topic of topics) {
        const set = subscribers.get(topic);
        set?.delete(socket);
        if (set && set.size === 0) subscribers.delete(topic);
        watchers.changed(topic);
      }
    });
  });

  return {
    connections: () => sockets.size,
    sessionsEnded,
    close: () => {
      clearInterval(heartbeat);
      watchers.close();
      unsubscribeBus();
      for (const socket of sockets) socket.terminate();
    },
  };
}
