import type { Bus, BusHandler } from './bus';

export function createMemoryBus(): Bus {
  const handlers = new Set<BusHandler>();
  return {
    kind: 'memory',
    async publish(messages) {
      // Delivered on a later tick, as Redis would: a publisher never runs subscribers inline.
      queueMicrotask(() => {
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
