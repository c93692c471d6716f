/**
 * Chat benchmark (issue #32, DESIGN §22), the server as its own process on PostgreSQL, on the big
 * catalogue of bench:packs:
 *
 * 1. Fan-out: one `POST /api/chat` while 1,000, then 5,000 WebSocket clients (in another process,
 *    bench/battles/ws-clients.ts) follow the topic `chat`: how long until each has the `message`
 *    event (the first event after they all subscribed: nothing else posts meanwhile), p50/p99, counted from the moment the post was sent (the target: p99 < 100 ms) and
 *    from the message's `at` (the time the server gave the post before its transaction: the
 *    lock, the rule checks, the insert and the commit follow it).
 * 2. Chat alone at CHAT_RATE posts/s (200), paced, across enough level-2 players that none
 *    comes near the rate limit (one post per 2 s, 20 a minute; core/chat.ts): accepted and
 *    refused, p50/p99, and the server's and PostgreSQL's CPU per post.
 * 3. HTTP pack opens as fast as they go (as bench:packs sends them), alone and with the chat at
 *    CHAT_RATE beside them, in rounds AB (BA in the next core mode, so a drifting machine favours
 *    neither; BENCH_CHAT_ROUNDS=4 for ABBA, BAAB): how much the chat slows the opens (the target:
 *    at most 10 %). Nobody follows the chat over a WebSocket in these phases: part 1 is the fan-out.
 *
 *   npm run bench:chat   BENCH_SECONDS (default 8), BENCH_CLIENTS (default 10), BENCH_CHAT_RATE (default 200),
 *                        BENCH_CHAT_ROUNDS (default 2), BENCH_FAN_OUT_ROUNDS (default 3)
 */
import { startWsClients } from '../lib/ws-clients';
import { setTimeout as sleep } from 'node:timers/promises';
import { CHAT_GAP_MS, CHAT_MIN_LEVEL, CHAT_PER_MINUTE } from '@lootforge/core/chat';
import type { ChatMessage } from '@lootforge/core/contracts/chat-answers';
import { LEVEL_XP } from '@lootforge/core/levels';
import { LINES, chatRequest, levelUp } from '../lib/chat';
import { formatCents } from '@lootforge/core/money';
import { verifyLedger } from '../../packages/server/src/ledger/verify';
import { isProfaneMessage } from '../../packages/server/src/moderation/names';
import { makePlayers, type BenchPlayer } from '../lib/setup';
import { benchWorkers } from '../lib/server-process';
import { canSplitCores, releaseCores, useCores, type CoreMode } from '../lib/cores';
import { setLimits } from '../lib/limits';
import { catalogueServer, openRequest, warmUpOpens } from '../lib/catalogue';
import { httpRate } from '../lib/http-load';
import { post } from '../lib/http-client';
import { paced } from '../lib/measure';
import { coresUsed, cpuSample, type Cores } from '../lib/cpu';
import { runWrk, wrkPath, type WrkRequest } from '../lib/wrk';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const clients = Number(process.env.BENCH_CLIENTS ?? 10);
/** The chat load, posts accepted per second. */
const CHAT_RATE = Number(process.env.BENCH_CHAT_RATE ?? 200);
/** The targets: fan-out p99 under this, and the opens slowed by at most this share. */
const MAX_FAN_OUT_P99_MS = 100;
const MAX_SLOWDOWN = 0.1;
/** What each opener is funded with (and every money limit: bench/lib/limits). */
const FUND_CENTS = 1_000_000_000;
/**
 * Chatters, taking turns: 2.5 times the fewest the per-minute limit allows at CHAT_RATE, so each
 * posts every CHATTERS / CHAT_RATE seconds (7.5 s at 200/s: 8 a minute, far from 20 and from 2 s).
 * Even, so all of one chatter's posts go through the same one of wrk's two threads (they take
 * alternate lines), in turn.
 */
const CHATTERS = 2 * Math.ceil((2.5 * CHAT_RATE * 60) / CHAT_PER_MINUTE / 2);
/** Chat connections of the load generator: enough that slow answers (up to ~300 ms at 200/s) never hold the pace back. */
const CHAT_CONNECTIONS = 64;
/** Rounds of opens a core mode, half alone and half with the chat: 2 (AB, then BA in the next mode) or 4 (ABBA, BAAB). */
const ROUNDS = 2 * Math.max(1, Math.round(Number(process.env.BENCH_CHAT_ROUNDS ?? 2) / 2));
/** Posts measured for each fan-out size (BENCH_FAN_OUT_ROUNDS, default 3), each to a fresh set of clients; the median round's p99 is held to the target. */
const FAN_OUT_ROUNDS = Math.max(1, Number(process.env.BENCH_FAN_OUT_ROUNDS ?? 3));
/** The chat's unmeasured warm-up, seconds. */
const WARM_SECONDS = 10;
/** Posts skipped between two chat phases, in seconds of the rate: a chatter whose turn ended one phase never opens the next. */
const TURN_SKIP_SECONDS = 2;

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
const now = () => performance.timeOrigin + performance.now();
const pick = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function postChat(baseUrl: string, r: WrkRequest): Promise<{ status: number; body: string }> {
  return post(`${baseUrl}${r.path}`, { ...r.headers, 'content-type': 'application/json' }, r.body);
}

type ChatLoad = { sent: number; accepted: number; refused: string; perSecond: number; p50Ms: number; p99Ms: number; cores: Cores };

/**
 * The chatters take turns in order: the n-th post of the whole run is by chatter n mod CHATTERS, so
 * each waits CHATTERS / CHAT_RATE seconds between posts. `next` is where the turns stand.
 */
function chatTurns(chatters: BenchPlayer[]) {
  let next = 0;
  return {
    /** The posts of a phase of `phaseSeconds` at CHAT_RATE, with room to spare. */
    take(phaseSeconds: number): WrkRequest[] {
      const count = Math.ceil(CHAT_RATE * phaseSeconds * 1.2) + CHAT_CONNECTIONS;
      return Array.from({ length: count }, (_, i) => chatRequest(chatters[(next + i) % chatters.length]!, next + i));
    },
    /** `sent` posts went out: the next phase starts after them, and a little later still (TURN_SKIP_SECONDS). */
    advance(sent: number): void {
      next += sent + CHAT_RATE * TURN_SKIP_SECONDS;
    },
  };
}

/** CHAT_RATE posts a second for `phaseSeconds`, by wrk (paced) or, without it, a Node client; every answer counted. */
async function chatLoad(input: { server: { baseUrl: string; child: { pid?: number } }; requests: WrkRequest[]; phaseSeconds: number }): Promise<ChatLoad> {
  const { server, requests, phaseSeconds } = input;
  const wrk = wrkPath();
  if (wrk) {
    const r = await runWrk({ wrk, serverPid: server.child.pid, baseUrl: server.baseUrl, requests, connections: CHAT_CONNECTIONS, seconds: phaseSeconds, ratePerSecond: CHAT_RATE });
    return { sent: r.requests, accepted: r.requests - r.non2xx, refused: r.non2xx ? `${r.non2xx} not 2xx` : '0', perSecond: r.perSecond, p50Ms: r.p50Ms, p99Ms: r.p99Ms, cores: r.cores };
  }
  const statuses = new Map<number, number>();
  let next = 0;
  const before = cpuSample({ server: server.child.pid });
  const m = await paced(CHAT_RATE, phaseSeconds, async () => {
    const { status } = await postChat(server.baseUrl, requests[next++ % requests.length]!);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status !== 200) throw new Error(`answered ${status}`);
  });
  const cores = coresUsed(before, cpuSample({ server: server.child.pid }));
  const refused = [...statuses].filter(([status]) => status !== 200);
  return {
    sent: m.ops + m.errors,
    accepted: m.ops,
    refused: refused.length ? refused.map(([status, n]) => `${n} × ${status}`).join(', ') : '0',
    perSecond: m.perSecond,
    p50Ms: m.p50Ms,
    p99Ms: m.p99Ms,
    cores,
  };
}

function describeChat(label: string, c: ChatLoad): string {
  const line = `${label.padEnd(34)} ${c.perSecond.toFixed(0).padStart(7)} posts/s   p50 ${c.p50Ms.toFixed(2)} ms   p99 ${c.p99Ms.toFixed(2)} ms   (${c.sent} sent: ${c.accepted} accepted, ${c.refused} refused)`;
  const held = c.perSecond >= 0.95 * CHAT_RATE ? '' : `\n  the pace of ${CHAT_RATE}/s was NOT held: the answers came too slowly for ${CHAT_CONNECTIONS} connections`;
  const refusals = c.accepted < c.sent ? `\n  NOT every post was accepted: ${c.refused} refused` : '';
  return line + held + refusals;
}

/**
 * One post while `count` clients in another process follow `chat`: each client's time of receipt
 * of the `message` event, counted from when the post was sent and from the message's `at`.
 */
async function fanOut(baseUrl: string, count: number, speaker: BenchPlayer) {
  const { child, waitFor } = startWsClients(baseUrl, { count, topic: 'chat' });
  try {
    await waitFor('ready');
    const sentAt = now();
    const answer = await postChat(baseUrl, chatRequest(speaker, count));
    const answeredAt = now();
    if (answer.status !== 200) throw new Error(`the fan-out's post answered ${answer.status}: ${answer.body}`);
    const { at } = (JSON.parse(answer.body) as { message: ChatMessage }).message;
    const { times } = JSON.parse((await waitFor('received ')).slice('received '.length)) as { times: number[] };
    const since = (start: number) => times.map((t) => t - start).sort((a, b) => a - b);
    const [fromSend, fromAt] = [since(sentAt), since(at)];
    return { received: times.length, postMs: answeredAt - sentAt, p50: pick(fromSend, 0.5), p99: pick(fromSend, 0.99), p50FromAt: pick(fromAt, 0.5), p99FromAt: pick(fromAt, 0.99) };
  } finally {
    child.kill();
  }
}

async function main() {
  const started = performance.now();
  const turnSeconds = CHATTERS / CHAT_RATE;
  if (turnSeconds * 1000 < 2 * CHAT_GAP_MS || 60 / turnSeconds > CHAT_PER_MINUTE / 2) throw new Error('too few chatters for the rate limit');
  const refused = LINES.filter(isProfaneMessage);
  if (refused.length) throw new Error(`the chat's filter refuses lines of this benchmark: ${refused.join(' | ')}`);
  console.log(`chat benchmark: ${seconds}s per phase, ${clients} clients for the opens, chat at ${CHAT_RATE} posts/s, PostgreSQL, server in ${benchWorkers()} worker process(es), ${process.env.REDIS_URL ? 'Redis' : 'in-process'} bus`);
  // The fan-out's thousands of sockets all come from this one address: lift the per-address cap for it.
  const { database, db, packIds, server, close } = await catalogueServer('lf_bench_chat', { WS_SOCKETS_PER_ADDRESS: '10000' });
  try {
    const openers = await makePlayers(db, 200, FUND_CENTS);
    await setLimits(db, openers, 'every limit set', FUND_CENTS);
    // The chatters, and a few speakers of their own for the fan-out and the warm-up (no turn of theirs to keep).
    const [chatters, speakers] = [await makePlayers(db, CHATTERS, 100), await makePlayers(db, 21 + 2 * FAN_OUT_ROUNDS, 100)];
    await levelUp(db, [...chatters, ...speakers]);
    await warmUpOpens(server.baseUrl, openers, packIds[0]!);
    const alone: number[] = [];
    for (const [i, speaker] of speakers.slice(1 + 2 * FAN_OUT_ROUNDS).entries()) {
      const t0 = performance.now();
      const answer = await postChat(server.baseUrl, chatRequest(speaker, i));
      alone.push(performance.now() - t0);
      if (answer.status !== 200) throw new Error(`a warm-up post answered ${answer.status}: ${answer.body}`);
    }
    // Statistics of a database in use (this machine's PostgreSQL runs without autovacuum); ANALYZE also makes the prepared statements plan again.
    await db.query('ANALYZE');
    console.log(`openers: 200, funded ${formatCents(FUND_CENTS)} each, every limit set (bench/lib/limits)`);
    console.log(
      `chatters: ${CHATTERS} at level ${CHAT_MIN_LEVEL} (lifetime wager ${formatCents(LEVEL_XP[CHAT_MIN_LEVEL]!)} set in wager_totals), taking turns: each posts every ${turnSeconds.toFixed(1)} s, ` +
        `${(60 / turnSeconds).toFixed(0)} a minute (the limit: one per ${CHAT_GAP_MS / 1000} s, ${CHAT_PER_MINUTE} a minute)`,
    );
    const quietMs = pick([...alone].sort((a, b) => a - b), 0.5);
    console.log(`a post with nobody following the chat, one at a time: p50 ${quietMs.toFixed(1)} ms (${alone.length} posts)`);

    console.log('\nWebSocket fan-out (every core shared), one post to clients following `chat`:');
    // Once unmeasured first: the server's first send to many sockets runs cold (JIT, buffers).
    await fanOut(server.baseUrl, 1_000, speakers[0]!);
    const answers = new Map<number, number>();
    let speaker = 1;
    for (const count of [1_000, 5_000]) {
      // Several rounds, each a post to a fresh set of clients: one round's p99 moves by tens of milliseconds with the machine.
      const rounds: Awaited<ReturnType<typeof fanOut>>[] = [];
      for (let round = 1; round <= FAN_OUT_ROUNDS; round++) {
        const r = await fanOut(server.baseUrl, count, speakers[speaker++]!);
        rounds.push(r);
        console.log(
          `  to ${count} clients, round ${round}: ${r.received} received; from the post's request p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms; ` +
            `from the message's \`at\` (the server's time for the post, before its transaction) p50 ${r.p50FromAt.toFixed(1)} ms, p99 ${r.p99FromAt.toFixed(1)} ms; ` +
            `the post itself answered in ${r.postMs.toFixed(1)} ms`,
        );
      }
      const p99 = pick(rounds.map((r) => r.p99).sort((a, b) => a - b), 0.5);
      answers.set(count, pick(rounds.map((r) => r.postMs).sort((a, b) => a - b), 0.5));
      console.log(
        `  to ${count} clients, the median of ${FAN_OUT_ROUNDS} rounds: p99 ${p99.toFixed(1)} ms (target p99 < ${MAX_FAN_OUT_P99_MS} ms: ${met(rounds.every((r) => r.received === count) && p99 < MAX_FAN_OUT_P99_MS)})`,
      );
    }
    // The in-process bus hands the message to the hub in a microtask queued before the route's answer is written, so the
    // answer waits for every send; through Redis the sends come later, but on the same event loop.
    const perFollowerUs = ((answers.get(5_000)! - answers.get(1_000)!) * 1000) / 4_000;
    console.log(
      `  the post's answer, ${quietMs.toFixed(1)} ms with nobody following, ${process.env.REDIS_URL ? 'with the Redis bus' : 'waits for the sends (in-process bus)'}: ` +
        `~${perFollowerUs.toFixed(0)} µs more a follower from 1,000 to 5,000 (at ${CHAT_RATE} posts/s that would be ~${((perFollowerUs * CHAT_RATE) / 10_000).toFixed(2)} % of a core a follower)`,
    );

    const turns = chatTurns(chatters);
    // The chat at its rate for a while first, unmeasured: V8 optimises a path for several seconds
    // after it starts running hot, on threads of its own, and the first measured phase would pay for it.
    const warm = await chatLoad({ server, requests: turns.take(WARM_SECONDS), phaseSeconds: WARM_SECONDS });
    turns.advance(warm.sent);
    console.log(`\nchat warm-up, unmeasured: ${WARM_SECONDS} s at ${CHAT_RATE}/s, ${warm.accepted} of ${warm.sent} accepted`);
    const modes: readonly CoreMode[] = canSplitCores() ? ['shared', 'split'] : ['shared'];
    const slowdowns = new Map<CoreMode, number>();
    for (const [run, mode] of modes.entries()) {
      console.log(`\n${useCores(mode, { serverPid: server.child.pid, db, database })}:`);
      const chatAlone = await chatLoad({ server, requests: turns.take(seconds), phaseSeconds: seconds });
      turns.advance(chatAlone.sent);
      console.log(describeChat(`chat alone, paced at ${CHAT_RATE}/s`, chatAlone));
      console.log(
        `  CPU per post: server process ${((chatAlone.cores.server * 1000) / chatAlone.perSecond).toFixed(2)} ms, PostgreSQL (all its processes) ${((chatAlone.cores.postgres * 1000) / chatAlone.perSecond).toFixed(2)} ms ` +
          `(the server ${chatAlone.cores.server.toFixed(2)} cores, PostgreSQL ${chatAlone.cores.postgres.toFixed(2)})`,
      );

      const rates = { alone: [] as number[], chat: [] as number[] };
      const cpu = { alone: [] as number[], chat: [] as number[] };
      // ABBA… within a mode, BAAB… in the next: a drifting machine favours neither side.
      const order = Array.from({ length: ROUNDS }, (_, i) => ((i % 4 === 0 || i % 4 === 3) === (run % 2 === 0) ? 'alone' : 'chat'));
      for (const [i, side] of order.entries()) {
        const round = order.slice(0, i + 1).filter((s) => s === side).length;
        const opens = (label: string) => httpRate({ server, db, database, label, noun: 'opens', clients, seconds, request: () => openRequest(openers, packIds) });
        if (side === 'alone') {
          const result = await opens(`HTTP opens alone, round ${round}`);
          rates.alone.push(result.perSecond);
          cpu.alone.push(result.cpuMsPerRequest.server);
          continue;
        }
        // The chat starts a second before the opens and ends a second after them.
        const chat = chatLoad({ server, requests: turns.take(seconds + 2), phaseSeconds: seconds + 2 });
        await sleep(1000);
        const result = await opens(`HTTP opens with chat, round ${round}`);
        const beside = await chat;
        turns.advance(beside.sent);
        console.log(describeChat(`  chat beside them at ${CHAT_RATE}/s`, beside));
        rates.chat.push(result.perSecond);
        cpu.chat.push(result.cpuMsPerRequest.server);
      }
      const [openAlone, openChat] = [mean(rates.alone), mean(rates.chat)];
      const slowdown = 1 - openChat / openAlone;
      slowdowns.set(mode, slowdown);
      const rounds = rates.chat.map((r, i) => `${((1 - r / rates.alone[i]!) * 100).toFixed(1)} %`);
      console.log(
        `chat beside opens (${mode} cores): ${openAlone.toFixed(0)} opens/s alone, ${openChat.toFixed(0)} with ${CHAT_RATE} posts/s beside them: slowed by ${(slowdown * 100).toFixed(1)} % ` +
          `(rounds: ${rounds.join(', ')}; target ≤ ${MAX_SLOWDOWN * 100} %: ${met(slowdown <= MAX_SLOWDOWN)})`,
      );
      const [coresAlone, coresChat] = [mean(cpu.alone.map((ms, i) => (ms * rates.alone[i]!) / 1000)), mean(cpu.chat.map((ms, i) => (ms * rates.chat[i]!) / 1000))];
      console.log(
        `  server process: ${coresAlone.toFixed(2)} cores alone, ${coresChat.toFixed(2)} with the chat; CPU per open ${mean(cpu.alone).toFixed(2)} ms alone, ${mean(cpu.chat).toFixed(2)} ms with the chat (its posts' CPU counted in)`,
      );
    }
    releaseCores(server.child.pid);
    console.log(`\nledger after the runs: ${(await verifyLedger(db)).ok ? 'verifies' : 'BROKEN'}`);
    const [kept] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM chat_messages`);
    console.log(`chat messages kept: ${kept!.n}`);
    if (slowdowns.size > 1) {
      const slowdown = mean([...slowdowns.values()]);
      console.log(`chat beside opens, mean of the core modes: slowed by ${(slowdown * 100).toFixed(1)} % (target ≤ ${MAX_SLOWDOWN * 100} %: ${met(slowdown <= MAX_SLOWDOWN)})`);
    }
    console.log(`run took ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await close();
  }
}

await main();
