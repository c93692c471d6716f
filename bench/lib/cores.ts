/**
 * Two ways to share a small machine between the server, the database and the
 * load generators, and a benchmark reports both:
 *
 * - shared: every process may run on every core (the server's CPU and the
 *   database's compete for the same cores);
 * - split: the database's backends for the benchmark database run on core 0,
 *   the server and the load generators on the other cores. This models the
 *   usual deployment, the database on a machine of its own, and so the
 *   database's own limit beside what the server gets out of it.
 *
 * In split mode pgbench runs the same way, so the ratio compares like with
 * like. Needs two cores and taskset (util-linux).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import type { Database } from '../../packages/server/src/db/client';

const TASKSET = '/usr/bin/taskset';
const DATABASE_CORE = '0';
const OTHER_CORES = `1-${os.cpus().length - 1}`;
const ALL_CORES = `0-${os.cpus().length - 1}`;

export function canSplitCores(): boolean {
  return os.cpus().length >= 2 && fs.existsSync(TASKSET) && process.env.BENCH_SPLIT_CORES !== '0';
}

export type CoreMode = 'shared' | 'split';

let split = false;

function pin(pid: number, cores: string): void {
  try {
    execFileSync(TASKSET, ['-a', '-p', '-c', cores, String(pid)], { stdio: 'ignore' });
  } catch {
    // The process ended meanwhile.
  }
}

function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) found.push(Number(entry));
    } catch {
      // ended
    }
  }
  return found;
}

/** The command line that runs a load generator: in split mode, off the database's core. */
export function offDatabaseCores(command: string, args: string[]): [string, string[]] {
  return split ? [TASKSET, ['-c', OTHER_CORES, command, ...args]] : [command, args];
}

/**
 * Switches between the two modes for the server process (and its workers) and
 * every backend connected to `database`; returns a description of the mode.
 */
export function useCores(mode: CoreMode, input: { serverPid: number | undefined; db: Database; database: string }): string {
  stopPinning?.();
  stopPinning = undefined;
  split = mode === 'split';
  const serverCores = split ? OTHER_CORES : ALL_CORES;
  if (input.serverPid) for (const pid of [input.serverPid, ...childrenOf(input.serverPid)]) pin(pid, serverCores);
  if (!split) return 'server, database and load generators sharing every core';
  const pinned = new Set<number>();
  const sweep = async () => {
    const rows = await input.db.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = $1`, [input.database]);
    for (const { pid } of rows) {
      if (pinned.has(pid)) continue;
      pinned.add(pid);
      pin(pid, DATABASE_CORE);
    }
  };
  void sweep().catch(() => {});
  // New backends (pgbench's, a pool growing) are pinned as they appear.
  const timer = setInterval(() => void sweep().catch(() => {}), 100);
  stopPinning = () => {
    clearInterval(timer);
    for (const pid of pinned) pin(pid, ALL_CORES);
  };
  return `the database on core ${DATABASE_CORE}, the server and load generators on cores ${OTHER_CORES}`;
}

let stopPinning: (() => void) | undefined;

/** Back to shared, and the backends pinned so far released. */
export function releaseCores(serverPid: number | undefined): void {
  stopPinning?.();
  stopPinning = undefined;
  split = false;
  if (serverPid) for (const pid of [serverPid, ...childrenOf(serverPid)]) pin(pid, ALL_CORES);
}
