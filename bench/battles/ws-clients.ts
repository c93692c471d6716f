/**
 * A separate process holding WS_COUNT WebSocket clients subscribed to
 * WS_TOPIC. Prints "ready" once all are subscribed, then "received {times}"
 * with each client's receipt time (epoch ms, sub-millisecond) of the first
 * event after that, and the event's own `serverNow`: the moment the server
 * built it, right after the join committed. The time is taken before
 * anything else, and only one client parses the event, so the clients' own
 * work does not pass for the server's.
 */
import WebSocket from 'ws';

const url = process.env.WS_URL!;
const count = Number(process.env.WS_COUNT ?? 1000);
const topic = process.env.WS_TOPIC!;
const now = () => performance.timeOrigin + performance.now();

const times: number[] = [];
let committedAt: number | null = null;
let subscribed = 0;
let ready = false;

function open(): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    let seen = false;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'subscribe', topic })));
    socket.on('message', (raw) => {
      const at = now();
      if (!ready) {
        const message = JSON.parse(String(raw)) as { event: string };
        if (message.event === 'subscribed') {
          subscribed++;
          resolve();
        }
        return;
      }
      if (seen) return;
      seen = true;
      times.push(at);
      committedAt ??= (JSON.parse(String(raw)) as { data: { serverNow: number } }).data.serverNow;
      if (times.length === count) {
        process.stdout.write(`received ${JSON.stringify({ times, committedAt })}\n`);
        process.exit(0);
      }
    });
    socket.on('error', reject);
  });
}

// Open in batches so the server's accept queue is not flooded.
for (let i = 0; i < count; i += 200) await Promise.all(Array.from({ length: Math.min(200, count - i) }, open));
ready = subscribed === count;
process.stdout.write('ready\n');
setTimeout(() => {
  process.stdout.write(`received ${JSON.stringify({ times, committedAt })}\n`);
  process.exit(0);
}, 15_000);
