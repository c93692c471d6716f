/**
 * Events cross server instances through a bus: in-process by default,
 * Redis pub/sub when REDIS_URL is set (DESIGN §7). Publishers call it after
 * their transaction commits; every instance hands what it hears to its own
 * WebSocket subscribers.
 */
export type BusMessage = { topic: string; event: string; data: unknown };
export type BusHandler = (message: BusMessage) => void;

export type Bus = {
  readonly kind: 'memory' | 'redis';
  /** Sends the messages of one change together (one Redis message), delivered in order. */
  publish(messages: BusMessage[]): Promise<void>;
  /** Returns a function that stops the handler. */
  subscribe(handler: BusHandler): () => void;
  /** Whether events can cross instances right now (Redis connected); money paths never wait for it. */
  healthy(): boolean;
  /**
   * Changes each time the bus (re)connects: a message published while it was
   * away is lost, so what a process remembered before then may be stale.
   */
  generation(): number;
  close(): Promise<void>;
};

/**
 * Publishes a committed change without holding the answer back for it: the
 * change is already safe, and a page that misses the event catches up on its
 * next read. A failed publish is logged.
 */
export function publishInBackground(bus: Bus, log: { error(details: object, message: string): void }, messages: BusMessage[]): void {
  if (messages.length === 0) return;
  bus.publish(messages).catch((error: unknown) => log.error({ err: error }, 'could not publish events'));
}
