/**
 * A rate through HTTP with requests made in advance: wrk (or a Node client without it) with
 * `clients` connections, as fast as they go or paced to `ratePerSecond`, and the server's CPU
 * per request beside it. Any answer but 2xx stops the benchmark (a refusal is cheaper than the
 * work and would flatter the rate).
 */
import type { Database } from '../../packages/server/src/db/client';
import { coresUsed, cpuSample, type Cores } from './cpu';
import { post } from './http-client';
import { describeMeasurement, measure, paced } from './measure';
import { sampleWaits } from './waits';
import { describeWrk, runWrk, wrkPath, type WrkRequest } from './wrk';

/** `cpuMsPerRequest`: the CPU the server process and PostgreSQL (all its processes) spent per request, in ms. */
export type HttpRate = { perSecond: number; p50Ms: number; p99Ms: number; requests: number; cpuMsPerRequest: Cores };

const perRequest = (cores: Cores, perSecond: number): Cores => ({ server: (cores.server * 1000) / perSecond, postgres: (cores.postgres * 1000) / perSecond });

export async function httpRate(input: {
  server: { baseUrl: string; child: { pid?: number } };
  db: Database;
  database: string;
  /** "HTTP opens, every limit set, round 1". */
  label: string;
  /** What a request is, in the plural, for the rate: "opens". */
  noun: string;
  clients: number;
  seconds: number;
  /** The i-th request of the list (each with its own Idempotency-Key where it sends one). */
  request: (i: number) => WrkRequest;
  /** How many requests to make ready; wrk starts its list again if it runs out. */
  count?: number;
  ratePerSecond?: number;
}): Promise<HttpRate> {
  const { server, seconds, clients, ratePerSecond } = input;
  const count = input.count ?? Math.ceil(4_000 * seconds);
  const wrk = wrkPath();
  if (!wrk) {
    let next = 0;
    const work = async () => {
      const r = input.request(next++);
      const headers = { ...r.headers, ...(r.body ? { 'content-type': 'application/json' } : {}) };
      const response = await post(`${server.baseUrl}${r.path}`, headers, r.body);
      if (response.status !== 200) throw new Error(`${r.path} answered ${response.status}: ${response.body}`);
    };
    const before = cpuSample({ server: server.child.pid });
    const http = ratePerSecond ? await paced(ratePerSecond, seconds, work) : await measure({ clients, seconds, work });
    const cores = coresUsed(before, cpuSample({ server: server.child.pid }));
    const how = ratePerSecond ? `paced at ${ratePerSecond}/s` : 'closed loop';
    const cpu = perRequest(cores, http.perSecond);
    console.log(describeMeasurement(`${input.label} (${how}, Node client)`, http).replace('tx/s', `${input.noun}/s`));
    console.log(`  CPU per request: server process ${cpu.server.toFixed(2)} ms, PostgreSQL ${cpu.postgres.toFixed(2)} ms`);
    return { perSecond: http.perSecond, p50Ms: http.p50Ms, p99Ms: http.p99Ms, requests: http.ops, cpuMsPerRequest: cpu };
  }
  const requests = Array.from({ length: count }, (_, i) => input.request(i));
  const waits = sampleWaits(input.db, input.database);
  const result = await runWrk({ wrk, serverPid: server.child.pid, baseUrl: server.baseUrl, requests, connections: clients, seconds, ratePerSecond });
  console.log(describeWrk(input.label, result).replace('req/s', `${input.noun}/s`));
  console.log(await waits.stop());
  if (result.non2xx > 0) throw new Error(`${result.non2xx} of ${result.requests} ${input.noun} (${input.label}) did not answer 2xx: a limit or a reality check refusing?`);
  if (result.requests > count) console.log(`  the list of ${count} ran out: ${result.requests - count} requests were sent again (answered as repeats)`);
  return { perSecond: result.perSecond, p50Ms: result.p50Ms, p99Ms: result.p99Ms, requests: result.requests, cpuMsPerRequest: perRequest(result.cores, result.perSecond) };
}
