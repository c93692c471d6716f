/** Runs `work` from `clients` concurrent loops for `seconds`, and reports rate and latency. */
export type Measurement = { ops: number; seconds: number; perSecond: number; p50Ms: number; p99Ms: number; errors: number };

export async function measure(options: { clients: number; seconds: number; work: (client: number, i: number) => Promise<void> }): Promise<Measurement> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.clients }, async (_, client) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const t0 = performance.now();
        try {
          await options.work(client, i);
          latencies.push(performance.now() - t0);
        } catch {
          errors++;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pick = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { ops: latencies.length, seconds, perSecond: latencies.length / seconds, p50Ms: pick(0.5), p99Ms: pick(0.99), errors };
}

export function describeMeasurement(label: string, m: Measurement): string {
  return `${label.padEnd(34)} ${m.perSecond.toFixed(0).padStart(7)} tx/s   p50 ${m.p50Ms.toFixed(2)} ms   p99 ${m.p99Ms.toFixed(2)} ms   (${m.ops} ops${m.errors ? `, ${m.errors} errors` : ''})`;
}

/** Requests started at a fixed rate whatever the answers do (open loop), for latency at a given load. */
export async function paced(rate: number, durationSeconds: number, work: () => Promise<void>): Promise<Measurement> {
  const latencies: number[] = [];
  let errors = 0;
  const total = Math.floor(rate * durationSeconds);
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const wait = started + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const t0 = performance.now();
    pending.push(
      work().then(
        () => void latencies.push(performance.now() - t0),
        () => void errors++,
      ),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pick = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { ops: latencies.length, seconds: elapsed, perSecond: latencies.length / elapsed, p50Ms: pick(0.5), p99Ms: pick(0.99), errors };
}

/** `count` calls of `work`, one after another: each latency is the call's own, never queueing. */
export async function sequential(count: number, work: (i: number) => Promise<void>): Promise<Measurement> {
  const latencies: number[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await work(i);
    latencies.push(performance.now() - t0);
  }
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pick = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { ops: count, seconds: elapsed, perSecond: count / elapsed, p50Ms: pick(0.5), p99Ms: pick(0.99), errors: 0 };
}
