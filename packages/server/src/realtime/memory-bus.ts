import type { Bus, BusHandler } from './bus';

export function createMemoryBus(): Bus {
  const handlers = new Set<BusHandler>();
  return {
    kind: 'memory',
    async publish(messages) {
      // Delivered on a later turn of the event loop, as Redis would: a publisher never runs
      // subscribers inline, and the answer of the request that published is written before its
      // events fan out to every socket (which can take a while with thousands of them).
      setImmediate(() => {
        for (const message of messages) for (const handler of handlers) handler(message);
      });
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    healthy: () => true,
    generation: () => 0,
    async close() {
      handlers.clear();
    },
  };
}
