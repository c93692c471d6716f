/**
 * Where the server's CPU goes per request (issue: performance): the real server as its own
 * process under Node's `--cpu-prof`, a paced load of HTTP pack opens (and, with
 * PROFILE_WHAT=battles, battle joins; with PROFILE_WHAT=chat, chat posts by level-2 players taking
 * turns well inside the rate limit), then the profile read back as a breakdown of the
 * server's CPU per request by stage and the functions that cost the most.
 *
 *   npm run bench:profile     PROFILE_WHAT (opens | battles | chat, default opens),
 *                             PROFILE_RATE (requests/s, default 200), BENCH_SECONDS (default 10),
 *                             PROFILE_WARM_SECONDS (the same load first, unmeasured; default 10),
 *                             PROFILE_OFF=1 (no profile: the CPU per request without the profiler's cost)
 *
 * The stages are read from each sample's stack: the innermost frame that belongs to a stage
 * names it (a query's bytes parsed inside a route's handler count as the driver's, not the
 * handler's). What no stage claims is listed by the file or package it ran in.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { catalogueServer, openRequest, warmUpOpens } from '../lib/catalogue';
import { makePlayers, type BenchPlayer } from '../lib/setup';
import { post } from '../lib/http-client';
import { CHAT_PER_MINUTE } from '@lootforge/core/chat';
import { chatRequest, levelUp } from '../lib/chat';
import { cpuSample, groupCpuMs } from '../lib/cpu';
import { paced } from '../lib/measure';
import { summariseProfile, type CpuProfile } from './stages';

const what = process.env.PROFILE_WHAT === 'battles' || process.env.PROFILE_WHAT === 'chat' ? process.env.PROFILE_WHAT : 'opens';
const rate = Number(process.env.PROFILE_RATE ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmSeconds = Number(process.env.PROFILE_WARM_SECONDS ?? 10);

/** Battles of two seats made in advance; each request takes the free seat of one of them. */
async function battleJoins(baseUrl: string, players: BenchPlayer[], packId: string, count: number) {
  const battleIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const host = players[i % players.length]!;
    const response = await post(
      `${baseUrl}/api/battles`,
      { cookie: host.cookie, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      JSON.stringify({ packIds: [packId], players: 2, mode: 'normal' }),
    );
    if (response.status !== 200) throw new Error(`creating a battle answered ${response.status}: ${response.body}`);
    battleIds.push((JSON.parse(response.body) as { battle: { id: string } }).battle.id);
  }
  let next = 0;
  return () => {
    const i = next++;
    // The joiner is never the host (players are taken in the same order, one along).
    const joiner = players[(i + 1) % players.length]!;
    return { path: `/api/battles/${battleIds[i]}/join`, headers: { cookie: joiner.cookie, 'idempotency-key': randomUUID() }, body: '{}' };
  };
}

/** Posters at the chat's level, taking turns: each posts every 7.5 s at most (8 a minute; the limit is 20 and one per 2 s). */
async function chatPosts(db: Parameters<typeof makePlayers>[0], perSecond: number) {
  const posters = await makePlayers(db, Math.ceil((2.5 * perSecond * 60) / CHAT_PER_MINUTE), 100);
  await levelUp(db, posters);
  let next = 0;
  return () => {
    const n = next++;
    const r = chatRequest(posters[n % posters.length]!, n);
    return { path: r.path, headers: r.headers, body: r.body ?? '' };
  };
}

/** CPU ticks (user + system) of each thread of a process, by thread name. */
function threadTicks(pid: number): Map<string, { name: string; user: number; system: number }> {
  const ticks = new Map<string, { name: string; user: number; system: number }>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const fields = stat.slice(close + 2).split(' ');
      ticks.set(tid, { name: stat.slice(stat.indexOf('(') + 1, close), user: Number(fields[11]), system: Number(fields[12]) });
    } catch {
      // The thread ended meanwhile.
    }
  }
  return ticks;
}

/** "main thread 1.10 ms (user 0.80, system 0.30), V8 helpers 0.20 ms, …" per request. */
function describeThreads(before: ReturnType<typeof threadTicks>, after: ReturnType<typeof threadTicks>, requests: number): string {
  const byName = new Map<string, { user: number; system: number }>();
  const mainTid = [...after.keys()].sort((a, b) => Number(a) - Number(b))[0];
  for (const [tid, t] of after) {
    const was = before.get(tid) ?? { user: 0, system: 0 };
    const name = tid === mainTid ? 'main thread' : t.name.replace(/\d+$/, '');
    const sum = byName.get(name) ?? { user: 0, system: 0 };
    byName.set(name, { user: sum.user + t.user - was.user, system: sum.system + t.system - was.system });
  }
  // A tick is 10 ms.
  const ms = (ticks: number) => ((ticks * 10) / requests).toFixed(3);
  return [...byName]
    .filter(([, t]) => t.user + t.system > 0)
    .sort((a, b) => b[1].user + b[1].system - (a[1].user + a[1].system))
    .map(([name, t]) => `${name} ${ms(t.user + t.system)} ms (user ${ms(t.user)}, system ${ms(t.system)})`)
    .join(', ');
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootforge-profile-'));
  // PROFILE_OFF=1: the CPU per request from /proc only, without the profiler's own cost.
  if (!process.env.PROFILE_OFF) process.env.BENCH_PROFILE = dir;
  console.log(`profile: ${what} paced at ${rate}/s for ${seconds}s, the server under --cpu-prof`);
  const { db, packIds, server, close } = await catalogueServer('lf_bench_profile');
  let requests: number;
  // The measured window on the profile's clock (CLOCK_MONOTONIC, µs): start-up and set-up are left out.
  const window = { fromUs: 0, toUs: 0 };
  const nowUs = () => Number(process.hrtime.bigint() / 1000n);
  try {
    // The same load first, unmeasured, so the figures are of a warm server (V8 still optimises the
    // hot code for several seconds after start, on threads of its own).
    const total = Math.floor(rate * (seconds + warmSeconds));
    // A host may have 5 open battles at once: enough players for every battle made in advance.
    const players = await makePlayers(db, what === 'battles' ? Math.max(200, Math.ceil((total + 1) / 5) + 1) : 200, 1_000_000_000);
    await warmUpOpens(server.baseUrl, players, packIds[0]!);
    const request =
      what === 'battles' ? await battleJoins(server.baseUrl, players, packIds[0]!, total + 1) : what === 'chat' ? await chatPosts(db, rate) : () => openRequest(players, packIds);
    const work = async () => {
      const r = request();
      const response = await post(`${server.baseUrl}${r.path}`, { ...r.headers, 'content-type': 'application/json' }, r.body);
      if (response.status !== 200) throw new Error(`${r.path} answered ${response.status}: ${response.body}`);
    };
    const warmed = await paced(rate, warmSeconds, work);
    const threadsBefore = threadTicks(server.child.pid!);
    const before = cpuSample({ server: server.child.pid });
    window.fromUs = nowUs();
    const measured = await paced(rate, seconds, work);
    if (warmed.errors > 0) throw new Error(`${warmed.errors} of the warm-up ${what} failed`);
    window.toUs = nowUs();
    const serverMs = groupCpuMs(before, cpuSample({ server: server.child.pid }), 'server');
    requests = measured.ops;
    if (measured.errors > 0) throw new Error(`${measured.errors} of the ${what} failed: the figures would flatter the server`);
    console.log(`${requests} ${what} answered 200, p50 ${measured.p50Ms.toFixed(2)} ms, p99 ${measured.p99Ms.toFixed(2)} ms`);
    console.log(`server CPU per request, from /proc: ${(serverMs / requests).toFixed(3)} ms`);
    console.log(`  by thread: ${describeThreads(threadsBefore, threadTicks(server.child.pid!), requests)}`);
  } finally {
    await close();
  }
  if (process.env.PROFILE_OFF) return;
  // The main thread's profile (the other is tsx's loader thread).
  const file = fs.readdirSync(dir).sort().find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile written in ${dir}`);
  const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
  console.log(summariseProfile(profile, requests, window));
  console.log(`\nthe profile: ${path.join(dir, file)} (open it in Chrome's DevTools, Performance)`);
}

await main();
