/**
 * Peak HTTP rate measured by wrk (Debian's `wrk`, a C load generator), so
 * the generator costs little of the machine the server and database share.
 * Each request comes from a prepared list (its own cookie, path and body);
 * the two wrk threads take alternate lines, so no request is sent twice
 * unless the list runs out.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runWithCpu, type Cores } from './cpu';

export type WrkRequest = { method: 'POST' | 'GET'; path: string; headers: Record<string, string>; body?: string };
export type WrkResult = { perSecond: number; p50Ms: number; p99Ms: number; requests: number; non2xx: number; cpu: string; cores: Cores };

export function wrkPath(): string | undefined {
  if (fs.existsSync('/usr/bin/wrk')) return '/usr/bin/wrk';
  if (process.getuid?.() === 0) {
    try {
      execFileSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    } catch {
      return undefined;
    }
    return fs.existsSync('/usr/bin/wrk') ? '/usr/bin/wrk' : undefined;
  }
  return undefined;
}

const SCRIPT = `
local threads = {}
local counter = 0
function setup(thread)
  thread:set("id", counter)
  thread:set("count", 2)
  counter = counter + 1
end
local reqs = {}
local i = 0
function init(args)
  local n = 0
  for line in io.lines(args[1]) do
    if n % count == id then
      local method, path, cookie, key, body = line:match("^([^\\t]*)\\t([^\\t]*)\\t([^\\t]*)\\t([^\\t]*)\\t(.*)$")
      local headers = { ["Cookie"] = cookie }
      if key ~= "" then headers["Idempotency-Key"] = key end
      if body == "" then body = nil else headers["Content-Type"] = "application/json" end
      table.insert(reqs, wrk.format(method, path, headers, body))
    end
    n = n + 1
  end
end
function request()
  i = i % #reqs + 1
  return reqs[i]
end
-- Pacing: each thread sends its share of WRK_RATE requests a second, one
-- request every interval ms, whichever of its connections is free next.
local ffi = require("ffi")
ffi.cdef[[ typedef struct { long tv_sec; long tv_nsec; } lf_timespec; int clock_gettime(int clock, lf_timespec *tp); ]]
local ts = ffi.new("lf_timespec")
local function now()
  ffi.C.clock_gettime(1, ts)
  return tonumber(ts.tv_sec) * 1000 + tonumber(ts.tv_nsec) / 1e6
end
local rate = tonumber(os.getenv("WRK_RATE") or "0")
local interval = rate > 0 and 2 * 1000 / rate or 0
local due = nil
function delay()
  if interval == 0 then return 0 end
  local t = now()
  -- Behind by more than a few slots (a slow moment): start again from now rather than burst.
  if due == nil or due < t - 4 * interval then due = t end
  local slot = due
  due = due + interval
  return math.max(0, math.floor(slot - t + 0.5))
end
`;

/** `ratePerSecond` paces the requests to that rate (as long as the connections keep up): a way to run below the peak. */
export async function runWrk(input: { wrk: string; baseUrl: string; requests: WrkRequest[]; connections: number; seconds: number; ratePerSecond?: number; serverPid?: number }): Promise<WrkResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrk-'));
  try {
    const list = path.join(dir, 'requests.tsv');
    fs.writeFileSync(
      list,
      input.requests
        .map((r) => [r.method, r.path, r.headers.cookie ?? '', r.headers['idempotency-key'] ?? '', r.body ?? ''].join('\t'))
        .join('\n'),
    );
    const script = path.join(dir, 'requests.lua');
    fs.writeFileSync(script, SCRIPT);
    const { output, cpu, cores } = await runWithCpu(input.wrk, ['-t2', `-c${input.connections}`, `-d${input.seconds}s`, '--latency', '-s', script, input.baseUrl, '--', list], {
      env: { ...process.env, WRK_RATE: String(input.ratePerSecond ?? 0) },
      seconds: input.seconds,
      serverPid: input.serverPid,
    });
    const toMs = (value: string, unit: string) => Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
    const percentile = (label: string) => {
      const match = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(output);
      return match ? toMs(match[1]!, match[2]!) : NaN;
    };
    const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 'NaN');
    const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? '0');
    // Only answered successes count toward the rate.
    const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 'NaN') * (requests > 0 ? (requests - non2xx) / requests : 0);
    return {
      perSecond,
      p50Ms: percentile('50'),
      p99Ms: percentile('99'),
      requests,
      non2xx,
      cpu,
      cores,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The rate, latency and CPU of a wrk run, with the server's and PostgreSQL's CPU per request (issue: performance, target ≤ 0.6 ms an open, ≤ 0.8 ms a join). */
export function describeWrk(label: string, r: WrkResult): string {
  const perRequest = (cores: number) => ((cores * 1000) / r.perSecond).toFixed(2);
  return (
    `${label.padEnd(34)} ${r.perSecond.toFixed(0).padStart(7)} req/s   p50 ${r.p50Ms.toFixed(2)} ms   p99 ${r.p99Ms.toFixed(2)} ms   (${r.requests} requests${r.non2xx ? `, ${r.non2xx} not 2xx` : ''}; wrk)\n${r.cpu}\n` +
    `  CPU per request: server process ${perRequest(r.cores.server)} ms, PostgreSQL ${perRequest(r.cores.postgres)} ms`
  );
}
