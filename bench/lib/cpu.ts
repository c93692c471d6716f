/**
 * Where the machine's CPU went during a phase: the server process, the
 * PostgreSQL processes, the load generator and the rest, read from /proc.
 * On a machine the server shares with its database, this says whether a
 * rate is bounded by the server's own work or by the database's.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { offDatabaseCores } from './cores';

type Sample = { at: number; byPid: Map<number, { group: string; ticks: number }>; idleTicks: number };

const TICKS_PER_SECOND = 100;

function processTicks(): Array<{ pid: number; ppid: number; comm: string; ticks: number }> {
  const out: Array<{ pid: number; ppid: number; comm: string; ticks: number }> = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
      out.push({ pid: Number(entry), ppid: Number(fields[1]), comm, ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return out;
}

function idleTicks(): number {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/);
  return Number(line[4]) + Number(line[5]);
}

export function cpuSample(groups: { server?: number }): Sample {
  const byPid = new Map<number, { group: string; ticks: number }>();
  for (const p of processTicks()) {
    // The server is its process and the worker processes it forked.
    const group = p.pid === groups.server || p.ppid === groups.server ? 'server' : p.comm === 'postgres' ? 'postgres' : p.comm === 'wrk' || p.comm === 'pgbench' ? 'load generator' : 'other';
    byPid.set(p.pid, { group, ticks: p.ticks });
  }
  return { at: performance.now(), byPid, idleTicks: idleTicks() };
}

/**
 * "server 0.92 cores, postgres 0.85, load generator 0.10, other 0.05, idle 0.08" between two samples.
 * Counted per process: one that started in between counts in full, one that ended in between
 * (an idle pool connection closing, say) is left out rather than taken away from its group.
 */
export function describeCpu(before: Sample, after: Sample): string {
  const seconds = (after.at - before.at) / 1000;
  const cores = (ticks: number) => (ticks / TICKS_PER_SECOND / seconds).toFixed(2);
  const used = new Map<string, number>();
  for (const [pid, { group, ticks }] of after.byPid) used.set(group, (used.get(group) ?? 0) + ticks - (before.byPid.get(pid)?.ticks ?? 0));
  const parts = ['server', 'postgres', 'load generator', 'other'].map((group) => `${group} ${cores(used.get(group) ?? 0)}`);
  return `  CPU (cores of ${os.cpus().length}): ${parts.join(', ')}, idle ${cores(after.idleTicks - before.idleTicks)}`;
}

/** The CPU time one group (the server, say) used between two samples, in milliseconds. */
export function groupCpuMs(before: Sample, after: Sample, group: string): number {
  let ticks = 0;
  for (const [pid, sample] of after.byPid) if (sample.group === group) ticks += sample.ticks - (before.byPid.get(pid)?.ticks ?? 0);
  return (ticks / TICKS_PER_SECOND) * 1000;
}

export type Cores = { server: number; postgres: number };

/** The cores the server and PostgreSQL (all its processes) used on average between two samples. */
export function coresUsed(before: Sample, after: Sample): Cores {
  const ms = after.at - before.at;
  return { server: groupCpuMs(before, after, 'server') / ms, postgres: groupCpuMs(before, after, 'postgres') / ms };
}

/**
 * Runs a load generator to its end and samples the CPU from its first second
 * to its last but one, while it still runs (a process that has ended is gone
 * from /proc, and its own CPU with it); `cores` are the server's and PostgreSQL's in that window.
 */
export async function runWithCpu(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; seconds: number; serverPid?: number },
): Promise<{ output: string; cpu: string; cores: Cores }> {
  const child = spawn(...offDatabaseCores(command, args), { env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (errors += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const edge = options.seconds >= 4 ? 1000 : 0;
  await sleep(edge);
  const before = cpuSample({ server: options.serverPid });
  await sleep(options.seconds * 1000 - 2 * edge);
  const after = cpuSample({ server: options.serverPid });
  const code = await exited;
  if (code !== 0) throw new Error(`${command} exited with ${code}: ${errors || output}`);
  return { output, cpu: describeCpu(before, after), cores: coresUsed(before, after) };
}
