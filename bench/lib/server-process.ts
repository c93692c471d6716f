/**
 * The real server as its own process, so a load generator here does not share
 * its event loop. BENCH_WORKERS > 1 runs it as that many worker processes
 * (main.ts forks them; PostgreSQL and Redis only).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const mainFile = fileURLToPath(new URL('../../packages/server/src/main.ts', import.meta.url));

/**
 * Server processes for a benchmark: BENCH_WORKERS, else one. On a two-core
 * machine that also runs the database one does better than two: measured, two
 * workers cost about half as much CPU again per request (each wakes for fewer
 * events at a time), and the database needs the other core.
 */
export function benchWorkers(): number {
  return Number(process.env.BENCH_WORKERS ?? 1);
}

export async function startServerProcess(env: Record<string, string>): Promise<{ baseUrl: string; child: ChildProcess; stop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootforge-bench-server-'));
  // BENCH_PROFILE=dir writes a CPU profile of the server into that folder.
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  // BENCH_NODE_FLAGS="--flag …": V8 and Node flags for the server process only (what NODE_OPTIONS refuses).
  const flags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, ...profile, '--import', 'tsx', mainFile], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'info', DATA_DIR: dataDir, BATTLE_EXPIRY_HOURS: '0', WORKERS: String(benchWorkers()), SANDBOX_IN_PRODUCTION: 'true', SANDBOX_WEBHOOK_SECRET: 'a-secret-for-the-benchmarks', ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // BENCH_SERVER_LOG=file: everything the server prints, for reading after (with BENCH_NODE_FLAGS="--trace-opt", say).
  const log = process.env.BENCH_SERVER_LOG ? fs.createWriteStream(process.env.BENCH_SERVER_LOG) : undefined;
  child.stdout!.on('data', (c) => ((output += c), log?.write(c)));
  child.stderr!.on('data', (c) => ((output += c), log?.write(c)));
  // The port is chosen by the OS; main.ts logs the address it bound.
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+);/.exec(output);
      const workers = Number(/worker \d+ of (\d+)/.exec(output)?.[1] ?? 1);
      if (match && (output.match(/LootForge is up/g)?.length ?? 0) >= workers) {
        clearInterval(timer);
        resolve(match[1]!);
      } else if (Date.now() - started > 60_000 || child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`server did not start:\n${output}`));
      }
    }, 100);
  });
  return {
    baseUrl,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
