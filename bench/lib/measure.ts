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
