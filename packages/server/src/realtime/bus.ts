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
  publish(message: BusMessage): Promise<void>;
  /** Returns a function that stops the handler. */
  subscribe(handler: BusHandler): () => void;
  close(): Promise<void>;
};
