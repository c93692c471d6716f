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
 * 4. WebSocket fan-out: time from a join's commit until 1,000 and 5,000
 *    subscribed clients (in another process) have the event (target p99 <
 *    100 ms); the event carries the moment the server built it, just after
 *    the commit. Also printed from the moment the join request was sent.
 *
 * 5. Core: the outcome of a 10-seat, 50-round battle of each mode (outcomes.ts).
 *
 *   npm run bench:battles      BENCH_SECONDS (default 8), BENCH_CLIENTS (default 10)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPostgres, type Database } from '../../packages/server/src/db/client';
import { ensureAccount, ensureHouse, ensureWallet, escrowKey, houseKey, postParams, type TransferInput } from '../../packages/server/src/ledger/ledger';
import { recordSeatsParams, type BattleState, type RoundsSnapshot } from '../../packages/server/src/battles/repository';
import { settleBattle } from '../../packages/core/src/battle';
import { createBattle, joinBattle, seated, settlementRecord } from '../../packages/server/src/battles/service';
import { ensureScheduledRaces } from '../../packages/server/src/races/service';
import { systemClock } from '../../packages/server/src/clock';
import { verifyLedger } from '../../packages/server/src/ledger/verify';
import { startWsClients } from '../lib/ws-clients';
import { describeMeasurement, measure, paced } from '../lib/measure';
import { printOutcomeTimings } from './outcomes';
import { stakeInput, stakeMoment } from '../../packages/server/src/stakes/service';
import { stakeAndPostParams } from '../../packages/server/src/stakes/repository';
import { MAX_OPEN_BATTLES_PER_HOST } from '@lootforge/core/battle';
import { makePack, makePlayers, scratchDatabase, type BenchPlayer } from '../lib/setup';
import { canSplitCores, releaseCores, useCores, type CoreMode } from '../lib/cores';
import { watchTransactions, withoutAccountLookups, type Captured } from '../lib/capture';
import { describePgbench, pgbenchPath, runPgbench, transactionScript, withoutTimes, type PgbenchResult } from '../lib/pgbench';
import { benchWorkers, startServerProcess } from '../lib/server-process';
import { post } from '../lib/http-client';
import { describeWrk, runWrk, wrkPath } from '../lib/wrk';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const clients = Number(process.env.BENCH_CLIENTS ?? 10);

/**
 * Enough open battles for every join of every phase, made through the real service. A host may
 * hold at most MAX_OPEN_BATTLES_PER_HOST open battles, so hosts of their own are made as needed.
 */
async function prepareBattles(db: Database, packId: string, count: number): Promise<string[]> {
  const hosts = await makePlayers(db, Math.ceil(count / MAX_OPEN_BATTLES_PER_HOST), 1_000_000_000);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const host = hosts[Math.floor(i / MAX_OPEN_BATTLES_PER_HOST)]!;
    const { battleId } = await createBattle(db, { userId: host.userId, body: { players: 2, mode: 'normal', packIds: [packId] }, idempotencyKey: undefined, houseEdge: 0.08 });
    ids.push(battleId);
  }
  return ids;
}

async function joinOverHttp(baseUrl: string, battleId: string, player: BenchPlayer): Promise<void> {
  const response = await post(`${baseUrl}/api/battles/${battleId}/join`, { cookie: player.cookie });
  if (response.status !== 200) throw new Error(`join answered ${response.status}: ${response.body}`);
}

/** Runs a real join through the service and records the statements its transaction sends. */
async function capturedJoin(db: Database, battleId: string, userId: string): Promise<Captured[]> {
  const captured: Captured[] = [];
  await joinBattle(watchTransactions(db, captured), { userId, battleId, idempotencyKey: undefined });
  return withoutAccountLookups(captured);
}

type JoinCase = {
  battleId: string;
  serverSeed: string;
  rounds: RoundsSnapshot;
  entryCents: number;
  host: { userId: string; clientSeed: string; walletId: number };
  joiner: { userId: string; clientSeed: string; walletId: number };
  escrowId: number;
  houseId: number;
};

/** The parameters the service sends for a join that fills a 2-player normal battle (checked against a real join below). */
function joinParams(c: JoinCase, nowMs: number): unknown[][] {
  const seats = [c.host, c.joiner];
  const outcome = settleBattle({
    battleId: c.battleId,
    mode: 'normal',
    teamLayout: null,
    playerClientSeeds: seats.map((s) => s.clientSeed),
    // As the service settles: nobody borrowed, by the rule of DESIGN §12.
    borrows: { entryCents: c.entryCents, borrowedCents: seats.map(() => 0) },
    rounds: c.rounds.order.map((index) => c.rounds.packs[index]!),
    serverSeed: c.serverSeed,
  });
  const wins = seats.flatMap((s, seat) => (outcome.payouts[seat]! > 0 ? [{ seat, walletId: s.walletId, amount: outcome.payouts[seat]! }] : []));
  const ref = { refType: 'battle', refId: c.battleId };
  const transfers: TransferInput[] = [
    { debitAccountId: c.joiner.walletId, creditAccountId: c.escrowId, amountCents: c.entryCents, kind: 'battle_entry', ...ref, idempotencyKey: `battle:${c.battleId}:entry` },
    { debitAccountId: c.escrowId, creditAccountId: c.houseId, amountCents: 2 * c.entryCents, kind: 'battle_settlement', ...ref, idempotencyKey: `battle:${c.battleId}:settle` },
    ...wins.map((w): TransferInput => ({ debitAccountId: c.houseId, creditAccountId: w.walletId, amountCents: w.amount, kind: 'battle_win', ...ref, idempotencyKey: `battle:${c.battleId}:win:${w.seat}` })),
  ];
  const before = { battle: { id: c.battleId, joined: 1, pot_cents: c.entryCents, entry_cents: c.entryCents, status: 'open' }, seats: [{ seat: 0, user_id: c.host.userId }] } as unknown as BattleState;
  const joinerSeat = { seat: 1, userId: c.joiner.userId, botName: null, clientSeed: c.joiner.clientSeed, idempotencyKey: null, userName: null, avatarThumbKey: null, xpCents: 0, paidCents: c.entryCents, borrowPercent: 0, borrowedCents: 0 };
  const settlement = settlementRecord(outcome, nowMs, c.rounds.order.length);
  // What the battle pays each player, by user id in seat order, as the service sums it (stakes/service countBattleStakes).
  const returns: Record<string, number> = {};
  for (const w of wins) returns[seats[w.seat]!.userId] = (returns[seats[w.seat]!.userId] ?? 0) + w.amount;
  // Wager accounting, the limit checks and the payment (stakes/service): one call of stake_and_post, with what
  // the joiner's entry won back, since this join settles the battle (DESIGN §16b).
  const stake = stakeInput({ userId: c.joiner.userId, amountCents: c.entryCents, returnedCents: returns[c.joiner.userId] ?? 0, battleId: c.battleId, settles: true }, new Date(nowMs));
  const stakeAndPost = stakeAndPostParams({ ...stake, legs: postParams(transfers)[0] });
  // The battle settles with this join: its entries count for races, rewards and referrals now, each with what it won back (count_battle_stakes, DESIGN §13, §16b).
  const moment = stakeMoment(new Date(nowMs));
  const count = [c.battleId, moment.at, moment.horizon, moment.periods.nextWeek, JSON.stringify(returns)];
  return [[c.battleId], [c.battleId, c.joiner.userId, escrowKey(c.battleId)], count, stakeAndPost, recordSeatsParams(seated(before, [joinerSeat], settlement), 1)];
}

/**
 * The database's own limit: the join transaction, statement for statement
 * as the service sends it (compared with a real join first), run by pgbench
 * with the same client count on battles prepared in bulk the way the service
 * leaves them (host seated, entry in escrow, the real rounds snapshot).
 */
async function pgbenchRun(modes: readonly CoreMode[]): Promise<Map<CoreMode, PgbenchResult> | string> {
  const pgbench = pgbenchPath();
  if (!pgbench) return 'pgbench is not installed (apt-get install postgresql-contrib or the server package)';
  const scratch = await scratchDatabase('lf_bench_pgbench');
  const db = await openPostgres(scratch.url, { max: 4 });
  try {
    await db.migrate();
    const players = await makePlayers(db, 200, 1_000_000_000);
    const [hosts, joiners] = [players.slice(0, 100), players.slice(100)];
    const pack = await makePack(db);
    const seeds = new Map((await db.query<{ id: string; client_seed: string }>(`SELECT id, client_seed FROM users`)).map((u) => [u.id, u.client_seed]));
    const wallets = new Map<string, number>();
    await db.transaction(async (tx) => {
      for (const p of players) wallets.set(p.userId, await ensureWallet(tx, p.userId));
    });
    const person = (p: BenchPlayer) => ({ userId: p.userId, clientSeed: seeds.get(p.userId)!, walletId: wallets.get(p.userId)! });
    const houseIds = new Map<string, number>();
    const houseFor = async (battleId: string) => {
      const key = houseKey(battleId);
      if (!houseIds.has(key)) houseIds.set(key, await db.transaction((tx) => ensureHouse(tx, battleId)));
      return houseIds.get(key)!;
    };
    // The running races, as the server makes them at start: every stake takes their locks and counts in them.
    // No minimum wager: every player ranks, the heaviest standings to read.
    await ensureScheduledRaces(db, { clock: systemClock, pools: { dailyCents: 500_000, weeklyCents: 5_000_000 }, minWagers: { dailyCents: 0, weeklyCents: 0 } });
    const battleCase = async (battleId: string, joiner: BenchPlayer): Promise<JoinCase> => {
      const [row] = await db.query<{ server_seed: string; rounds: RoundsSnapshot; entry_cents: number; host_user_id: string; escrow_id: number }>(
        `SELECT b.server_seed, b.rounds, b.entry_cents, b.host_user_id, e.id AS escrow_id FROM battles b JOIN accounts e ON e.key = 'escrow:battle:' || b.id WHERE b.id = $1`,
        [battleId],
      );
      return {
        battleId,
        serverSeed: row!.server_seed,
        rounds: row!.rounds,
        entryCents: row!.entry_cents,
        host: person(players.find((p) => p.userId === row!.host_user_id)!),
        joiner: person(joiner),
        escrowId: row!.escrow_id,
        houseId: await houseFor(battleId),
      };
    };

    // One real join, watched: the script must send exactly its statements, with the parameters built here.
    const { battleId: sampleId } = await createBattle(db, { userId: hosts[0]!.userId, body: { players: 2, mode: 'normal', packIds: [pack.packId] }, idempotencyKey: undefined, houseEdge: 0.08 });
    const sample = await battleCase(sampleId, joiners[0]!);
    const captured = await capturedJoin(db, sampleId, joiners[0]!.userId);
    const statements = captured.map((c) => c.text);
    const expected = joinParams(sample, 0);
    // The schedule ($10 and $11 of the record, when the reels start and end) depends on the moment of the join.
    const last = expected.length - 1;
    const unscheduled = (params: readonly unknown[]) => [...params.slice(0, 9), ...params.slice(11)];
    const got = withoutTimes(captured.map((c, i) => (i === last ? unscheduled(c.params) : c.params)));
    const want = withoutTimes(expected.map((p, i) => (i === last ? unscheduled(p) : p)));
    if (got !== want) {
      const at = [...got].findIndex((char, i) => char !== want[i]);
      throw new Error(`the service no longer sends the join this benchmark repeats: update joinParams in bench/battles/run.ts (first difference at ${at}: sent …${got.slice(Math.max(0, at - 80), at + 80)}… expected …${want.slice(Math.max(0, at - 80), at + 80)}…)`);
    }

    // Battles in bulk, as the service leaves them once the host has paid.
    const perRun = Math.ceil((5_000 * seconds) / clients) * clients;
    const needed = perRun * modes.length;
    const [{ rounds }] = (await db.query<{ rounds: RoundsSnapshot }>(`SELECT rounds FROM battles WHERE id = $1`, [sampleId])) as [{ rounds: RoundsSnapshot }];
    const ids = await db.query<{ id: string }>(
      `INSERT INTO battles (host_user_id, mode, players, joined, entry_cents, pot_cents, server_seed, server_seed_hash, rounds)
       SELECT ($1::uuid[])[1 + g % cardinality($1::uuid[])], 'normal', 2, 1, $2, $2, s.seed, encode(sha256(convert_to(s.seed, 'UTF8')), 'hex'), $3::jsonb
       FROM generate_series(1, $4) g, LATERAL (SELECT md5(random()::text || g) || md5(random()::text || g) AS seed) s
       RETURNING id`,
      [hosts.map((h) => h.userId), pack.priceCents, JSON.stringify(rounds), needed],
    );
    await db.query(
      `INSERT INTO battle_seats (battle_id, seat, user_id, client_seed) SELECT b.id, 0, b.host_user_id, u.client_seed FROM battles b JOIN users u ON u.id = b.host_user_id WHERE b.status = 'open'`,
    );
    await db.query(`INSERT INTO accounts (key, kind, balance_cents) SELECT 'escrow:battle:' || id, 'escrow', entry_cents FROM battles WHERE status = 'open'`);
    const escrows = new Map((await db.query<{ key: string; id: number }>(`SELECT key, id FROM accounts WHERE kind = 'escrow'`)).map((a) => [a.key, a.id]));
    const bulk = await db.query<{ id: string; server_seed: string; host_user_id: string }>(`SELECT id, server_seed, host_user_id FROM battles WHERE id = ANY($1::uuid[])`, [ids.map((r) => r.id)]);
    const hostsById = new Map(hosts.map((h) => [h.userId, h]));
    const rows: unknown[][][] = [];
    for (const [i, b] of bulk.entries()) {
      const c: JoinCase = {
        battleId: b.id,
        serverSeed: b.server_seed,
        rounds,
        entryCents: pack.priceCents,
        host: person(hostsById.get(b.host_user_id)!),
        joiner: person(joiners[i % joiners.length]!),
        escrowId: escrows.get(`escrow:battle:${b.id}`)!,
        houseId: await houseFor(b.id),
      };
      rows.push(joinParams(c, Date.now()));
    }
    await db.query(`ANALYZE`);
    // In the server's round trips (decision 036): BEGIN with the battle's lock; the stakes counted, the entry and the seats; COMMIT.
    const joinRounds = captured.map((c) => c.round);
    console.log(`the join's statements go in ${new Set(joinRounds).size + 1} round trips with COMMIT (rounds ${joinRounds.join(', ')}); pgbench sends them the same way`);
    const script = await transactionScript(db, { table: 'bench_joins', statements, rows, clients, rounds: joinRounds });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pgbench-join-')), 'join.sql');
    fs.writeFileSync(file, script);
    const results = new Map<CoreMode, PgbenchResult>();
    for (const [run, mode] of modes.entries()) {
      useCores(mode, { serverPid: undefined, db, database: new URL(scratch.url).pathname.slice(1) });
      // Each run joins battles of its own.
      results.set(mode, await runPgbench({ pgbench, url: scratch.url, script: file, clients, seconds, defines: { n: String((run * perRun) / clients) } }));
    }
    return results;
  } finally {
    releaseCores(undefined);
    await db.close();
    await scratch.drop();
  }
}

/** Opens `count` WebSocket clients in another process, subscribed to one battle; returns a way to await the event times. */
async function fanOut(baseUrl: string, battleId: string, count: number, join: () => Promise<number>) {
  const { child, waitFor } = startWsClients(baseUrl, { count, topic: `battle:${battleId}` });
  await waitFor('ready');
  const sentAt = performance.timeOrigin + performance.now();
  const answeredAt = await join();
  const result = JSON.parse((await waitFor('received ')).slice('received '.length)) as { times: number[]; committedAt: number };
  child.kill();
  const since = (start: number) => result.times.map((t) => t - start).sort((a, b) => a - b);
  const pick = (list: number[], q: number) => list[Math.min(list.length - 1, Math.floor(q * list.length))] ?? NaN;
  const [fromCommit, fromSend] = [since(result.committedAt), since(sentAt)];
  return {
    received: result.times.length,
    joinMs: answeredAt - sentAt,
    p50: pick(fromCommit, 0.5),
    p99: pick(fromCommit, 0.99),
    p50FromRequest: pick(fromSend, 0.5),
    p99FromRequest: pick(fromSend, 0.99),
  };
}

type Phases = { peakPerSecond: number; ops: number };

/** The peak (closed loop) and ~80 % of it through HTTP, each on battles of its own. */
async function httpJoins(server: { baseUrl: string; child: { pid?: number } }, db: Database, joiners: BenchPlayer[], packId: string): Promise<Phases> {
  const perPhase = Math.ceil(2_500 * seconds);
  const battles = await prepareBattles(db, packId, perPhase + 200);
  let next = 0;
  const joinNext = () => joinOverHttp(server.baseUrl, battles[next++]!, joiners[next % joiners.length]!);

  // Warm the server (JIT, prepared statements) before measuring.
  await measure({ clients, seconds: 1, work: joinNext });
  const wrk = wrkPath();
  let peak: { perSecond: number; ops: number };
  if (wrk) {
    const requests = battles.slice(next, next + perPhase).map((battleId, i) => ({
      method: 'POST' as const,
      path: `/api/battles/${battleId}/join`,
      headers: { cookie: joiners[i % joiners.length]!.cookie },
    }));
    const result = await runWrk({ wrk, serverPid: server.child.pid, baseUrl: server.baseUrl, requests, connections: clients, seconds });
    console.log(describeWrk('HTTP joins (peak, closed loop)', result).replace('req/s', 'joins/s'));
    peak = { perSecond: result.perSecond, ops: result.requests };
    // wrk may have started some joins of its list that the next phase must skip.
    next = battles.length;
  } else {
    const result = await measure({ clients, seconds, work: joinNext });
    console.log(describeMeasurement('HTTP joins (peak, closed loop, Node client)', result).replace('tx/s', 'joins/s'));
    peak = { perSecond: result.perSecond, ops: result.ops };
  }

  // About 80 % of the peak: each connection waits between its joins so the whole runs at that rate.
  const rate = Math.max(1, Math.floor(peak.perSecond * 0.8));
  battles.push(...(await prepareBattles(db, packId, Math.ceil(rate * seconds * 1.5) + 10)));
  let eightyOps: number;
  if (wrk) {
    const requests = battles.slice(next).map((battleId, i) => ({ method: 'POST' as const, path: `/api/battles/${battleId}/join`, headers: { cookie: joiners[i % joiners.length]!.cookie } }));
    const atEighty = await runWrk({ wrk, serverPid: server.child.pid, baseUrl: server.baseUrl, requests, connections: clients, seconds, ratePerSecond: rate });
    console.log(describeWrk(`HTTP joins at ~80 % (aim ${rate}/s)`, atEighty).replace('req/s', 'joins/s'));
    console.log(`  p99 at ~80 % of peak: ${atEighty.p99Ms.toFixed(1)} ms (target < 50 ms: ${atEighty.p99Ms < 50 ? 'met' : 'NOT met'})`);
    eightyOps = atEighty.requests;
  } else {
    const atEighty = await paced(rate, seconds, joinNext);
    console.log(describeMeasurement(`HTTP joins at 80 % (${rate}/s, Node client)`, atEighty).replace('tx/s', 'joins/s'));
    console.log(`  p99 at 80 % of peak: ${atEighty.p99Ms.toFixed(1)} ms (target < 50 ms: ${atEighty.p99Ms < 50 ? 'met' : 'NOT met'})`);
    eightyOps = atEighty.ops;
  }
  return { peakPerSecond: peak.perSecond, ops: peak.ops + eightyOps };
}

async function main() {
  console.log(`battles benchmark: ${seconds}s per phase, ${clients} clients, PostgreSQL, server in ${benchWorkers()} worker process(es)`);
  printOutcomeTimings();
  const modes: readonly CoreMode[] = canSplitCores() ? ['shared', 'split'] : ['shared'];
  const scratch = await scratchDatabase('lf_bench_battles');
  const database = new URL(scratch.url).pathname.slice(1);
  const db = await openPostgres(scratch.url, { max: 4 });
  await db.migrate();
  // The fan-out's thousands of sockets all come from this one address: lift the per-address cap for it.
  const server = await startServerProcess({ DATABASE_URL: scratch.url, WS_SOCKETS_PER_ADDRESS: '10000' });
  const peaks = new Map<CoreMode, number>();
  try {
    const joiners = await makePlayers(db, 100, 1_000_000_000);
    const pack = await makePack(db);
    await db.transaction((tx) => ensureAccount(tx, { key: 'house', kind: 'house' }));
    let joins = 0;
    for (const mode of modes) {
      console.log(`\n${useCores(mode, { serverPid: server.child.pid, db, database })}:`);
      const phases = await httpJoins(server, db, joiners, pack.packId);
      peaks.set(mode, phases.peakPerSecond);
      joins += phases.ops;
    }
    releaseCores(server.child.pid);
    const report = await verifyLedger(db);
    console.log(`  ledger after ${joins} joins: ${report.ok ? 'verifies' : 'BROKEN'}`);

    console.log(`\nWebSocket fan-out (${modes.length > 1 ? 'shared cores' : 'every core'}):`);
    for (const count of [1_000, 5_000]) {
      const [battleId] = await prepareBattles(db, pack.packId, 1);
      const result = await fanOut(server.baseUrl, battleId!, count, async () => {
        await joinOverHttp(server.baseUrl, battleId!, joiners[0]!);
        return performance.timeOrigin + performance.now();
      });
      console.log(
        `  to ${count} clients: ${result.received} received; from the join's commit p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms ` +
          `(target p99 < 100 ms: ${result.p99 < 100 ? 'met' : 'NOT met'}); from the join request p50 ${result.p50FromRequest.toFixed(1)} ms, p99 ${result.p99FromRequest.toFixed(1)} ms, the join itself ${result.joinMs.toFixed(1)} ms`,
      );
    }
  } finally {
    releaseCores(server.child.pid);
    await server.stop();
    await db.close();
    await scratch.drop();
  }

  const pgbench = await pgbenchRun(modes);
  if (typeof pgbench === 'string') {
    console.log(`pgbench: skipped, ${pgbench}`);
    return;
  }
  for (const mode of modes) {
    console.log(`\n${describePgbench(`pgbench, same join transaction (${clients} clients, prepared, ${mode} cores)`, pgbench.get(mode)!)}`);
    const ratio = peaks.get(mode)! / pgbench.get(mode)!.tps;
    console.log(`ratio HTTP joins / pgbench (${mode} cores): ${ratio.toFixed(2)} (target ≥ 0.7: ${ratio >= 0.7 ? 'met' : 'NOT met'})`);
  }
}

await main();
