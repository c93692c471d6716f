import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Bus, BusMessage } from './bus';
import { createMemoryBus } from './memory-bus';
import { createRedisBus } from './redis-bus';

const redisUrl = process.env.REDIS_URL;
const inCi = process.env.CI === 'true' || process.env.CI === '1';

function nextMessage(bus: Bus): Promise<BusMessage> {
  return new Promise((resolve) => {
    const stop = bus.subscribe((message) => {
      stop();
      resolve(message);
    });
  });
}

type Pair = { a: Bus; b: Bus };

const implementations: Array<[string, () => Promise<Pair>]> = [
  [
    'memory',
    async () => {
      const bus = createMemoryBus();
      return { a: bus, b: bus };
    },
  ],
];
if (redisUrl) {
  implementations.push([
    'redis',
    async () => {
      // Two connections, as two server instances would have, on a channel of this test's own.
      const channel = `test:${randomBytes(4).toString('hex')}`;
      return { a: await createRedisBus(redisUrl, { channel }), b: await createRedisBus(redisUrl, { channel }) };
    },
  ]);
} else if (inCi) {
  it('needs Redis: set REDIS_URL', () => {
    throw new Error('REDIS_URL is not set; CI requires the Redis bus tests to run.');
  });
} else {
  console.warn('[skipped] redis bus: set REDIS_URL to run it against Redis');
}

describe.each(implementations)('%s bus', (_name, open) => {
  let pair: Pair | undefined;
  afterEach(async () => {
    await pair?.a.close();
    if (pair && pair.b !== pair.a) await pair.b.close();
  });

  it('delivers what one side publishes to every subscriber on the other side', async () => {
    pair = await open();
    const first = nextMessage(pair.b);
    const second = nextMessage(pair.b);
    await pair.a.publish([{ topic: 'battle:1', event: 'joined', data: { seat: 1 } }]);
    expect(await first).toEqual({ topic: 'battle:1', event: 'joined', data: { seat: 1 } });
    expect(await second).toEqual({ topic: 'battle:1', event: 'joined', data: { seat: 1 } });
  });

  it('delivers the events of one publish in order', async () => {
    pair = await open();
    const seen: string[] = [];
    pair.b.subscribe((m) => seen.push(`${m.topic}/${m.event}`));
    await pair.a.publish([
      { topic: 'battles', event: 'battle', data: 1 },
      { topic: 'battle:7', event: 'settled', data: 2 },
      { topic: 'user:9', event: 'balance', data: 3 },
    ]);
    await expect.poll(() => seen).toEqual(['battles/battle', 'battle:7/settled', 'user:9/balance']);
  });

  it('stops delivering to a handler once it unsubscribes', async () => {
    pair = await open();
    const seen: string[] = [];
    const stop = pair.b.subscribe((m) => seen.push(m.event));
    await pair.a.publish([{ topic: 'live', event: 'one', data: null }]);
    await expect.poll(() => seen).toEqual(['one']);
    stop();
    const marker = nextMessage(pair.b);
    await pair.a.publish([{ topic: 'live', event: 'two', data: null }]);
    await marker;
    expect(seen).toEqual(['one']);
  });
});
