/**
 * One WebSocket to /api/ws for the whole app (DESIGN §7). Components
 * subscribe to topics with `useTopic`; the client reconnects with backoff and
 * subscribes again, and reopens when the signed-in person changes so the
 * `user` topic belongs to whoever is signed in now.
 *
 * Every listener also hears `subscribed` when the server confirms a
 * subscription: on the first one and again after each reconnect. Whatever was
 * published before that moment was not heard, so a listener that keeps data
 * current reads it again then (SUBSCRIBED); without that, a change made while
 * the page was loading or reconnecting would show only on the next refetch.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

export type TopicListener = (event: string, data: unknown) => void;

/** The event each listener hears when its topic's subscription is confirmed (again): read what may have been missed. */
export const SUBSCRIBED = 'subscribed';

/**
 * Reads these queries again from now on, for a listener that has just heard SUBSCRIBED. A read
 * already under way may have been answered before the subscription began, and a query's first
 * read is not restarted by invalidating it, so that read is cancelled and made anew.
 */
export async function readAgain(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}

class RealtimeClient {
  private socket: WebSocket | null = null;
  private listeners = new Map<string, Set<TopicListener>>();
  private identity: string | null | undefined;
  private retryMs = 500;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  subscribe(topic: string, listener: TopicListener): () => void {
    let set = this.listeners.get(topic);
    if (!set) {
      this.listeners.set(topic, (set = new Set()));
      this.send({ type: 'subscribe', topic });
    }
    set.add(listener);
    this.ensureOpen();
    return () => {
      set.delete(listener);
      if (set.size === 0) {
        this.listeners.delete(topic);
        this.send({ type: 'unsubscribe', topic });
      }
    };
  }

  /** Called with the signed-in user's id (or null); a change reopens the connection. */
  setIdentity(identity: string | null): void {
    if (this.identity === identity) return;
    const changed = this.identity !== undefined;
    this.identity = identity;
    if (changed && this.socket) {
      this.socket.onclose = null;
      this.socket.close();
      this.socket = null;
      this.ensureOpen();
    }
  }

  private send(message: object) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private ensureOpen() {
    if (this.socket || this.retryTimer || this.listeners.size === 0) return;
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws`;
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      this.retryMs = 500;
      for (const topic of this.listeners.keys()) this.send({ type: 'subscribe', topic });
    };
    socket.onmessage = (message) => {
      let parsed: { topic?: string; event?: string; data?: unknown };
      try {
        parsed = JSON.parse(String(message.data)) as typeof parsed;
      } catch {
        return;
      }
      if (!parsed.topic || !parsed.event) return;
      for (const listener of this.listeners.get(parsed.topic) ?? []) listener(parsed.event, parsed.data);
    };
    socket.onclose = () => {
      this.socket = null;
      if (this.listeners.size === 0) return;
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        this.ensureOpen();
      }, this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, 10_000);
    };
  }
}

export const realtime = new RealtimeClient();

/** Calls `onEvent` for each event on `topic` while mounted; `null` subscribes to nothing. */
export function useTopic(topic: string | null, onEvent: TopicListener): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    if (!topic) return;
    return realtime.subscribe(topic, (event, data) => handler.current(event, data));
  }, [topic]);
}
