import { Redis } from 'ioredis';
import type { Bus, BusHandler, BusMessage } from './bus';

const CHANNEL = 'lootforge:events';

/**
 * One channel carries every topic: each instance filters by its own
 * subscribers, which keeps Redis state independent of who is connected. One
 * Redis message carries all the events of one change.
 */
export async function createRedisBus(url: string, options: { channel?: string } = {}): Promise<Bus> {
  const channel = options.channel ?? CHANNEL;
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  // While Redis is away ioredis reconnects by itself (and resubscribes); its errors are not the process's.
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  // Each time the subscriber is ready again the generation moves on (messages sent meanwhile were lost).
  let generation = 0;
  subscriber.on('ready', () => void generation++);
  subscriber.on('close', () => void generation++);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel);
  const handlers = new Set<BusHandler>();
  subscriber.on('message', (from: string, payload: string) => {
    if (from !== channel) return;
    let messages: BusMessage[];
    try {
      const parsed = JSON.parse(payload) as BusMessage | BusMessage[];
      messages = Array.isArray(parsed) ? parsed : [parsed];
    } catch {
      return;
    }
    for (const message of messages) for (const handler of handlers) handler(message);
  });
  return {
    kind: 'redis',
    async publish(messages) {
      if (messages.length > 0) await publisher.publish(channel, JSON.stringify(messages));
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    healthy: () => publisher.status === 'ready' && subscriber.status === 'ready',
    generation: () => generation,
    async close() {
      handlers.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
