/**
 * Reads a V8 CPU profile (`node --cpu-prof`) as a breakdown of CPU per request: by stage (the
 * innermost frame of a sample that belongs to one), by function (self time), and the server's
 * own functions with everything they call (inclusive time).
 */
export type CpuProfile = {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }>;
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
};

type Frame = CpuProfile['nodes'][number]['callFrame'];

/** Stages, tried in order on each frame from the innermost out; the first that matches names the sample. */
const STAGES: Array<[stage: string, test: (frame: Frame) => boolean]> = [
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  ['V8 and native code outside JavaScript', (f) => f.functionName === '(program)'],
  ['database driver (pg: protocol, parse rows)', (f) => /\/node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-\w+)\//.test(f.url)],
  ['security headers (helmet)', (f) => /\/node_modules\/(@fastify\/helmet|helmet)\//.test(f.url)],
  ['compression', (f) => /\/node_modules\/@fastify\/compress\//.test(f.url)],
  ['logging (pino)', (f) => /\/node_modules\/(pino|pino-std-serializers|sonic-boom|thread-stream)\//.test(f.url)],
  ['answer serialisation', (f) => /\/node_modules\/(fast-json-stringify|@fastify\/fast-json-stringify-compiler)\//.test(f.url)],
  ['validation (zod)', (f) => /\/node_modules\/zod\//.test(f.url)],
  ['cookies', (f) => /\/node_modules\/(@fastify\/cookie|cookie|cookie-signature)\//.test(f.url)],
  ['rate limits', (f) => /\/node_modules\/@fastify\/rate-limit\//.test(f.url)],
  ['WebSocket writes (ws)', (f) => /\/node_modules\/ws\//.test(f.url)],
  ['Redis', (f) => /\/node_modules\/(ioredis|@ioredis)\//.test(f.url)],
  ['routing (find-my-way)', (f) => /\/node_modules\/find-my-way\//.test(f.url)],
  ['fastify (hooks, request, reply)', (f) => /\/node_modules\/(fastify|avvio|light-my-request|@fastify\/error|fastq|toad-cache)\//.test(f.url)],
  ['tsx loader', (f) => /\/node_modules\/(tsx|esbuild)\//.test(f.url)],
  ['session lookup', (f) => /\/packages\/server\/src\/auth\/sessions\.ts/.test(f.url)],
  ['play-time count (limits hook)', (f) => /\/packages\/server\/src\/limits\/(routes|play-time)/.test(f.url)],
  ['JSON body parse', (f) => /\/packages\/server\/src\/http\/json-body\.ts/.test(f.url)],
  ['idempotency', (f) => /\/packages\/server\/src\/http\/idempotency\.ts/.test(f.url)],
  ['events published (bus, hub)', (f) => /\/packages\/server\/src\/realtime\//.test(f.url)],
  ['database client (queries, transactions)', (f) => /\/packages\/server\/src\/db\//.test(f.url)],
  ['fairness (HMAC rolls)', (f) => /\/packages\/(server\/src\/fairness|core\/src\/fairness)/.test(f.url)],
  ['the route\'s own code', (f) => /\/packages\/(server|core)\/src\//.test(f.url)],
  ['node: HTTP and sockets', (f) => /^node:(_http|http|net|stream|internal\/(http|streams|net|stream_base|js_stream))/.test(f.url)],
  ['node: timers, promises, events', (f) => /^node:(internal\/(timers|process\/task_queues|async_hooks|event_target)|events|timers)/.test(f.url)],
  ['node: crypto', (f) => /^node:(crypto|internal\/crypto)/.test(f.url)],
  ['node: other', (f) => f.url.startsWith('node:')],
  ['other packages', (f) => f.url.includes('/node_modules/')],
];

const short = (url: string) => url.replace(/^.*\/node_modules\//, '').replace(/^.*\/packages\//, 'packages/').replace(/^file:\/\//, '');

/** Samples inside [fromUs, toUs] of the profile's clock (CLOCK_MONOTONIC in µs, as process.hrtime), or all. */
export function summariseProfile(profile: CpuProfile, requests: number, window?: { fromUs: number; toUs: number }): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const stageUs = new Map<string, number>();
  const selfUs = new Map<string, number>();
  const inclusiveUs = new Map<string, number>();
  let busyUs = 0;
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    // A sample stands for the time until the next one.
    const us = profile.timeDeltas[i + 1] ?? 0;
    if (window && (at < window.fromUs || at > window.toUs)) continue;
    const leaf = byId.get(profile.samples[i]!)!;
    if (leaf.callFrame.functionName === '(idle)') continue;
    busyUs += us;
    const leafName = `${leaf.callFrame.functionName || '(anonymous)'} ${short(leaf.callFrame.url)}:${leaf.callFrame.lineNumber + 1}`;
    selfUs.set(leafName, (selfUs.get(leafName) ?? 0) + us);
    let stage: string | undefined;
    const seen = new Set<string>();
    for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id)!.callFrame;
      stage ??= STAGES.find(([, test]) => test(frame))?.[0];
      if (/\/packages\/server\/src\//.test(frame.url) && frame.functionName) {
        const name = `${frame.functionName} ${short(frame.url)}`;
        if (!seen.has(name)) inclusiveUs.set(name, (inclusiveUs.get(name) ?? 0) + us);
        seen.add(name);
      }
    }
    stage ??= `unclaimed: ${leaf.callFrame.functionName || '(anonymous)'}`;
    stageUs.set(stage, (stageUs.get(stage) ?? 0) + us);
  }

  const perRequest = (us: number) => `${(us / 1000 / requests).toFixed(3)} ms`;
  const share = (us: number) => `${((us / busyUs) * 100).toFixed(1).padStart(5)} %`;
  const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  const lines = [`\nserver CPU in the profile: ${perRequest(busyUs)} per request (${(busyUs / 1000).toFixed(0)} ms over ${requests} requests)`, '\nby stage (per request, share):'];
  for (const [stage, us] of top(stageUs, 40)) lines.push(`  ${perRequest(us).padStart(9)}  ${share(us)}  ${stage}`);
  lines.push('\nfunctions by self time (top 30):');
  for (const [name, us] of top(selfUs, 30)) lines.push(`  ${perRequest(us).padStart(9)}  ${share(us)}  ${name}`);
  lines.push("\nthe server's functions with what they call (inclusive, top 30):");
  for (const [name, us] of top(inclusiveUs, 30)) lines.push(`  ${perRequest(us).padStart(9)}  ${share(us)}  ${name}`);
  return lines.join('\n');
}
