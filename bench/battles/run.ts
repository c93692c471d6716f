/**
 * Battles benchmark (issue: battles).
 *
 * 1. Joins per second through HTTP: many players fill many 2-player battles
 *    (each join takes the last seat, so it also rolls, settles and pays), on
 *    PostgreSQL, against the server running as its own process.
 * 2. The same SQL transaction run by pgbench (prepared statements, same
 *    client count) on a database prepared the same way: the database's own
 *    limit. Prints both, the ratio (target ≥ 0.7) and p50/p99.
 * 3. p50/p99 at 80 % of the measured peak rate, paced (target p99 < 50 ms).
 * 4. WebSocket fan-out: time from a join until 1,000 and 5,000 subscribed
 *    clients (in another process) have the event (target p99 < 100 ms).
 *
 *   npm run bench:battles      BENCH_SECONDS (default 8), BENCH_CLIENTS (default 10)
 */
import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPostgres, type Database } from '../../packages/server/src/db/client';
import { ensureAccount, ensureHouse, ensureWallet, houseKey } from '../../packages/server/src/ledger/ledger';
import { createBattle } from '../../packages/server/src/battles/service';
import { verifyLedger } from '../../packages/server/src/ledger/verify';
import { describeMeasurement, measure, type Measurement } from '../lib/measure';
import { makePack, makePlayers, pgbenchPath, scratchDatabase, type BenchPlayer } from '../lib/setup';
import { startServerProcess } from '../lib/server-process';
import { post } from '../lib/http-client';
import { describeWrk, runWrk, wrkPath } from '../lib/wrk';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const clients = Number(process.env.BENCH_CLIENTS ?? 10);

/** Enough open battles for every join of every phase, made through the real service. */
async function prepareBattles(db: Database, hosts: BenchPlayer[], packId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const host = hosts[i % hosts.length]!;
    const { battleId } = await createBattle(db, { userId: host.userId, body: { players: 2, mode: 'normal', packIds: [packId] }, idempotencyKey: undefined });
    ids.push(battleId);
  }
  return ids;
}

async function joinOverHttp(baseUrl: string, battleId: string, player: BenchPlayer): Promise<void> {
  const response = await post(`${baseUrl}/api/battles/${battleId}/join`, { cookie: player.cookie });
  if (response.status !== 200) throw new Error(`join answered ${response.status}: ${response.body}`);
}

/** Requests started at a fixed rate whatever the answers do (open loop), for latency at a given load. */
async function paced(rate: number, durationSeconds: number, work: () => Promise<void>): Promise<Measurement> {
  const latencies: number[] = [];
  let errors = 0;
  const total = Math.floor(rate * durationSeconds);
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
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

async function pgbenchRun(): Promise<{ tps: number; p50Ms: number | null; p99Ms: number | null } | string> {
  const pgbench = pgbenchPath();
  if (!pgbench) return 'pgbench is not installed (apt-get install postgresql-contrib or the server package)';
  const scratch = await scratchDatabase('lf_bench_pgbench');
  const db = await openPostgres(scratch.url, { max: 4 });
  try {
    await db.migrate();
    const needed = Math.ceil(4_000 * seconds);
    const players = await makePlayers(db, 200, 1_000_000_000);
    const pack = await makePack(db);
    // Battles in bulk, each with its host seated and its escrow holding the entry, as the service leaves them.
    await db.query(
      `INSERT INTO battles (id, host_user_id, mode, players, joined, entry_cents, pot_cents, server_seed, server_seed_hash, rounds)
       SELECT gen_random_uuid(), (ARRAY[${players.slice(0, 100).map((p) => `'${p.userId}'::uuid`).join(',')}])[1 + (g % 100)], 'normal', 2, 1, $1, $1,
              repeat('a', 64), repeat('b', 64), jsonb_build_object('packs', '[]'::jsonb, 'order', '[0]'::jsonb)
       FROM generate_series(1, $2) g`,
      [pack.priceCents, needed],
    );
    await db.query(`INSERT INTO battle_seats (battle_id, seat, user_id, client_seed) SELECT id, 0, host_user_id, 'seed' FROM battles`);
    await db.query(`INSERT INTO accounts (key, kind, balance_cents) SELECT 'escrow:battle:' || id, 'escrow', entry_cents FROM battles`);
    const joiners = players.slice(100);
    const walletIds = new Map<string, number>();
    await db.transaction(async (tx) => {
      for (const p of players) walletIds.set(p.userId, await ensureWallet(tx, p.userId));
    });
    await db.query(`CREATE TABLE bench_joiners (n int PRIMARY KEY, user_id uuid, wallet_id bigint)`);
    for (const [n, p] of joiners.entries()) await db.query(`INSERT INTO bench_joiners VALUES ($1, $2, $3)`, [n, p.userId, walletIds.get(p.userId)]);
    await db.query(
      `CREATE TABLE bench_joins AS
       SELECT row_number() OVER (ORDER BY b.id) AS i,
              b.id AS battle_id, b.id AS battle_id2, b.id AS battle_id3, b.id AS battle_id4, b.id AS battle_id5,
              b.id::text AS battle_ref, b.id::text AS battle_ref2, b.id::text AS battle_ref3,
              j.user_id AS joiner_id, j.user_id AS joiner_id2,
              j.wallet_id, j.wallet_id AS wallet_id2, j.wallet_id AS wallet_id3, j.wallet_id AS wallet_id4, j.wallet_id AS wallet_id5,
              (SELECT id FROM accounts WHERE kind = 'wallet' AND user_id = b.host_user_id) AS host_wallet_id,
              e.id AS escrow_id, e.id AS escrow_id2, e.id AS escrow_id3, e.id AS escrow_id4, e.id AS escrow_id5,
              b.entry_cents AS entry, b.entry_cents AS entry2, b.entry_cents AS entry3, -b.entry_cents AS neg_entry,
              2 * b.entry_cents AS pot, 2 * b.entry_cents AS pot2, -2 * b.entry_cents AS neg_pot,
              'battle:' || b.id || ':entry' AS entry_key, 'battle:' || b.id || ':settle' AS settle_key, 'battle:' || b.id || ':win:1' AS win_key,
              '{"rolls":[[{"ticket":1,"itemIndex":0,"valueCents":100},{"ticket":2,"itemIndex":0,"valueCents":100}]],"totals":[100,100],"winners":[1],"payouts":[0,200],"totalValueCents":200,"tiebreak":null}'::text AS results,
              0::bigint AS house_id, 0::bigint AS house_id2, 0::bigint AS house_id3, 0::bigint AS house_id4, 0::bigint AS house_id5
       FROM battles b JOIN accounts e ON e.key = 'escrow:battle:' || b.id
       JOIN bench_joiners j ON j.n = (abs(hashtext(b.id::text)) % ${joiners.length})`,
    );
    await db.query(`ALTER TABLE bench_joins ADD PRIMARY KEY (i)`);
    // Each battle meets the house shard the server would pick for it.
    const rows = await db.query<{ i: number; battle_id: string }>(`SELECT i, battle_id FROM bench_joins`);
    const shardIds = new Map<string, number>();
    await db.transaction(async (tx) => {
      for (const row of rows) {
        const key = houseKey(row.battle_id);
        if (!shardIds.has(key)) shardIds.set(key, await ensureHouse(tx, row.battle_id));
      }
    });
    for (const [key, id] of shardIds) {
      const battles = rows.filter((r) => houseKey(r.battle_id) === key).map((r) => r.i);
      await db.query(`UPDATE bench_joins SET house_id = $1, house_id2 = $1, house_id3 = $1, house_id4 = $1, house_id5 = $1 WHERE i = ANY($2::bigint[])`, [id, battles]);
    }
    await db.query(`CREATE SEQUENCE bench_next`);
    await db.query(`ANALYZE`);
    const script = fileURLToPath(new URL('./pgbench-join.sql', import.meta.url));
    const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgbench-'));
    const url = new URL(scratch.url);
    const output = execFileSync(
      pgbench,
      ['-n', '-M', 'prepared', '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', script, '-r', '--log', `--log-prefix=${path.join(logDir, 'log')}`,
        '-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres'), url.pathname.slice(1)],
      { encoding: 'utf8' },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? 'NaN');
    const latencies: number[] = [];
    for (const file of fs.readdirSync(logDir)) {
      for (const line of fs.readFileSync(path.join(logDir, file), 'utf8').split('\n')) {
        const micros = Number(line.split(' ')[2]);
        if (Number.isFinite(micros) && line) latencies.push(micros / 1000);
      }
    }
    fs.rmSync(logDir, { recursive: true, force: true });
    latencies.sort((a, b) => a - b);
    const pick = (q: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! : null);
    return { tps, p50Ms: pick(0.5), p99Ms: pick(0.99) };
  } finally {
    await db.close();
    await scratch.drop();
  }
}

/** Opens `count` WebSocket clients in another process, subscribed to one battle; returns a way to await the event times. */
async function fanOut(baseUrl: string, battleId: string, count: number, join: () => Promise<number>) {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./ws-clients.ts', import.meta.url))], {
    env: { ...process.env, WS_URL: baseUrl.replace('http', 'ws') + '/api/ws', WS_COUNT: String(count), WS_TOPIC: `battle:${battleId}` },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let buffer = '';
  const lines: string[] = [];
  child.stdout!.on('data', (chunk) => {
    buffer += chunk;
    let newline;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      lines.push(buffer.slice(0, newline));
      buffer = buffer.slice(newline + 1);
    }
  });
  const waitFor = async (prefix: string) => {
    for (;;) {
      const line = lines.find((l) => l.startsWith(prefix));
      if (line) return line;
      if (child.exitCode !== null) throw new Error('the WebSocket client process exited');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await waitFor('ready');
  const sentAt = performance.timeOrigin + performance.now();
  const answeredAt = await join();
  const result = JSON.parse((await waitFor('received ')).slice('received '.length)) as { times: number[] };
  child.kill();
  const fromSend = result.times.map((t) => t - sentAt).sort((a, b) => a - b);
  const fromAnswer = result.times.map((t) => t - answeredAt).sort((a, b) => a - b);
  const pick = (list: number[], q: number) => list[Math.min(list.length - 1, Math.floor(q * list.length))] ?? NaN;
  return { received: result.times.length, joinMs: answeredAt - sentAt, p50: pick(fromSend, 0.5), p99: pick(fromSend, 0.99), p99AfterAnswer: pick(fromAnswer, 0.99) };
}

async function main() {
  console.log(`battles benchmark: ${seconds}s per phase, ${clients} clients, PostgreSQL`);
  const scratch = await scratchDatabase('lf_bench_battles');
  const db = await openPostgres(scratch.url, { max: 4 });
  await db.migrate();
  const server = await startServerProcess({ DATABASE_URL: scratch.url });
  let peakJoinsPerSecond: number;
  try {
    const hosts = await makePlayers(db, 100, 1_000_000_000);
    const joiners = await makePlayers(db, 100, 1_000_000_000);
    const pack = await makePack(db);
    await db.transaction((tx) => ensureAccount(tx, { key: 'house', kind: 'house' }));

    const perPhase = Math.ceil(2_500 * seconds);
    console.log(`preparing ${perPhase + 200} open battles…`);
    const battles = await prepareBattles(db, hosts, pack.packId, perPhase + 200);
    let next = 0;
    const joinNext = () => joinOverHttp(server.baseUrl, battles[next++]!, joiners[next % joiners.length]!);

    // Warm the server (JIT, prepared statements) before measuring.
    await measure({ clients, seconds: 1, work: joinNext });
    const wrk = wrkPath();
    let peakOps: number;
    let peakP50Ms = 0;
    if (wrk) {
      const requests = battles.slice(next, next + perPhase).map((battleId, i) => ({
        method: 'POST' as const,
        path: `/api/battles/${battleId}/join`,
        headers: { cookie: joiners[i % joiners.length]!.cookie },
      }));
      next += perPhase;
      const result = runWrk({ wrk, baseUrl: server.baseUrl, requests, connections: clients, seconds });
      console.log(describeWrk('HTTP joins (peak, closed loop)', result).replace('req/s', 'joins/s'));
      peakJoinsPerSecond = result.perSecond;
      peakOps = result.requests;
      peakP50Ms = result.p50Ms;
      // wrk may have started some joins of its list that the next phase must skip.
      next = battles.length;
    } else {
      const peak = await measure({ clients, seconds, work: joinNext });
      console.log(describeMeasurement('HTTP joins (peak, closed loop, Node client)', peak).replace('tx/s', 'joins/s'));
      peakJoinsPerSecond = peak.perSecond;
      peakOps = peak.ops;
      peakP50Ms = peak.p50Ms;
    }

    // About 80 % of the peak: each connection waits between its joins so the whole runs at that rate.
    const rate = Math.max(1, Math.floor(peakJoinsPerSecond * 0.8));
    battles.push(...(await prepareBattles(db, hosts, pack.packId, Math.ceil(rate * seconds * 1.5) + 10)));
    let eightyOps: number;
    if (wrk) {
      const requests = battles.slice(next).map((battleId, i) => ({ method: 'POST' as const, path: `/api/battles/${battleId}/join`, headers: { cookie: joiners[i % joiners.length]!.cookie } }));
      next = battles.length;
      const delayMs = Math.max(0, Math.round((clients * 1000) / rate - peakP50Ms));
      const atEighty = runWrk({ wrk, baseUrl: server.baseUrl, requests, connections: clients, seconds, delayMs });
      console.log(describeWrk(`HTTP joins at ~80 % (aim ${rate}/s)`, atEighty).replace('req/s', 'joins/s'));
      console.log(`  p99 at ~80 % of peak: ${atEighty.p99Ms.toFixed(1)} ms (target < 50 ms: ${atEighty.p99Ms < 50 ? 'met' : 'NOT met'})`);
      eightyOps = atEighty.requests;
    } else {
      const atEighty = await paced(rate, seconds, joinNext);
      console.log(describeMeasurement(`HTTP joins at 80 % (${rate}/s, Node client)`, atEighty).replace('tx/s', 'joins/s'));
      console.log(`  p99 at 80 % of peak: ${atEighty.p99Ms.toFixed(1)} ms (target < 50 ms: ${atEighty.p99Ms < 50 ? 'met' : 'NOT met'})`);
      eightyOps = atEighty.ops;
    }

    const report = await verifyLedger(db);
    console.log(`  ledger after ${peakOps + eightyOps} joins: ${report.ok ? 'verifies' : 'BROKEN'}`);

    for (const count of [1_000, 5_000]) {
      const [battleId] = await prepareBattles(db, hosts, pack.packId, 1);
      const result = await fanOut(server.baseUrl, battleId!, count, async () => {
        await joinOverHttp(server.baseUrl, battleId!, joiners[0]!);
        return performance.timeOrigin + performance.now();
      });
      console.log(
        `WebSocket fan-out to ${count} clients: ${result.received} received; from the join request p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms ` +
          `(the join itself took ${result.joinMs.toFixed(1)} ms; target p99 < 100 ms: ${result.p99 < 100 ? 'met' : 'NOT met'})`,
      );
    }
  } finally {
    await server.stop();
    await db.close();
    await scratch.drop();
  }

  const pgbench = await pgbenchRun();
  if (typeof pgbench === 'string') {
    console.log(`pgbench: skipped, ${pgbench}`);
    return;
  }
  console.log(`pgbench, same join transaction (${clients} clients, prepared): ${pgbench.tps.toFixed(0)} tx/s   p50 ${pgbench.p50Ms?.toFixed(2)} ms   p99 ${pgbench.p99Ms?.toFixed(2)} ms`);
  const ratio = peakJoinsPerSecond / pgbench.tps;
  console.log(`ratio HTTP joins / pgbench: ${ratio.toFixed(2)} (target ≥ 0.7: ${ratio >= 0.7 ? 'met' : 'NOT met'})`);
}

await main();
